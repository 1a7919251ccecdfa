import { OpenAiSpeechToText } from '../../src/advisory/infrastructure/openai-speech-to-text';
import { UnavailableError, UpstreamError } from '../../src/shared/domain/domain-error';
import {
  FAKE_TRANSCRIPTS,
  marker,
  startFakeTranscriptionServer,
  type FakeTranscriptionServer,
} from '../fakes/transcription-server';
import { recording } from '../support/recordings';

describe('OpenAI-compatible speech-to-text (against a local fake)', () => {
  let fake: FakeTranscriptionServer;
  beforeEach(async () => {
    fake = await startFakeTranscriptionServer();
  });
  afterEach(() => fake.close());
  // Generous unless the case is the timeout itself, so a busy machine is never taken for a
  // service that does not answer.
  const stt = (
    overrides: Partial<{ apiKey: string | undefined; model: string; timeoutMs: number }> = {},
  ) =>
    new OpenAiSpeechToText({
      baseUrl: fake.url,
      apiKey: fake.apiKey,
      model: 'whisper-1',
      timeoutMs: 15_000,
      ...overrides,
    });

  it('posts the recording as multipart with the language, a farming prompt and the key', async () => {
    const audio = recording('webm');
    const heard = await stt().transcribe({ audio, format: 'webm', language: 'hi' });
    expect(heard).toEqual({ text: FAKE_TRANSCRIPTS.hi, durationSeconds: 3.2 });
    const req = fake.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/audio/transcriptions');
    expect(req.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.fields).toEqual({
      model: 'whisper-1',
      language: 'hi',
      prompt: expect.stringContaining('गेहूं') as unknown as string,
      response_format: 'verbose_json',
      temperature: '0',
    });
    expect(req.file).toMatchObject({ name: 'question.webm', type: 'audio/webm' });
    expect(req.file!.bytes.equals(audio)).toBe(true);
  });

  it('names the file by its format (the service goes by the extension)', async () => {
    for (const [format, name] of [
      ['ogg', 'question.ogg'],
      ['mp4', 'question.m4a'],
      ['mpeg', 'question.mp3'],
      ['wav', 'question.wav'],
    ] as const) {
      await stt().transcribe({ audio: recording(format), format, language: 'gu' });
      expect(fake.requests.at(-1)!.file!.name).toBe(name);
      expect(fake.requests.at(-1)!.fields.prompt).toMatch(/ઘઉં/);
    }
  });

  it('asks the gpt-4o models for json (they have no verbose_json) and reads the duration from usage', async () => {
    const heard = await stt({ model: 'gpt-4o-mini-transcribe' }).transcribe({
      audio: recording('webm', marker.say('how much urea for cotton')),
      format: 'webm',
      language: 'en',
    });
    expect(fake.requests[0]!.fields.response_format).toBe('json');
    expect(heard).toEqual({ text: 'how much urea for cotton', durationSeconds: 4 });
  });

  it('drops what Whisper writes over silence (high no-speech probability): nothing was heard', async () => {
    const heard = await stt().transcribe({
      audio: recording('webm', marker.silence),
      format: 'webm',
      language: 'en',
    });
    expect(heard.text).toBe('');
  });

  it('reports the length the service measured', async () => {
    const heard = await stt().transcribe({
      audio: recording('ogg', marker.seconds(75)),
      format: 'ogg',
      language: 'hi',
    });
    expect(heard.durationSeconds).toBe(75);
  });

  it('maps a refused key (401) to a 502 with the service words', async () => {
    const e = await stt({ apiKey: 'sk-wrong' })
      .transcribe({ audio: recording(), format: 'webm', language: 'en' })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(UpstreamError);
    expect((e as Error).message).toMatch(
      /speech-to-text service refused .*HTTP 401: Incorrect API key/,
    );
  });

  it('sends no Authorization header without a key (a self-hosted server)', async () => {
    await stt({ apiKey: undefined })
      .transcribe({ audio: recording(), format: 'webm', language: 'en' })
      .catch(() => undefined);
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('maps 429 and 5xx to a 503 (try again later)', async () => {
    fake.fail(429);
    const busy = await stt()
      .transcribe({ audio: recording(), format: 'webm', language: 'en' })
      .catch((x: unknown) => x);
    expect(busy).toBeInstanceOf(UnavailableError);
    expect((busy as Error).message).toMatch(/429: Rate limit reached/);
    fake.fail(500);
    const down = await stt()
      .transcribe({ audio: recording(), format: 'webm', language: 'en' })
      .catch((x: unknown) => x);
    expect(down).toBeInstanceOf(UnavailableError);
  });

  it('gives up after its timeout with a 503', async () => {
    fake.queue.push({ hang: true });
    const slow = await stt({ timeoutMs: 1000 })
      .transcribe({ audio: recording(), format: 'webm', language: 'en' })
      .catch((x: unknown) => x);
    expect(slow).toBeInstanceOf(UnavailableError);
    expect((slow as Error).message).toMatch(/within 1 s/);
  });

  it('treats an answer without text as a bad answer (502)', async () => {
    fake.queue.push({ status: 200, body: { transcript: 'wrong shape' } });
    const e = await stt()
      .transcribe({ audio: recording(), format: 'webm', language: 'en' })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(UpstreamError);
  });
});
