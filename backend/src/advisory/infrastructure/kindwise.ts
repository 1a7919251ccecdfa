import { CropIdentifier, type CropIdentification } from '../application/ports/crop-identifier';
import {
  LeafHealthAssessor,
  type OnlineHealthAssessment,
} from '../application/ports/leaf-health-assessor';
import { postJson } from './http-json';

export interface KindwiseOptions {
  apiKey: string;
  /** https://plant.id, or a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

interface Suggestion {
  name?: unknown;
  probability?: unknown;
  details?: {
    common_names?: unknown;
    local_name?: unknown;
    description?: unknown;
    treatment?: { chemical?: unknown; biological?: unknown; prevention?: unknown };
  };
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const probability = (v: unknown): number =>
  typeof v === 'number' && v >= 0 && v <= 1 ? Math.round(v * 1000) / 1000 : 0;
const descriptionText = (v: unknown): string | null =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && typeof (v as { value?: unknown }).value === 'string'
      ? (v as { value: string }).value
      : null;

/** Kindwise plant.id v3: identification with common names and description. */
export class KindwiseCropIdentifier extends CropIdentifier {
  readonly configured = true;
  constructor(private readonly options: KindwiseOptions) {
    super();
  }

  async identify(jpeg: Buffer): Promise<CropIdentification> {
    const body = (await postJson(
      'Kindwise plant.id',
      `${this.options.baseUrl}/api/v3/identification?details=common_names,url,description&language=en`,
      { 'Api-Key': this.options.apiKey },
      { images: [jpeg.toString('base64')], similar_images: false },
      this.options.timeoutMs ?? 30_000,
    )) as {
      result?: {
        is_plant?: { probability?: unknown };
        classification?: { suggestions?: Suggestion[] };
      };
    };
    const suggestions = body.result?.classification?.suggestions ?? [];
    const toSuggestion = (s: Suggestion) => ({
      scientificName: typeof s.name === 'string' ? s.name : 'Unknown',
      commonNames: strings(s.details?.common_names),
      confidence: probability(s.probability),
    });
    const [first, ...rest] = suggestions;
    return {
      source: 'kindwise',
      best: first
        ? { ...toSuggestion(first), description: descriptionText(first.details?.description) }
        : null,
      alternatives: rest.slice(0, 3).map(toSuggestion),
      isPlantProbability:
        body.result?.is_plant?.probability === undefined
          ? null
          : probability(body.result.is_plant.probability),
    };
  }
}

/** Kindwise plant.id v3 health assessment: healthy probability and disease suggestions. */
export class KindwiseLeafHealthAssessor extends LeafHealthAssessor {
  constructor(private readonly options: KindwiseOptions) {
    super();
  }

  async assess(jpeg: Buffer): Promise<OnlineHealthAssessment> {
    const body = (await postJson(
      'Kindwise plant.id',
      `${this.options.baseUrl}/api/v3/health_assessment?details=local_name,description,treatment,cause&language=en`,
      { 'Api-Key': this.options.apiKey },
      { images: [jpeg.toString('base64')], similar_images: false },
      this.options.timeoutMs ?? 30_000,
    )) as {
      result?: {
        is_plant?: { probability?: unknown };
        is_healthy?: { probability?: unknown; binary?: unknown };
        disease?: { suggestions?: Suggestion[] };
      };
    };
    const healthy = probability(body.result?.is_healthy?.probability);
    const binary = body.result?.is_healthy?.binary;
    return {
      healthyProbability: healthy,
      isHealthy: typeof binary === 'boolean' ? binary : healthy >= 0.5,
      isPlantProbability:
        body.result?.is_plant?.probability === undefined
          ? null
          : probability(body.result.is_plant.probability),
      diseases: (body.result?.disease?.suggestions ?? []).slice(0, 3).map((s) => ({
        name:
          typeof s.details?.local_name === 'string'
            ? s.details.local_name
            : typeof s.name === 'string'
              ? s.name
              : 'Unknown',
        probability: probability(s.probability),
        treatment: {
          biological: strings(s.details?.treatment?.biological),
          chemical: strings(s.details?.treatment?.chemical),
          prevention: strings(s.details?.treatment?.prevention),
        },
      })),
    };
  }
}

/** No online service: the offline analysis stands alone (and never names a crop or disease). */
export class OfflineCropIdentifier extends CropIdentifier {
  readonly configured = false;
  identify(): Promise<null> {
    return Promise.resolve(null);
  }
}

export class OfflineLeafHealthAssessor extends LeafHealthAssessor {
  assess(): Promise<null> {
    return Promise.resolve(null);
  }
}
