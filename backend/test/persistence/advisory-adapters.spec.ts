import { OpenAiChatModel } from '../../src/advisory/infrastructure/openai-chat.model';
import {
  KindwiseCropIdentifier,
  KindwiseLeafHealthAssessor,
} from '../../src/advisory/infrastructure/kindwise';
import { UnavailableError, UpstreamError } from '../../src/shared/domain/domain-error';
import {
  chatCompletion,
  kindwiseHealth,
  kindwiseIdentification,
  startFakeJsonService,
  type FakeJsonService,
} from '../fakes/json-service';

const photo = Buffer.from('fake-jpeg-bytes');

describe('Kindwise plant.id v3 adapters (against a local fake)', () => {
  let fake: FakeJsonService;
  beforeEach(async () => {
    fake = await startFakeJsonService((req) =>
      req.path.startsWith('/api/v3/identification')
        ? { status: 201, body: kindwiseIdentification() }
        : { status: 201, body: kindwiseHealth() },
    );
  });
  afterEach(() => fake.close());
  // A generous timeout, so a busy machine is never mistaken for a service that does not answer;
  // the case that tests the timeout passes its own short one.
  const options = (timeoutMs = 15_000) => ({ apiKey: 'kw-key', baseUrl: fake.url, timeoutMs });

  it('sends the photo as base64 with the Api-Key header and reads the top suggestion', async () => {
    const result = await new KindwiseCropIdentifier(options()).identify(photo);
    const req = fake.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe(
      '/api/v3/identification?details=common_names,url,description&language=en',
    );
    expect(req.headers['api-key']).toBe('kw-key');
    expect(req.body).toEqual({ images: [photo.toString('base64')], similar_images: false });
    expect(result).toEqual({
      source: 'kindwise',
      best: {
        scientificName: 'Solanum lycopersicum',
        commonNames: ['tomato', 'garden tomato'],
        confidence: 0.912,
        description: 'The tomato is the edible berry of the plant Solanum lycopersicum.',
      },
      alternatives: [
        {
          scientificName: 'Solanum melongena',
          commonNames: ['eggplant', 'brinjal'],
          confidence: 0.041,
        },
      ],
      isPlantProbability: 0.98,
    });
  });

  it('reads the health assessment: healthy probability and diseases with treatment', async () => {
    const result = await new KindwiseLeafHealthAssessor(options()).assess(photo);
    expect(fake.requests[0]!.path).toMatch(/^\/api\/v3\/health_assessment\?/);
    expect(result).toMatchObject({
      healthyProbability: 0.12,
      isHealthy: false,
      diseases: [
        {
          name: 'late blight',
          probability: 0.71,
          treatment: { biological: ['Remove and destroy infected leaves.'] },
        },
      ],
    });
  });

  it('maps 401 (bad key) to a 502 with the service words', async () => {
    fake.queue.push({ status: 401, body: { error: 'Invalid api key' } });
    const e = await new KindwiseCropIdentifier(options()).identify(photo).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(UpstreamError);
    expect((e as Error).message).toMatch(/HTTP 401: Invalid api key/);
  });

  it('maps 429 (out of credits) and timeouts to a 503', async () => {
    fake.queue.push({ status: 429, body: { error: 'No credits left' } });
    const busy = await new KindwiseLeafHealthAssessor(options())
      .assess(photo)
      .catch((x: unknown) => x);
    expect(busy).toBeInstanceOf(UnavailableError);
    expect((busy as Error).message).toMatch(/429/);
    fake.queue.push({ hang: true });
    const slow = await new KindwiseCropIdentifier(options(500))
      .identify(photo)
      .catch((x: unknown) => x);
    expect(slow).toBeInstanceOf(UnavailableError);
  });
});

describe('OpenAI-compatible chat model (against a local fake)', () => {
  let fake: FakeJsonService;
  beforeEach(async () => {
    fake = await startFakeJsonService(() => ({
      status: 200,
      body: chatCompletion('Sow in June.'),
    }));
  });
  afterEach(() => fake.close());
  // Generous unless the case is the timeout itself (see options() above).
  const model = (apiKey: string | null = 'sk-test', timeoutMs = 15_000) =>
    new OpenAiChatModel({
      baseUrl: `${fake.url}/v1`,
      apiKey: apiKey ?? undefined,
      model: 'test-model',
      timeoutMs,
    });

  it('posts the messages with the bearer key and returns the answer', async () => {
    const answer = await model().complete([{ role: 'user', content: 'When to sow?' }]);
    expect(answer).toBe('Sow in June.');
    const req = fake.requests[0]!;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.body).toMatchObject({
      model: 'test-model',
      messages: [{ role: 'user', content: 'When to sow?' }],
    });
  });

  it('sends no Authorization header without a key (e.g. a local Ollama)', async () => {
    await model(null).complete([{ role: 'user', content: 'x' }]);
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('maps an invalid key to 502 with the error message', async () => {
    fake.queue.push({
      status: 401,
      body: {
        error: {
          message: 'Incorrect API key provided: sk-test.',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      },
    });
    const e = await model()
      .complete([{ role: 'user', content: 'x' }])
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(UpstreamError);
    expect((e as Error).message).toMatch(/Incorrect API key/);
  });

  it('maps 5xx and timeouts to 503, and an empty answer to 502', async () => {
    fake.queue.push({ status: 503, body: { error: { message: 'overloaded' } } });
    expect(
      await model()
        .complete([])
        .catch((x: unknown) => x),
    ).toBeInstanceOf(UnavailableError);
    fake.queue.push({ hang: true });
    expect(
      await model('sk-test', 500)
        .complete([])
        .catch((x: unknown) => x),
    ).toBeInstanceOf(UnavailableError);
    fake.queue.push({ status: 200, body: chatCompletion('') });
    expect(
      await model()
        .complete([])
        .catch((x: unknown) => x),
    ).toBeInstanceOf(UpstreamError);
  });
});
