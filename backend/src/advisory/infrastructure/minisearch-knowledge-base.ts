import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { passageProblem, type Passage } from '../domain/knowledge';
import type { AdvisoryLanguage } from '../domain/language';
import { KnowledgeBase, type KnowledgeHit } from '../application/ports/knowledge-base';
import { STOP_WORDS } from './stop-words';

export const KNOWLEDGE_BASE_DIR = join(__dirname, 'data', 'knowledge-base');

interface IndexedPassage {
  id: string;
  lang: AdvisoryLanguage;
  title: string;
  text: string;
  keywords: string;
}

/** Lower case, no stop-words, no one-letter tokens; Devanagari and Gujarati words stay whole. */
function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}\p{M}]+$/gu, '');
  if (t.length < 2 || STOP_WORDS.has(t)) return null;
  return t;
}

/** Reads every topic file of the knowledge base folder; throws on a malformed passage. */
export function loadPassages(dir = KNOWLEDGE_BASE_DIR): Passage[] {
  const passages: Passage[] = [];
  const ids = new Set<string>();
  // A build without the data folder answers every question with "I don't know" (the data test
  // makes sure ours ships it).
  if (!existsSync(dir)) return passages;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const parsed = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      topic?: string;
      passages?: unknown[];
    };
    for (const raw of parsed.passages ?? []) {
      const problem = passageProblem(raw);
      if (problem) throw new Error(`Knowledge base ${file}: ${problem}`);
      const p = raw as Passage;
      if (ids.has(p.id)) throw new Error(`Knowledge base ${file}: duplicate id ${p.id}`);
      ids.add(p.id);
      passages.push({ ...p, topic: p.topic ?? parsed.topic ?? file.replace(/\.json$/, '') });
    }
  }
  return passages;
}

/**
 * BM25-style full-text search (MiniSearch) over the passages: title and keywords count more than
 * the text, prefixes and small typos match, and a question is searched in its own language first,
 * then in English.
 */
export class MiniSearchKnowledgeBase extends KnowledgeBase {
  private readonly index: MiniSearch<IndexedPassage>;
  private readonly byId = new Map<string, Passage>();

  constructor(passages: Passage[] = loadPassages()) {
    super();
    this.index = new MiniSearch<IndexedPassage>({
      fields: ['title', 'text', 'keywords'],
      storeFields: ['lang'],
      processTerm,
      searchOptions: {
        boost: { title: 2, keywords: 2.5, text: 1 },
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        combineWith: 'OR',
        processTerm,
      },
    });
    for (const p of passages) this.byId.set(p.id, p);
    this.index.addAll(
      passages.map((p) => ({
        id: p.id,
        lang: p.lang,
        title: p.title,
        text: p.text,
        keywords: p.keywords.join(' '),
      })),
    );
  }

  get size(): number {
    return this.byId.size;
  }

  search(question: string, language: AdvisoryLanguage, limit: number): KnowledgeHit[] {
    const queryTerms = new Set(
      (MiniSearch.getDefault('tokenize') as (text: string) => string[])(question)
        .map(processTerm)
        .filter((t): t is string => t !== null),
    ).size;
    const run = (lang: AdvisoryLanguage) =>
      this.index
        .search(question, { filter: (r) => r.lang === lang })
        .slice(0, limit)
        .map((r) => ({
          passage: this.byId.get(String(r.id))!,
          score: r.score,
          matchedTerms: new Set(r.queryTerms).size,
          queryTerms,
        }));
    const own = run(language);
    if (language === 'en') return own;
    // A Hindi question written in Latin letters, or a topic not yet translated: English comes
    // after the question's own language.
    return [...own, ...run('en')];
  }
}
