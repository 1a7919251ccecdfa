import { GUJARATI_FARM_WORDS } from './farm-lexicon-gujarati';
import { MORE_FARM_WORDS } from './farm-lexicon-more';

/**
 * Farmers' everyday words in Hindi and Gujarati, in their scripts and as typed in Latin letters,
 * with the English words our passages use for the same thing. A question's word also searches
 * for its English words, so "vavetar", "बुवाई" and "વાવણી" all find sowing, whichever word the
 * translation happened to use. Crop names come from the crop catalogue (data/crops.json).
 */
const LEXICON: Record<string, string> = {
  sow: `buwai buvai bowai buai bijai bovni boni बुवाई बुआई बोवाई बोआई बोनी बोवनी बिजाई vavni vavetar
    vavvu vavva vavyu વાવણી વાવેતર વાવવું વાવવા વાવ્યું bo બી`,
  seed: `beej bij bija biyaran biyaaran बीज बिज बियारण બીજ બિયારણ બી`,
  fertiliser: `khad khaad khat khatar खाद खात उर्वरक ખાતર`,
  urea: `yuria yooria yuriya यूरिया युरिया યુરિયા`,
  irrigation: `sinchai sichai sinchaai सिंचाई piyat piyaat પિયત`,
  pest: `keet keeda kida kide keede jivat jeevat jivaat कीट कीड़ा कीड़े कीडा कीडे જીવાત`,
  caterpillar: `sundi sundee illi ilii iyal iyad ilyi सुंडी सुण्डी इल्ली ઇયળ ઈયળ`,
  aphid: `mahu maahu mahoo chepa molo molomasi mola माहू माहो चेपा મોલો મોલોમસી મોલોમશી lahi lahee लाही`,
  whitefly: `safedmakhi सफेदमक्खी`,
  termite: `deemak dimak udhai udhei दीमक ઉધઈ ઉધઇ`,
  disease: `rog bimari beemari रोग बीमारी बिमारी રોગ`,
  blight: `jhulsa jhulasa झुलसा झुलसन`,
  wilt: `ukhtha ukatha sukaro sukara murjhana उकठा मुरझाना सुकारो સુકારો murjha murjhaya murjhai murjhaye मुरझा मुरझाया मुरझाई मुरझाए`,
  yellow: `peela pila peeli pili peele pile pilu pilash पीला पीली पीले पीलापन પીળું પીળા પીળી પીળાશ`,
  leaf: `patti patta patte pattiyan पत्ती पत्ता पत्ते पत्तियां पत्तियाँ paan પાન પાંદડા`,
  price: `bhav bhaav daam kimat keemat भाव दाम कीमत ભાવ કિંમત`,
  mandi: `मंडी yard apmc માર્કેટ યાર્ડ`,
  weather: `mausam mosam मौसम havaman હવામાન`,
  rain: `barish baarish varsha बारिश वर्षा बरसात varsad varsaad વરસાદ`,
  frost: `pala paala पाला himpat હિમ ઝાકળ`,
  storage: `bhandaran भंडारण sangrah संग्रह સંગ્રહ`,
  harvest: `katai kataai कटाई kapni kaapni કાપણી`,
  soil: `mitti मिट्टी mati maati માટી jamin jameen જમીન`,
  weed: `kharpatwar nindan nindamn खरपतवार नींदण નીંદણ`,
  spray: `chhidkav chidkav छिड़काव छिडकाव chhantkav chantkav છંટકાવ છાંટવું`,
  loan: `karj karz कर्ज कर्जा लोन લોન dhiran ધિરાણ`,
  insurance: `bima beema बीमा vimo vima વીમો વીમા`,
  subsidy: `anudan अनुदान sahay sahaay સહાય sabsidi सब्सिडी સબસિડી`,
  instalment: `kist kisht किस्त hapto hafto હપ્તો`,
  drip: `tapak ટપક`,
  moisture: `nami नमी bhej ભેજ`,
  drying: `sukhana sukhaye सुखाना सुखाएं sukavvu સૂકવવું`,
  fruit: `phal fal फल ફળ`,
  flower: `phool phul फूल ful ફૂલ`,
  root: `jad jadh जड़ जड mool મૂળ`,
  stem: `tana तना thad થડ`,
  weeding: `nirai निराई`,
  nursery: `paudh pod पौध ધરુ dharu`,
  transplant: `ropai ropai रोपाई ropni રોપણી ropvu ropvi ropva રોપવું રોપવા`,
  organic: `jaivik जैविक sendriya સેન્દ્રિય`,
  manure: `gobar गोबर chhan છાણ`,
  compost: `kechua केंचुआ vermi`,
  hail: `ole ola ओले ओला kara કરા`,
  wind: `aandhi andhi आंधी aandhi vavazodu વાવાઝોડું`,
  heat: `loo लू garmi गर्मी garami ગરમી हांफ hanf`,
  sell: `bechna bechni bechne बेचना बेचें vechvu vechvo vechay વેચવું વેચાણ`,
  buyer: `kharidar खरीदार vepari વેપારી`,
  payment: `bhugtan भुगतान chukvani ચુકવણી`,
  warehouse: `godam गोदाम godown ગોડાઉન`,
  grain: `anaj anaaj अनाज અનાજ dana दाना દાણા`,
  jassid: `tadtadiya tadtadiyo fudka phudka फुदका तेला તડતડિયા તડતડિયો`,
  fly: `makhi makkhi मक्खी માખી`,
  white: `safed safaid सफेद સફેદ`,
  mealybug: `chikto chiktho ચીકટો मिलीबग`,
  rot: `sadan sadna सड़न सड़ना kohvaro kohvaaro કોહવારો સડો sado`,
  rust: `ratua gerua रतुआ गेरुआ geru ગેરુ`,
  mildew: `bhabhuti भभूति chharo chhaaro છારો`,
  smut: `kandua कंडुआ angariyo અંગારિયો`,
  curl: `marod मरोड़ kokadva kokdva kokdai kokdaya kokdayu કોકડવા કોકડાઈ કોકડાયા`,
  nematode: `sutrakrimi सूत्रकृमि krumi કૃમિ`,
  drought: `sukha सूखा dushkal duskal દુષ્કાળ achhat અછત`,
  flood: `baadh badh बाढ़ pur પૂર`,
  waterlogging: `jalbharav जलभराव`,
  saline: `khari खारी usar ऊसर khar ખાર ખારાશ kharash`,
  gypsum: `jipsam jipsum जिप्सम chirodi ચિરોડી જીપ્સમ`,
  zinc: `jinc jink जिंक ઝીંક`,
  sulphur: `gandhak गंधक ગંધક`,
  neem: `limdo limbodi લીમડો લીંબોળી नीम`,
  vermicompost: `alsiya alasiya અળસિયા kechua केंचुआ`,
  mulch: `palvar पलवार`,
  sprinkler: `fuvara fuvvara फव्वारा ફુવારા`,
  borewell: `bore bor boring बोरिंग બોર`,
  pond: `talab तालाब talavdi તલાવડી`,
  weevil: `ghun घुन dhanera ધનેરા`,
  pruning: `chhatni chhantni છટણી`,
  blossom: `baur bour maur बौर मौर મોર`,
  ripen: `pakana पकाना pakavvu પકવવું`,
  msp: `samarthan समर्थन tekana ટેકાના`,
  procurement: `kharid kharidi खरीद ખરીદી`,
  agent: `aadhti adhti arhtiya आढ़ती dalal દલાલ`,
  fraud: `dhokha धोखा thagi ठगी chhetarpindi છેતરપિંડી`,
  cold: `thand thandi ठंड ठंडी ઠંડી shitlahar शीतलहर`,
  lightning: `bijli बिजली vijli વીજળી`,
  cyclone: `chakravat चक्रवात`,
  germination: `ankur ankuran अंकुरण ugavo ugaavo ઉગાવો`,
  spacing: `doori duri दूरी antar અંતર`,
  variety: `kism kisam किस्म jaat jat જાત`,
  hybrid: `sankar संकर`,
  yield: `upaj उपज paidavar पैदावार utpadan ઉત્પાદન`,
  livestock: `pashu पशु dhor ઢોર bhains भैंस bhens ભેંસ`,
  treatment: `pat પટ mavjat maavjat માવજત`,
  hole: `kana kaana કાણા કાણું chhed छेद`,
  store: `bharva bharvu bharvo ભરવા ભરવું`,
  document: `kagaz kagaj kagzat kagal कागज़ कागज कागजात કાગળ કાગળો દસ્તાવેજ`,
  test: `jaanch janch जांच जाँच chakasni chakasani ચકાસણી parikshan परीक्षण`,
  agrosense: `app apps ऐप एप એપ aep`,
  forecast: `aagahi agahi આગાહી purvanuman poorvanuman पूर्वानुमान`,
  record: `satbara સાતબાર khatauni खतौनी jamabandi जमाबंदी`,
  purple: `jambli jambudi jamli जामुनी बैंगनी જાંબલી`,
  pump: `motor मोटर મોટર hp`,
  interest: `byaj vyaj ब्याज વ્યાજ`,
  soluble: `ghulti ghulnewali घुलनशील ghulansheel દ્રાવ્ય`,
  stunted: `thingna thingnu thigna ઠીંગણા ઠીંગણું bauna बौना`,
  pod: `dodva dodvo ડોડવા ડોડવો phali फली`,
  fpo: `एफपीओ એફપીઓ એફપી`,
  ikhedut: `આઇખેડૂત આઈખેડૂત`,
  summer: `zaid जायद zayad jayad ઉનાળુ unalu`,
  transport: `ट्रांसपोर्ट ટ્રાન્સપોર્ટ bhada ભાડું`,
  locust: `tiddi tidda tiddi टिड्डी टिड्डा તીડ tid`,
  bruchid: `dhora dhoraa dhore ढोरा ढोरे bhunga`,
  sett: `tukde tukda tukdo tukda टुकड़े टुकड़ा ટુકડા ટુકડો`,
  nilgai: `nilgay nilgaay neelgai neelgay neelgaay rojdo rojda rojdu rojh roz ghodroj नीलगाय रोझ घोड़रोज નીલગાય રોઝ રોજડું રોજડા`,
  boar: `bhund bhundh suar suvar sooar सूअर सुअर ભૂંડ`,
};

/**
 * Names farmers write as two words that are one ("नील गाय" is a nilgai, not a cow): joined before
 * a question is searched.
 */
export const TWO_WORD_NAMES: [string, string][] = [
  ['नील गाय', 'नीलगाय'],
  ['નીલ ગાય', 'નીલગાય'],
  ...['neel gaay', 'neel gai', 'neel gay', 'nil gay', 'nil gai', 'nil gaay'].map(
    (two): [string, string] => [two, 'nilgai'],
  ),
];

/** Verbs that carry a subject, romanised with their usual endings ("vavvu", "vavta", "bona"). */
const VERB_ROOTS: Record<string, string> = {
  sow: 'vav bo boy buw',
  sell: 'vech bech bik',
  spray: 'chhant chant chhidak chidak',
  drying: 'sukav sukha',
  harvest: 'kap kaat kat',
  germination: 'ug uga',
};
const VERB_ENDINGS =
  'na ne ni ta te ti ega egi en e iye aye ye ya yi yo vu vi vo va vanu vani vano ine ie yu se she'.split(
    ' ',
  );
/** The same verbs in Devanagari and Gujarati script ("बोना", "वाववुं" are in LEXICON already). */
const NATIVE_VERB_ROOTS: Record<string, string> = {
  sow: 'बो બો વાવ',
  sell: 'बेच बिक વેચ',
  spray: 'छिड़क છાંટ છાટ',
  drying: 'सुखा સૂકવ સુકવ',
  harvest: 'काट કાપ',
  store: 'ભર',
};
const NATIVE_VERB_ENDINGS =
  'ना ने नी ता ते ती ें े ो िए ाए या यी ी વું વી વો વા તા તી તો વાનું ીને ે ીએ ્યું ્યો ્યા ી'.split(' ');
for (const [english, roots] of Object.entries(NATIVE_VERB_ROOTS)) {
  const forms = roots.split(' ').flatMap((root) => NATIVE_VERB_ENDINGS.map((e) => `${root}${e}`));
  LEXICON[english] = `${LEXICON[english] ?? ''} ${forms.join(' ')}`;
}
for (const [english, roots] of Object.entries(VERB_ROOTS)) {
  const forms = roots.split(' ').flatMap((root) => VERB_ENDINGS.map((e) => `${root}${e}`));
  LEXICON[english] = `${LEXICON[english] ?? ''} ${forms.join(' ')}`;
}

for (const words of [MORE_FARM_WORDS, GUJARATI_FARM_WORDS]) {
  for (const [english, variants] of Object.entries(words)) {
    LEXICON[english] = `${LEXICON[english] ?? ''} ${variants}`;
  }
}

/**
 * Months as farmers name them: the calendar's in Latin letters and both scripts, and the Indian
 * months (amanta, as Gujarat counts them), each under the calendar months it overlaps, the words
 * our passages' sowing windows use ("faguan ma vavay?" is February to March). "May" is left out:
 * in English it is mostly "can".
 */
const MONTHS: [string, string][] = [
  ['january', 'janyuari janvari janwari જાન્યુઆરી जनवरी'],
  ['february', 'farvari febru februari ફેબ્રુઆરી फरवरी'],
  ['march', 'maarch માર્ચ मार्च'],
  ['april', 'epril aprail એપ્રિલ अप्रैल'],
  ['june', 'joon જૂન જુન जून'],
  ['july', 'julai જુલાઈ જુલાઇ जुलाई'],
  ['august', 'agast ogast ઓગસ્ટ अगस्त'],
  ['september', 'sitambar septembar saptembar સપ્ટેમ્બર सितंबर सितम्बर'],
  ['october', 'aktubar oktobar ઓક્ટોબર अक्टूबर'],
  ['november', 'navambar navembar નવેમ્બર नवंबर नवम्बर'],
  ['december', 'disambar disembar ડિસેમ્બર दिसंबर दिसम्बर'],
  ['march april', 'chaitra chait chaitar chaitr ચૈત્ર ચૈતર चैत्र चैत'],
  ['april may', 'vaishakh vaisakh baisakh vaishak વૈશાખ वैशाख बैसाख'],
  ['june', 'jeth jyeshtha jyeshth જેઠ जेठ ज्येष्ठ'],
  ['june july', 'ashadh ashad asadh ashaadh asaadh અષાઢ आषाढ़ आषाढ असाढ़'],
  ['july august', 'shravan sravan savan sawan shrawan શ્રાવણ श्रावण सावन'],
  [
    'august september',
    'bhadrapad bhado bhadon bhadarvo bhadrvo bhadarva ભાદરવો ભાદરવા भाद्रपद भादों',
  ],
  ['september october', 'ashwin ashvin aso aaso asoj kuar kwar આસો आश्विन क्वार'],
  ['october november', 'kartik kartak kaartik kartika કારતક कार्तिक'],
  ['november december', 'magshar magsar agahan aghan margshirsh માગશર मार्गशीर्ष अगहन'],
  ['december january', 'posh paush poush poos પોષ पौष पूस'],
  ['january february', 'magh maagh મહા माघ'],
  ['february march', 'phagun fagun fagan phagan faguan falgun phalgun ફાગણ फाल्गुन फागुन'],
];
for (const [months, variants] of MONTHS) {
  for (const month of months.split(' ')) LEXICON[month] = `${LEXICON[month] ?? ''} ${variants}`;
}

/** Word (lower case) → the English words it adds to a search. */
export const FARM_WORDS = new Map<string, string[]>();
for (const [english, variants] of Object.entries(LEXICON)) {
  for (const variant of variants.split(/\s+/).filter(Boolean)) {
    const key = variant.toLowerCase();
    FARM_WORDS.set(key, [...(FARM_WORDS.get(key) ?? []), english]);
  }
}

/** Farm animals in farmers' words → the English words a topic's title would use for them. */
export const FARM_ANIMALS = new Map<string, string>(
  Object.entries({
    cow: 'cow cattle livestock',
    cows: 'cow cattle livestock',
    gaay: 'cow cattle livestock',
    gai: 'cow cattle livestock',
    गाय: 'cow cattle livestock',
    ગાય: 'cow cattle livestock',
    buffalo: 'buffalo cattle livestock',
    bhains: 'buffalo cattle livestock',
    bhens: 'buffalo cattle livestock',
    भैंस: 'buffalo cattle livestock',
    ભેંસ: 'buffalo cattle livestock',
    goat: 'goat livestock',
    goats: 'goat livestock',
    bakri: 'goat livestock',
    बकरी: 'goat livestock',
    બકરી: 'goat livestock',
    hen: 'hen chicken',
    murgi: 'hen chicken',
    मुर्गी: 'hen chicken',
    મરઘી: 'hen chicken',
    fish: 'fish',
    machhli: 'fish',
    machli: 'fish',
    मछली: 'fish',
    માછલી: 'fish',
    bee: 'bee honeybee',
    madhumakhi: 'bee honeybee',
    मधुमक्खी: 'bee honeybee',
    મધમાખી: 'bee honeybee',
  }),
);
