/**
 * Small stand-ins for recordings: the first bytes of each container (what the server checks),
 * then any markers for the fake transcription server (test/fakes/transcription-server.ts).
 */
const HEADERS = {
  // EBML header of a WebM file (Chrome's MediaRecorder)
  webm: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]),
  ogg: Buffer.from('OggS\x00\x02\x00\x00\x00\x00\x00\x00', 'latin1'),
  // ISO base media: size, then `ftyp` and the brand (Safari's audio/mp4)
  mp4: Buffer.from('\x00\x00\x00\x1cftypM4A \x00\x00\x00\x00', 'latin1'),
  mpeg: Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00\xff\xfb', 'latin1'),
  wav: Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'),
};

export function recording(format: keyof typeof HEADERS = 'webm', ...markers: string[]): Buffer {
  return Buffer.concat([HEADERS[format], Buffer.alloc(64, 0x11), Buffer.from(markers.join(''))]);
}
