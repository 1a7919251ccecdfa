/**
 * How AgroBot reads a farmer's words, in any of our three languages and in either script: Hindi
 * and Gujarati words are turned into Latin letters and then into a sound key, so "gehu", "gehoon"
 * and "गेहूं" meet, as do "kapas ma iyal" and "કપાસમાં ઇયળ". The method is in
 * docs/agrobot.md ("How a question is read").
 */

import { detectLanguage, type AdvisoryLanguage } from './language';

/** Offsets inside the Devanagari (U+0900) and Gujarati (U+0A80) blocks, which share a layout. */
const INDEPENDENT_VOWELS: Record<number, string> = {
  0x05: 'a',
  0x06: 'aa',
  0x07: 'i',
  0x08: 'ii',
  0x09: 'u',
  0x0a: 'uu',
  0x0b: 'ri',
  0x0c: 'li',
  0x0d: 'e',
  0x0e: 'e',
  0x0f: 'e',
  0x10: 'ai',
  0x11: 'o',
  0x12: 'o',
  0x13: 'o',
  0x14: 'au',
  0x60: 'ri',
};
const CONSONANTS: Record<number, string> = {
  0x15: 'k',
  0x16: 'kh',
  0x17: 'g',
  0x18: 'gh',
  0x19: 'n',
  0x1a: 'ch',
  0x1b: 'chh',
  0x1c: 'j',
  0x1d: 'jh',
  0x1e: 'n',
  0x1f: 't',
  0x20: 'th',
  0x21: 'd',
  0x22: 'dh',
  0x23: 'n',
  0x24: 't',
  0x25: 'th',
  0x26: 'd',
  0x27: 'dh',
  0x28: 'n',
  0x29: 'n',
  0x2a: 'p',
  0x2b: 'ph',
  0x2c: 'b',
  0x2d: 'bh',
  0x2e: 'm',
  0x2f: 'y',
  0x30: 'r',
  0x31: 'r',
  0x32: 'l',
  0x33: 'l',
  0x34: 'l',
  0x35: 'v',
  0x36: 'sh',
  0x37: 'sh',
  0x38: 's',
  0x39: 'h',
  0x58: 'k',
  0x59: 'kh',
  0x5a: 'g',
  0x5b: 'j',
  0x5c: 'r',
  0x5d: 'rh',
  0x5e: 'f',
  0x5f: 'y',
};
const VOWEL_SIGNS: Record<number, string> = {
  0x3e: 'aa',
  0x3f: 'i',
  0x40: 'ii',
  0x41: 'u',
  0x42: 'uu',
  0x43: 'ri',
  0x44: 'ri',
  0x45: 'e',
  0x46: 'e',
  0x47: 'e',
  0x48: 'ai',
  0x49: 'o',
  0x4a: 'o',
  0x4b: 'o',
  0x4c: 'au',
};
const VIRAMA = 0x4d;
const NASALS = new Set([0x01, 0x02]);

function blockOffset(c: number): number | null {
  if (c >= 0x0900 && c <= 0x097f) return c - 0x0900;
  if (c >= 0x0a80 && c <= 0x0aff) return c - 0x0a80;
  return null;
}

export function isIndic(word: string): boolean {
  return /[\u0900-\u097f\u0a80-\u0aff]/.test(word);
}

/**
 * A Hindi or Gujarati word in plain Latin letters, as a farmer would type it: the inherent "a"
 * of a consonant is written unless a vowel sign or virama follows, and dropped at the word's end
 * ("कपास" → "kapas"); anusvara and chandrabindu become "n".
 */
export function romanise(word: string): string {
  let out = '';
  let pendingA = false;
  for (const ch of word) {
    const offset = blockOffset(ch.codePointAt(0) ?? 0);
    if (offset === null) {
      if (pendingA) out += 'a';
      pendingA = false;
      out += ch;
      continue;
    }
    const consonant = CONSONANTS[offset];
    const sign = VOWEL_SIGNS[offset];
    if (consonant !== undefined) {
      if (pendingA) out += 'a';
      out += consonant;
      pendingA = true;
    } else if (sign !== undefined) {
      out += sign;
      pendingA = false;
    } else if (offset === VIRAMA) {
      pendingA = false;
    } else if (INDEPENDENT_VOWELS[offset] !== undefined) {
      if (pendingA) out += 'a';
      out += INDEPENDENT_VOWELS[offset];
      pendingA = false;
    } else if (NASALS.has(offset)) {
      if (pendingA) out += 'a';
      out += 'n';
      pendingA = false;
    } else if (offset >= 0x66 && offset <= 0x6f) {
      if (pendingA) out += 'a';
      out += String(offset - 0x66);
      pendingA = false;
    }
    // nukta, visarga, avagraha and the rest add no sound a farmer types
  }
  return out; // a final pending "a" is the dropped schwa
}

const VOWEL = 'aeiou';

/**
 * The sound of a Latin-letter word with the usual spelling differences taken out: long and
 * short vowels, aspiration (kh/k, dh/d), sh/s, w/v, z/j, doubled letters, a final nasal and a
 * final vowel. "peela" and "पीला" give "pil"; "gehoon", "gehu" and "गेहूं" give "geh".
 */
export function soundKey(latin: string): string {
  let s = latin.toLowerCase().replace(/[^a-z]/g, '');
  s = s
    .replace(/ck/g, 'k')
    .replace(/c(?!h)/g, 'k')
    .replace(/ph/g, 'f')
    .replace(/sh/g, 's')
    .replace(/([kgcjtdbpr])h/g, '$1')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/ee|ii|ie/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/aa/g, 'a')
    .replace(/ai|ay|ei|ey/g, 'e')
    .replace(/au|ou|ow|ao/g, 'o')
    .replace(/(.)\1+/g, '$1');
  // a nasal after a vowel before a consonant ("thand" / "ठंड"), or at the end after u, o or e,
  // where it is an anusvara ("gehun" / "गेहूं"); "dhan", "din" and "kisan" keep theirs
  s = s.replace(/([aeiou])[nm](?=[^aeiouy])/g, '$1').replace(/([uoe])[nm]$/, '$1');
  if (s.length >= 4 && VOWEL.includes(s[s.length - 1]!)) s = s.slice(0, -1);
  if (s.length >= 4 && s.endsWith('h')) s = s.slice(0, -1);
  return s;
}

/** Case endings and postpositions that Hindi and Gujarati join to a word ("કપાસમાં" → "કપાસ"). */
const GUJARATI_ENDINGS = [
  'માંથી',
  'માંનો',
  'માંની',
  'માં',
  'વાળું',
  'વાળા',
  'નાં',
  'નું',
  'નો',
  'ની',
  'ના',
  'ને',
  'થી',
  'ોમાં',
  'ોને',
  'ોની',
  'ોનો',
  'ોના',
  'ઓમાં',
  'ઓને',
  'ઓની',
  'ઓનો',
  'ઓ',
  'ે',
];
const HINDI_ENDINGS = ['ियों', 'ियाँ', 'ियां', 'ाओं', 'ाएँ', 'ाएं', 'ों', 'ें', 'ाँ', 'ां', 'ा', 'ी', 'े'];

const byLength = (endings: string[]) => [...endings].sort((a, b) => b.length - a.length);
const GUJARATI_BY_LENGTH = byLength(GUJARATI_ENDINGS);
const HINDI_BY_LENGTH = byLength(HINDI_ENDINGS);

/** A Hindi or Gujarati word without its case ending or postposition, when enough stays. */
export function stemIndic(word: string): string {
  const gujarati = /[\u0a80-\u0aff]/.test(word);
  const endings = gujarati ? GUJARATI_BY_LENGTH : HINDI_BY_LENGTH;
  for (const ending of endings) {
    if (word.endsWith(ending) && [...word].length - [...ending].length >= 2) {
      return word.slice(0, word.length - ending.length);
    }
  }
  return word;
}

/** "rott" → "rot", "dropp" → "drop" (but "fall", "grass" stay). */
function undouble(stem: string): string {
  return /([b-df-hj-km-np-rtv-z])\1$/.test(stem) && !/(ll|ss|zz)$/.test(stem)
    ? stem.slice(0, -1)
    : stem;
}

/** A light English stem: plurals and -ing / -ed endings ("leaves" → "leaf", "spraying" → "spray"). */
export function stemEnglish(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ves') && word.length > 5) return `${word.slice(0, -3)}f`;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ied') && word.length >= 5) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length >= 6) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length >= 5 && !word.endsWith('eed')) {
    return undouble(word.slice(0, -2));
  }
  if (word.endsWith('es') && /(?:ch|sh|x|ss|o)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Romanised Hindi and Gujarati forms of everyday verbs (do, give, take, put, keep, see, say, come,
 * go, be, can, get…): a root with its usual endings ("karvu", "karvo", "karta", "karenge"). They
 * mark a question's language and carry no subject. Verbs that do (sow, sell, spray) are in the
 * farm lexicon instead.
 */
function verbForms(roots: string, endings: string): string[] {
  const endingList = endings.split(/\s+/).filter(Boolean);
  return roots
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((root) => endingList.map((ending) => `${root}${ending}`));
}
export const ROMAN_HINDI_VERBS = verbForms(
  'kar kara de le dal daal lag laga rakh bata ho ja aa mil dikh pad ban chal sak kah bol bhej uth dekh samajh',
  'na ne ni ta te ti ega egi enge ogi oge en e o iye aye aaye ye ya yi yo u',
);
export const ROMAN_GUJARATI_VERBS = verbForms(
  'kar aap rakh nakh jo kah lai de le mel muk mal pad thay ja aav vadh ghat bach mar kho pich sak chal vav mokal kadh kadhav vech sachav chhant bagad samaj samja utar pathav sambhal',
  'vu vi vo va ta ti to tu vanu vani vano vama vana ine e iye ie yu yo yi ya y u se sho',
);

/**
 * Words that mark romanised Hindi or Gujarati, and English. They decide the language of a
 * question typed in Latin letters ("gehu me peela pan" is Hindi, "kapas ma iyal" Gujarati).
 */
const ROMAN_HINDI = new Set([
  ...`me mein mai main ka ki ko hai hain hoon nahi nahin nhi kya kyu kyon kyun kaise kaisa kaisi kab
kahan kitna kitni kitne aur se par pe raha rahi rahe rha rhi gaya gayi gaye gya gyi kare karen
kre karna karu karo karte karke karne kiya kijiye kariye karein lag laga lagi lage lagta wala
wali wale bhi mera meri mere hamara hamari hamare konsa konsi kaunsa kaunsi kaun liye chahiye
chaiye hota hoti hote hoga hogi batao bataye btao bataiye jata jati jate jaye hua hui hue hona
dena diya dale daale dalna dalen dalte lagana lagaye lagaen rakhe rakhna rakhen sakta sakte
sakti milega milegi mila mili pehle baad tha thi hum humne maine mujhe hame apni apna apne
iska uska ye yeh wo woh abhi aaj ab ilaj upay bahut jyada zyada thoda kuch koi ji ke fir phir
jaise jaisa jaisi`.split(/\s+/),
  ...ROMAN_HINDI_VERBS,
]);
const ROMAN_GUJARATI = new Set([
  ...`ma maa nu no ni ne che chhe chhu chu cho nathi shu su shun kem kevi kevu kevo keva kyare kyan
ketlu ketla ketli ketlo karvu karvi karvo karie kariye karyu karyo mate thi ane hoy thay thayu
thai thase aavyo aavyu aavi aave avyo avyu gayu gayo gai padi padyo padyu pade nakhvu nakhvi
nakhvo nakhiye nakhay joie joiye jove hatu hati hata mara maru mari amara amaru amne tame
tamaru mane kai kaik badhu bau bahu ghanu thodu vadhu ocho have hamna aaje kale pachi pehla
pela sathe etle evu evo mukvo mukvu vechvu vechvo vechay rakhvu rakhvi levu devu aapvu sakay
sake jay jaay upay hapto na par valu vali vala ke`.split(/\s+/),
  // Farm words Gujarati farmers use and Hindi says otherwise (varsad, not barish; khetar, not khet)
  ...`varsad varsaad khetar khetr divas iyal eyal iyad jivat jivaat biyaran biyaaran vavetar vavni
vavvu vavvi piyat khatar chhantkav chantkav chhantvu chhantvi chhanto chhantvani munda mundo undar
undir magfali mandvi bajri jeeru jiru ghau dangar tuver divela erenda dungli dungri lasan ringan
ringna marchu marcha tameta bateta keri sherdi sheradi khechayo khechay murjhay sukay
sukai bagde bagdi bagdyo bagdyu utaro utaaro dodva jindva jinda vepari vadhare pacha pachhu unalu
shiyalu chomasu`.split(/\s+/),
  ...ROMAN_GUJARATI_VERBS,
]);
const ENGLISH = new Set(
  `the is are was were my our your what how why when which where who should can could do does did
of in on for with and or it its this that there have has had be will would my i we you they
from at by after before much many best time get getting turning not no any some per acre kg
crop crops leaf leaves field plant plants tell give please about into whole inside outside near
first then than also only just very more most less same other both each every all because but if
so until while during between under over without within becoming coming going getting falling
drying dying rotting turning showing spreading eating asking using need needs want wants use used
apply applied put buy sell sold pay paid fee join joined start started stop make made keep know
small big large new old good bad right wrong green yellow brown black white red holes hole spots
spot fruits fruit flowers flower roots root stem insects insect worm worms pest pests disease
rain water seed seeds price rate market buyer buyers seller order orders money loan scheme
these those them their here day days week weeks month months year years today tomorrow
again still already yet does doesn't don't isn't can't won't`.split(/\s+/),
);

/**
 * The language of a question: its script first (Devanagari is Hindi, Gujarati script Gujarati);
 * in Latin letters, the language whose everyday words it uses most, or null when it uses none
 * of ours ("urea dose wheat" could be anyone's).
 */
export function questionLanguage(text: string): AdvisoryLanguage | null {
  const script = detectLanguage(text);
  if (script !== 'en') return script;
  let hi = 0;
  let gu = 0;
  let en = 0;
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const inHindi = ROMAN_HINDI.has(word);
    const inGujarati = ROMAN_GUJARATI.has(word);
    // A word both languages use ("upay") says less than one only Hindi or only Gujarati uses.
    const worth = inHindi && inGujarati ? 0.5 : 1;
    if (inHindi) hi += worth;
    if (inGujarati) gu += worth;
    if (ENGLISH.has(word)) en++;
  }
  if (hi === 0 && gu === 0) return en > 0 ? 'en' : null;
  // English function words ("my", "the") outweigh as many Hindi or Gujarati ones.
  if (en > Math.max(hi, gu)) return 'en';
  if (gu > hi) return 'gu';
  if (hi > gu) return 'hi';
  return null;
}
