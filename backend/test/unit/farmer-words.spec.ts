import {
  questionLanguage,
  romanise,
  soundKey,
  stemEnglish,
  stemIndic,
} from '../../src/advisory/domain/farmer-words';

describe('romanise', () => {
  it.each([
    ['कपास', 'kapaas'],
    ['गेहूं', 'gehuun'],
    ['सुंडी', 'sundii'],
    ['ઇયળ', 'iyal'],
    ['કપાસ', 'kapaas'],
    ['ઘઉં', 'ghaun'],
    ['पत्ते', 'patte'],
  ])('writes %s as %s', (word, latin) => {
    expect(romanise(word)).toBe(latin);
  });
});

describe('soundKey', () => {
  it.each([
    [['gehu', 'gehoon', 'gehun', romanise('गेहूं')], 'geh'],
    [['peela', 'pila', romanise('पीला')], 'pil'],
    [['kapas', romanise('કપાસ'), romanise('कपास')], 'kapas'],
    [['iyal', romanise('ઇયળ'), romanise('ઈયળ')], 'iyal'],
    [['thand', romanise('ठंड')], 'tad'],
  ])('gives %j the one key %s', (spellings, key) => {
    for (const spelling of spellings) expect(soundKey(spelling)).toBe(key);
  });

  it('keeps a real final n ("dhan", "din", "kisan")', () => {
    expect(soundKey('dhan')).toBe('dan');
    expect(soundKey('din')).toBe('din');
    expect(soundKey('kisan')).toBe('kisan');
  });
});

describe('stemIndic', () => {
  it.each([
    ['કપાસમાં', 'કપાસ'],
    ['ઘઉંનું', 'ઘઉં'],
    ['ખેડૂતોને', 'ખેડૂત'],
    ['पत्तों', 'पत्त'],
    ['किसानों', 'किसान'],
    ['ઘઉં', 'ઘઉં'],
  ])('strips the ending of %s', (word, stem) => {
    expect(stemIndic(word)).toBe(stem);
  });
});

describe('stemEnglish', () => {
  it.each([
    ['leaves', 'leaf'],
    ['rotting', 'rot'],
    ['dropped', 'drop'],
    ['dried', 'dry'],
    ['flies', 'fly'],
    ['sowing', 'sow'],
    ['grass', 'grass'],
    ['seed', 'seed'],
  ])('stems %s to %s', (word, stem) => {
    expect(stemEnglish(word)).toBe(stem);
  });
});

describe('questionLanguage', () => {
  it.each([
    ['सरसों में माहू', 'hi'],
    ['કપાસમાં ઇયળ', 'gu'],
    ['gehu me peela pan aa raha hai', 'hi'],
    ['kapas ma iyal padi che', 'gu'],
    ['pm kisan no hapto nathi aavyo', 'gu'],
    ['how do I stop aphids on my mustard', 'en'],
    ['what is the best time to sow wheat me', 'en'],
    // "have" is also Gujarati (now), "me" Hindi (in): plain English still reads as English
    ['chana pods have holes green caterpillar inside pod', 'en'],
    ['buyer asking me to pay transport fee first then he will pay', 'en'],
    ['anar ke fal pe kale tel jaise dhabbe fir fal fat jata', 'hi'],
    ['anaj ma sulfas ni goli mukay ke nahi', 'gu'],
    // "thi" is Hindi and Gujarati; "varsad" and "divas" only Gujarati
    ['varsad khechayo 20 divas thi kapas murjhay 6', 'gu'],
    ['magfali ma munda bahu', 'gu'],
    ['harvester thi ghau kadhavya to dana tuti gaya', 'gu'],
  ] as const)('reads %s as %s', (question, lang) => {
    expect(questionLanguage(question)).toBe(lang);
  });

  it('says nothing of a question that uses none of the everyday words', () => {
    expect(questionLanguage('urea dose wheat')).toBeNull();
    expect(questionLanguage('asdf')).toBeNull();
  });
});
