/** The recordings AgroBot takes: what browsers' MediaRecorder makes, and common phone files. */
export const AUDIO_FORMATS = {
  // Chrome, Edge and Android (audio/webm;codecs=opus)
  webm: { mimeType: 'audio/webm', extension: 'webm' },
  // Firefox (audio/ogg;codecs=opus)
  ogg: { mimeType: 'audio/ogg', extension: 'ogg' },
  // Safari and iOS (audio/mp4, AAC)
  mp4: { mimeType: 'audio/mp4', extension: 'm4a' },
  mpeg: { mimeType: 'audio/mpeg', extension: 'mp3' },
  wav: { mimeType: 'audio/wav', extension: 'wav' },
} as const;

export type AudioFormat = keyof typeof AUDIO_FORMATS;

/** The types the API documents (the upload's declared type is not trusted: the bytes decide). */
export const AUDIO_MIME_TYPES = Object.values(AUDIO_FORMATS).map((f) => f.mimeType);

const ascii = (bytes: Buffer, start: number, text: string) =>
  bytes.length >= start + text.length &&
  bytes.subarray(start, start + text.length).toString('latin1') === text;

/**
 * The format of a recording from its first bytes (its container's signature), or null when it is
 * none of AUDIO_FORMATS. A file is never accepted by its name or declared type alone.
 */
export function audioFormatOf(bytes: Buffer): AudioFormat | null {
  if (bytes.length < 12) return null;
  // EBML header (WebM / Matroska)
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return 'webm';
  }
  if (ascii(bytes, 0, 'OggS')) return 'ogg';
  if (ascii(bytes, 4, 'ftyp')) return 'mp4';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  // An ID3 tag, or an MPEG audio frame's sync bits (11 set bits)
  if (ascii(bytes, 0, 'ID3')) return 'mpeg';
  if (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) return 'mpeg';
  return null;
}
