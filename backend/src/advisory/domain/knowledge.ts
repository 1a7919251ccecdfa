import { ADVISORY_LANGUAGES, type AdvisoryLanguage } from './language';

/** One attributed passage of AgroBot's knowledge base. */
export interface Passage {
  id: string;
  lang: AdvisoryLanguage;
  topic: string;
  title: string;
  text: string;
  keywords: string[];
  source: { name: string; url: string | null };
  lastReviewed: string;
  translationOf: string | null;
}

/** What is wrong with a raw passage, or null when it is fit to index. */
export function passageProblem(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object') return 'not an object';
  const p = raw as Record<string, unknown>;
  if (typeof p.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.id)) return 'bad id';
  if (!ADVISORY_LANGUAGES.includes(p.lang as AdvisoryLanguage)) return `${p.id}: bad lang`;
  if (typeof p.title !== 'string' || p.title.trim() === '' || p.title.length > 140)
    return `${p.id}: bad title`;
  if (typeof p.text !== 'string' || p.text.trim().length < 80) return `${p.id}: text too short`;
  if (!Array.isArray(p.keywords) || p.keywords.some((k) => typeof k !== 'string'))
    return `${p.id}: bad keywords`;
  const source = p.source as Record<string, unknown> | undefined;
  if (!source || typeof source.name !== 'string' || source.name.trim() === '')
    return `${p.id}: no source`;
  if (source.url != null && (typeof source.url !== 'string' || !source.url.startsWith('https://')))
    return `${p.id}: source url must be https`;
  if (typeof p.lastReviewed !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(p.lastReviewed))
    return `${p.id}: bad lastReviewed`;
  if (p.lang !== 'en' && typeof p.translationOf !== 'string')
    return `${p.id}: a translation needs translationOf`;
  return null;
}

/** Kisan Call Centre: the government's free farmer helpline, our answer when we do not know. */
export const KISAN_CALL_CENTRE = '1800-180-1551';

export const NO_ANSWER: Record<AdvisoryLanguage, string> = {
  en: `Sorry, I don't have a reliable answer to that. Please call the Kisan Call Centre on ${KISAN_CALL_CENTRE} (free, every day 6 AM to 10 PM) or ask your nearest Krishi Vigyan Kendra.`,
  hi: `क्षमा करें, इस प्रश्न का भरोसेमंद उत्तर मेरे पास नहीं है। कृपया किसान कॉल सेंटर ${KISAN_CALL_CENTRE} (निःशुल्क, रोज़ सुबह 6 से रात 10 बजे) पर फ़ोन करें या अपने नज़दीकी कृषि विज्ञान केंद्र से पूछें।`,
  gu: `માફ કરશો, આ પ્રશ્નનો ભરોસાપાત્ર જવાબ મારી પાસે નથી. કૃપા કરીને કિસાન કોલ સેન્ટર ${KISAN_CALL_CENTRE} (મફત, રોજ સવારે 6 થી રાત્રે 10) પર ફોન કરો અથવા નજીકના કૃષિ વિજ્ઞાન કેન્દ્રને પૂછો.`,
};

/** Said under every retrieved answer: what it is and where to go for doses and diagnosis. */
export const RETRIEVAL_FOOTER: Record<AdvisoryLanguage, string> = {
  en: `(From our knowledge base. For pesticide doses or a diagnosis, ask your KVK or the Kisan Call Centre, ${KISAN_CALL_CENTRE}.)`,
  hi: `(हमारे ज्ञान-संग्रह से। दवा की मात्रा या रोग की पहचान के लिए अपने केवीके या किसान कॉल सेंटर ${KISAN_CALL_CENTRE} से पूछें।)`,
  gu: `(અમારા જ્ઞાન-સંગ્રહમાંથી. દવાની માત્રા કે રોગની ઓળખ માટે તમારા કેવીકે અથવા કિસાન કોલ સેન્ટર ${KISAN_CALL_CENTRE} ને પૂછો.)`,
};
