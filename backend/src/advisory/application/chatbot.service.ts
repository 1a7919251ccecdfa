import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { translate } from '../../i18n/translate';
import { KISAN_CALL_CENTRE, type Passage } from '../domain/knowledge';
import { detectLanguage, type AdvisoryLanguage } from '../domain/language';
import { ConversationMemory } from './conversation-memory';
import { ChatModel, type ChatMessage } from './ports/chat-model';
import { KnowledgeBase, type KnowledgeHit } from './ports/knowledge-base';
import { UserLanguages } from './ports/user-languages';

/**
 * AgroBot's honest "I don't know" (BOT.NO_ANSWER) and the line under every retrieved answer
 * (BOT.RETRIEVAL_FOOTER), both with the Kisan Call Centre, in the answer's language.
 */
function botText(language: AdvisoryLanguage, code: 'BOT.NO_ANSWER' | 'BOT.RETRIEVAL_FOOTER') {
  return translate(language, code, { phone: KISAN_CALL_CENTRE });
}

export interface ChatQuestion {
  message: string;
  conversationId?: string;
  /** Asked for by the client; a logged-in user's profile language wins. */
  language?: AdvisoryLanguage;
  userId?: string;
  /** The request's Accept-Language, used when a question in Latin script says nothing else. */
  requestLanguage?: AdvisoryLanguage | null;
}

export interface ChatAnswer {
  answer: string;
  sources: Passage[];
  conversationId: string;
  mode: 'llm' | 'retrieval';
  /** Whether the knowledge base held a good match. */
  matched: boolean;
  language: AdvisoryLanguage;
}

/** A hit is trusted when it is scored well and matched enough of the question's words. */
export const MIN_SCORE = 6;

export function isStrong(hit: KnowledgeHit | undefined): hit is KnowledgeHit {
  if (!hit) return false;
  const neededTerms = Math.min(2, hit.queryTerms);
  return hit.score >= MIN_SCORE && hit.matchedTerms >= neededTerms;
}

const LANGUAGE_NAMES: Record<AdvisoryLanguage, string> = {
  en: 'English',
  hi: 'Hindi (in Devanagari script)',
  gu: 'Gujarati (in Gujarati script)',
};

function systemPrompt(language: AdvisoryLanguage): string {
  return [
    'You are AgroBot, the farming assistant of AgroSense, for farmers in India.',
    `Answer in ${LANGUAGE_NAMES[language]}, in short, plain sentences a farmer can act on.`,
    'Use only the numbered passages given with the question; if they do not answer it, say you do not know and suggest the Kisan Call Centre (1800-180-1551) or the local Krishi Vigyan Kendra.',
    'Prefer integrated pest management. Never recommend pesticides banned in India and never give chemical doses: send the farmer to the KVK or the product label for doses.',
    'Do not invent scheme amounts, prices or dates.',
  ].join(' ');
}

function context(hits: KnowledgeHit[]): string {
  return hits
    .map(
      (h, i) =>
        `[${i + 1}] ${h.passage.title} (source: ${h.passage.source.name})\n${h.passage.text}`,
    )
    .join('\n\n');
}

/**
 * AgroBot. Retrieval first: the best passages of our knowledge base. With a chat model configured
 * they ground its answer (and are returned as sources); without one, the best passage is the
 * answer — or, when nothing matches well, an honest "I don't know" with the Kisan Call Centre.
 */
@Injectable()
export class ChatbotService {
  private readonly memory = new ConversationMemory();

  constructor(
    private readonly knowledge: KnowledgeBase,
    private readonly languages: UserLanguages,
    private readonly model: ChatModel,
  ) {}

  /**
   * The answer's language: the question's script (Devanagari, Gujarati) first; a question in Latin
   * letters is English or romanised Hindi or Gujarati, so it follows the reader's language: their
   * profile's, else the one the client asked for, else the request's, else English.
   */
  private async languageFor(message: string, q: ChatQuestion): Promise<AdvisoryLanguage> {
    const script = detectLanguage(message);
    if (script !== 'en') return script;
    const profile = q.userId ? await this.languages.of(q.userId) : null;
    return profile ?? q.language ?? q.requestLanguage ?? 'en';
  }

  async ask(q: ChatQuestion): Promise<ChatAnswer> {
    const message = q.message.trim();
    const language = await this.languageFor(message, q);
    const conversationId = q.conversationId ?? randomUUID();
    const history = this.memory.turns(conversationId);

    let hits = this.knowledge.search(message, language, 5);
    if (!hits.some(isStrong)) {
      // A follow-up ("and in summer?") leans on the previous question.
      const previous = [...history].reverse().find((t) => t.role === 'user');
      if (previous) hits = this.knowledge.search(`${previous.content} ${message}`, language, 5);
    }
    // Hits come in the question's language first; the first strong one sets the answer's language.
    const strong = hits.filter(isStrong);
    const matched = strong.length > 0;
    const lead = strong[0];
    const best = lead
      ? strong
          .filter((h) => h.passage.lang === lead.passage.lang && h.score >= lead.score * 0.6)
          .slice(0, 3)
      : [];

    let answer: string;
    let mode: ChatAnswer['mode'];
    if (this.model.configured) {
      mode = 'llm';
      const messages: ChatMessage[] = [
        { role: 'system', content: systemPrompt(language) },
        ...history,
        {
          role: 'user',
          content: best.length
            ? `Passages:\n${context(best)}\n\nQuestion: ${message}`
            : `No passage of the knowledge base matches this question.\n\nQuestion: ${message}`,
        },
      ];
      answer = (await this.model.complete(messages)).trim();
    } else {
      mode = 'retrieval';
      answer = matched
        ? `${best[0]!.passage.title}\n\n${best[0]!.passage.text}\n\n${botText(language, 'BOT.RETRIEVAL_FOOTER')}`
        : botText(language, 'BOT.NO_ANSWER');
    }
    this.memory.remember(conversationId, message, answer);
    return {
      answer,
      sources: best.map((h) => h.passage),
      conversationId,
      mode,
      matched,
      language,
    };
  }
}
