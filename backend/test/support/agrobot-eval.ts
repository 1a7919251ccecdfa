import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChatAnswer, ChatbotService } from '../../src/advisory/application/chatbot.service';
import { detectLanguage, type AdvisoryLanguage } from '../../src/advisory/domain/language';

/**
 * AgroBot's evaluation (docs/agrobot.md, "Measuring AgroBot"): farmers' questions written
 * before any result was seen, each with the passages that answer it, or none when the bot must
 * say it does not know. A third is marked "tune" (thresholds and dictionaries were set on it);
 * the targets are judged on the "held-out" rest.
 */
export interface EvalQuestion {
  id: string;
  q: string;
  lang: AdvisoryLanguage;
  script: 'latin' | 'native';
  area: string;
  /** English passage ids that answer it; empty when the bot must not answer. */
  expected: string[];
  split: 'tune' | 'held-out';
}

export const EVAL_DIR = join(__dirname, '../fixtures/advisory/eval');
/** Questions written for tuning only (thresholds and word lists may be set on all of them). */
export const TUNING_DIR = join(__dirname, '../fixtures/advisory/tuning');

export function loadEvalQuestions(dir = EVAL_DIR): EvalQuestion[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap(
      (f) =>
        (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { questions: EvalQuestion[] }).questions,
    );
}

export interface EvalOutcome {
  question: EvalQuestion;
  answer: ChatAnswer;
  /** The answer's text is in the question's language (by its script). */
  languageOk: boolean;
  refused: boolean;
  /** An answerable question answered with an expected passage first. */
  rightTopic: boolean;
  ms: number;
}

export interface EvalScores {
  answerable: number;
  mustRefuse: number;
  /** Answerable questions whose first source is an expected passage. */
  topicAccuracy: number;
  /** Answers (and refusals) written in the question's language. */
  languageMatch: number;
  /** Of the "I don't know" answers, the share that were due. */
  refusalPrecision: number;
  /** Of the questions that must not be answered, the share refused. */
  refusalRecall: number;
  /** Answerable questions refused. */
  wrongRefusals: number;
}

/** The language an answer's text is written in, by its script. */
function textLanguage(text: string): AdvisoryLanguage {
  return detectLanguage(text);
}

/** Asks every question as a new visitor whose screen is in English: the question alone decides. */
export async function runEval(
  bot: ChatbotService,
  questions: EvalQuestion[],
): Promise<EvalOutcome[]> {
  const outcomes: EvalOutcome[] = [];
  for (const question of questions) {
    const started = performance.now();
    const answer = await bot.ask({ message: question.q, requestLanguage: 'en' });
    const ms = performance.now() - started;
    const first = answer.sources[0];
    const firstId = first ? (first.translationOf ?? first.id) : null;
    outcomes.push({
      question,
      answer,
      languageOk:
        answer.language === question.lang && textLanguage(answer.answer) === question.lang,
      refused: !answer.matched,
      rightTopic:
        answer.matched && firstId !== null && question.expected.includes(firstId as string),
      ms,
    });
  }
  return outcomes;
}

/**
 * The questions that tune AgroBot: the tuning folder and the `tune` part of the evaluation set.
 * They are also searched with their topics (data/asked-questions/tuning.json), so a score on
 * them says little; `crossValidate` measures them on indexes that have not seen them.
 */
export function loadTuningQuestions(): EvalQuestion[] {
  return [
    ...loadEvalQuestions(TUNING_DIR).map((q) => ({ ...q, split: 'tune' as const })),
    ...loadEvalQuestions().filter((q) => q.split === 'tune'),
  ];
}

/**
 * k-fold cross-validation: each fold's questions are asked of a bot whose asked questions leave
 * that fold's questions out (`botWithout` builds it from the questions to leave out).
 */
export async function crossValidate(
  questions: EvalQuestion[],
  botWithout: (unseen: ReadonlySet<string>) => ChatbotService,
  folds = 5,
): Promise<EvalOutcome[]> {
  const outcomes: EvalOutcome[] = [];
  for (let k = 0; k < folds; k++) {
    const fold = questions.filter((_, i) => i % folds === k);
    outcomes.push(...(await runEval(botWithout(new Set(fold.map((q) => q.q))), fold)));
  }
  return outcomes;
}

/** Asked questions without some of them (for cross-validation). */
export function askedWithout(
  asked: ReadonlyMap<string, readonly string[]>,
  unseen: ReadonlySet<string>,
): Map<string, string[]> {
  return new Map(
    [...asked].map(([id, list]) => [id, list.filter((q) => !unseen.has(q))] as [string, string[]]),
  );
}

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export function score(outcomes: EvalOutcome[]): EvalScores {
  const answerable = outcomes.filter((o) => o.question.expected.length > 0);
  const mustRefuse = outcomes.filter((o) => o.question.expected.length === 0);
  const refused = outcomes.filter((o) => o.refused);
  return {
    answerable: answerable.length,
    mustRefuse: mustRefuse.length,
    topicAccuracy: share(answerable.filter((o) => o.rightTopic).length, answerable.length),
    languageMatch: share(outcomes.filter((o) => o.languageOk).length, outcomes.length),
    refusalPrecision: share(
      refused.filter((o) => o.question.expected.length === 0).length,
      refused.length,
    ),
    refusalRecall: share(mustRefuse.filter((o) => o.refused).length, mustRefuse.length),
    wrongRefusals: share(answerable.filter((o) => o.refused).length, answerable.length),
  };
}

/** The targets, judged per language on the held-out part. */
export const TARGETS = {
  topicAccuracy: 0.9,
  languageMatch: 0.95,
  refusalRecall: 0.9,
  wrongRefusalsAtMost: 0.05,
};

export function meetsTargets(s: EvalScores): boolean {
  return (
    s.topicAccuracy >= TARGETS.topicAccuracy &&
    s.languageMatch >= TARGETS.languageMatch &&
    s.refusalRecall >= TARGETS.refusalRecall &&
    s.wrongRefusals <= TARGETS.wrongRefusalsAtMost
  );
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);

/** A table of scores per split and language, as `npm run eval:agrobot` prints it. */
export function report(outcomes: EvalOutcome[]): string {
  const lines = [
    'part      lang  n    topic   lang-ok  refuse-P refuse-R wrong-refused',
    '--------  ----  ---  ------- -------  -------- -------- -------------',
  ];
  for (const split of ['held-out', 'tune', 'all'] as const) {
    for (const lang of ['en', 'hi', 'gu', 'all'] as const) {
      const part = outcomes.filter(
        (o) =>
          (split === 'all' || o.question.split === split) &&
          (lang === 'all' || o.question.lang === lang),
      );
      if (part.length === 0) continue;
      const s = score(part);
      lines.push(
        `${split.padEnd(8)}  ${lang.padEnd(4)}  ${String(part.length).padEnd(3)}  ${pct(s.topicAccuracy)} ${pct(s.languageMatch)}  ${pct(s.refusalPrecision)}  ${pct(s.refusalRecall)}  ${pct(s.wrongRefusals)}`,
      );
    }
  }
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  lines.push(
    `\nlatency per question: median ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms`,
  );
  return lines.join('\n');
}

/** The questions the bot got wrong, for reading (never for tuning on the held-out part). */
export function mistakes(outcomes: EvalOutcome[]): string[] {
  return outcomes
    .filter((o) => (o.question.expected.length ? !o.rightTopic : !o.refused) || !o.languageOk)
    .map((o) => {
      const got = o.refused
        ? 'REFUSED'
        : (o.answer.sources[0]?.translationOf ?? o.answer.sources[0]?.id ?? '?');
      const why = !o.languageOk ? ` [answered in ${o.answer.language}]` : '';
      return `${o.question.id} (${o.question.split}) ${o.question.q} -> ${got}; expected ${o.question.expected.join('|') || 'REFUSE'}${why}`;
    });
}
