export interface DiseaseSuggestion {
  name: string;
  /** 0..1 */
  probability: number;
  treatment: { biological: string[]; chemical: string[]; prevention: string[] };
}

export interface OnlineHealthAssessment {
  /** 0..1, the service's probability that the plant is healthy. */
  healthyProbability: number;
  isHealthy: boolean;
  isPlantProbability: number | null;
  diseases: DiseaseSuggestion[];
}

/** An online plant-health service. Null from `assess` means: none configured. */
export abstract class LeafHealthAssessor {
  abstract assess(jpeg: Buffer): Promise<OnlineHealthAssessment | null>;
}
