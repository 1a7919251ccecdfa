import {
  ChatbotService,
  isStrong,
  MIN_SCORE,
} from '../../src/advisory/application/chatbot.service';
import type { KnowledgeHit } from '../../src/advisory/application/ports/knowledge-base';
import { NoChatModel, type ChatModel } from '../../src/advisory/application/ports/chat-model';
import { KISAN_CALL_CENTRE } from '../../src/advisory/domain/knowledge';
import type { AdvisoryLanguage } from '../../src/advisory/domain/language';
import { translate } from '../../src/i18n/translate';
import { UnavailableError } from '../../src/shared/domain/domain-error';
import {
  hit,
  MapUserLanguages,
  passage,
  ScriptedChatModel,
  ScriptedKnowledgeBase,
} from '../fakes/advisory';

const aphids = passage('aphids-mustard', {
  title: 'Aphids on mustard',
  text: 'Spray neem seed kernel extract at 5% when colonies appear.',
});

/** Knows aphids, in any language asked: strong when the question names them. */
const aphidKnowledge = (question: string): KnowledgeHit[] =>
  /aphid/i.test(question) ? [hit(aphids)] : [hit(passage('weak'), { score: MIN_SCORE - 1 })];

function setup(
  options: {
    knowledge?: (question: string, language: AdvisoryLanguage) => KnowledgeHit[];
    model?: ChatModel;
    profiles?: Record<string, AdvisoryLanguage>;
  } = {},
) {
  const knowledge = new ScriptedKnowledgeBase(options.knowledge ?? aphidKnowledge);
  const service = new ChatbotService(
    knowledge,
    new MapUserLanguages(options.profiles),
    options.model ?? new NoChatModel(),
  );
  return { service, knowledge };
}

const noAnswer = (lang: AdvisoryLanguage) =>
  translate(lang, 'BOT.NO_ANSWER', { phone: KISAN_CALL_CENTRE });
const footer = (lang: AdvisoryLanguage) =>
  translate(lang, 'BOT.RETRIEVAL_FOOTER', { phone: KISAN_CALL_CENTRE });

describe('ChatbotService without a chat model (retrieval)', () => {
  it('answers with the best passage and the Kisan Call Centre under it', async () => {
    const { service } = setup();
    const answer = await service.ask({ message: 'How do I control aphids on mustard?' });
    expect(answer).toMatchObject({
      answer: `Aphids on mustard\n\nSpray neem seed kernel extract at 5% when colonies appear.\n\n${footer('en')}`,
      sources: [aphids],
      mode: 'retrieval',
      matched: true,
      language: 'en',
    });
    expect(answer.answer).toContain(KISAN_CALL_CENTRE);
  });

  it('says it does not know, with the Kisan Call Centre, when no passage matches well', async () => {
    const { service } = setup();
    const answer = await service.ask({ message: 'Who won the cricket match?' });
    expect(answer).toMatchObject({
      answer: noAnswer('en'),
      sources: [],
      matched: false,
      mode: 'retrieval',
    });
    expect(answer.answer).toContain(KISAN_CALL_CENTRE);
  });

  it('gives as sources at most three strong passages in the lead’s language, close to its score', async () => {
    const lead = passage('lead');
    const hindi = passage('hindi', { lang: 'hi', translationOf: 'lead' });
    const close = passage('close');
    const far = passage('far');
    const other = passage('other');
    const { service } = setup({
      knowledge: () => [
        hit(lead, { score: 20 }),
        hit(hindi, { score: 19 }),
        hit(close, { score: 12 }),
        hit(far, { score: 11.9 }),
        hit(other, { score: 15 }),
      ],
    });
    const answer = await service.ask({ message: 'whitefly cotton' });
    expect(answer.sources.map((p) => p.id)).toEqual(['lead', 'close', 'other']);

    const many = setup({
      knowledge: () => [1, 2, 3, 4, 5].map((i) => hit(passage(`p${i}`))),
    });
    expect((await many.service.ask({ message: 'q' })).sources).toHaveLength(3);
  });

  it('asks the knowledge base for five passages of the trimmed question', async () => {
    const { service, knowledge } = setup();
    await service.ask({ message: '   aphids?  ' });
    expect(knowledge.searches[0]).toEqual({ question: 'aphids?', language: 'en', limit: 5 });
  });
});

describe('isStrong', () => {
  it.each([
    [
      'a good score and two matched words',
      { score: MIN_SCORE, matchedTerms: 2, queryTerms: 4 },
      true,
    ],
    [
      'a score just under the minimum',
      { score: MIN_SCORE - 0.01, matchedTerms: 2, queryTerms: 4 },
      false,
    ],
    ['one matched word of several', { score: 50, matchedTerms: 1, queryTerms: 3 }, false],
    [
      'a one-word question that matched it',
      { score: MIN_SCORE, matchedTerms: 1, queryTerms: 1 },
      true,
    ],
  ])('judges %s', (_what, numbers, strong) => {
    expect(isStrong({ passage: passage('p'), ...numbers })).toBe(strong);
  });

  it('trusts no missing hit', () => {
    expect(isStrong(undefined)).toBe(false);
  });
});

describe('ChatbotService: the answer’s language', () => {
  it('follows a logged-in user’s profile language for a question in Latin letters', async () => {
    const { service, knowledge } = setup({ profiles: { u1: 'gu' } });
    const answer = await service.ask({
      message: 'What is the price of gold?',
      userId: 'u1',
      language: 'hi',
      requestLanguage: 'en',
    });
    expect(answer.language).toBe('gu');
    expect(answer.answer).toBe(noAnswer('gu'));
    expect(knowledge.searches[0]!.language).toBe('gu');
  });

  it('follows the language the client asked for when the profile names none', async () => {
    const { service } = setup();
    const answer = await service.ask({ message: 'aphids', userId: 'u2', language: 'hi' });
    expect(answer.language).toBe('hi');
    expect(answer.answer).toContain(footer('hi'));
  });

  it('follows the question’s script before the profile: a Gujarati reader asking in Hindi reads Hindi', async () => {
    const { service: profiled } = setup({ profiles: { u1: 'gu' } });
    await expect(
      profiled.ask({ message: 'सरसों में माहू कैसे रोकें?', userId: 'u1' }),
    ).resolves.toMatchObject({ language: 'hi' });
    const { service } = setup();
    await expect(
      service.ask({ message: 'सरसों में माहू कैसे रोकें?', requestLanguage: 'gu' }),
    ).resolves.toMatchObject({ language: 'hi' });
    await expect(service.ask({ message: 'કપાસમાં ઇયળ' })).resolves.toMatchObject({
      language: 'gu',
    });
  });

  it('follows the request’s language for a question in Latin script, else English', async () => {
    const { service } = setup();
    await expect(
      service.ask({ message: 'sarson me mahu', requestLanguage: 'hi' }),
    ).resolves.toMatchObject({ language: 'hi' });
    await expect(
      service.ask({ message: 'sarson me mahu', requestLanguage: null }),
    ).resolves.toMatchObject({ language: 'en' });
  });
});

describe('ChatbotService: conversations', () => {
  it('starts a new conversation when none is given, and keeps the one given', async () => {
    const { service } = setup();
    const first = await service.ask({ message: 'aphids' });
    expect(first.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    const second = await service.ask({ message: 'aphids', conversationId: first.conversationId });
    expect(second.conversationId).toBe(first.conversationId);
    const other = await service.ask({ message: 'aphids' });
    expect(other.conversationId).not.toBe(first.conversationId);
  });

  it('answers a follow-up with the help of the previous question', async () => {
    const { service, knowledge } = setup();
    const first = await service.ask({ message: 'How do I stop aphids on mustard?' });
    const followUp = await service.ask({
      message: 'and in winter?',
      conversationId: first.conversationId,
    });
    expect(knowledge.searches.map((s) => s.question)).toEqual([
      'How do I stop aphids on mustard?',
      'and in winter?',
      'How do I stop aphids on mustard? and in winter?',
    ]);
    expect(followUp).toMatchObject({ matched: true, sources: [aphids] });
  });

  it('does not lean on the previous question when the new one stands on its own', async () => {
    const { service, knowledge } = setup();
    const first = await service.ask({ message: 'aphids on mustard' });
    await service.ask({ message: 'aphids on cotton', conversationId: first.conversationId });
    expect(knowledge.searches).toHaveLength(2);
  });

  it('does not know a follow-up asked in another conversation', async () => {
    const { service } = setup();
    await service.ask({ message: 'How do I stop aphids on mustard?' });
    const lone = await service.ask({ message: 'and in winter?', conversationId: 'another' });
    expect(lone.matched).toBe(false);
  });
});

describe('ChatbotService with a chat model', () => {
  it('grounds the model in the passages and answers with its trimmed reply', async () => {
    const model = new ScriptedChatModel();
    const { service } = setup({ model });
    const answer = await service.ask({ message: 'aphids on mustard?', language: 'hi' });

    expect(answer).toMatchObject({
      answer: 'Model answer.',
      mode: 'llm',
      matched: true,
      sources: [aphids],
      language: 'hi',
    });
    const [system, user, ...rest] = model.calls[0]!;
    expect(rest).toEqual([]);
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('Answer in Hindi (in Devanagari script)');
    expect(system!.content).toContain(KISAN_CALL_CENTRE);
    expect(user).toEqual({
      role: 'user',
      content:
        'Passages:\n[1] Aphids on mustard (source: ICAR)\nSpray neem seed kernel extract at 5% when colonies appear.\n\nQuestion: aphids on mustard?',
    });
  });

  it('tells the model when no passage matches, and returns no sources', async () => {
    const model = new ScriptedChatModel(() => 'I do not know.');
    const { service } = setup({ model });
    const answer = await service.ask({ message: 'price of gold?' });
    expect(answer).toMatchObject({ answer: 'I do not know.', matched: false, sources: [] });
    expect(model.calls[0]!.at(-1)!.content).toBe(
      'No passage of the knowledge base matches this question.\n\nQuestion: price of gold?',
    );
  });

  it('sends the conversation so far with a follow-up', async () => {
    let n = 0;
    const model = new ScriptedChatModel(() => `reply ${++n}`);
    const { service } = setup({ model });
    const first = await service.ask({ message: 'aphids on mustard?' });
    await service.ask({ message: 'and in winter?', conversationId: first.conversationId });

    const roles = model.calls[1]!.map((m) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    expect(model.calls[1]![1]).toEqual({ role: 'user', content: 'aphids on mustard?' });
    expect(model.calls[1]![2]).toEqual({ role: 'assistant', content: 'reply 1' });
  });

  it('passes on the model’s failure and remembers nothing of that turn', async () => {
    const model = new ScriptedChatModel();
    const { service } = setup({ model });
    model.failWith = new UnavailableError('BOT.UNAVAILABLE');
    const failed = service.ask({ message: 'aphids?', conversationId: 'c1' });
    await expect(failed).rejects.toMatchObject({ code: 'BOT.UNAVAILABLE' });

    model.failWith = null;
    await service.ask({ message: 'aphids again?', conversationId: 'c1' });
    expect(model.calls[1]!.map((m) => m.role)).toEqual(['system', 'user']);
  });
});
