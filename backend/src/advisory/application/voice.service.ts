import { Injectable } from '@nestjs/common';
import { RuleViolationError, UnavailableError } from '../../shared/domain/domain-error';
import type { AdvisoryLanguage } from '../domain/language';
import type { AudioFormat } from './audio-format';
import { SpeechToText } from './ports/speech-to-text';

/** A question is short: a minute of speech is plenty (and bounds what the service costs). */
export const MAX_AUDIO_SECONDS = 60;
/** The service's measure may run a little over the browser's 60 s stop. */
const DURATION_TOLERANCE_SECONDS = 1;
/** A minute of Opus or AAC at speech quality is well under 1 MB; WAV at 16 kHz mono is ~1.9 MB. */
export const MAX_AUDIO_BYTES = 2 * 1024 * 1024;

export interface VoiceSettings {
  /** Whether the server can turn a recording into text (a speech-to-text service is set up). */
  transcription: boolean;
  maxSeconds: number;
  maxBytes: number;
}

export interface SpokenQuestion {
  text: string;
  language: AdvisoryLanguage;
}

/**
 * Voice input for AgroBot: a recorded question becomes text for the farmer to check and send. The
 * recording is held in memory for the one call to the service and then dropped: it is never
 * written to disk, a log or the database (docs/voice.md).
 */
@Injectable()
export class VoiceService {
  constructor(private readonly speech: SpeechToText) {}

  settings(): VoiceSettings {
    return {
      transcription: this.speech.configured,
      maxSeconds: MAX_AUDIO_SECONDS,
      maxBytes: MAX_AUDIO_BYTES,
    };
  }

  /** Refuses (503, with a key) when no speech-to-text service is set up. */
  ensureAvailable(): void {
    if (!this.speech.configured) throw new UnavailableError('ADVISORY.VOICE_NOT_CONFIGURED');
  }

  /** Refuses with a key when no service is set up, the recording is too long, or nothing was heard. */
  async transcribe(
    audio: Buffer,
    format: AudioFormat,
    language: AdvisoryLanguage,
  ): Promise<SpokenQuestion> {
    this.ensureAvailable();
    const heard = await this.speech.transcribe({ audio, format, language });
    if (
      heard.durationSeconds !== null &&
      heard.durationSeconds > MAX_AUDIO_SECONDS + DURATION_TOLERANCE_SECONDS
    ) {
      throw new RuleViolationError('ADVISORY.AUDIO_TOO_LONG', { seconds: MAX_AUDIO_SECONDS });
    }
    const text = heard.text.replace(/\s+/g, ' ').trim();
    if (!text) throw new RuleViolationError('ADVISORY.NOTHING_HEARD');
    return { text, language };
  }
}
