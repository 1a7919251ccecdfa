import stopwords from 'stopwords-iso/stopwords-iso.json';

/**
 * Words too common to say what a question is about. English: our own short list of function
 * words (the big lists drop words farmers mean, like "low", "old" or "turn"); Hindi and Gujarati:
 * stopwords-iso's lists (MIT).
 */
const ENGLISH =
  `a about above after again against all am an and any are as at be because been before
being below between both but by can could did do does doing down during each few for from
further had has have having he her here hers herself him himself his i if in into is it its
itself just me more most my myself no nor not now of off on once only or other our ours
ourselves out over own same she should so some such than that the their theirs them themselves
then there these they this those through to too under until up very was we were what whats
which while who whom why will with would you your yours yourself yourselves please tell know
want get got also much many way ways thing things sir madam ji hello hi dear how`.split(/\s+/);

const { hi, gu } = stopwords;

export const STOP_WORDS = new Set<string>([...ENGLISH, ...hi, ...gu]);
