import type { Passage } from '../../domain/knowledge';
import type { AdvisoryLanguage } from '../../domain/language';

export interface KnowledgeHit {
  passage: Passage;
  score: number;
  /** Distinct query terms the passage matched. */
  matchedTerms: number;
  /** Query terms left after stop-words. */
  queryTerms: number;
}

/** AgroBot's curated passages, searchable by a farmer's question. */
export abstract class KnowledgeBase {
  abstract search(question: string, language: AdvisoryLanguage, limit: number): KnowledgeHit[];
  abstract get size(): number;
}
