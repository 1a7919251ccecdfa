/**
 * Farmers' everyday words in Hindi and Gujarati, in their scripts and as typed in Latin letters,
 * with the English words our passages use for the same thing. A question's word also searches
 * for its English words, so "vavetar", "बुवाई" and "વાવણી" all find sowing, whichever word the
 * translation happened to use. Crop names come from the crop catalogue (data/crops.json).
 */
const LEXICON: Record<string, string> = {
  sow: `buwai buvai bowai buai bijai bovni boni बुवाई बुआई बोवाई बोआई बोनी बोवनी बिजाई vavni vavetar
    vavvu vavva vavyu વાવણી વાવેતર વાવવું વાવવા વાવ્યું`,
  seed: `beej bij bija biyaran biyaaran बीज बिज बियारण બીજ બિયારણ`,
  fertiliser: `khad khaad khat khatar खाद खात उर्वरक ખાતર`,
  urea: `yuria yooria yuriya यूरिया युरिया યુરિયા`,
  irrigation: `sinchai sichai sinchaai सिंचाई piyat piyaat પિયત`,
  pest: `keet keeda kida kide keede jivat jeevat jivaat कीट कीड़ा कीड़े कीडा कीडे જીવાત`,
  caterpillar: `sundi sundee illi ilii iyal iyad ilyi सुंडी सुण्डी इल्ली ઇયળ ઈયળ`,
  aphid: `mahu maahu mahoo chepa molo molomasi mola माहू माहो चेपा મોલો મોલોમસી મોલોમશી`,
  whitefly: `safedmakhi सफेदमक्खी`,
  termite: `deemak dimak udhai udhei दीमक ઉધઈ ઉધઇ`,
  disease: `rog bimari beemari रोग बीमारी बिमारी રોગ`,
  blight: `jhulsa jhulasa झुलसा झुलसन`,
  wilt: `ukhtha ukatha sukaro sukara murjhana उकठा मुरझाना सुकारो સુકારો`,
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
  transplant: `ropai ropai रोपाई ropni રોપણી`,
  organic: `jaivik जैविक sendriya સેન્દ્રિય`,
  manure: `gobar गोबर chhan છાણ`,
  compost: `kechua केंचुआ vermi`,
  hail: `ole ola ओले ओला kara કરા`,
  wind: `aandhi andhi आंधी aandhi vavazodu વાવાઝોડું`,
  heat: `loo लू garmi गर्मी garami ગરમી`,
  sell: `bechna bechni bechne बेचना बेचें vechvu vechvo vechay વેચવું વેચાણ`,
  buyer: `kharidar खरीदार vepari વેપારી`,
  payment: `bhugtan भुगतान chukvani ચુકવણી`,
  warehouse: `godam गोदाम godown ગોડાઉન`,
  grain: `anaj anaaj अनाज અનાજ dana दाना દાણા`,
};

/** Word (lower case) → the English words it adds to a search. */
export const FARM_WORDS = new Map<string, string[]>();
for (const [english, variants] of Object.entries(LEXICON)) {
  for (const variant of variants.split(/\s+/).filter(Boolean)) {
    const key = variant.toLowerCase();
    FARM_WORDS.set(key, [...(FARM_WORDS.get(key) ?? []), english]);
  }
}
