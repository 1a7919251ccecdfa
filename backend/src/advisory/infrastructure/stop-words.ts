import stopwords from 'stopwords-iso/stopwords-iso.json';
import { MORE_OFF_TOPIC_WORDS } from './off-topic-words';
import { ROMAN_GUJARATI_VERBS, ROMAN_HINDI_VERBS } from '../domain/farmer-words';

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

/**
 * Words that carry a question but not its subject: romanised Hindi and Gujarati function words
 * ("me", "ka", "ma", "che"), and the ways farmers ask for help in any of our languages ("ilaj",
 * "upay", "kya kare", "शु करवु"). Without them "gehu me peela pan ka ilaj" is about wheat and
 * yellowing, not about "ilaj".
 */
export const FILLER_WORDS = new Set<string>([
  ...`me mein mai main ka ki ke ko hai hain he hu hoon nahi nahin nai nhi kya kyu kyon kyun kaise
kaisa kaisi kab kaha kahan kidhar kitna kitni kitne aur se par pe raha rahi rahe rhi rha rhe
gaya gayi gaye gya gyi chuka chuki chuke tha thi hoga hogi honge kare karen kre kren karna karu
kar karo karte karta karti karke karne kiya kiye kijiye kariye karein lag laga lagi lage lagta
lagti wala wali wale bhi mera meri mere hamara hamari hamare humara konsa konsi kaunsa kaunsi
kaun liye liya chahiye chaiye chahie hota hoti hote ilaj ilaaj upay upaay upchar batao bataye
btao bataiye bataen batana bataya jankari jaankari jaldi bhai ji sahab saheb sir abhi ab 
kis kisme isme usme ye yeh wo woh jo tab toh plz pls please help solution problem samasya aa
aaya aayi aaye aata aati aate ata ati jata jati jate jaye jaaye jana hua hui hue huwa hona hone
ho de dena dein diya diye do le lena lein lo dal dale daale dalna dalen dalu lagana lagaye
lagaen lagayen lagaun rakh rakhe rakhna rakhen rakhu phir fir ya lekin magar koi kuch kuchh
bahut bohot bahot thoda bilkul sahi accha achha acha theek thik sakta sakte sakti milega milegi
milta milti mila mili pata pta dekh dekho samajh hum ham humne maine mene mujhe muje hamne
humko hame hamein apni apna apne unka uska iska inka aap aapka tak sath saath bina wajah mat
ma maa nu no ni na ne che chhe chhu chu cho hatu hati hata hoy thay thayu thai thase thashe
aavyu aavyo aavi aave aavshe avyu avyo avi gayu gayo gai padyu padyo padi pade padse nakhvu
nakhvi nakhvo nakhu nakhie nakhiye nakhay karvu karvi karvo karie kariye karyu karyo kari
rakhvu rakhvi rakhie aapvu devu levu lidhu didhu joie joiye joiae jove jaruri shu su shun kem
kevi kevu kevo keva kyare kyan kyathi ketlu ketla ketli ketlo kon kone konu mate maate thi ane
nathi ame amne amaru amara amari maru mara mari tamaru tame mane kai kaik kashu badhu bau bahu
ghanu ghana thodu thodi have hamna  kale pachi pehla pela sathe vagar kaho kahejo batavo
janavo samjavo etle ae kahe kahiye hu what's whats tell kindly suggest suggestion advice advise
need needed want much many where when done give given let banega banegi lagega lagegi karwaye karvaye karwana dikhega dikhegi jate jaate jaatey pehle pehla pehli baad bad aane aana jay jaay evu aevu evo pehlo pehli sambhadyu dalte dalta dalti mukvo mukvu mukvi sakay sake sakiye ok okay hmm
है हैं था थी थे हो होगा होगी होता होती होते हुआ हुई हुए गया गई गए गयी रहा रही रहे रहें आ आया
आई आए आयी आता आती आते जा जाता जाती जाते जाए जाये जाना दे दें देना दिया दिए डालें डाले डालना
डालूं डालूँ लगाएं लगाएँ लगाये लगाना रखें रखे रखना करें करे करना करूं करूँ किया किए कीजिए करिए
चाहिए सकता सकती सकते मिलेगा मिलेगी मिलता मिला मिली बताएं बताएँ बताइए बताओ बताये पता अब अभी 
फिर या लेकिन मगर नहीं नही ना मत क्या कैसे क्यों कब कहाँ कहां कितना कितनी कितने कौन कौनसा कौनसी
कोई कुछ बहुत ज्यादा ज़्यादा थोड़ा सब सभी हम मैं मेरा मेरी मेरे हमारा हमारी हमारे मुझे हमें अपना
अपनी अपने उसका इसका जी भाई साहब सर कृपया इलाज उपाय उपचार समस्या जानकारी मदद हल सुझाव
છે છું છો હતું હતી હતા હોય થાય થયું થઈ થશે આવ્યું આવ્યો આવી આવે આવશે ગયું ગયો ગઈ ગયા પડ્યું
પડ્યો પડી પડે પડશે નાખવું નાખવી નાખવો નાખું નાખીએ કરવું કરવી કરવો કરું કરીએ કરો કર્યું કરી
રાખવું રાખવી રાખીએ આપવું દેવું લેવું જોઈએ જોઇએ જરૂરી શું શુ કેમ કેવી કેવું કેવો ક્યારે ક્યાં
કેટલું કેટલા કેટલી કેટલો કોણ માટે થી અને કે તો પણ જ નથી નહીં નહિ ના નઈ અમે અમને અમારું
અમારા મારું મારા મારી તમારું તમે મને હું કંઈ કાંઈ બધું બહુ ઘણું ઘણા થોડું વધુ ઓછું હવે
હમણાં  પછી પહેલા સાથે ભાઈ સાહેબ કહો જણાવો જણાવશો સમજાવો ઉપાય ઇલાજ ઉકેલ સમસ્યા
માહિતી રીતે મદદ સલાહ દઉં જોઉં હોઈએ પેલા પેલો કરી દીધું દીધી જાતે રાખી શકું શકાય શકે લઉં રાખવો રાખવું
rite reete
hello helo hlo hii hey हेलो हलो હેલો dau ek khai chalse lakhvu becoming forcing dubara dobara दिखेगा लगेगा बचाए उठाएंगे कैसे कयारे કયારે
કેવા સુ લખ્યું ખવડાવું વરસે ખેંચીએ ઉછેરવી
divse divase divas dive દિવસે દિવસ din dino dinon दिन दिनों
અમારી અમારે એમાં રાખ્યા રાખ્યું સાંભળ્યું ચ્યારે ema bov amare chiye chhiye hase ante daie
vakhte vakhate kayu kayo te tyare kyarek pachhi jevo jevi jevu badho thatu karay rahyu jethi apvu
apay apai naakhu thayo faydo fayda vaparvu vapray pharithi ગઇ કઇ નુ કેટલુ ક્યા kyo apu lai moklo avta શેના શેનો શેની શેનું શેમાં shena shenu shema કયુ કયો કઇ डालू डालु dalu vaprvu vaprvi vaprvo fayado aapvathi apvathi saari चलेगा चलेगी चलेंगे chalega chalegi best apvi apvo`.split(
    /\s+/,
  ),
  ...ROMAN_HINDI_VERBS,
  ...ROMAN_GUJARATI_VERBS,
]);

/**
 * Farmers' words the passages do not use, and the words they do use for the same thing.
 * Hindi and Gujarati farm words need none: the passages are in those languages too, and
 * romanised words meet them by sound.
 */
export const SYNONYMS = new Map<string, string[]>(
  Object.entries({
    medicine: ['pesticide', 'spray'],
    medicines: ['pesticide', 'spray'],
    dawai: ['pesticide', 'spray'],
    dawa: ['pesticide', 'spray'],
    dava: ['pesticide', 'spray'],
    worm: ['caterpillar', 'larva'],
    worms: ['caterpillar', 'larva'],
    insect: ['pest'],
    insects: ['pest'],
    bug: ['pest'],
    bugs: ['pest'],
    fertilizer: ['fertiliser'],
    fertilizers: ['fertiliser'],
    manure: ['fertiliser', 'fym'],
    cost: ['price'],
    money: ['payment', 'instalment'],
    loan: ['credit', 'kcc'],
    rain: ['rainfall', 'monsoon'],
    sowing: ['sow'],
    planting: ['sow'],
    watering: ['irrigation'],
    water: ['irrigation'],
  }),
);

/**
 * Words that say a question is about something other than farming: phones and vehicles, gold,
 * sport and films, elections, a person's illness. A question that uses one is answered only when
 * the rest of it is clearly covered by a passage (docs/agrobot.md).
 */
export const OFF_TOPIC_WORDS = new Set<string>(
  `iphone smartphone samsung redmi oppo vivo laptop computer tv television
motorcycle scooter car cars gold silver sona sone chandi bitcoin share shares sensex cricket match ipl movie movies film films song songs actor actress hero heroine game
games election elections vote votes voting party bjp congress rahul minister mla
politics rally fever cough headache pain diarrhoea diarrhea dast bukhar bukhaar khansi
dard doctor hospital pregnancy pregnant child children bachcha bachche bacche dawakhana covid diabetes bp sugar girlfriend boyfriend love marriage
shaadi job jobs naukri salary exam result results recipe recipes
लैपटॉप बाइक कार सोना सोने चांदी चाँदी शेयर क्रिकेट मैच फिल्म फ़िल्म गाना
चुनाव वोट पार्टी भाजपा कांग्रेस राहुल मंत्री विधायक राजनीति बुखार खांसी खाँसी 
जुकाम दर्द दस्त डॉक्टर अस्पताल बच्चा बच्चे बच्ची गर्भ मधुमेह नौकरी परीक्षा रिज़ल्ट
લેપટોપ બાઇક કાર સોનું સોનાનો ચાંદી શેર ક્રિકેટ મેચ ફિલ્મ ગીત ચૂંટણી મત પાર્ટી
ભાજપ કોંગ્રેસ રાહુલ મંત્રી ધારાસભ્ય રાજકારણ તાવ ઉધરસ શરદી દુખાવો ઝાડા ડૉક્ટર ડોક્ટર
દવાખાનું હોસ્પિટલ બાળક બાળકને છોકરો છોકરી ડાયાબિટીસ નોકરી પરીક્ષા
${MORE_OFF_TOPIC_WORDS}`.split(/\s+/),
);
