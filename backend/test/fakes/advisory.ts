import { ChatModel, type ChatMessage } from '../../src/advisory/application/ports/chat-model';
import {
  CropIdentifier,
  type CropIdentification,
} from '../../src/advisory/application/ports/crop-identifier';
import {
  KnowledgeBase,
  type KnowledgeHit,
} from '../../src/advisory/application/ports/knowledge-base';
import {
  LeafHealthAssessor,
  type OnlineHealthAssessment,
} from '../../src/advisory/application/ports/leaf-health-assessor';
import {
  PhotoDecoder,
  type DecodedPhoto,
} from '../../src/advisory/application/ports/photo-decoder';
import { UserLanguages } from '../../src/advisory/application/ports/user-languages';
import type { Passage } from '../../src/advisory/domain/knowledge';
import type { AdvisoryLanguage } from '../../src/advisory/domain/language';
import type { LeafPixels } from '../../src/advisory/domain/leaf-analysis';

export function passage(id: string, overrides: Partial<Passage> = {}): Passage {
  return {
    id,
    lang: 'en',
    topic: 'pests',
    title: `Title of ${id}`,
    text: `Text of ${id}.`,
    keywords: [],
    source: { name: 'ICAR', url: 'https://icar.org.in' },
    lastReviewed: '2026-01-01',
    translationOf: null,
    ...overrides,
  };
}

/** A hit that isStrong() trusts unless told otherwise. */
export function hit(
  p: Passage,
  overrides: Partial<Omit<KnowledgeHit, 'passage'>> = {},
): KnowledgeHit {
  return { passage: p, score: 10, matchedTerms: 2, queryTerms: 2, coverage: 1, ...overrides };
}

/** Answers each search from a script, recording the questions it was asked. */
export class ScriptedKnowledgeBase extends KnowledgeBase {
  readonly searches: { question: string; language: AdvisoryLanguage; limit: number }[] = [];

  constructor(
    private readonly answer: (
      question: string,
      language: AdvisoryLanguage,
    ) => KnowledgeHit[] = () => [],
  ) {
    super();
  }

  search(question: string, language: AdvisoryLanguage, limit: number): KnowledgeHit[] {
    this.searches.push({ question, language, limit });
    return this.answer(question, language).slice(0, limit);
  }

  /** Knows two crops by their English names. */
  cropsIn(question: string): string[] {
    return ['wheat', 'mustard'].filter((c) => question.toLowerCase().includes(c));
  }

  cropName(cropId: string): string | null {
    return cropId[0]!.toUpperCase() + cropId.slice(1);
  }

  get size(): number {
    return 0;
  }
}

export class MapUserLanguages extends UserLanguages {
  constructor(private readonly languages: Record<string, AdvisoryLanguage> = {}) {
    super();
  }
  of(userId: string): Promise<AdvisoryLanguage | null> {
    return Promise.resolve(this.languages[userId] ?? null);
  }
}

/** A configured chat model that answers from a script and records what it was sent. */
export class ScriptedChatModel extends ChatModel {
  readonly configured = true;
  readonly calls: ChatMessage[][] = [];
  failWith: Error | null = null;

  constructor(
    private readonly reply: (messages: ChatMessage[]) => string = () => '  Model answer.  ',
  ) {
    super();
  }

  complete(messages: ChatMessage[]): Promise<string> {
    this.calls.push(messages);
    if (this.failWith) return Promise.reject(this.failWith);
    return Promise.resolve(this.reply(messages));
  }
}

/** "Decodes" to the pixels it was given; can be told the bytes are unreadable. */
export class StubPhotoDecoder extends PhotoDecoder {
  readonly decoded: Buffer[] = [];
  unreadable = false;

  constructor(
    private pixels: LeafPixels,
    readonly jpeg = Buffer.from('jpeg-for-online-services'),
    readonly preview = Buffer.from('small-webp-preview'),
  ) {
    super();
  }

  showing(pixels: LeafPixels): this {
    this.pixels = pixels;
    return this;
  }

  decode(image: Buffer): Promise<DecodedPhoto> {
    this.decoded.push(image);
    if (this.unreadable)
      return Promise.reject(new Error('Input buffer contains unsupported image format'));
    return Promise.resolve({ pixels: this.pixels, jpeg: this.jpeg, preview: this.preview });
  }
}

/** Null (no online service) unless given an answer; records the photos it was sent. */
export class StubCropIdentifier extends CropIdentifier {
  readonly sent: Buffer[] = [];
  constructor(public answer: CropIdentification | null = null) {
    super();
  }
  /** Set up when it has an answer to give (null: as on a server without the online service). */
  get configured(): boolean {
    return this.answer !== null;
  }
  identify(jpeg: Buffer): Promise<CropIdentification | null> {
    this.sent.push(jpeg);
    return Promise.resolve(this.answer);
  }
}

export class StubLeafHealthAssessor extends LeafHealthAssessor {
  readonly sent: Buffer[] = [];
  constructor(public answer: OnlineHealthAssessment | null = null) {
    super();
  }
  assess(jpeg: Buffer): Promise<OnlineHealthAssessment | null> {
    this.sent.push(jpeg);
    return Promise.resolve(this.answer);
  }
}
