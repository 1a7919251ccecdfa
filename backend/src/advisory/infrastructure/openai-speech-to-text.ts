import { UpstreamError } from '../../shared/domain/domain-error';
import type { AdvisoryLanguage } from '../domain/language';
import { AUDIO_FORMATS } from '../application/audio-format';
import {
  SpeechToText,
  type SpeechToTextRequest,
  type Transcription,
} from '../application/ports/speech-to-text';
import { postForm } from './http-json';

export interface OpenAiSpeechToTextOptions {
  /** e.g. https://api.openai.com/v1, or a self-hosted Whisper server with the same API */
  baseUrl: string;
  apiKey: string | undefined;
  /** whisper-1 (default), gpt-4o-mini-transcribe, gpt-4o-transcribe, or the server's own name */
  model: string;
  timeoutMs: number;
}

/**
 * Words a farmer is likely to say, in the language spoken: the service reads the prompt as text
 * that came before, which helps it spell crop names, inputs and market words the usual way.
 */
const FARMING_PROMPTS: Record<AdvisoryLanguage, string> = {
  en: 'A farmer in India asks about crops: wheat, paddy, cotton, groundnut, soybean, tur, sowing, irrigation, urea, DAP, pests, mandi prices, KVK.',
  hi: 'किसान खेती के बारे में पूछ रहा है: गेहूं, धान, कपास, मूंगफली, सोयाबीन, अरहर, बुवाई, सिंचाई, खाद, यूरिया, डीएपी, कीट, मंडी भाव।',
  gu: 'ખેડૂત ખેતી વિશે પૂછે છે: ઘઉં, ડાંગર, કપાસ, મગફળી, સોયાબીન, તુવેર, વાવણી, પિયત, ખાતર, યુરિયા, ડીએપી, જીવાત, માર્કેટ યાર્ડના ભાવ.',
};

/** The speech service, said in the reader's language in error texts. */
const SERVICE = { key: 'ADVISORY.SPEECH_SERVICE' } as const;

interface Segment {
  text?: unknown;
  avg_logprob?: unknown;
  no_speech_prob?: unknown;
}

/**
 * Whisper's own test for a segment that is silence or noise (it then writes a stock phrase such as
 * "Thank you." instead of nothing): likely no speech and a low average log-probability.
 */
function isSilence(s: Segment): boolean {
  return (
    typeof s.no_speech_prob === 'number' &&
    typeof s.avg_logprob === 'number' &&
    s.no_speech_prob > 0.6 &&
    s.avg_logprob < -1
  );
}

/**
 * Any OpenAI-compatible `POST {baseUrl}/audio/transcriptions` (multipart/form-data). Asks for
 * `verbose_json`, which gives the recording's duration and each segment's no-speech probability;
 * the gpt-4o transcription models only answer `json` (the text alone).
 */
export class OpenAiSpeechToText extends SpeechToText {
  readonly configured = true;

  constructor(private readonly options: OpenAiSpeechToTextOptions) {
    super();
  }

  private get verbose(): boolean {
    return !/^gpt-4o/i.test(this.options.model);
  }

  async transcribe({ audio, format, language }: SpeechToTextRequest): Promise<Transcription> {
    const { mimeType, extension } = AUDIO_FORMATS[format];
    const form = new FormData();
    // The service tells the format by the file name's extension.
    form.set(
      'file',
      new Blob([new Uint8Array(audio)], { type: mimeType }),
      `question.${extension}`,
    );
    form.set('model', this.options.model);
    form.set('language', language);
    form.set('prompt', FARMING_PROMPTS[language]);
    form.set('response_format', this.verbose ? 'verbose_json' : 'json');
    form.set('temperature', '0');
    const body = (await postForm(
      SERVICE,
      `${this.options.baseUrl}/audio/transcriptions`,
      this.options.apiKey ? { Authorization: `Bearer ${this.options.apiKey}` } : {},
      form,
      this.options.timeoutMs,
    )) as {
      text?: unknown;
      duration?: unknown;
      segments?: unknown;
      usage?: { seconds?: unknown };
    };
    if (typeof body !== 'object' || typeof body.text !== 'string') {
      throw new UpstreamError('ADVISORY.SERVICE_BAD_ANSWER', { service: SERVICE });
    }
    const segments = Array.isArray(body.segments) ? (body.segments as Segment[]) : null;
    const text =
      segments && segments.some(isSilence)
        ? segments
            .filter((s) => !isSilence(s))
            .map((s) => (typeof s.text === 'string' ? s.text : ''))
            .join('')
        : body.text;
    const duration =
      typeof body.duration === 'number'
        ? body.duration
        : typeof body.usage?.seconds === 'number'
          ? body.usage.seconds
          : null;
    return { text: text.trim(), durationSeconds: duration };
  }
}
