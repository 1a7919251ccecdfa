/**
 * Indian places farmers name in a question ("rajkot yard ma kapas no bhav", "इंदौर मंडी में
 * सोयाबीन"): the states and union territories, Gujarat's districts, talukas and market yards, and
 * the mandi towns of the big farming states, in Latin letters (with the usual spellings), Gujarati
 * and Devanagari. Written by an AgroSense helper on 2026-11-27; names that are also crop names were
 * left out. A place the knowledge base never uses says nothing about the question's subject: it
 * is dropped rather than weighed as an unknown word (docs/agrobot.md).
 */
export const PLACE_NAMES = new Set(
  `abdasa abohar adilabad adoni agra ahemdabad ahilyanagar ahmadabad ahmdabad ahmedabad ahmednagar
ajmer akola akot aligarh alirajpur allahabad alwar amareli ambaji ambala amdavaad amdavad amravati
amreli amritsar amroha anantapur andaman andhra andhrapradesh anjar ankaleshwar ankleshwar anuppur
araria aravali aravalli arrah arunachal arunachalpradesh ashoknagar assam auraiya aurangabad
ayodhya azamgarh babra badaun bagalkot bagasara baghpat bahraich bahucharaji balaghat balasinor
ballari ballia balotra balrampur banaras banaskanta banaskantha bangalore banglore banswara
barabanki baramati bardoli bareilly bareli barmer barnala baroda barwala barwani bathinda bayad
beawar becharaji beed begusarai belagavi belgaum bellary benaras bengaluru bettiah betul bhabua
bhachau bhagalpur bhanvad bharatpur bharooch bharuch bhatinda bhaunagar bhavanagar bhavnagar
bhavnagr bhawanimandi bhiloda bhilwara bhiwani bhojpur bhopal bhubaneswar bhuj bidar bihar bijapur
bijnor bikaner bilimora bodeli bombay borsad botad budaun bulandshahr buldhana bulsar burhanpur
buxar calcutta cambay chamarajanagar chanasma chandausi chandigarh chandrapur chapra chattisgarh
chennai chhapra chhatarpur chhatisgarh chhattisgarh chhindwara chhotaudaipur chhotaudepur
chikkaballapur chikkamagaluru chikmagalur chitradurga chitrakoot chittaurgarh chittoor chittor
chittorgarh chotila churu coimbatore coorg cuddapah dabhoi dadri dahod dakor damoh dantiwada
darbhanga dasada datia dausa davanagere davangere davangeri dediapada deesa dehgam dehli dehradun
delhi deoria devbhoomi devbhumi devgadhbaria dewas dhandhuka dhanera dhansura dharampur dharashiv
dharwad dholka dholpur dhoraji dhrangadhra dhrol dhulia dilli dindori diyodar dohad dungarpur
dvarka dwaraka dwarka ellenabad eluru etah etawah faizabad faridabad faridkot farrukhabad
fatehabad fatehpur fazilka ferozepur firozabad firozpur gadag gadchiroli gadhada gandevi
gandhidham gandhinagar ganganagar gangapur ganjbasoda gariadhar ghaziabad ghazipur girsomnath
godhara godhra gonda gondal gondia gopalganj gorakhpur gujarat gujrat gulbarga guntur gurdaspur
gurgaon gurugram guwahati gwalior hajipur halol halvad halwad hamirpur hansot hanumangarh hapur
hardoi harij haryana hathras haveri himachal himatnagar himmatnagar hindupur hinganghat hingoli
hisar hissar hoshangabad hoshiarpur hubballi hubli hyderabad indore itarsi jabalpur jafrabad
jagraon jagtial jaipur jaisalmer jalandhar jalaun jalgaon jalor jalore jambusar jamjodhpur
jamkandorna jammu jamnagar jamngar jamui jangaon jasdan jaunpur jehanabad jetpur jhabua jhagadia
jhajjar jhalawar jhalod jhansi jharkhand jhunjhunu jind jodhpur jotana jullundur junagad junagadh
junagarh kachchh kachh kadapa kaimur kaithal kakinada kalaburagi kalavad kalol kalyanpur kamareddy
kamrej kannauj kanpur kapadvanj kaprada kapurthala karad karauli karimnagar karnal karnataka
karwar kasganj kashmir kathiawad kathiyawad kathlal katihar kaushambi kerala kerela keshod
khagaria khambhalia khambhaliya khambhat khamgaon khammam khandesh khandwa khanna khargon khargone
khedbrahma kheralu kishanganj kishangarh kodagu kodinar kolhapur kolkata koppal kota kotkapura
kundla kunkavav kurnool kurukshetra kushinagar kutch kutiyana ladak ladakh lakhimpur lakhisarai
lakhnau lakhpat lakhtar lakshadweep lalitpur lalpur lasalgao lasalgaon latur limkheda lodhika
lucknow ludhiana lunawada machilipatnam madhepura madhopur madhubani madhyapradesh madikeri madras
mahabubnagar maharajganj maharashtr maharashtra maharastra mahbubnagar mahendragarh mahesana
mahisagar mahoba mahsana mahuva mainpuri malegaon malerkotla malpur manavadar mancherial mandasaur
mandavi mandla mandsaur mandsour mandvi mandya mangalore mangaluru mangrol manipur manmad
marathwada mathura medak medta meerut meghalaya mehesana mehsana mendarda merta miryalaguda
mirzapur mizoram modasa moga mohali moradabad morbi morena morvi motihari muktsar mumbai mundra
munger muzaffarnagar muzaffarpur mysore mysuru nadiad nagaland nagaur nagour nagpur nakhatrana
nalanda nalgonda nanded nandurbar nandyal narmadapuram narnaul narsinghpur nashik nasik navsari
nawada nawanshahr neemach neemuch nellore nicobar nimach niphad nizamabad nohar noida odisha
odissa okha olpad ongole oonjha orissa osmanabad paddhari padra palanpur palghar palitana palsana
panchkula panchmahal panchmahals pandharpur panipat panjab parbhani patan pathankot patiala patna
pehowa petlad phagwara phalodi phaltan pilibhit pimpalgaon pipariya pondicherry poona porbandar
porbander prantij pratapgarh prayagraj puducherry pune punjab purnea purnia radhanpur raebareli
rahuri raibareli raichur raigad raipur raisen rajahmundry rajasthan rajgarh rajkot rajkott
rajpipla rajpura rajsamand rajsthan rajula ramanagara ramganjmandi rampur ranavav ranchi ranpur
rapar ratlam ratnagiri rewa rewari rohtak rohtas rupnagar sabarkanta sabarkantha sagbara
saharanpur saharsa samastipur sambhajinagar sanand sangamner sangareddy sangli sangrur sankheda
santalpur santrampur sasaram satara satlasana satna saurashtra savarkundala savarkundla
sawaimadhopur secunderabad sehore seoni shahdol shahjahanpur shajapur shamli sheikhpura sheohar
shimoga shivamogga shivpuri sholapur shravasti siddhapur siddhpur siddipet sidhpur sihor sikar
sikkim siliguri silvassa sindhudurg singrauli sirohi sirsa sitamarhi sitapur siwan sojitra solapur
somnath sonepat songadh sonipat sriganganagar srikakulam srinagar sultanpur supaul surat
surendranagar surendrnagar suryapet sutrapada talaja talala talod tamilnadu tankara tarapur
tarntaran telangana tenali thane thanesar thangadh tharad thasra tikamgarh tirupati tohana tonk
tripura tumakuru tumkur udaipur udupi ujjain umargam umaria umbergaon umrala umreth unja unjha
unnao unza upleta uttarakhand uttaranchal uttarpradesh uttrakhand vadgam vadnagar vadodara
vaghodia vallabhipur valsad vanthali varanasi veraval vidarbha vidisha vijapur vijayapura
vijayawada vijaynagar viramgam visakhapatnam visavadar vishakhapatnam visnagar vizag vizianagaram
vyara wadhwan waghodia wankaner warangal wardha washim westbengal yadgir yamunanagar yavatmal
yeola zagadia zalod
અંકલેશ્વર અંજાર અંડમાન અંબાજી અંબાલા અકોટ અકોલા અજમેર અદોની અનંતપુર અનૂપપુર અબડાસા અબોહર અમદાવાદ
અમરાવતી અમરેલી અમરોહા અમૃતસર અયોધ્યા અરરિયા અરવલ્લી અરાવલી અરુણાચલ અલવર અલીગઢ અલીરાજપુર અશોકનગર
અહમદનગર અહમદાબાદ અહિલ્યાનગર આંદામાન આંધ્ર આંધ્રપ્રદેશ આગરા આજમગઢ આદિલાબાદ આસામ ઇંદોર ઇંદૌર ઇટારસી
ઇટાવા ઇન્દોર ઇલાહાબાદ ઉંઝા ઉજ્જૈન ઉડીસા ઉડુપી ઉત્તરપ્રદેશ ઉત્તરાખંડ ઉત્તરાખણ્ડ ઉદયપુર ઉન્નાવ
ઉપલેટા ઉમરગામ ઉમરાલા ઉમરાળા ઉમરિયા ઉમરેઠ ઉસ્માનાબાદ ઊંઝા એટા એલુરુ ઐલનાબાદ ઓંગોલ ઓખા ઓડિશા ઓરિસ્સા
ઓલપાડ ઔરંગાબાદ ઔરૈયા કચ્છ કટિહાર કઠલાલ કડપ્પા કન્નૌજ કપડવંજ કપરાડા કપૂરથલા કરનાલ કરાડ કરીમનગર
કરૌલી કર્ણાટક કર્નાટક કલબુર્ગી કલોલ કલ્યાણપુર કશ્મીર કાકીનાડા કાઠિયાવાડ કાનપુર કામરેજ કામારેડ્ડી
કારવાર કાલાવડ કાશ્મીર કાસગંજ કિશનગંજ કિશનગઢ કુંકાવાવ કુંડલા કુતિયાણા કુરનૂલ કુરુક્ષેત્ર કુશીનગર
કૂર્ગ કેરલ કેરળ કેશોદ કૈથલ કૈમૂર કોટકપૂરા કોટા કોડગુ કોડીનાર કોપ્પલ કોયંબટૂર કોલકાતા કોલ્હાપુર
કૌશામ્બી ખંડવા ખંભાત ખંભાલિયા ખંભાળિયા ખગડિયા ખન્ના ખમ્મમ ખરગોન ખાનદેશ ખામગાંવ ખેડબ્રહ્મા ખેરાલુ
ગંગાનગર ગંગાપુર ગંજબાસૌદા ગડચિરોલી ગઢડા ગણદેવી ગદગ ગાંધીધામ ગાંધીનગર ગાજિયાબાદ ગાજીપુર ગારિયાધાર
ગુંટૂર ગુજરાત ગુડગાંવ ગુરદાસપુર ગુરુગ્રામ ગુલબર્ગા ગુવાહાટી ગોંડલ ગોંડા ગોંદિયા ગોધરા ગોપાલગંજ
ગોરખપુર ગોવા ગ્વાલિયર ચંડીગઢ ચંદીગઢ ચંદૌસી ચંદ્રપુર ચાણસ્મા ચામરાજનગર ચિકમગલૂર ચિક્કબલ્લાપુર
ચિત્તૂર ચિત્તોડ ચિત્તોડગઢ ચિત્તૌડ ચિત્તૌડગઢ ચિત્રકૂટ ચિત્રદુર્ગ ચુરૂ ચૂરૂ ચેન્નઈ ચોટીલા છતરપુર
છત્તીસગઢ છપરા છિંદવાડા છોટાઉદેપુર જંબુસર જંબૂસર જગતિયાલ જગરાઓં જનગાંવ જબલપુર જમુઈ જમ્મુ જમ્મૂ
જયપુર જલગાંવ જળગાંવ જસદણ જસદન જહાનાબાદ જાફરાબાદ જામકંડોરણા જામજોધપુર જામનગર જાલંધર જાલોર જાલૌન
જાલૌર જીંદ જુનાગઢ જૂનાગઢ જેતપુર જૈસલમેર જોટાણા જોધપુર જૌનપુર ઝગડિયા ઝઘડિયા ઝજ્જર ઝાંસી ઝાબુઆ
ઝારખંડ ઝારખણ્ડ ઝાલાવાડ ઝાલોદ ઝુંઝુનૂ ઝુંઝુનૂં ટંકારા ટીકમગઢ ટોંક ટોહાના ઠાણે ઠાસરા ડભોઈ ડાકોર
ડિંડોરી ડીસા ડૂંગરપુર ડેડિયાપાડા તમિલનાડુ તરનતારન તલાજા તલોદ તળાજા તારાપુર તાલાલા તિરુપતિ તુમકુર
તેનાલી તેલંગાણા તેલંગાના ત્રિપુરા થરાદ થાનગઢ થાનેસર દતિયા દમણ દમોહ દરભંગા દસાડા દહેગામ દાંતીવાડા
દાદરી દાવણગેરે દાવનગેરે દાહોદ દિયોદર દિલ્લી દિલ્હી દેવગઢબારિયા દેવભૂમિ દેવરિયા દેવાસ દેહરાદૂન દૌસા
દ્વારકા ધંધુકા ધનસુરા ધરમપુર ધાનેરા ધારવાડ ધારાશિવ ધુલે ધુળે ધોરાજી ધોલકા ધોળકા ધૌલપુર ધ્રાંગધ્રા
ધ્રોલ નંદુરબાર નંદ્યાલ નખત્રાણા નગાલૈંડ નડિયાદ નરસિંહપુર નર્મદાપુરમ નલગોંડા નવસારી નવાંશહર નવાદા
નાંદેડ નાગપુર નાગાલૅન્ડ નાગાલેન્ડ નાગાલૈંડ નાગોર નાગૌર નારનૌલ નાલંદા નાશિક નાસિક નિકોબાર નિજામાબાદ
નિફાડ નીમચ નેલ્લોર નોએડા નોહર પંચકૂલા પંચમહલ પંચમહાલ પંજાબ પંઢરપુર પટના પટિયાલા પઠાનકોટ પડધરી
પરભણી પલવલ પલસાણા પાંડિચેરી પાટણ પાટન પાદરા પાનીપત પાલઘર પાલનપુર પાલીતાણા પિંપલગાંવ પિપરિયા
પીલીભીત પુડુચેરી પુણે પૂર્ણિયા પેટલાદ પેહોવા પોંડિચેરી પોરબંદર પ્રતાપગઢ પ્રયાગરાજ પ્રાંતિજ ફગવાડા
ફતેહપુર ફતેહાબાદ ફરીદકોટ ફરીદાબાદ ફર્રુખાબાદ ફલટણ ફલોદી ફાજિલ્કા ફિરોજપુર ફિરોજાબાદ ફૈજાબાદ બંગાલ
બંગાળ બક્સર બગસરા બઠિંડા બડવાની બડૌદા બદાયૂં બનારસ બનાસકાંઠા બરનાલા બરવાલા બરવાળા બરેલી બલરામપુર
બલિયા બહરાઇચ બહુચરાજી બાંસવાડા બાગપત બાગલકોટ બાડમેર બાબરા બાયડ બારડોલી બારાબંકી બારામતી બાલાઘાટ
બાલાસિનોર બાલોતરા બિજનૌર બિલિમોરા બિહાર બીકાનેર બીજાપુર બીદર બીલીમોરા બુરહાનપુર બુલંદશહર બુલઢાણા
બેંગલુરુ બેગૂસરાય બેચરાજી બેતિયા બેલગામ બેલગાવી બેલ્લારી બૈંગલોર બૈતૂલ બોટાદ બોડેલી બોરસદ બ્યાવર
ભચાઉ ભચાઊ ભટિંડા ભભુઆ ભરતપુર ભરૂચ ભવાનીમંડી ભાગલપુર ભાણવડ ભાવનગર ભિલોડા ભિવાની ભીલવાડા ભુજ
ભુવનેશ્વર ભોજપુર ભોપાલ મંગલુરુ મંગલૌર મંચેરિયલ મંડલા મંદસૌર મછલીપટ્ટનમ મડિકેરી મણિપુર મથુરા મદ્રાસ
મધુબની મધેપુરા મધ્યપ્રદેશ મનમાડ મરાઠવાડા મલેરકોટલા મહબૂબનગર મહારાજગંજ મહારાષ્ટ્ર મહીસાગર મહુવા
મહેંદ્રગઢ મહેસાણા મહોબા માંગરોલ માંગરોળ માંડવી માંડ્યા માણાવદર માધોપુર માલપુર માલેગાંવ મિજોરમ
મિઝોરમ મિર્જાપુર મિર્યાલગુડા મુંગેર મુંદ્રા મુંબઈ મુક્તસર મુજફ્ફરનગર મુજફ્ફરપુર મુન્દ્રા મુરાદાબાદ
મુરૈના મેંદરડા મેઘાલય મેડક મેડતા મેરઠ મેહસાણા મેહસાના મૈનપુરી મૈસૂર મોગા મોડાસા મોતિહારી મોરબી
મોહાલી યમુનાનગર યવતમાલ યાદગીર યેવલા રતલામ રત્નાગિરી રાંચી રાજકોટ રાજગઢ રાજપીપલા રાજપીપળા રાજપુરા
રાજમુંદરી રાજસમંદ રાજસ્થાન રાજુલા રાણપુર રાણાવાવ રાધનપુર રાપર રામગંજમંડી રામનગર રામપુર રાયગડ
રાયચૂર રાયપુર રાયબરેલી રાયસેન રાહુરી રીવા રૂપનગર રેવાડી રોહતક રોહતાસ લક્ષદ્વીપ લખતર લખનઉ લખનઊ લખનૌ
લખપત લખીમપુર લખીસરાય લદ્દાખ લલિતપુર લાતૂર લાલપુર લાસલગાંવ લીમખેડા લુણાવાડા લુધિયાના લુનાવાડા
લૂણાવાડા લોધિકા વંથલી વડગામ વડનગર વડોદરા વઢવાણ વર્ધા વલસાડ વલ્લભીપુર વાંકાનેર વાઘોડિયા વારંગલ
વારાણસી વાશિમ વિજયનગર વિજયનગરમ વિજયપુરા વિજયવાડા વિજાપુર વિદર્ભ વિદિશા વિરમગામ વિશાખાપત્તનમ વિસનગર
વિસાવદર વીરમગામ વેરાવલ વેરાવળ વ્યારા શહડોલ શાજાપુર શામલી શાહજહાંપુર શિમલા શિમોગા શિવપુરી શિવહર
શેખપુરા શ્રાવસ્તી શ્રીકાકુલમ શ્રીગંગાનગર શ્રીનગર સંખેડા સંગમનેર સંગરૂર સંગારેડ્ડી સંતરામપુર
સંતાલપુર સંભાજીનગર સતના સતલાસણા સતારા સમસ્તીપુર સવાઈમાધોપુર સહરસા સહારનપુર સાંગલી સાંતલપુર સાગબારા
સાણંદ સાતારા સાબરકાંઠા સાવરકુંડલા સાસારામ સિંગરૌલી સિંધુદુર્ગ સિકંદરાબાદ સિક્કિમ સિદ્દીપેટ
સિદ્ધપુર સિરસા સિરોહી સિલવાસા સિલીગુડી સિવની સિહોર સીકર સીતાપુર સીતામઢી સીવાન સીહોર સુપૌલ સુરત
સુરેંદ્રનગર સુરેન્દ્રનગર સુલ્તાનપુર સૂત્રાપાડા સૂરત સૂર્યાપેટ સેલવાસ સેલ્વાસ સોજિત્રા સોજીત્રા
સોનગઢ સોનીપત સોમનાથ સોલાપુર સૌરાષ્ટ્ર હનુમાનગઢ હમીરપુર હરદોઈ હરિયાણા હરિયાના હલવદ હળવદ હાંસોટ
હાજીપુર હાથરસ હાપુડ હારીજ હાલોલ હાવેરી હિંગણઘાટ હિંગોલી હિંદૂપુર હિંમતનગર હિમાચલ હિમ્મતનગર હિસાર
હુબલી હૈદરાબાદ હોશંગાબાદ હોશિયારપુર
अंकलेश्वर अंजार अंडमान अंबाजी अंबाला अकोट अकोला अजमेर अदोनी अनंतपुर अनूपपुर अबडासा अबोहर अमदावाद
अमरावती अमरेली अमरोहा अमृतसर अयोध्या अररिया अरवल्ली अरावली अरुणाचल अरुनाचल अलवर अलीगढ अलीगढ़
अलीराजपुर अशोकनगर अहमदनगर अहमदाबाद अहिल्यानगर आंदामान आंध्र आंध्रप्रदेश आगरा आजमगढ आज़मगढ़
आदिलाबाद आसाम इंदोर इंदौर इटारसी इटावा इन्दोर इलाहाबाद उंझा उज्जैन उड़ीसा उडीसा उडुपी उत्तरप्रदेश
उत्तराखंड उत्तराखण्ड उदयपुर उन्नाव उपलेटा उमरगाम उमराला उमरिया उमरेठ उस्मानाबाद ऊँझा ऊंझा एटा
एलुरु ऐलनाबाद ओंगोल ओखा ओडिशा ओरिस्सा ओलपाड औरंगाबाद औरैया कच्छ कटिहार कठलाल कडप्पा कन्नौज कपडवंज
कपराडा कपूरथला करनाल कराड करीमनगर करौली कर्णाटक कर्नाटक कलबुर्गी कलोल कल्याणपुर कल्यानपुर कश्मीर
काकीनाडा काठियावाड काठियावाड़ कानपुर कामरेज कामारेड्डी कारवार कालावड काश्मीर कासगंज किशनगंज किशनगढ
किशनगढ़ कुंकावाव कुंडला कुतियाणा कुतियाना कुरनूल कुरुक्षेत्र कुशीनगर कूर्ग केरल केशोद कैथल कैमूर
कोटकपूरा कोटा कोडगु कोडीनार कोप्पल कोयंबटूर कोलकाता कोल्हापुर कौशाम्बी खंडवा खंभात खंभालिया
खगड़िया खगडिया खन्ना खम्मम खरगोन खानदेश खामगांव खेडब्रह्मा खेरालु गंगानगर गंगापुर गंजबासौदा
गडचिरोली गढडा गढ़डा गणदेवी गदग गनदेवी ग़ाज़ियाबाद ग़ाज़ीपुर गांधीधाम गांधीनगर गाजियाबाद गाजीपुर
गारियाधार गुंटूर गुजरात गुडगांव गुड़गांव गुरदासपुर गुरुग्राम गुलबर्गा गुवाहाटी गोंडल गोंडा गोंदिया
गोधरा गोपालगंज गोरखपुर गोवा ग्वालियर चंडीगढ चंडीगढ़ चंदीगढ चंदौसी चंद्रपुर चाणस्मा चानस्मा
चामराजनगर चिकमगलूर चिक्कबल्लापुर चित्तूर चित्तोड चित्तोडगढ चित्तौड चित्तौडगढ चित्तौड़ चित्तौड़गढ़
चित्रकूट चित्रदुर्ग चुरू चूरू चेन्नई चोटीला छतरपुर छत्तीसगढ छत्तीसगढ़ छपरा छिंदवाड़ा छिंदवाडा
छोटाउदेपुर जंबुसर जंबूसर जगतियाल जगराओं जनगांव जबलपुर जमुई जम्मु जम्मू जयपुर जलगांव जसदण जसदन
जहानाबाद जाफराबाद जामकंडोरणा जामकंडोरना जामजोधपुर जामनगर जालंधर जालोर जालौन जालौर जींद जुनागढ
जूनागढ जूनागढ़ जेतपुर जैसलमेर जोटाणा जोटाना जोधपुर जौनपुर झगड़िया झगडिया झज्जर झांसी झाबुआ झारखंड
झारखण्ड झालावाड झालावाड़ झालोद झुंझुनू झुंझुनूं टंकारा टीकमगढ टीकमगढ़ टोंक टोहाना ठाणे ठासरा डभोई
डाकोर डिंडोरी डीसा डूंगरपुर डेडियापाडा तमिलनाडु तरनतारन तलाजा तलोद तारापुर तालाला तिरुपति तुमकुर
तेनाली तेलंगाणा तेलंगाना त्रिपुरा थराद थानगढ थानगढ़ थानेसर दतिया दमण दमोह दरभंगा दसाडा दहेगाम
दांतीवाडा दादरी दावणगेरे दावनगेरे दाहोद दियोदर दिल्ली देवगढबारिया देवगढ़बारिया देवभूमि देवरिया
देवास देहरादून दौसा द्वारका धंधुका धनसुरा धरमपुर धानेरा धारवाड धारवाड़ धाराशिव धोराजी धोलका धौलपुर
ध्रांगध्रा ध्रोल नंदुरबार नंद्याल नखत्राणा नखत्राना नगालैंड नडियाद नरसिंहपुर नर्मदापुरम नलगोंडा
नवसारी नवांशहर नवादा नांदेड नांदेड़ नागपुर नागालेन्ड नागालैंड नागोर नागौर नारनौल नालंदा नाशिक
नासिक निकोबार निज़ामाबाद निजामाबाद निफाड नीमच नेल्लोर नोएडा नोहर पंचकूला पंचमहल पंचमहाल पंजाब
पंढरपुर पटना पटियाला पठानकोट पडधरी परभणी पलवल पलसाणा पलसाना पांडिचेरी पाटण पाटन पादरा पानीपत पालघर
पालनपुर पालीताणा पालीताना पिंपलगांव पिपरिया पीलीभीत पुडुचेरी पुणे पूर्णिया पेटलाद पेहोवा पोंडिचेरी
पोरबंदर प्रतापगढ प्रतापगढ़ प्रयागराज प्रांतिज फगवाड़ा फगवाडा फतेहपुर फतेहाबाद फरीदकोट फरीदाबाद
फर्रुखाबाद फलटण फलोदी फ़र्रुख़ाबाद फ़ाज़िल्का फ़िरोज़पुर फ़िरोज़ाबाद फ़ैज़ाबाद फाजिल्का फिरोजपुर
फिरोजाबाद फैजाबाद बंगाल बक्सर बगसरा बठिंडा बडवानी बड़वानी बड़ौदा बडौदा बदायूं बनारस बनासकांठा
बरनाला बरवाला बरेली बलरामपुर बलिया बहराइच बहुचराजी बांसवाड़ा बांसवाडा बागपत बागलकोट बाडमेर बाड़मेर
बाबरा बायड बारडोली बाराबंकी बारामती बालाघाट बालासिनोर बालोतरा बिजनौर बिलिमोरा बिहार बीकानेर
बीजापुर बीड बीदर बीलीमोरा बुरहानपुर बुलंदशहर बुलढाणा बेंगलुरु बेगूसराय बेचराजी बेतिया बेलगाम
बेलगावी बेल्लारी बैंगलोर बैतूल बोटाद बोडेली बोरसद ब्यावर भचाउ भचाऊ भटिंडा भभुआ भरतपुर भरूच
भवानीमंडी भागलपुर भाणवड भानवड भावनगर भिलोडा भिवानी भीलवाड़ा भीलवाडा भुज भुवनेश्वर भोजपुर भोपाल
मंगलुरु मंगलौर मंचेरियल मंडला मंदसौर मछलीपट्टनम मडिकेरी मणिपुर मथुरा मद्रास मधुबनी मधेपुरा
मध्यप्रदेश मनमाड मनिपुर मराठवाड़ा मराठवाडा मलेरकोटला महबूबनगर महाराजगंज महाराष्ट्र महीसागर
महेंद्रगढ महेंद्रगढ़ महेसाणा महेसाना महोबा मांगरोल मांडवी मांड्या माणावदर माधोपुर मानावदर मालपुर
मालेगांव मिज़ोरम मिजोरम मिर्ज़ापुर मिर्जापुर मिर्यालगुडा मुंगेर मुंद्रा मुंबई मुक्तसर मुजफ्फरनगर
मुजफ्फरपुर मुज़फ़्फ़रनगर मुज़फ़्फ़रपुर मुन्द्रा मुरादाबाद मुरैना मेंदरडा मेघालय मेडक मेडता मेड़ता
मेरठ मेहसाणा मेहसाना मैनपुरी मैसूर मोगा मोडासा मोतिहारी मोरबी मोहाली यमुनानगर यवतमाल यादगीर येवला
रतलाम रत्नागिरी रांची राजकोट राजगढ राजगढ़ राजपीपला राजपुरा राजमुंदरी राजसमंद राजस्थान राजुला
राणपुर राणावाव राधनपुर रानपुर रानावाव रापर रामगंजमंडी रामनगर रामपुर रायगड रायचूर रायपुर रायबरेली
रायसेन राहुरी रीवा रूपनगर रेवाड़ी रेवाडी रोहतक रोहतास लक्षद्वीप लखतर लखनउ लखनऊ लखनौ लखपत लखीमपुर
लखीसराय लद्दाख ललितपुर लातूर लालपुर लासलगांव लीमखेडा लुणावाडा लुधियाना लुनावाडा लूणावाडा लोधिका
वंथली वडगाम वडनगर वडोदरा वढवाण वढवान वर्धा वलसाड वल्लभीपुर वांकानेर वाघोडिया वारंगल वाराणसी वाशिम
विजयनगर विजयनगरम विजयपुरा विजयवाड़ा विजयवाडा विजापुर विदर्भ विदिशा विरमगाम विशाखापत्तनम विसनगर
विसावदर वीरमगाम वेरावल व्यारा शहडोल शाजापुर शामली शाहजहांपुर शिमोगा शिवपुरी शिवहर शेखपुरा
श्रावस्ती श्रीकाकुलम श्रीगंगानगर श्रीनगर संखेडा संगमनेर संगरूर संगारेड्डी संतरामपुर संतालपुर
संभाजीनगर सतना सतलासणा सतलासना सतारा समस्तीपुर सवाईमाधोपुर सहरसा सहारनपुर सांगली सांतलपुर सागबारा
साणंद सातारा सानंद साबरकांठा सावरकुंडला सासाराम सिंगरौली सिंधुदुर्ग सिकंदराबाद सिक्किम सिद्दीपेट
सिद्धपुर सिरसा सिरोही सिलवासा सिलीगुड़ी सिलीगुडी सिवनी सिहोर सीकर सीतापुर सीतामढ़ी सीतामढी सीवान
सीहोर सुपौल सुरत सुरेंद्रनगर सुरेन्द्रनगर सुल्तानपुर सूत्रापाडा सूरत सूर्यापेट सेलवास सेल्वास
सोजित्रा सोजीत्रा सोनगढ सोनगढ़ सोनीपत सोमनाथ सोलापुर सौराष्ट्र हनुमानगढ हनुमानगढ़ हमीरपुर हरदोई
हरियाणा हरियाना हलवद हांसोट हाजीपुर हाथरस हापुड हापुड़ हारीज हालोल हावेरी हिंगणघाट हिंगोली
हिंदूपुर हिंमतनगर हिमाचल हिम्मतनगर हिसार हुबली हैदराबाद होशंगाबाद होशियारपुर`
    .split(/\s+/)
    .filter(Boolean),
);
