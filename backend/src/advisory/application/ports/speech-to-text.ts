import type { AdvisoryLanguage } from '../../domain/language';
import type { AudioFormat } from '../audio-format';

export interface SpeechToTextRequest {
  /** The recording, held in memory only: never written to disk, a log or the database. */
  audio: Buffer;
  /** What the bytes are (checked by their first bytes, not by the name the client gave). */
  format: AudioFormat;
  /** The language the farmer speaks. */
  language: AdvisoryLanguage;
}

export interface Transcription {
  /** What was said; empty when nothing was heard. */
  text: string;
  /** The recording's length as the service measured it; null when it does not say. */
  durationSeconds: number | null;
}

/** A speech-to-text service behind an OpenAI-compatible `audio/transcriptions` API. */
export abstract class SpeechToText {
  /** False for the offline default: the browser's own speech recognition is the only voice input. */
  abstract readonly configured: boolean;
  /** Throws UpstreamError (it refused) or UnavailableError (timeout, down, rate limit). */
  abstract transcribe(request: SpeechToTextRequest): Promise<Transcription>;
}

/** The offline default: no service. */
export class NoSpeechToText extends SpeechToText {
  readonly configured = false;
  transcribe(): Promise<Transcription> {
    return Promise.reject(new Error('No speech-to-text service is configured'));
  }
}
