import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { translate } from '../../i18n/translate';
import { KISAN_CALL_CENTRE, type Passage } from '../domain/knowledge';
import { questionLanguage } from '../domain/farmer-words';
import type { AdvisoryLanguage } from '../domain/language';
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
  /** The language chosen in the chat; it wins over the profile's for a question in Latin letters. */
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

/**
 * A hit is trusted when it scored and covers enough of what the question is about (its rare
 * words). A long question tells a story around its subject, so the share it must cover shrinks
 * with its length: all of MIN_COVERAGE up to three words, then by the square root. The numbers are
 * calibrated on the tuning part of the evaluation set (docs/agrobot.md); below them AgroBot says
 * it does not know.
 */
export const MIN_SCORE = 2;
export const MIN_COVERAGE = 0.5;
const SHORT_QUESTION = 3;

export function requiredCoverage(words: number): number {
  return MIN_COVERAGE * Math.min(1, Math.sqrt(SHORT_QUESTION / Math.max(1, words)));
}

export function isStrong(hit: KnowledgeHit | undefined): hit is KnowledgeHit {
  if (!hit) return false;
  return hit.score >= MIN_SCORE && hit.coverage >= requiredCoverage(hit.queryTerms);
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
    'Use only the numbered passages given with the question, and cite the ones you used as [1], [2].',
    'If they do not answer the question, or it is not about farming, say you do not know and suggest the Kisan Call Centre (1800-180-1551) or the local Krishi Vigyan Kendra.',
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

/** Questions this short that name no crop are read as follow-ups of the previous turn. */
const FOLLOW_UP_WORDS = 6;

/**
 * AgroBot. Retrieval first: the best passages of our knowledge base, in the question's language.
 * With a chat model configured they ground its answer (and are returned as sources); without
 * one, the best passage is the answer. When nothing covers the question well enough, the answer
 * is an honest "I don't know" with the Kisan Call Centre, and no model is asked.
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
   * The answer's language is the question's: its script (Devanagari, Gujarati), or for Latin
   * letters the language of its everyday words ("gehu me peela pan" is Hindi). A question that
   * says nothing ("urea dose wheat") follows the language chosen in the chat, else the profile's,
   * else the request's, else English.
   */
  private async languageFor(message: string, q: ChatQuestion): Promise<AdvisoryLanguage> {
    const asked = questionLanguage(message);
    if (asked) return asked;
    if (q.language) return q.language;
    const profile = q.userId ? await this.languages.of(q.userId) : null;
    return profile ?? q.requestLanguage ?? 'en';
  }

  async ask(q: ChatQuestion): Promise<ChatAnswer> {
    const message = q.message.trim();
    const language = await this.languageFor(message, q);
    const conversationId = q.conversationId ?? randomUUID();
    const { turns: history, crops: previousCrops } = this.memory.recall(conversationId);

    // A follow-up that names no crop ("and how much urea?") keeps the previous turn's crop.
    let crops = this.knowledge.cropsIn(message);
    let query = message;
    if (crops.length === 0 && previousCrops.length > 0 && wordCount(message) <= FOLLOW_UP_WORDS) {
      crops = previousCrops;
      const names = crops.map((c) => this.knowledge.cropName(c)).filter(Boolean);
      query = `${message} ${names.join(' ')}`;
    }
    let hits = this.knowledge.search(query, language, 5);
    const previous = [...history].reverse().find((t) => t.role === 'user');
    if (!hits.some(isStrong) && previous && wordCount(message) <= FOLLOW_UP_WORDS) {
      // "and in summer?" after a question on watering wheat keeps its topic too: the two
      // questions together, provided the follow-up's own words point at the same passage.
      const together = this.knowledge.search(`${previous.content} ${message}`, language, 5);
      const own = new Set(this.knowledge.search(message, language, 20).map((h) => h.passage.id));
      const lead = together.find(isStrong);
      if (lead && own.has(lead.passage.id)) hits = together;
    }
    const strong = hits.filter(isStrong);
    const matched = strong.length > 0;
    const lead = strong[0];
    const best = lead ? strong.filter((h) => h.score >= lead.score * 0.6).slice(0, 3) : [];

    let answer: string;
    let mode: ChatAnswer['mode'];
    if (!matched) {
      // Outside what the knowledge base covers: no model is asked to guess.
      mode = this.model.configured ? 'llm' : 'retrieval';
      answer = botText(language, 'BOT.NO_ANSWER');
    } else if (this.model.configured) {
      mode = 'llm';
      const messages: ChatMessage[] = [
        { role: 'system', content: systemPrompt(language) },
        ...history,
        { role: 'user', content: `Passages:\n${context(best)}\n\nQuestion: ${message}` },
      ];
      answer = (await this.model.complete(messages)).trim();
    } else {
      mode = 'retrieval';
      answer = `${best[0]!.passage.title}\n\n${best[0]!.passage.text}\n\n${botText(language, 'BOT.RETRIEVAL_FOOTER')}`;
    }
    this.memory.remember(conversationId, message, answer, crops);
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

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
