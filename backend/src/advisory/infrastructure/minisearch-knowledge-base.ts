import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import type { CatalogCrop } from '../application/ports/crop-catalog';
import { KnowledgeBase, type KnowledgeHit } from '../application/ports/knowledge-base';
import { isIndic, romanise, soundKey, stemEnglish, stemIndic } from '../domain/farmer-words';
import { passageProblem, type Passage } from '../domain/knowledge';
import type { AdvisoryLanguage } from '../domain/language';
import { FileCropCatalog } from './crop-catalog';
import { FARM_ANIMALS, FARM_WORDS, TWO_WORD_NAMES } from './farm-lexicon';
import { PLACE_NAMES } from './place-names';
import { FILLER_WORDS, OFF_TOPIC_WORDS, STOP_WORDS, SYNONYMS } from './stop-words';

export const KNOWLEDGE_BASE_DIR = join(__dirname, 'data', 'knowledge-base');
/**
 * The asked questions AgroBot must not answer (off the subject, or on one the knowledge base does
 * not cover: "bike loan kam byaj pe", "भैंस गर्मी में नहीं आ रही"). Each is searched as a document
 * of its own, and a question nearer to one of them than to any topic is not answered (ADR 0017).
 */
export const OFF_TOPIC = 'off-topic';
const isOffTopic = (id: unknown) => String(id).startsWith(`${OFF_TOPIC}:`);
export const ASKED_QUESTIONS_DIR = join(__dirname, 'data', 'asked-questions');

/**
 * One topic of the knowledge base: an English passage and its translations, searched as one,
 * with the questions farmers ask that it answers.
 */
interface IndexedTopic {
  id: string;
  title: string;
  text: string;
  keywords: string;
  asked: string;
}

/** A question farmers ask that one topic answers. */
interface AskedQuestion {
  id: string;
  asked: string;
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
 * Questions farmers ask, by the English id of the topic that answers them (ADR 0017): every file
 * of the folder is `{ "questions": { "<topic id>": ["…", …] } }` (the data test checks that every
 * id is a topic).
 */
export function loadAskedQuestions(dir = ASKED_QUESTIONS_DIR): Map<string, string[]> {
  const asked = new Map<string, string[]>();
  if (!existsSync(dir)) return asked;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const parsed = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      questions?: Record<string, unknown>;
    };
    for (const [id, list] of Object.entries(parsed.questions ?? {})) {
      if (!Array.isArray(list) || list.some((q) => typeof q !== 'string' || !q.trim())) {
        throw new Error(`Asked questions ${file}: ${id} must be a list of questions`);
      }
      asked.set(id, [...(asked.get(id) ?? []), ...(list as string[])]);
    }
  }
  return asked;
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** Trims punctuation around a word, keeping the vowel signs and viramas of Indic scripts. */
function clean(term: string): string {
  return asciiDigits(term)
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}\p{M}]+$/gu, '');
}

/** "૧૯:૧૯:૧૯", "१९" → "19:19:19", "19": farmers type numbers in their script's digits. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096f\u0ae6-\u0aef]/g, (d) =>
    String((d.codePointAt(0)! - 0x0966) % 0x180),
  );
}

/**
 * A Gujarati word as farmers often type it: without its nasal marks and with its long vowels
 * short ("ઘઉ" for "ઘઉં", "લુ" for "લૂ", "ઉભો" for "ઊભો"). Searched as well as the word itself
 * (chosen on fresh Gujarati questions, docs/agrobot.md); Hindi words, where dropping the nasal
 * mark meets other words ("अंडे"), keep theirs.
 */
function foldGujarati(word: string): string {
  return word
    .replace(/[\u0a81\u0a82]/g, '')
    .replace(/\u0ac0/g, '\u0abf')
    .replace(/\u0ac2/g, '\u0ac1')
    .replace(/\u0a88/g, '\u0a87')
    .replace(/\u0a8a/g, '\u0a89');
}

/** Words that add others to a search: farmers' words, crop names (→ their English names). */
type Synonyms = (word: string) => readonly string[];
const farmWords: Synonyms = (word) => FARM_WORDS.get(word) ?? [];

/**
 * The terms one word stands for: its stem, and for Hindi and Gujarati words and words typed in
 * Latin letters, its sound key ("~geh" for "gehu", "gehoon" and "गेहूं"). Synonyms add the words
 * the passages use ("medicine" → pesticide, "vavetar" → sow). Stop-words and fillers stand for
 * nothing.
 */
function termsOf(raw: string, withSound: boolean, synonyms: Synonyms): string[] {
  const word = clean(raw);
  if (word.length < 2 || STOP_WORDS.has(word) || FILLER_WORDS.has(word)) return [];
  const terms: string[] = [];
  let base = word;
  if (isIndic(word)) {
    base = stemIndic(word);
    terms.push(base);
    const folded = foldGujarati(base);
    if (folded && folded !== base) terms.push(folded);
    const key = soundKey(romanise(base));
    if (key.length >= 3) terms.push(`~${key}`);
  } else if (/^\d+$/.test(word)) {
    return [word];
  } else {
    terms.push(stemEnglish(word));
    if (withSound && /^[a-z]+$/.test(word)) {
      const key = soundKey(word);
      if (key.length >= 3) terms.push(`~${key}`);
    }
  }
  const extra = new Set([...synonyms(word), ...(base !== word ? synonyms(base) : [])]);
  for (const synonym of extra) terms.push(...termsOf(synonym, false, () => []));
  return [...new Set(terms)];
}

const isPlace = (word: string) => PLACE_NAMES.has(word) || PLACE_NAMES.has(stemIndic(word));

/** A word of the question and the index terms it stands for. */
interface QuestionWord {
  word: string;
  terms: string[];
  /** A word of another subject ("iphone", "election", "fever"): it counts against a match. */
  offTopic: boolean;
}

function questionWords(question: string, synonyms: Synonyms): QuestionWord[] {
  const seen = new Set<string>();
  const words: QuestionWord[] = [];
  for (const raw of tokenize(question)) {
    const word = clean(raw);
    if (seen.has(word)) continue;
    seen.add(word);
    const terms = termsOf(word, true, synonyms);
    const offTopic = OFF_TOPIC_WORDS.has(word) || OFF_TOPIC_WORDS.has(stemIndic(word));
    if (terms.length > 0) words.push({ word, terms, offTopic });
  }
  return words;
}

/**
 * Ranking weighs BM25 by the square root of a passage's coverage, so a passage that matches
 * more of the question's distinct rare words beats one that repeats a common word (calibrated on
 * the tuning questions, docs/agrobot.md).
 */
const COVERAGE_POWER = 0.5;

/**
 * A passage whose title names the question's words is about them: its score grows by up to this
 * share with the question's weight its title covers (calibrated by cross-validation on the tuning
 * questions, docs/agrobot.md).
 */
const TITLE_BONUS = 0.5;

/**
 * An off-topic question is one short document matched on one field, a topic three passages
 * matched on their title, keywords and text: this evens them out (calibrated by
 * cross-validation on the tuning questions, docs/agrobot.md).
 */
const OFF_TOPIC_BOOST = 10;

/**
 * A topic whose English title names crops, none of them one the question names ("ભીંડા" asks
 * about okra, not tobacco's whitefly), weighs this much (calibrated by cross-validation on the
 * tuning questions, docs/agrobot.md). Crops are found by their catalogue names and aliases (in
 * any of their written forms: `cropKey`), never by sound, which mistakes one crop for another.
 */
const OTHER_CROP = 0.5;

/**
 * A topic one of whose asked questions names most of the question is likely the answer: its score
 * grows by up to ×(1 + NEAREST_BONUS) with the square of the share of the question's weight the
 * nearest of them names. A must-not-answer question, one document of its own, gets the same for
 * its own share. Only the NEAREST_DEPTH best asked questions are looked at (calibrated by
 * cross-validation on the tuning questions, docs/agrobot.md).
 */
const NEAREST_BONUS = 2;
const NEAREST_POWER = 2;
const NEAREST_DEPTH = 60;

const SEARCH_OPTIONS = {
  boost: { title: 2, keywords: 2.5, text: 1, asked: 1 },
  prefix: (term: string) => term.replace('~', '').length >= 4,
  fuzzy: (term: string) => (term.replace('~', '').length >= 6 ? 0.2 : false),
  combineWith: 'OR' as const,
};

/**
 * Full-text search (MiniSearch, BM25) over topics: each English passage with its Hindi and
 * Gujarati translations is one searchable document, so a question in any language or script
 * finds the topic, and the answer is the passage in the reader's language. Title and keywords
 * count more than the text; prefixes and small typos match; Hindi and Gujarati words also match
 * by sound, which lets romanised questions find them. The questions farmers ask that a topic
 * answers are searched with it, so a farmer's own words find it (ADR 0017).
 */
export class MiniSearchKnowledgeBase extends KnowledgeBase {
  private built: MiniSearch<IndexedTopic> | null = null;
  /** English id → the passage in each language. */
  private readonly topics = new Map<string, Partial<Record<AdvisoryLanguage, Passage>>>();
  private readonly crops: CatalogCrop[];
  private readonly cropTerms = new Map<string, string>();
  private readonly cropPhrases: [string, string][] = [];

  private readonly documentFrequency = new Map<string, number>();
  /** Crop names and aliases in any language → the crop's English name. */
  private readonly cropWords = new Map<string, string>();
  private readonly synonyms: Synonyms = (word) => {
    const crop = this.cropWords.get(word);
    const farm = FARM_WORDS.get(word) ?? SYNONYMS.get(word) ?? [];
    return crop ? [...farm, crop] : farm;
  };

  constructor(
    passages: Passage[] = loadPassages(),
    crops: CatalogCrop[] = cropList(),
    private readonly asked: ReadonlyMap<string, readonly string[]> = loadAskedQuestions(),
  ) {
    super();
    for (const p of passages) {
      const id = p.translationOf ?? p.id;
      const topic = this.topics.get(id) ?? {};
      topic[p.lang] = p;
      this.topics.set(id, topic);
    }
    for (const crop of crops) {
      const english = englishName(crop);
      for (const name of [crop.hi, crop.gu, ...(crop.aliases ?? [])].flatMap((n) => n.split('/'))) {
        const word = clean(name.trim());
        if (word && !word.includes(' ') && !this.cropWords.has(word)) {
          this.cropWords.set(word, english);
        }
      }
    }
    this.crops = crops;
    for (const crop of crops) {
      const names = [crop.en, crop.hi, crop.gu, ...(crop.aliases ?? [])].flatMap((n) =>
        n.split(/[/()]/).map((part) => part.trim().toLowerCase()),
      );
      for (const name of names.filter(Boolean)) {
        // "green gram" and "carom seeds" are crops only as whole phrases, not "green" or "seeds"
        if (/\s/.test(name)) {
          this.cropPhrases.push([name, crop.id]);
          continue;
        }
        for (const term of termsOf(name, true, () => [])) {
          if (!this.cropTerms.has(term)) this.cropTerms.set(term, crop.id);
        }
      }
    }
  }

  /**
   * The index, built on first use (about a second of CPU for the topics and, in `askedIndex`,
   * each asked question on its own) unless `warm()` has built it already: the app starts without
   * it and warms it right after start, a few passages at a time so requests are still answered
   * meanwhile, and no farmer waits for it.
   */
  private get index(): MiniSearch<IndexedTopic> {
    if (!this.built) {
      const index = this.newIndex();
      index.addAll(this.documents());
      this.built = index;
    }
    return this.built;
  }

  override async warm(): Promise<void> {
    if (this.built) return;
    const index = this.newIndex();
    await index.addAllAsync(this.documents(), { chunkSize: 20 });
    this.built ??= index;
    const asked = this.newAskedIndex();
    await asked.addAllAsync(this.askedDocuments(), { chunkSize: 100 });
    this.askedBuilt ??= asked;
  }

  private readonly indexTerms = new Map<string, string[]>();

  /** The index terms of one word of a passage or an asked question. */
  private readonly indexTerm = (term: string, field?: string): string[] | null => {
    // Farmers' words in the passages also stand for their English words: a Gujarati title
    // "વાવણી" is about sowing, whichever word for sowing the question used. The same words
    // recur across passages: each is worked out once.
    // Keywords are where romanised names live ("dhan", "gulabi sundi"): they get sound keys too.
    const key = `${field === 'keywords' || field === 'asked' ? 'k' : 't'}${term}`;
    let terms = this.indexTerms.get(key);
    if (!terms) {
      terms = termsOf(term, field === 'keywords' || field === 'asked', (word) => {
        const crop = this.cropWords.get(word);
        return crop ? [...farmWords(word), crop] : farmWords(word);
      });
      this.indexTerms.set(key, terms);
    }
    return terms.length ? terms : null;
  };

  private newIndex(): MiniSearch<IndexedTopic> {
    return new MiniSearch<IndexedTopic>({
      fields: ['title', 'text', 'keywords', 'asked'],
      processTerm: this.indexTerm,
      searchOptions: {
        ...SEARCH_OPTIONS,
        processTerm: (term) => termsOf(term, true, this.synonyms),
        boostDocument: (id: unknown) => (isOffTopic(id) ? OFF_TOPIC_BOOST : 1),
      },
    });
  }

  private askedBuilt: MiniSearch<AskedQuestion> | null = null;

  /** Each asked question of a topic, a document of its own: the nearest one says most. */
  private get askedIndex(): MiniSearch<AskedQuestion> {
    if (!this.askedBuilt) {
      const index = this.newAskedIndex();
      index.addAll(this.askedDocuments());
      this.askedBuilt = index;
    }
    return this.askedBuilt;
  }

  private newAskedIndex(): MiniSearch<AskedQuestion> {
    return new MiniSearch<AskedQuestion>({
      fields: ['asked'],
      processTerm: this.indexTerm,
      searchOptions: {
        ...SEARCH_OPTIONS,
        processTerm: (term) => termsOf(term, true, this.synonyms),
      },
    });
  }

  /** `wheat-fertiliser#3`: the fourth question asked of that topic. */
  private askedDocuments(): AskedQuestion[] {
    return [...this.asked]
      .filter(([id]) => id !== OFF_TOPIC && this.topics.get(id)?.en)
      .flatMap(([id, list]) => list.map((asked, i) => ({ id: `${id}#${i}`, asked })));
  }

  /** One document per topic: the English passage and its translations together. */
  private documents(): IndexedTopic[] {
    return [...this.topics]
      .filter(([, t]) => t.en)
      .map(([id, t]) => {
        const all = [t.en, t.hi, t.gu].filter((p): p is Passage => p !== undefined);
        return {
          id,
          title: all.map((p) => p.title).join(' \n '),
          text: all.map((p) => p.text).join(' \n '),
          keywords: all.flatMap((p) => p.keywords).join(' \n '),
          asked: (this.asked.get(id) ?? []).join(' \n '),
        };
      })
      .concat(
        (this.asked.get(OFF_TOPIC) ?? []).map((q, i) => ({
          id: `${OFF_TOPIC}:${i}`,
          title: '',
          text: '',
          keywords: '',
          asked: q,
        })),
      );
  }

  get size(): number {
    return this.topics.size;
  }

  /** Topics that use a word itself (its stem or its sound), not a longer word or a typo. */
  private frequency(word: QuestionWord): number {
    const cached = this.documentFrequency.get(word.word);
    if (cached !== undefined) return cached;
    const df = this.index.search(word.word, { prefix: false, fuzzy: false }).length;
    this.documentFrequency.set(word.word, df);
    if (this.documentFrequency.size > 50_000) this.documentFrequency.clear();
    return df;
  }

  search(text: string, language: AdvisoryLanguage, limit: number): KnowledgeHit[] {
    const question = joinTwoWordNames(text);
    // "Gondal yard", "इंदौर मंडी": a place we never write about says nothing of the subject.
    const words = questionWords(question, this.synonyms).filter(
      (w) => !(isPlace(w.word) && this.frequency(w) === 0),
    );
    if (words.length === 0) return [];
    const n = this.index.documentCount;
    // Rare words say most about a question; a word we never use says most of all.
    const unknown = Math.log(1 + (n + 0.5) / 0.5);
    // A crop no topic is about ("haldi", "angoor") is never matched: a passage on another crop
    // that happens to use the word (turmeric-coloured balls on rice) does not answer it.
    const uncovered = words.map((w) => this.uncoveredCrop(w.word));
    // It weighs as a word we never use: the question is about something we do not cover.
    const weight = words.map((w, i) =>
      w.offTopic
        ? 2 * unknown
        : uncovered[i]
          ? unknown
          : Math.log(1 + (n + 0.5) / (this.frequency(w) + 0.5)),
    );
    const total = weight.reduce((a, b) => a + b, 0);
    const questionCrops = this.cropsNamed(
      words.map((w) => w.word),
      question,
    );
    const animals = words.map(
      (w) => FARM_ANIMALS.get(w.word) ?? FARM_ANIMALS.get(stemIndic(w.word)),
    );
    // The share of the question's weight the nearest asked question of each topic names.
    // A must-not-answer question is a document of its own: its share is its coverage.
    const nearest = new Map<string, number>();
    for (const r of this.askedIndex.search(question).slice(0, NEAREST_DEPTH)) {
      const topic = String(r.id).slice(0, String(r.id).lastIndexOf('#'));
      const matched = new Set(r.queryTerms);
      let near = 0;
      words.forEach((w, i) => {
        if (!w.offTopic && !uncovered[i] && w.terms.some((t) => matched.has(t))) near += weight[i]!;
      });
      const share = total > 0 ? near / total : 0;
      if (share > (nearest.get(topic) ?? 0)) nearest.set(topic, share);
    }
    return this.index
      .search(question)
      .slice(0, limit * 4)
      .map((r) => {
        const matched = new Set(r.queryTerms);
        let covered = 0;
        let titled = 0;
        let matchedWords = 0;
        const fieldsOf = r.match as Record<string, string[]>;
        words.forEach((w, i) => {
          const hits = w.terms.filter((t) => matched.has(t));
          if (hits.length === 0 || w.offTopic || uncovered[i]) return;
          // An animal counts only for a topic about it, not one that mentions its dung or milk.
          const animal = animals[i];
          if (animal && !this.titleNames(String(r.id), animal)) return;
          // The word itself counts whole, a longer word it begins most, a typo half.
          const exact = hits.some((t) => r.terms.includes(t));
          matchedWords++;
          const credit = exact
            ? 1
            : hits.some((t) => r.terms.some((d) => d.startsWith(t)))
              ? 0.8
              : 0.5;
          covered += weight[i]! * credit;
          if (hits.some((t) => fieldsOf[t]?.includes('title'))) titled += weight[i]! * credit;
        });
        // A passage none of whose title or keywords the question names is not about it (a word
        // only its asked questions share does not make it so).
        const about = Object.values(r.match as Record<string, string[]>).some((fields) =>
          fields.some((f) => f === 'title' || f === 'keywords'),
        );
        if (!about && !isOffTopic(r.id)) covered /= 2;
        const topic = this.topics.get(String(r.id));
        const titleCrops = this.titleCrops(String(r.id));
        const coverage = total > 0 ? covered / total : 0;
        const near = isOffTopic(r.id) ? coverage : (nearest.get(String(r.id)) ?? 0);
        const otherCrop =
          questionCrops.size > 0 &&
          titleCrops.size > 0 &&
          ![...titleCrops].some((c) => questionCrops.has(c));
        return {
          passage: topic ? (topic[language] ?? topic.en!) : null,
          score:
            r.score *
            Math.pow(coverage, COVERAGE_POWER) *
            (1 + TITLE_BONUS * (total > 0 ? titled / total : 0)) *
            (otherCrop ? OTHER_CROP : 1) *
            (1 + NEAREST_BONUS * Math.pow(near, NEAREST_POWER)),
          matchedTerms: matchedWords,
          queryTerms: words.length,
          coverage,
        };
      })
      .sort((a, b) => b.score - a.score)
      .filter((h, _, all) => all[0]!.passage !== null && h.passage !== null)
      .slice(0, limit) as KnowledgeHit[];
  }

  /**
   * English crop names of one word and their one-word parts ("okra", "bhindi", "paddy") → the
   * crop; names of more than one word ("green gram", "fodder oats") count only whole.
   */
  private englishCrops: Map<string, string> | null = null;
  private readonly englishPhrases: [string, string][] = [];
  private readonly titleCropCache = new Map<string, Set<string>>();
  /**
   * Crop names and their stems by `cropKey`: farmers type "गेहू" for "गेहूं", "ઘઉ" for "ઘઉં",
   * "પપૈયા" for the catalogue's "પપૈયું".
   */
  private nasalFreeCrops: Map<string, string> | null = null;

  /** Fills `englishCrops` and `englishPhrases` from the catalogue, once. */
  private englishCropNames(): Map<string, string> {
    if (!this.englishCrops) {
      this.englishCrops = new Map();
      for (const crop of this.crops) {
        for (const part of crop.en.toLowerCase().split(/[/()]/)) {
          const name = part.trim();
          if (/\s/.test(name)) this.englishPhrases.push([` ${name} `, englishName(crop)]);
          else if (name && !this.englishCrops.has(stemEnglish(name))) {
            this.englishCrops.set(stemEnglish(name), englishName(crop));
          }
        }
      }
    }
    return this.englishCrops;
  }

  /** The crop a word names: a catalogue name or alias in any script (not a farm word: "bor"). */
  private cropOf(word: string): string | null {
    const englishCrops = this.englishCropNames();
    if (FARM_WORDS.has(word)) return null;
    if (!this.nasalFreeCrops) {
      this.nasalFreeCrops = new Map();
      for (const [name, crop] of this.cropWords) {
        for (const form of [name, stemIndic(name)]) {
          if (!this.nasalFreeCrops.has(cropKey(form))) this.nasalFreeCrops.set(cropKey(form), crop);
        }
      }
    }
    return (
      this.cropWords.get(word) ??
      this.cropWords.get(stemIndic(word)) ??
      this.nasalFreeCrops.get(cropKey(word)) ??
      this.nasalFreeCrops.get(cropKey(stemIndic(word))) ??
      (/^[a-z]+$/.test(word) ? (englishCrops.get(stemEnglish(word)) ?? null) : null)
    );
  }

  /** The crops a text names, word by word and by English names of more than one word. */
  private cropsNamed(words: string[], text: string): Set<string> {
    this.englishCropNames();
    const crops = new Set(words.map((w) => this.cropOf(w)).filter((c): c is string => c !== null));
    const spaced = ` ${text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')} `;
    for (const [phrase, crop] of this.englishPhrases) if (spaced.includes(phrase)) crops.add(crop);
    return crops;
  }

  /** The crops a topic's English title names ("Aphids in wheat" → wheat). */
  private titleCrops(id: string): Set<string> {
    let crops = this.titleCropCache.get(id);
    if (!crops) {
      const title = this.topics.get(id)?.en?.title ?? '';
      crops = this.cropsNamed(title.toLowerCase().split(/[^a-z]+/), title);
      this.titleCropCache.set(id, crops);
    }
    return crops;
  }

  /** Whether a topic's English title uses one of these words (or a longer form: "cows"). */
  private titleNames(id: string, english: string): boolean {
    const title = ` ${(this.topics.get(id)?.en?.title ?? '').toLowerCase().replace(/[^a-z]+/g, ' ')} `;
    return english.split(' ').some((e) => title.includes(` ${e}`));
  }

  private coveredCrops: Set<string> | null = null;

  /**
   * A crop the question names word for word (its name or alias in the catalogue, in any script)
   * that no topic's English title or keywords name: the knowledge base does not cover it.
   */
  private uncoveredCrop(word: string): boolean {
    // "bor" is a jujube and a borewell: a word with a farm meaning of its own is not a crop here.
    if (FARM_WORDS.has(word) || FARM_WORDS.has(stemIndic(word))) return false;
    const crop = this.cropWords.get(word) ?? this.cropWords.get(stemIndic(word));
    if (!crop) return false;
    if (!this.coveredCrops) {
      const words = new Set(
        [...this.topics.values()].flatMap((t) =>
          `${t.en?.title ?? ''} ${t.en?.keywords.join(' ') ?? ''}`
            .toLowerCase()
            .split(/[^a-z]+/)
            .map(stemEnglish),
        ),
      );
      this.coveredCrops = new Set(
        [...new Set(this.cropWords.values())].filter((c) =>
          c
            .split(/[^a-z]+/)
            .filter(Boolean)
            .some((part) => words.has(stemEnglish(part))),
        ),
      );
    }
    return !this.coveredCrops.has(crop);
  }

  cropsIn(question: string): string[] {
    const found = new Set<string>();
    const lower = ` ${question.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')} `;
    for (const [phrase, crop] of this.cropPhrases) {
      if (lower.includes(` ${phrase} `)) found.add(crop);
    }
    for (const word of questionWords(question, this.synonyms)) {
      for (const term of word.terms) {
        const crop = this.cropTerms.get(term);
        if (crop) {
          found.add(crop);
          break;
        }
      }
    }
    return [...found];
  }

  cropName(cropId: string): string | null {
    const crop = this.crops.find((c) => c.id === cropId);
    return crop ? englishName(crop) : null;
  }
}

/**
 * A Hindi or Gujarati crop name without its nasal marks and final vowel signs: "पपीता", "પપૈયું",
 * "પપૈયા", "કેળાં" and "કેળ" meet whatever form the farmer typed.
 */
function cropKey(word: string): string {
  const bare = word.replace(/[\u0901\u0902\u0a81\u0a82]/g, '');
  // ी / ી stay: "ગુલાબી" is pink, not a rose
  const stem = bare.replace(
    /[\u093e\u0941-\u0948\u094b\u094c\u0abe\u0ac1-\u0ac8\u0acb\u0acc]+$/u,
    '',
  );
  return [...stem].length >= 2 ? stem : bare;
}

/** "नील गाय" → "नीलगाय" (TWO_WORD_NAMES), whatever the case and the spaces between. */
const TWO_WORDS = TWO_WORD_NAMES.map(([two, one]): [RegExp, string] => {
  const [first, second] = two.split(' ');
  return [new RegExp(`(?<=[\\s,.?!])${first}\\s+${second}(?=[\\s,.?!])`, 'gu'), one];
});

function joinTwoWordNames(question: string): string {
  let joined = ` ${question.toLowerCase()} `;
  for (const [pattern, one] of TWO_WORDS) joined = joined.replace(pattern, one);
  return joined.trim();
}

/** "Rice (paddy)" → "Rice". */
function englishName(crop: CatalogCrop): string {
  return crop.en
    .replace(/\(.*?\)/g, '')
    .trim()
    .toLowerCase();
}

function cropList(): CatalogCrop[] {
  try {
    return new FileCropCatalog().list();
  } catch {
    return [];
  }
}
