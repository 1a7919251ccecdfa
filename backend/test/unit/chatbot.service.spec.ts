import {
  ChatbotService,
  isStrong,
  MIN_COVERAGE,
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

  it('gives as sources at most three strong passages close to the lead’s score', async () => {
    const lead = passage('lead');
    const weak = passage('weak');
    const close = passage('close');
    const far = passage('far');
    const other = passage('other');
    const { service } = setup({
      knowledge: () => [
        hit(lead, { score: 20 }),
        hit(weak, { score: 19, coverage: MIN_COVERAGE - 0.01 }),
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
      'a good score covering enough of the question',
      { score: MIN_SCORE, coverage: MIN_COVERAGE },
      true,
    ],
    ['a score just under the minimum', { score: MIN_SCORE - 0.01, coverage: 1 }, false],
    ['a high score covering too little', { score: 500, coverage: MIN_COVERAGE - 0.01 }, false],
  ])('judges %s', (_what, numbers, strong) => {
    expect(isStrong({ passage: passage('p'), matchedTerms: 1, queryTerms: 2, ...numbers })).toBe(
      strong,
    );
  });

  it('trusts no missing hit', () => {
    expect(isStrong(undefined)).toBe(false);
  });
});

describe('ChatbotService: the answer’s language', () => {
  it('answers romanised Hindi in Hindi and romanised Gujarati in Gujarati, whatever the screen’s language', async () => {
    const { service, knowledge } = setup({ profiles: { u1: 'en' } });
    const hindi = await service.ask({
      message: 'sarson me mahu aa gaya kya kare',
      userId: 'u1',
      language: 'en',
      requestLanguage: 'en',
    });
    expect(hindi.language).toBe('hi');
    expect(knowledge.searches[0]!.language).toBe('hi');
    const gujarati = await service.ask({ message: 'kapas ma iyal padi che', language: 'en' });
    expect(gujarati).toMatchObject({ language: 'gu', answer: noAnswer('gu') });
    await expect(
      service.ask({ message: 'how do I stop aphids?', userId: 'u1', language: 'hi' }),
    ).resolves.toMatchObject({ language: 'en' });
  });

  it('follows the chat’s language, then the profile’s, for a question that says nothing of its own', async () => {
    const { service } = setup({ profiles: { u1: 'gu' } });
    await expect(
      service.ask({ message: 'urea dose', userId: 'u1', language: 'hi' }),
    ).resolves.toMatchObject({ language: 'hi' });
    await expect(
      service.ask({ message: 'urea dose', userId: 'u1', requestLanguage: 'en' }),
    ).resolves.toMatchObject({ language: 'gu' });
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

  it('follows the request’s language for a question that says nothing of its own, else English', async () => {
    const { service } = setup();
    await expect(
      service.ask({ message: 'sarson mahu', requestLanguage: 'gu' }),
    ).resolves.toMatchObject({ language: 'gu' });
    await expect(
      service.ask({ message: 'sarson mahu', requestLanguage: null }),
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

  it('keeps the crop of the previous question in a follow-up that names none', async () => {
    const urea = passage('wheat-urea');
    const { service, knowledge } = setup({
      knowledge: (q) => (/urea/.test(q) && /wheat/i.test(q) ? [hit(urea)] : []),
    });
    const first = await service.ask({ message: 'when to sow wheat?' });
    const followUp = await service.ask({
      message: 'and how much urea?',
      conversationId: first.conversationId,
    });
    expect(knowledge.searches.map((s) => s.question)).toEqual([
      'when to sow wheat?',
      'and how much urea? Wheat',
    ]);
    expect(followUp).toMatchObject({ matched: true, sources: [urea] });
  });

  it('keeps the topic of the previous question when the follow-up’s own words point at it too', async () => {
    const summerWater = passage('wheat-summer-irrigation');
    const { service, knowledge } = setup({
      knowledge: (q) => {
        const summer = /summer/.test(q);
        const watering = /water/.test(q);
        if (summer && watering) return [hit(summerWater)];
        if (summer) return [hit(summerWater, { coverage: 0.1 })];
        return [];
      },
    });
    const first = await service.ask({ message: 'how often to water wheat' });
    const followUp = await service.ask({
      message: 'and in summer?',
      conversationId: first.conversationId,
    });
    expect(followUp).toMatchObject({ matched: true, sources: [summerWater] });
    expect(knowledge.searches.map((s) => s.question)).toContain(
      'how often to water wheat and in summer?',
    );
    // Nonsense after a good question is not answered with the good question's passage.
    const nonsense = await service.ask({ message: 'asdf', conversationId: first.conversationId });
    expect(nonsense.matched).toBe(false);
  });

  it('does not carry the crop into a question that names its own, or into a long one', async () => {
    const { service, knowledge } = setup();
    const first = await service.ask({ message: 'aphids on mustard' });
    await service.ask({ message: 'aphids on wheat', conversationId: first.conversationId });
    await service.ask({
      message: 'what are the rules for selling at a government procurement centre near me',
      conversationId: first.conversationId,
    });
    expect(knowledge.searches.map((s) => s.question)).toEqual([
      'aphids on mustard',
      'aphids on wheat',
      'what are the rules for selling at a government procurement centre near me',
    ]);
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
    const answer = await service.ask({ message: 'mustard aphids?', language: 'hi' });

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
    expect(system!.content).toContain('cite the ones you used as [1], [2]');
    expect(system!.content).toContain(KISAN_CALL_CENTRE);
    expect(user).toEqual({
      role: 'user',
      content:
        'Passages:\n[1] Aphids on mustard (source: ICAR)\nSpray neem seed kernel extract at 5% when colonies appear.\n\nQuestion: mustard aphids?',
    });
  });

  it('does not ask the model when no passage matches: it says it does not know', async () => {
    const model = new ScriptedChatModel(() => 'Gold is at 70,000.');
    const { service } = setup({ model });
    const answer = await service.ask({ message: 'price of gold?' });
    expect(answer).toMatchObject({ answer: noAnswer('en'), matched: false, sources: [] });
    expect(model.calls).toEqual([]);
  });

  it('sends the conversation so far with a follow-up', async () => {
    let n = 0;
    const model = new ScriptedChatModel(() => `reply ${++n}`);
    const { service } = setup({ model });
    const first = await service.ask({ message: 'aphids on mustard?' });
    await service.ask({ message: 'and aphids in winter?', conversationId: first.conversationId });

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
