import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isStrong } from '../../src/advisory/application/chatbot.service';
import { KISAN_CALL_CENTRE, type Passage } from '../../src/advisory/domain/knowledge';
import {
  loadAskedQuestions,
  loadPassages,
  OFF_TOPIC,
  MiniSearchKnowledgeBase,
} from '../../src/advisory/infrastructure/minisearch-knowledge-base';
import { FileCropCatalog } from '../../src/advisory/infrastructure/crop-catalog';
import { englishWordsIn } from '../support/english-words';
import { ChatbotService } from '../../src/advisory/application/chatbot.service';
import { NoChatModel } from '../../src/advisory/application/ports/chat-model';
import { MapUserLanguages } from '../fakes/advisory';
import {
  askedWithout,
  crossValidate,
  loadEvalQuestions,
  loadTuningQuestions,
  runEval,
  score,
} from '../support/agrobot-eval';

interface HeldOut {
  q: string;
  lang: 'en' | 'hi' | 'gu';
  expected: string[];
}

const passages = loadPassages();
const kb = new MiniSearchKnowledgeBase(passages);
const questionsFile = join(__dirname, '../fixtures/advisory/held-out-questions.json');

/** An English passage of a small test index. */
function testPassage(id: string, title: string, text: string): Passage {
  return {
    id,
    lang: 'en',
    topic: 'pests',
    title,
    text,
    keywords: [],
    source: { name: 'Test', url: null },
    lastReviewed: '2026-11-27',
    translationOf: null,
  };
}

describe('AgroBot knowledge base (shipped data)', () => {
  it('holds at least 300 English passages, every one also in Hindi and Gujarati', () => {
    const english = passages.filter((p) => p.lang === 'en');
    expect(english.length).toBeGreaterThanOrEqual(300);
    for (const lang of ['hi', 'gu']) {
      const translated = new Set(
        passages.filter((p) => p.lang === lang).map((p) => p.translationOf),
      );
      const missing = english.filter((p) => !translated.has(p.id)).map((p) => p.id);
      expect({ lang, missing }).toEqual({ lang, missing: [] });
    }
  });

  it('says a translation in its own language: no English word in its title, text or source', () => {
    const script = { hi: /[\u0900-\u097f]/, gu: /[\u0a80-\u0aff]/ } as const;
    for (const p of passages.filter((x) => x.lang !== 'en')) {
      const lang = p.lang as 'hi' | 'gu';
      for (const [field, value] of [
        ['title', p.title],
        ['text', p.text],
        ['source', p.source.name],
      ] as const) {
        expect({ id: p.id, field, english: englishWordsIn(value) }).toEqual({
          id: p.id,
          field,
          english: [],
        });
        expect(value).toMatch(script[lang]);
      }
    }
  });

  it('attributes every passage to a named source and dates its review', () => {
    for (const p of passages) {
      expect(p.source.name.trim()).not.toBe('');
      if (p.source.url) expect(p.source.url).toMatch(/^https:\/\//);
      expect(p.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('links every translation to an English passage', () => {
    const english = new Set(passages.filter((p) => p.lang === 'en').map((p) => p.id));
    for (const p of passages.filter((x) => x.lang !== 'en')) {
      expect(english.has(p.translationOf!)).toBe(true);
    }
  });

  it('never names a pesticide banned or refused for use in India', () => {
    const banned =
      /endosulfan|monocrotophos|methyl parathion|phorate|triazophos|carbofuran|aldicarb|dichlorvos|phosphamidon|methomyl|aldrin|dieldrin|heptachlor|lindane|\bddt\b|paraquat/i;
    const offenders = passages.filter((p) => banned.test(`${p.title} ${p.text}`)).map((p) => p.id);
    expect(offenders).toEqual([]);
  });

  it('ships a curated crop list with names in three languages', () => {
    const crops = new FileCropCatalog().list();
    expect(crops.length).toBeGreaterThanOrEqual(60);
    for (const c of crops) {
      expect(c.scientificName).toMatch(/^[A-Z][a-z]+ ?/);
      expect(c.hi).toMatch(/[\u0900-\u097F]/);
      expect(c.gu).toMatch(/[\u0A80-\u0AFF]/);
    }
    expect(new Set(crops.map((c) => c.id)).size).toBe(crops.length);
  });
});

describe('AgroBot retrieval quality on held-out farmer questions', () => {
  const questions: HeldOut[] = existsSync(questionsFile)
    ? (JSON.parse(readFileSync(questionsFile, 'utf8')) as { questions: HeldOut[] }).questions
    : [];

  it('has at least 40 held-out questions in three languages, each expecting real passages', () => {
    expect(questions.length).toBeGreaterThanOrEqual(40);
    for (const lang of ['en', 'hi', 'gu']) {
      expect(questions.some((q) => q.lang === lang)).toBe(true);
    }
    const ids = new Set(passages.map((p) => p.id));
    for (const q of questions) for (const id of q.expected) expect(ids.has(id)).toBe(true);
  });

  it('finds an expected passage in the top 3 for at least 85% of them', () => {
    const misses: string[] = [];
    for (const q of questions) {
      const top = kb
        .search(q.q, q.lang, 3)
        .slice(0, 3)
        .map((h) => h.passage.id);
      if (!q.expected.some((id) => top.includes(id))) misses.push(`${q.q} -> ${top.join(', ')}`);
    }
    const hitRate = (questions.length - misses.length) / questions.length;
    if (hitRate < 0.85) console.log(`misses:\n${misses.join('\n')}`);
    expect(hitRate).toBeGreaterThanOrEqual(0.85);
  });

  it('trusts no passage for questions outside farming', () => {
    for (const q of [
      'Who won the football world cup in 1966?',
      'How do I reset my television remote?',
      'What is the capital of France?',
    ]) {
      expect(kb.search(q, 'en', 5).some(isStrong)).toBe(false);
    }
    expect(KISAN_CALL_CENTRE).toBe('1800-180-1551');
  });
});

describe('AgroBot knowledge base index', () => {
  it('is built once: warmed ahead of the first question, or by it', async () => {
    const warmed = new MiniSearchKnowledgeBase(passages);
    await warmed.warm();
    await warmed.warm();
    expect(warmed.search('pink bollworm in cotton', 'gu', 1)[0]!.passage.id).toBe(
      'cotton-pink-bollworm-gu',
    );
    const cold = new MiniSearchKnowledgeBase(passages);
    expect(cold.search('pink bollworm in cotton', 'en', 1)[0]!.passage.id).toBe(
      'cotton-pink-bollworm',
    );
  });
});

describe('AgroBot on its evaluation set (npm run eval:agrobot)', () => {
  const questions = loadEvalQuestions();

  it('holds 300+ answerable questions, a third in each language, and 50 it must not answer', () => {
    const answerable = questions.filter((q) => q.expected.length > 0);
    expect(answerable.length).toBeGreaterThanOrEqual(300);
    for (const lang of ['en', 'hi', 'gu']) {
      expect(answerable.filter((q) => q.lang === lang).length).toBeGreaterThanOrEqual(100);
    }
    expect(questions.filter((q) => q.expected.length === 0).length).toBeGreaterThanOrEqual(50);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    const ids = new Set(passages.map((p) => p.id));
    for (const q of questions) for (const id of q.expected) expect(ids.has(id)).toBe(true);
  });

  // Floors a little under what the held-out part measured when they were set (docs/agrobot.md):
  // a change that makes AgroBot worse fails here.
  it.each([
    ['en', { topic: 0.95, language: 0.97, refusals: 0.95, wrong: 0.03 }],
    ['hi', { topic: 0.92, language: 0.97, refusals: 0.9, wrong: 0.05 }],
    // the target: 91.9% measured
    ['gu', { topic: 0.9, language: 0.95, refusals: 0.9, wrong: 0.05 }],
  ] as const)('keeps its floor on the held-out part in %s', async (lang, floor) => {
    const bot = new ChatbotService(kb, new MapUserLanguages(), new NoChatModel());
    const s = score(
      await runEval(
        bot,
        questions.filter((q) => q.lang === lang && q.split === 'held-out'),
      ),
    );
    expect(s.topicAccuracy).toBeGreaterThanOrEqual(floor.topic);
    expect(s.languageMatch).toBeGreaterThanOrEqual(floor.language);
    expect(s.refusalRecall).toBeGreaterThanOrEqual(floor.refusals);
    expect(s.wrongRefusals).toBeLessThanOrEqual(floor.wrong);
  });

  it('keeps its floor on the tuning questions, cross-validated, whose passages all exist', async () => {
    const tuning = loadTuningQuestions();
    const ids = new Set(passages.map((p) => p.id));
    for (const q of tuning) for (const id of q.expected) expect(ids.has(id)).toBe(true);
    const asked = loadAskedQuestions();
    // Each fold is asked of an index that has not seen it (ADR 0017). A third of the questions,
    // in three folds, keeps this test quick; `npm run eval:agrobot -- --cv` runs all of them.
    const sample = tuning.filter((_, i) => i % 3 === 0);
    const s = score(
      await crossValidate(
        sample,
        (unseen) =>
          new ChatbotService(
            new MiniSearchKnowledgeBase(passages, undefined, askedWithout(asked, unseen)),
            new MapUserLanguages(),
            new NoChatModel(),
          ),
        3,
      ),
    );
    // 2026-11-27: 90.2% / 86.9% / 4.0% on these 550 (gu-farmers.json's are the hardest); 90.9% /
    // 87.4% / 2.5% once Gujarat's crops had topics; 91.2% / 90.8% / 1.5% with the topics farmers
    // asked for; 93.1% / 90.3% / 0.8% on 637 with the nearest asked question, Gujarati as typed
    // and the fresh Gujarati questions (docs/agrobot.md)
    expect(s.topicAccuracy).toBeGreaterThanOrEqual(0.9);
    expect(s.refusalRecall).toBeGreaterThanOrEqual(0.87);
    expect(s.wrongRefusals).toBeLessThanOrEqual(0.03);
  });

  it('searches the questions farmers ask with topics that exist, and some it must not answer', () => {
    const asked = loadAskedQuestions();
    const ids = new Set([...passages.map((p) => p.id), OFF_TOPIC]);
    expect([...asked.keys()].filter((id) => !ids.has(id))).toEqual([]);
    expect([...asked.values()].flat().length).toBeGreaterThanOrEqual(3000);
    expect(asked.get(OFF_TOPIC)!.length).toBeGreaterThanOrEqual(200);
  });

  it.each([
    'bike loan kam byaj pe kaha milega',
    'बालों के लिए कौन सी खाद अच्छी है',
    'ભેંસ ગરમીમાં નથી આવતી',
  ])('does not answer %s: nearer to questions it must not answer than to any topic', (q) => {
    const asked = loadAskedQuestions();
    const withoutThem = new MiniSearchKnowledgeBase(
      passages,
      undefined,
      new Map([...asked].filter(([id]) => id !== OFF_TOPIC)),
    );
    // Its farm words (loan, khad, garmi) find a passage; the questions it must not answer win.
    expect(withoutThem.search(q, 'hi', 1).length).toBe(1);
    expect(kb.search(q, 'hi', 1)).toEqual([]);
  });

  it('drops a place it never writes about instead of weighing it as an unknown word', () => {
    const hit = kb.search('उज्जैन मंडी में सोयाबीन का भाव क्या है', 'hi', 1)[0];
    expect(hit?.passage.translationOf).toMatch(/^selling-(live-crop-pricing|mandi-prices)/);
    expect(isStrong(hit)).toBe(true);
    // with the place left out, the same words give the same answer
    expect(kb.search('मंडी में सोयाबीन का भाव क्या है', 'hi', 1)[0]?.passage.id).toBe(hit!.passage.id);
  });

  it('still answers farm questions that share words with them', () => {
    expect(
      kb.search('kisan credit card loan kaise milega', 'hi', 1)[0]!.passage.translationOf,
    ).toBe('schemes-kisan-credit-card');
    expect(kb.search('gehu me urea kab dale', 'hi', 1)[0]!.passage.translationOf).toBe(
      'wheat-fertiliser',
    );
  });

  // Gujarat's own crops (castor, cumin, tobacco, sapota…), the topics Gujarati farmers asked for
  // (data/knowledge-base/farm-problems.json), and words that once went astray: a colour that is a
  // crop's name once stemmed (गुलाबी → गुलाब, a rose we do not cover) made AgroBot refuse the
  // pink bollworm in Hindi; a crop named in another form (પપૈયા for the catalogue's પપૈયું, કેળ
  // for કેળાં) is still the question's crop; Gujarati digits are numbers; a Gujarati word typed
  // without its nasal mark or with a short vowel (ઘઉ, લુ) is the same word; the Indian months
  // (કારતક, magshar, chaitra) are the calendar months of the sowing windows. These questions are
  // in no tuning or example file.
  it.each([
    ['જીરામાં કાળિયો વધી ગયો છે, કઈ દવા છાંટું', 'gu', 'cumin-blight'],
    ['jeere ki fasal me ukhta se paudhe sookh rahe hai', 'hi', 'cumin-wilt'],
    ['દિવેલાના પાન ઘોડિયા ઈયળ ખાઈ ગઈ', 'gu', 'castor-semilooper'],
    ['castor hybrid seed rate and spacing', 'en', 'castor-sowing'],
    ['ચીકુની કળીઓમાં ઈયળ પડી છે', 'gu', 'sapota-pests'],
    ['tambaku ki paudh kaise tayar kare', 'hi', 'tobacco-growing'],
    ['gobar khad kitna dale ek acre me', 'hi', 'soil-fym-dose'],
    ['harvester bhade joie che', 'gu', 'machinery-custom-hiring'],
    ['marcha na ful khari jay', 'gu', 'flower-drop-pulses-chilli'],
    ['keri na jhad ma gundar', 'gu', 'mango-gummosis-dieback'],
    ['rajko ketlu biyaran', 'gu', 'fodder-green-crops'],
    ['wild boar damaging groundnut', 'en', 'wild-animals-deterrents'],
    ['कपास में गुलाबी सुंडी का इलाज', 'hi', 'cotton-pink-bollworm'],
    ['પપૈયા માં પાન કોકડાય છે વાયરસ છે શું કરવું', 'gu', 'papaya-ringspot'],
    ['કેળ માં થડ કોરી ખાતી ઇયળ', 'gu', 'banana-weevil'],
    ['ટામેટી ને ડ્રીપ માં ૧૯ ૧૯ ૧૯ કેટલું આપવું', 'gu', 'soil-water-soluble-fertilisers'],
    ['ઘઉ ની વાવણી ક્યારે કરવી', 'gu', 'wheat-sowing-time'],
    ['કારતક માં ઘઉં વાવી શકાય', 'gu', 'wheat-sowing-time'],
    ['magshar ma jiru vavay', 'gu', 'cumin-sowing'],
    ['chaitra me moong kab boye', 'hi', 'moong-urad'],
  ] as const)('answers %s with its topic, in its language', async (message, lang, id) => {
    const bot = new ChatbotService(kb, new MapUserLanguages(), new NoChatModel());
    const answer = await bot.ask({ message, requestLanguage: 'en' });
    expect(answer.matched).toBe(true);
    expect(answer.language).toBe(lang);
    expect(answer.sources[0]?.translationOf ?? answer.sources[0]?.id).toBe(id);
    expect(answer.sources[0]?.lang).toBe(lang);
  });

  it('reads a nilgai written as two words as one, not as a cow', () => {
    for (const [two, one] of [
      ['नील गाय से फसल बचाने का तरीका', 'नीलगाय से फसल बचाने का तरीका'],
      ['Neel Gaay se fasal kaise bachaye', 'nilgai se fasal kaise bachaye'],
    ]) {
      const hit = kb.search(two!, 'hi', 1)[0];
      expect(hit?.passage.translationOf).toMatch(/^wild-animals-/);
      expect(hit?.passage.id).toBe(kb.search(one!, 'hi', 1)[0]?.passage.id);
    }
  });

  it('weighs a topic about another crop than the question names at half', () => {
    const crops = new FileCropCatalog().list();
    const two = new MiniSearchKnowledgeBase(
      [
        testPassage(
          'tobacco-sucking-pests',
          'Whitefly and aphids in tobacco',
          'Whitefly and aphids suck sap from tobacco leaves; yellow sticky traps catch whitefly and aphids early. Whitefly spreads leaf curl.',
        ),
        testPassage(
          'okra-growing',
          'Growing okra (bhindi)',
          'Sow okra in rows; watch for whitefly and aphids, which suck sap, and remove plants with yellow vein mosaic early.',
        ),
      ],
      crops,
      new Map(),
    );
    expect(two.search('tobacco whitefly aphids', 'en', 1)[0]?.passage.id).toBe(
      'tobacco-sucking-pests',
    );
    // the tobacco passage matches the words more often and in its title (it would score 20.5
    // against 15.7); the question is about okra
    expect(two.search('bhindi me whitefly aur aphids', 'en', 1)[0]?.passage.id).toBe(
      'okra-growing',
    );
    expect(two.search('whitefly aur aphids', 'en', 1)[0]?.passage.id).toBe('tobacco-sucking-pests');
  });

  it('prefers the topic one of whose asked questions names the whole question', () => {
    const kb = new MiniSearchKnowledgeBase(
      [
        testPassage(
          'cotton-sucking-pests',
          'Sucking pests in cotton',
          'Sticky traps and neem oil.',
        ),
        testPassage('cotton-sowing', 'Sowing cotton', 'Sow after good rain in rows a metre apart.'),
      ],
      new FileCropCatalog().list(),
      new Map([
        [
          'cotton-sucking-pests',
          [
            'kapas ma safed makhi no upay',
            'chusiya jivat',
            'pila chikna patta',
            'neem tel kitna',
            'trap kitne lagaye',
          ],
        ],
        ['cotton-sowing', ['kapas vavetar kyare', 'safed makhi']],
      ]),
    );
    // The sowing topic's asked questions are fewer and name the words too, apart: BM25 on them
    // together ranks it first. One question asked of the pests topic names them all.
    expect(kb.search('kapas ma safed makhi', 'en', 1)[0]?.passage.id).toBe('cotton-sucking-pests');
  });

  it('says it does not know about a crop no topic covers, even where a passage uses its name', async () => {
    const bot = new ChatbotService(kb, new MapUserLanguages(), new NoChatModel());
    // rice-false-smut mentions turmeric-coloured balls; no topic is about growing turmeric
    const turmeric = await bot.ask({
      message: 'haldi ki kheti kab aur kaise kare',
      requestLanguage: 'en',
    });
    expect(turmeric.matched).toBe(false);
    const rice = await bot.ask({
      message: 'dhan ki bali me haldi jaise gole',
      requestLanguage: 'en',
    });
    expect(rice.matched).toBe(true);
    expect(rice.sources[0]?.translationOf ?? rice.sources[0]?.id).toBe('rice-false-smut');
  });

  it.each(['biryani ke liye kaunsa chawal accha', 'aaj ka rashifal batao kheti ke liye'])(
    'does not answer %s: a farm word in a question about something else',
    async (message) => {
      const bot = new ChatbotService(kb, new MapUserLanguages(), new NoChatModel());
      expect((await bot.ask({ message, requestLanguage: 'en' })).matched).toBe(false);
    },
  );

  it('counts an animal only for a topic about it, not one that mentions its dung', async () => {
    const bot = new ChatbotService(kb, new MapUserLanguages(), new NoChatModel());
    const hens = await bot.ask({ message: 'मुर्गी अंडे कम दे रही है', requestLanguage: 'en' });
    expect(hens.matched).toBe(false);
    const heat = await bot.ask({
      message: 'garmi me bhains ko loo se kaise bachaye',
      requestLanguage: 'en',
    });
    expect(heat.matched).toBe(true);
    expect(heat.sources[0]?.translationOf ?? heat.sources[0]?.id).toBe(
      'weather-heatwave-livestock',
    );
  });
});
