import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Reply = { status: number; body: unknown } | { hang: true };

export interface FakeJsonService {
  url: string;
  requests: RecordedRequest[];
  /** Replies in order; when empty, `fallback` answers. */
  queue: Reply[];
  fallback: (req: RecordedRequest) => Reply;
  close(): Promise<void>;
}

/** A local HTTP server answering JSON, for adapter tests against exact wire formats. */
export async function startFakeJsonService(
  fallback: (req: RecordedRequest) => Reply,
): Promise<FakeJsonService> {
  const fake: FakeJsonService = {
    url: '',
    requests: [],
    queue: [],
    fallback,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        /* keep the text */
      }
      const recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
      };
      fake.requests.push(recorded);
      const reply = fake.queue.shift() ?? fake.fallback(recorded);
      if ('hang' in reply) return;
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** plant.id v3 identification answer (shape as documented by Kindwise). */
export function kindwiseIdentification(best = 'Solanum lycopersicum') {
  return {
    access_token: 'Nfm3oY1qVKW5nVk',
    model_version: 'plant_id:4.1.2',
    custom_id: null,
    input: {
      latitude: null,
      longitude: null,
      similar_images: false,
      images: ['https://plant.id/media/imgs/fd0d1a8f.jpg'],
      datetime: '2026-11-22T10:00:00.000000+00:00',
    },
    result: {
      is_plant: { probability: 0.98, threshold: 0.5, binary: true },
      classification: {
        suggestions: [
          {
            id: '3c4e3c7f4a0d2b8e',
            name: best,
            probability: 0.912,
            similar_images: [],
            details: {
              common_names: ['tomato', 'garden tomato'],
              url: 'https://en.wikipedia.org/wiki/Tomato',
              description: {
                value: 'The tomato is the edible berry of the plant Solanum lycopersicum.',
                citation: 'https://en.wikipedia.org/wiki/Tomato',
                license_name: 'CC BY-SA 3.0',
                license_url: 'https://creativecommons.org/licenses/by-sa/3.0/',
              },
              language: 'en',
              entity_id: '3c4e3c7f4a0d2b8e',
            },
          },
          {
            id: 'a1b2',
            name: 'Solanum melongena',
            probability: 0.041,
            similar_images: [],
            details: { common_names: ['eggplant', 'brinjal'], language: 'en', entity_id: 'a1b2' },
          },
        ],
      },
    },
    status: 'COMPLETED',
    sla_compliant_client: true,
    sla_compliant_system: true,
    created: 1795370400.1,
    completed: 1795370400.9,
  };
}

/** plant.id v3 health assessment answer. */
export function kindwiseHealth(healthy = 0.12) {
  return {
    access_token: 'Xk2mZ8pQ1',
    model_version: 'plant_id:4.1.2',
    input: { images: ['https://plant.id/media/imgs/aa.jpg'], similar_images: false },
    result: {
      is_plant: { probability: 0.99, threshold: 0.5, binary: true },
      is_healthy: { probability: healthy, threshold: 0.525, binary: healthy >= 0.525 },
      disease: {
        suggestions: [
          {
            id: 'd1',
            name: 'Phytophthora infestans',
            probability: 0.71,
            similar_images: [],
            details: {
              local_name: 'late blight',
              description: 'A disease of tomato and potato caused by an oomycete.',
              url: 'https://en.wikipedia.org/wiki/Phytophthora_infestans',
              treatment: {
                chemical: ['Use a fungicide recommended locally, following the label.'],
                biological: ['Remove and destroy infected leaves.'],
                prevention: ['Avoid overhead irrigation; keep leaves dry.'],
              },
              cause: 'Phytophthora infestans',
              language: 'en',
              entity_id: 'd1',
            },
          },
        ],
      },
    },
    status: 'COMPLETED',
    created: 1795370400.1,
    completed: 1795370401.2,
  };
}

/** OpenAI chat completion answer. */
export function chatCompletion(content: string) {
  return {
    id: 'chatcmpl-abc123',
    object: 'chat.completion',
    created: 1795370400,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
  };
}
