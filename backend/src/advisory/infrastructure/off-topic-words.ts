/**
 * More words of other subjects than farming, in English, Hindi and Gujarati, in their scripts and
 * romanised: phones and apps, vehicles, betting and investing, jewellery, films and music, sport,
 * politics, religion and astrology, a person's illness, animals the knowledge base does not
 * cover (poultry, goats, bees, pets), household pests, timber trees, cooking, exams and jobs, marriage, travel and news. None of them occurs
 * in any passage (checked word by word against all three languages when the list was written);
 * words farmers also use about crops were left out ("dava", "rate", "loan", "sugar").
 */
export const MORE_OFF_TOPIC_WORDS = `sim wifi jio airtel vodafone instagram insta facebook fb youtube tiktok snapchat charger earphones
headphones bluetooth realme oneplus netflix pubg ludo selfie सिम वाईफाई इंस्टाग्राम यूट्यूब फेसबुक
चार्जर हेडफोन सेल्फी कंप्यूटर टीवी સિમ વાઇફાઇ ઇન્સ્ટાગ્રામ યુટ્યુબ ફેસબુક ચાર્જર હેડફોન ટીવી
કમ્પ્યુટર સેલ્ફી bikes scooty scooters motorbike activa helmet स्कूटी स्कूटर मोटरसाइकिल हेलमेट
સ્કૂટી સ્કૂટર મોટરસાયકલ બાઈક હેલ્મેટ sharemarket nifty demat mutual jackpot satta matka gambling
betting casino crypto cryptocurrency rummy dream11 सट्टा म्यूचुअल क्रिप्टो बिटकॉइन निफ्टी सेंसेक्स
शेयरबाजार સટ્ટો શેરબજાર ક્રિપ્ટો બિટકોઇન જુગાર સેન્સેક્સ jewellery jewelry necklace earrings
bangle bangles mangalsutra payal jhumka anguthi carat sunar zevar gehna gehne dagina bangdi गहना
गहने जेवर अंगूठी चूड़ी मंगलसूत्र पायल झुमके सुनार ઘરેણાં દાગીના બંગડી મંગળસૂત્ર ઝવેરાત સોના
webseries bollywood cinema theatre bigboss cartoon dance singer music lyrics comedy jokes shayari
मूवी गाने भजन सिनेमा डांस चुटकुले शायरी अभिनेता अभिनेत्री મૂવી ગીતો સિનેમા ડાન્સ ગરબા નાટક જોક્સ
અભિનેતા અભિનેત્રી kabaddi football hockey tennis badminton chess kushti olympics wicket cricketer
khiladi कबड्डी फुटबॉल हॉकी टेनिस बैडमिंटन कुश्ती आईपीएल विकेट खिलाड़ी क्रिकेटर કબડ્ડી ફૂટબોલ હોકી
ટેનિસ બેડમિન્ટન આઈપીએલ ખેલાડી ક્રિકેટર sarpanch neta politician parliament loksabha vidhansabha
candidate evm matdan chunav vidhayak sansad rajneeti rajniti mayor मतदान सांसद लोकसभा विधानसभा
नेता उम्मीदवार सरपंच મતદાન મતદાર ઉમેદવાર સાંસદ લોકસભા વિધાનસભા નેતા સરપંચ horoscope rashifal
kundli kundali astrology jyotish muhurat mahurat puja pooja aarti bhagwan bhagvan vrat upvas
राशिफल कुंडली ज्योतिष मुहूर्त पूजा आरती भगवान व्रत उपवास રાશિફળ કુંડળી જ્યોતિષ મુહૂર્ત પૂજા આરતી
ભગવાન માતાજી વ્રત ઉપવાસ teeth tooth stomachache constipation kabj kabz migraine jukam zukam flu
dengue malaria typhoid jaundice asthma cancer diabetic madhumeh thyroid obesity motapa gym yoga
pimples acne dandruff hairfall baldness makeup shampoo menstruation pcos garbhavastha paracetamol
dentist surgery sonography corona vaccine bawasir pathri liver heartattack cholesterol udhras
kabjiyat taav कब्ज ज़ुकाम डेंगू मलेरिया टाइफाइड कैंसर ब्लडप्रेशर थायराइड मोटापा प्रेगनेंसी
गर्भावस्था कोरोना बवासीर पथरी किडनी मरीज કબજિયાત ડેન્ગ્યુ મેલેરિયા ટાઇફોઇડ કમળો કેન્સર બીપી
થાઇરોઇડ ગર્ભાવસ્થા કોરોના પથરી કિડની દર્દી ખાંસી chicken hen murga broiler piggery dog dogs kutta
cat billi mastitis thanela fmd deworming hatchery मुर्गा मुर्गीपालन ब्रॉयलर कुत्ता बिल्ली કૂતરો
બિલાડી biscuit pizza burger maggi samosa pakoda pakora biryani paneer chapati paratha halwa mithai
dhokla thepla bhajiya jalebi zomato swiggy रेसिपी पकौड़े समोसा बिरयानी पनीर पराठा हलवा मिठाई
पिज़्ज़ा રેસીપી વાનગી ભજીયા ઢોકળા થેપલા મીઠાઈ જલેબી exams admission syllabus tuition coaching
teacher student students marksheet neet upsc vacancy recruitment interview berojgar scholarship
admitcard padhai रिजल्ट एडमिशन पढ़ाई छात्र शिक्षक वैकेंसी सैलरी इंटरव्यू स्कॉलरशिप રિઝલ્ટ એડમિશન
નિશાળ ભણતર વિદ્યાર્થી શિક્ષક પગાર wedding shadi vivah dulhan dulha dahej dowry breakup divorce
talak pyar pyaar mohabbat rishta sasural sagai शादी विवाह दुल्हन दहेज तलाक प्यार प्रेमिका
गर्लफ्रेंड बॉयफ्रेंड रिश्ता सगाई ससुराल લગ્ન વિવાહ છૂટાછેડા પ્રેમ દહેજ સગાઈ સાસુ ગર્લફ્રેન્ડ સાસરે
ticket tickets irctc pnr tatkal airport visa vacation tourist टिकट ट्रेन वीज़ा यात्रा ટિકિટ ટ્રેન
વિઝા પ્રવાસ terrorist bomb murder yudh lpg युद्ध आतंकवादी हत्या યુદ્ધ reels kamlo chhutachheda
pagar nishal garba mataji kutro biladi gharena sonu chutkule bhajan abhineta vetan muhase dengu
murgipalan kukkut sasu
murgiyan मरघी મરઘી મરઘા marghi બકરી બકરા bakra hen hens chicken broiler ઇંડા machhi મચ્છી beekeeping almari खटमल khatmal માંકડ mankad bedbug machhar machar મચ્છર mosquito जूं जू juu lice सागवान sagwan સાગ teak नीलगिरी नीलगीरी નીલગીરી nilgiri eucalyptus पैन વારસાઈ विरासत inheritance`;
