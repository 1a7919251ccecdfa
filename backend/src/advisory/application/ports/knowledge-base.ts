import type { Passage } from '../../domain/knowledge';
import type { AdvisoryLanguage } from '../../domain/language';

export interface KnowledgeHit {
  /** The passage in the language asked for (every passage exists in en, hi and gu). */
  passage: Passage;
  score: number;
  /** Distinct words of the question the passage matched. */
  matchedTerms: number;
  /** Words of the question left after stop-words. */
  queryTerms: number;
  /**
   * How much of what the question is about the passage covers (0..1): its matched words weighed
   * by how rare they are in the knowledge base, a word the knowledge base never uses ("iphone",
   * "election") weighing most. The bot's confidence (docs/agrobot.md).
   */
  coverage: number;
}

/** AgroBot's curated passages, searchable by a farmer's question in any of our languages. */
export abstract class KnowledgeBase {
  /** The best passages for a question, in `language`, best first. */
  abstract search(question: string, language: AdvisoryLanguage, limit: number): KnowledgeHit[];
  /** The crops a question names, as their catalogue ids ("gehu me" → ["wheat"]). */
  abstract cropsIn(question: string): string[];
  /** A crop's name to add to a follow-up question that names none ("and how much urea?"). */
  abstract cropName(cropId: string): string | null;
  abstract get size(): number;
  /** Prepares what the first search would (an index): nothing where nothing needs preparing. */
  warm(): Promise<void> {
    return Promise.resolve();
  }
}
