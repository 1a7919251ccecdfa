import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake received it (the file's bytes kept for the test to check). */
export interface TranscriptionRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form's text fields: model, language, prompt, response_format, temperature. */
  fields: Record<string, string>;
  file: { name: string; type: string; size: number; bytes: Buffer } | null;
}

/** A reply forced on the next request, whatever it asks. */
export type TranscriptionReply = { status: number; body: unknown } | { hang: true };

export interface FakeTranscriptionServer {
  /** The base URL to configure, ending in /v1 (STT_BASE_URL). */
  url: string;
  /** The key it accepts as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** What it hears in each language when the recording carries no marker. */
  transcripts: Record<string, string>;
  /** Every request, in order (also refused ones). */
  requests: TranscriptionRequest[];
  /** The next replies, in order, before any check. */
  queue: TranscriptionReply[];
  /** The next `times` requests are answered with this status and OpenAI's error body. */
  fail(status: 401 | 429 | 500 | 503, times?: number): void;
  close(): Promise<void>;
}

/** The extensions OpenAI's transcription endpoint accepts (it goes by the file name). */
const EXTENSIONS = ['flac', 'mp3', 'mp4', 'mpeg', 'mpga', 'm4a', 'ogg', 'wav', 'webm'];
const FORMATS = ['json', 'text', 'srt', 'verbose_json', 'vtt'];
const MODELS = ['whisper-1', 'gpt-4o-mini-transcribe', 'gpt-4o-transcribe'];
const LANGUAGE_NAMES: Record<string, string> = { en: 'english', hi: 'hindi', gu: 'gujarati' };
const MAX_BYTES = 25 * 1024 * 1024;

/** What the fake hears by default: a farmer's question in each language. */
export const FAKE_TRANSCRIPTS: Record<string, string> = {
  en: 'When should I give water to wheat?',
  hi: 'गेहूं में पानी कब देना चाहिए?',
  gu: 'ઘઉંમાં પાણી ક્યારે આપવું જોઈએ?',
};

/**
 * Markers a test puts in the recording's bytes: `SAY:<text>;` is what is heard, `SILENCE;` a
 * recording of nothing (Whisper then writes a stock phrase with a high no-speech probability),
 * `SECONDS:<n>;` its length.
 */
export const marker = {
  say: (text: string) => `SAY:${text};`,
  silence: 'SILENCE;',
  seconds: (n: number) => `SECONDS:${n};`,
};

function openAiError(
  message: string,
  type = 'invalid_request_error',
  code: string | null = null,
  param: string | null = null,
) {
  return { error: { message, type, param, code } };
}

const ERRORS: Record<number, ReturnType<typeof openAiError>> = {
  401: openAiError(
    'Incorrect API key provided: sk-wrong. You can find your API key at https://platform.openai.com/account/api-keys.',
    'invalid_request_error',
    'invalid_api_key',
  ),
  429: openAiError(
    'Rate limit reached for whisper-1 in organization org-test on requests per min (RPM): Limit 50, Used 50, Requested 1.',
    'requests',
    'rate_limit_exceeded',
  ),
  500: openAiError(
    'The server had an error while processing your request. Sorry about that!',
    'server_error',
  ),
  503: openAiError('The engine is currently overloaded, please try again later', 'server_error'),
};

function send(res: ServerResponse, status: number, body: unknown): void {
  if (typeof body === 'string') {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(body);
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * A local stand-in for OpenAI's speech-to-text (`POST /v1/audio/transcriptions`) speaking its wire
 * format: multipart/form-data with `file` (the format told by the file name's extension), `model`,
 * optional `language` (ISO-639-1), `prompt`, `response_format` and `temperature`; the
 * `Authorization: Bearer` key; `{"text": ...}` or, for `verbose_json`, the task, language name,
 * duration and segments; errors as `{"error": {"message", "type", "param", "code"}}`.
 */
export async function startFakeTranscriptionServer(
  options: { apiKey?: string; port?: number; host?: string } = {},
): Promise<FakeTranscriptionServer> {
  const fake: FakeTranscriptionServer = {
    url: '',
    apiKey: options.apiKey ?? 'sk-test-transcription',
    transcripts: { ...FAKE_TRANSCRIPTS },
    requests: [],
    queue: [],
    fail(status, times = 1) {
      for (let i = 0; i < times; i++) fake.queue.push({ status, body: ERRORS[status] });
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  async function answer(req: IncomingMessage, res: ServerResponse, raw: Buffer): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const recorded: TranscriptionRequest = {
      method: req.method ?? '',
      path,
      headers: req.headers,
      fields: {},
      file: null,
    };
    fake.requests.push(recorded);
    const contentType = req.headers['content-type'] ?? '';
    if (contentType.startsWith('multipart/form-data')) {
      try {
        // undici's own multipart parser, as a server framework would parse it.
        const form = await new Response(new Uint8Array(raw), {
          headers: { 'content-type': contentType },
        }).formData();
        for (const [name, value] of form) {
          if (typeof value === 'string') recorded.fields[name] = value;
          else if (name === 'file') {
            recorded.file = {
              name: value.name,
              type: value.type,
              size: value.size,
              bytes: Buffer.from(await value.arrayBuffer()),
            };
          }
        }
      } catch {
        send(res, 400, openAiError('Could not parse multipart form'));
        return;
      }
    }
    const forced = fake.queue.shift();
    if (forced) {
      if ('hang' in forced) return; // never answers: the client's timeout must fire
      send(res, forced.status, forced.body);
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/audio/transcriptions') {
      send(res, 404, openAiError(`Invalid URL (${req.method ?? ''} ${path})`));
      return;
    }
    if (req.headers.authorization !== `Bearer ${fake.apiKey}`) {
      send(res, 401, ERRORS[401]);
      return;
    }
    if (!contentType.startsWith('multipart/form-data')) {
      send(
        res,
        400,
        openAiError("Invalid Content-Type header (''), expected multipart/form-data."),
      );
      return;
    }
    const { fields, file } = recorded;
    if (!file) {
      send(
        res,
        400,
        openAiError("[{'type': 'missing', 'loc': ('body', 'file'), 'msg': 'Field required'}]"),
      );
      return;
    }
    if (!fields.model) {
      send(
        res,
        400,
        openAiError('you must provide a model parameter', 'invalid_request_error', null, 'model'),
      );
      return;
    }
    if (!MODELS.includes(fields.model)) {
      send(
        res,
        404,
        openAiError(
          `The model \`${fields.model}\` does not exist or you do not have access to it.`,
          'invalid_request_error',
          'model_not_found',
        ),
      );
      return;
    }
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!EXTENSIONS.includes(extension)) {
      send(
        res,
        400,
        openAiError(
          `Invalid file format. Supported formats: ${JSON.stringify(EXTENSIONS)}`,
          'invalid_request_error',
          null,
          'file',
        ),
      );
      return;
    }
    if (file.size > MAX_BYTES) {
      send(res, 413, openAiError('Maximum content size limit (26214400) exceeded.'));
      return;
    }
    const language = fields.language;
    if (language !== undefined && !/^[a-z]{2}$/.test(language)) {
      send(
        res,
        400,
        openAiError(
          `Invalid language '${language}'. Language parameter must be specified in ISO-639-1 format.`,
          'invalid_request_error',
          null,
          'language',
        ),
      );
      return;
    }
    const format = fields.response_format ?? 'json';
    if (
      !FORMATS.includes(format) ||
      (fields.model !== 'whisper-1' && format !== 'json' && format !== 'text')
    ) {
      send(
        res,
        400,
        openAiError(
          `response_format '${format}' is not compatible with model '${fields.model}'.`,
          'invalid_request_error',
          null,
          'response_format',
        ),
      );
      return;
    }

    const bytes = file.bytes.toString('latin1');
    const said = /SAY:([^;]*);/.exec(file.bytes.toString('utf8'));
    const silence = bytes.includes(marker.silence);
    const seconds = /SECONDS:(\d+(?:\.\d+)?);/.exec(bytes);
    const duration = seconds ? Number(seconds[1]) : 3.2;
    const text = silence
      ? 'Thank you.'
      : (said?.[1] ?? fake.transcripts[language ?? 'en'] ?? fake.transcripts.en!);
    if (format === 'text') {
      send(res, 200, `${text}\n`);
      return;
    }
    if (format !== 'verbose_json') {
      send(res, 200, { text, usage: { type: 'duration', seconds: Math.ceil(duration) } });
      return;
    }
    send(res, 200, {
      task: 'transcribe',
      language: LANGUAGE_NAMES[language ?? 'en'] ?? 'english',
      duration,
      text,
      segments: [
        {
          id: 0,
          seek: 0,
          start: 0,
          end: duration,
          text: ` ${text}`,
          tokens: [50364, 1044, 291, 13, 50414],
          temperature: 0,
          avg_logprob: silence ? -1.42 : -0.21,
          compression_ratio: 0.9,
          no_speech_prob: silence ? 0.91 : 0.02,
        },
      ],
      usage: { type: 'duration', seconds: Math.ceil(duration) },
    });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void answer(req, res, Buffer.concat(chunks)).catch(() => {
        if (!res.headersSent) send(res, 500, ERRORS[500]);
      });
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve()),
  );
  fake.url = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
