export interface CropSuggestion {
  scientificName: string;
  commonNames: string[];
  /** 0..1 */
  confidence: number;
}

export interface CropIdentification {
  source: 'kindwise' | 'offline';
  best: (CropSuggestion & { description: string | null }) | null;
  alternatives: CropSuggestion[];
  /** The service's own "is this a plant" probability, when it gives one. */
  isPlantProbability: number | null;
}

/** Names the crop in a photo. Null from `identify` means: no online service configured. */
export abstract class CropIdentifier {
  /** Whether an online service is set up at all (otherwise nothing can name a crop). */
  abstract readonly configured: boolean;
  abstract identify(jpeg: Buffer): Promise<CropIdentification | null>;
}
