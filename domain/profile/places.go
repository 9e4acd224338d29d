package profile

// District is one of Maharashtra's 36 districts with its talukas (tehsils), as the state's
// revenue department lists them (district names as renamed in 2023: Chhatrapati Sambhajinagar,
// Dharashiv, Ahilyanagar). A member's native place is a district and one of its talukas.
type District struct {
	Option
	Talukas []Option
}

func district(value, en, mr string, talukas ...Option) District {
	return District{Option: opt(value, en, mr), Talukas: talukas}
}

// t is a taluka: its value is unique within its district (Karjat is in Raigad and Ahilyanagar).
func t(value, en, mr string) Option { return opt(value, en, mr) }

var districts = []District{
	// Konkan division
	district("mumbai-city", "Mumbai City", "मुंबई शहर", t("mumbai-city", "Mumbai City", "मुंबई शहर")),
	district("mumbai-suburban", "Mumbai Suburban", "मुंबई उपनगर",
		t("andheri", "Andheri", "अंधेरी"), t("borivali", "Borivali", "बोरिवली"), t("kurla", "Kurla", "कुर्ला")),
	district("thane", "Thane", "ठाणे",
		t("thane", "Thane", "ठाणे"), t("kalyan", "Kalyan", "कल्याण"), t("murbad", "Murbad", "मुरबाड"),
		t("bhiwandi", "Bhiwandi", "भिवंडी"), t("shahapur", "Shahapur", "शहापूर"), t("ulhasnagar", "Ulhasnagar", "उल्हासनगर"),
		t("ambarnath", "Ambarnath", "अंबरनाथ")),
	district("palghar", "Palghar", "पालघर",
		t("palghar", "Palghar", "पालघर"), t("vasai", "Vasai", "वसई"), t("dahanu", "Dahanu", "डहाणू"),
		t("talasari", "Talasari", "तलासरी"), t("jawhar", "Jawhar", "जव्हार"), t("mokhada", "Mokhada", "मोखाडा"),
		t("wada", "Wada", "वाडा"), t("vikramgad", "Vikramgad", "विक्रमगड")),
	district("raigad", "Raigad", "रायगड",
		t("alibag", "Alibag", "अलिबाग"), t("pen", "Pen", "पेण"), t("murud", "Murud", "मुरुड"), t("panvel", "Panvel", "पनवेल"),
		t("uran", "Uran", "उरण"), t("karjat", "Karjat", "कर्जत"), t("khalapur", "Khalapur", "खालापूर"),
		t("mangaon", "Mangaon", "माणगाव"), t("tala", "Tala", "तळा"), t("roha", "Roha", "रोहा"),
		t("sudhagad", "Sudhagad (Pali)", "सुधागड (पाली)"), t("mahad", "Mahad", "महाड"), t("poladpur", "Poladpur", "पोलादपूर"),
		t("shrivardhan", "Shrivardhan", "श्रीवर्धन"), t("mhasla", "Mhasla", "म्हसळा")),
	district("ratnagiri", "Ratnagiri", "रत्नागिरी",
		t("ratnagiri", "Ratnagiri", "रत्नागिरी"), t("sangameshwar", "Sangameshwar", "संगमेश्वर"), t("lanja", "Lanja", "लांजा"),
		t("rajapur", "Rajapur", "राजापूर"), t("chiplun", "Chiplun", "चिपळूण"), t("guhagar", "Guhagar", "गुहागर"),
		t("dapoli", "Dapoli", "दापोली"), t("mandangad", "Mandangad", "मंडणगड"), t("khed", "Khed", "खेड")),
	district("sindhudurg", "Sindhudurg", "सिंधुदुर्ग",
		t("kankavli", "Kankavli", "कणकवली"), t("vaibhavwadi", "Vaibhavwadi", "वैभववाडी"), t("devgad", "Devgad", "देवगड"),
		t("malvan", "Malvan", "मालवण"), t("sawantwadi", "Sawantwadi", "सावंतवाडी"), t("kudal", "Kudal", "कुडाळ"),
		t("vengurla", "Vengurla", "वेंगुर्ला"), t("dodamarg", "Dodamarg", "दोडामार्ग")),
	// Pune division
	district("pune", "Pune", "पुणे",
		t("pune-city", "Pune City", "पुणे शहर"), t("haveli", "Haveli", "हवेली"), t("khed", "Khed (Rajgurunagar)", "खेड (राजगुरुनगर)"),
		t("junnar", "Junnar", "जुन्नर"), t("ambegaon", "Ambegaon", "आंबेगाव"), t("maval", "Maval", "मावळ"),
		t("mulshi", "Mulshi", "मुळशी"), t("shirur", "Shirur", "शिरूर"), t("purandar", "Purandar", "पुरंदर"),
		t("rajgad", "Rajgad (Velhe)", "राजगड (वेल्हे)"), t("bhor", "Bhor", "भोर"), t("baramati", "Baramati", "बारामती"),
		t("indapur", "Indapur", "इंदापूर"), t("daund", "Daund", "दौंड")),
	district("satara", "Satara", "सातारा",
		t("satara", "Satara", "सातारा"), t("jaoli", "Jaoli", "जावळी"), t("koregaon", "Koregaon", "कोरेगाव"), t("wai", "Wai", "वाई"),
		t("mahabaleshwar", "Mahabaleshwar", "महाबळेश्वर"), t("khandala", "Khandala", "खंडाळा"), t("phaltan", "Phaltan", "फलटण"),
		t("man", "Man (Dahiwadi)", "माण (दहिवडी)"), t("khatav", "Khatav", "खटाव"), t("patan", "Patan", "पाटण"), t("karad", "Karad", "कराड")),
	district("sangli", "Sangli", "सांगली",
		t("miraj", "Miraj", "मिरज"), t("kavathe-mahankal", "Kavathe Mahankal", "कवठे महांकाळ"), t("tasgaon", "Tasgaon", "तासगाव"),
		t("jat", "Jat", "जत"), t("walwa", "Walwa (Islampur)", "वाळवा (इस्लामपूर)"), t("shirala", "Shirala", "शिराळा"),
		t("khanapur", "Khanapur (Vita)", "खानापूर (विटा)"), t("atpadi", "Atpadi", "आटपाडी"), t("palus", "Palus", "पलूस"),
		t("kadegaon", "Kadegaon", "कडेगाव")),
	district("kolhapur", "Kolhapur", "कोल्हापूर",
		t("karvir", "Karvir", "करवीर"), t("panhala", "Panhala", "पन्हाळा"), t("shahuwadi", "Shahuwadi", "शाहूवाडी"),
		t("kagal", "Kagal", "कागल"), t("hatkanangale", "Hatkanangale", "हातकणंगले"), t("shirol", "Shirol", "शिरोळ"),
		t("radhanagari", "Radhanagari", "राधानगरी"), t("gaganbawada", "Gaganbawada", "गगनबावडा"), t("bhudargad", "Bhudargad", "भुदरगड"),
		t("gadhinglaj", "Gadhinglaj", "गडहिंग्लज"), t("chandgad", "Chandgad", "चंदगड"), t("ajra", "Ajra", "आजरा")),
	district("solapur", "Solapur", "सोलापूर",
		t("solapur-north", "Solapur North", "उत्तर सोलापूर"), t("solapur-south", "Solapur South", "दक्षिण सोलापूर"),
		t("akkalkot", "Akkalkot", "अक्कलकोट"), t("barshi", "Barshi", "बार्शी"), t("mangalvedhe", "Mangalvedhe", "मंगळवेढा"),
		t("pandharpur", "Pandharpur", "पंढरपूर"), t("sangola", "Sangola", "सांगोला"), t("malshiras", "Malshiras", "माळशिरस"),
		t("mohol", "Mohol", "मोहोळ"), t("madha", "Madha", "माढा"), t("karmala", "Karmala", "करमाळा")),
	// Nashik division
	district("nashik", "Nashik", "नाशिक",
		t("nashik", "Nashik", "नाशिक"), t("igatpuri", "Igatpuri", "इगतपुरी"), t("dindori", "Dindori", "दिंडोरी"), t("peth", "Peth", "पेठ"),
		t("trimbakeshwar", "Trimbakeshwar", "त्र्यंबकेश्वर"), t("kalwan", "Kalwan", "कळवण"), t("deola", "Deola", "देवळा"),
		t("surgana", "Surgana", "सुरगाणा"), t("baglan", "Baglan (Satana)", "बागलाण (सटाणा)"), t("malegaon", "Malegaon", "मालेगाव"),
		t("nandgaon", "Nandgaon", "नांदगाव"), t("chandwad", "Chandwad", "चांदवड"), t("niphad", "Niphad", "निफाड"),
		t("sinnar", "Sinnar", "सिन्नर"), t("yeola", "Yeola", "येवला")),
	district("ahilyanagar", "Ahilyanagar", "अहिल्यानगर",
		t("ahilyanagar", "Ahilyanagar", "अहिल्यानगर"), t("shevgaon", "Shevgaon", "शेवगाव"), t("pathardi", "Pathardi", "पाथर्डी"),
		t("parner", "Parner", "पारनेर"), t("sangamner", "Sangamner", "संगमनेर"), t("kopargaon", "Kopargaon", "कोपरगाव"),
		t("akole", "Akole", "अकोले"), t("shrirampur", "Shrirampur", "श्रीरामपूर"), t("nevasa", "Nevasa", "नेवासा"),
		t("rahata", "Rahata", "राहता"), t("rahuri", "Rahuri", "राहुरी"), t("shrigonda", "Shrigonda", "श्रीगोंदा"),
		t("karjat", "Karjat", "कर्जत"), t("jamkhed", "Jamkhed", "जामखेड")),
	district("dhule", "Dhule", "धुळे",
		t("dhule", "Dhule", "धुळे"), t("sakri", "Sakri", "साक्री"), t("shirpur", "Shirpur", "शिरपूर"), t("shindkheda", "Shindkheda", "शिंदखेडा")),
	district("nandurbar", "Nandurbar", "नंदुरबार",
		t("nandurbar", "Nandurbar", "नंदुरबार"), t("navapur", "Navapur", "नवापूर"), t("shahada", "Shahada", "शहादा"),
		t("taloda", "Taloda", "तळोदा"), t("akkalkuwa", "Akkalkuwa", "अक्कलकुवा"), t("akrani", "Akrani (Dhadgaon)", "अक्राणी (धडगाव)")),
	district("jalgaon", "Jalgaon", "जळगाव",
		t("jalgaon", "Jalgaon", "जळगाव"), t("jamner", "Jamner", "जामनेर"), t("erandol", "Erandol", "एरंडोल"),
		t("dharangaon", "Dharangaon", "धरणगाव"), t("bhusawal", "Bhusawal", "भुसावळ"), t("raver", "Raver", "रावेर"),
		t("muktainagar", "Muktainagar", "मुक्ताईनगर"), t("bodwad", "Bodwad", "बोदवड"), t("yawal", "Yawal", "यावल"),
		t("amalner", "Amalner", "अमळनेर"), t("parola", "Parola", "पारोळा"), t("chopda", "Chopda", "चोपडा"),
		t("pachora", "Pachora", "पाचोरा"), t("bhadgaon", "Bhadgaon", "भडगाव"), t("chalisgaon", "Chalisgaon", "चाळीसगाव")),
	// Chhatrapati Sambhajinagar division
	district("chhatrapati-sambhajinagar", "Chhatrapati Sambhajinagar", "छत्रपती संभाजीनगर",
		t("chhatrapati-sambhajinagar", "Chhatrapati Sambhajinagar", "छत्रपती संभाजीनगर"), t("kannad", "Kannad", "कन्नड"),
		t("soegaon", "Soegaon", "सोयगाव"), t("sillod", "Sillod", "सिल्लोड"), t("phulambri", "Phulambri", "फुलंब्री"),
		t("khultabad", "Khultabad", "खुलताबाद"), t("vaijapur", "Vaijapur", "वैजापूर"), t("gangapur", "Gangapur", "गंगापूर"),
		t("paithan", "Paithan", "पैठण")),
	district("jalna", "Jalna", "जालना",
		t("jalna", "Jalna", "जालना"), t("bhokardan", "Bhokardan", "भोकरदन"), t("jafrabad", "Jafrabad", "जाफराबाद"),
		t("badnapur", "Badnapur", "बदनापूर"), t("ambad", "Ambad", "अंबड"), t("ghansawangi", "Ghansawangi", "घनसावंगी"),
		t("partur", "Partur", "परतूर"), t("mantha", "Mantha", "मंठा")),
	district("beed", "Beed", "बीड",
		t("beed", "Beed", "बीड"), t("ashti", "Ashti", "आष्टी"), t("patoda", "Patoda", "पाटोदा"), t("shirur-kasar", "Shirur Kasar", "शिरूर कासार"),
		t("georai", "Georai", "गेवराई"), t("majalgaon", "Majalgaon", "माजलगाव"), t("wadwani", "Wadwani", "वडवणी"), t("kaij", "Kaij", "केज"),
		t("dharur", "Dharur", "धारूर"), t("parli", "Parli Vaijnath", "परळी वैजनाथ"), t("ambajogai", "Ambajogai", "अंबाजोगाई")),
	district("dharashiv", "Dharashiv", "धाराशिव",
		t("dharashiv", "Dharashiv", "धाराशिव"), t("tuljapur", "Tuljapur", "तुळजापूर"), t("bhoom", "Bhoom", "भूम"),
		t("paranda", "Paranda", "परंडा"), t("washi", "Washi", "वाशी"), t("kalamb", "Kalamb", "कळंब"), t("lohara", "Lohara", "लोहारा"),
		t("umarga", "Umarga", "उमरगा")),
	district("latur", "Latur", "लातूर",
		t("latur", "Latur", "लातूर"), t("renapur", "Renapur", "रेणापूर"), t("ahmadpur", "Ahmadpur", "अहमदपूर"), t("jalkot", "Jalkot", "जळकोट"),
		t("chakur", "Chakur", "चाकूर"), t("shirur-anantpal", "Shirur Anantpal", "शिरूर अनंतपाळ"), t("ausa", "Ausa", "औसा"),
		t("nilanga", "Nilanga", "निलंगा"), t("deoni", "Deoni", "देवणी"), t("udgir", "Udgir", "उदगीर")),
	district("nanded", "Nanded", "नांदेड",
		t("nanded", "Nanded", "नांदेड"), t("ardhapur", "Ardhapur", "अर्धापूर"), t("bhokar", "Bhokar", "भोकर"), t("biloli", "Biloli", "बिलोली"),
		t("deglur", "Deglur", "देगलूर"), t("dharmabad", "Dharmabad", "धर्माबाद"), t("hadgaon", "Hadgaon", "हदगाव"),
		t("himayatnagar", "Himayatnagar", "हिमायतनगर"), t("kandhar", "Kandhar", "कंधार"), t("kinwat", "Kinwat", "किनवट"),
		t("loha", "Loha", "लोहा"), t("mahur", "Mahur", "माहूर"), t("mudkhed", "Mudkhed", "मुदखेड"), t("mukhed", "Mukhed", "मुखेड"),
		t("naigaon", "Naigaon", "नायगाव"), t("umri", "Umri", "उमरी")),
	district("parbhani", "Parbhani", "परभणी",
		t("parbhani", "Parbhani", "परभणी"), t("gangakhed", "Gangakhed", "गंगाखेड"), t("sonpeth", "Sonpeth", "सोनपेठ"),
		t("pathri", "Pathri", "पाथरी"), t("manwath", "Manwath", "मानवत"), t("palam", "Palam", "पालम"), t("selu", "Selu", "सेलू"),
		t("jintur", "Jintur", "जिंतूर"), t("purna", "Purna", "पूर्णा")),
	district("hingoli", "Hingoli", "हिंगोली",
		t("hingoli", "Hingoli", "हिंगोली"), t("sengaon", "Sengaon", "सेनगाव"), t("kalamnuri", "Kalamnuri", "कळमनुरी"),
		t("basmath", "Basmath", "वसमत"), t("aundha-nagnath", "Aundha Nagnath", "औंढा नागनाथ")),
	// Amravati division
	district("amravati", "Amravati", "अमरावती",
		t("amravati", "Amravati", "अमरावती"), t("bhatkuli", "Bhatkuli", "भातकुली"), t("nandgaon-khandeshwar", "Nandgaon Khandeshwar", "नांदगाव खंडेश्वर"),
		t("dharni", "Dharni", "धारणी"), t("chikhaldara", "Chikhaldara", "चिखलदरा"), t("achalpur", "Achalpur", "अचलपूर"),
		t("chandur-bazar", "Chandur Bazar", "चांदूर बाजार"), t("morshi", "Morshi", "मोर्शी"), t("warud", "Warud", "वरुड"),
		t("daryapur", "Daryapur", "दर्यापूर"), t("anjangaon-surji", "Anjangaon Surji", "अंजनगाव सुर्जी"),
		t("chandur-railway", "Chandur Railway", "चांदूर रेल्वे"), t("dhamangaon-railway", "Dhamangaon Railway", "धामणगाव रेल्वे"),
		t("tiosa", "Tiosa", "तिवसा")),
	district("akola", "Akola", "अकोला",
		t("akola", "Akola", "अकोला"), t("akot", "Akot", "अकोट"), t("telhara", "Telhara", "तेल्हारा"), t("balapur", "Balapur", "बाळापूर"),
		t("patur", "Patur", "पातूर"), t("murtizapur", "Murtizapur", "मूर्तिजापूर"), t("barshitakli", "Barshitakli", "बार्शीटाकळी")),
	district("washim", "Washim", "वाशीम",
		t("washim", "Washim", "वाशीम"), t("malegaon", "Malegaon", "मालेगाव"), t("risod", "Risod", "रिसोड"),
		t("mangrulpir", "Mangrulpir", "मंगरूळपीर"), t("karanja", "Karanja", "कारंजा"), t("manora", "Manora", "मानोरा")),
	district("buldhana", "Buldhana", "बुलढाणा",
		t("buldhana", "Buldhana", "बुलढाणा"), t("chikhli", "Chikhli", "चिखली"), t("deulgaon-raja", "Deulgaon Raja", "देऊळगाव राजा"),
		t("jalgaon-jamod", "Jalgaon Jamod", "जळगाव जामोद"), t("sangrampur", "Sangrampur", "संग्रामपूर"), t("malkapur", "Malkapur", "मलकापूर"),
		t("motala", "Motala", "मोताळा"), t("nandura", "Nandura", "नांदुरा"), t("khamgaon", "Khamgaon", "खामगाव"),
		t("shegaon", "Shegaon", "शेगाव"), t("mehkar", "Mehkar", "मेहकर"), t("sindkhed-raja", "Sindkhed Raja", "सिंदखेड राजा"),
		t("lonar", "Lonar", "लोणार")),
	district("yavatmal", "Yavatmal", "यवतमाळ",
		t("yavatmal", "Yavatmal", "यवतमाळ"), t("arni", "Arni", "आर्णी"), t("babhulgaon", "Babhulgaon", "बाभूळगाव"),
		t("kalamb", "Kalamb", "कळंब"), t("darwha", "Darwha", "दारव्हा"), t("digras", "Digras", "दिग्रस"), t("ner", "Ner", "नेर"),
		t("pusad", "Pusad", "पुसद"), t("umarkhed", "Umarkhed", "उमरखेड"), t("mahagaon", "Mahagaon", "महागाव"),
		t("kelapur", "Kelapur (Pandharkawada)", "केळापूर (पांढरकवडा)"), t("ralegaon", "Ralegaon", "राळेगाव"),
		t("ghatanji", "Ghatanji", "घाटंजी"), t("wani", "Wani", "वणी"), t("maregaon", "Maregaon", "मारेगाव"),
		t("zari-jamani", "Zari Jamani", "झरी जामणी")),
	// Nagpur division
	district("nagpur", "Nagpur", "नागपूर",
		t("nagpur-urban", "Nagpur Urban", "नागपूर शहर"), t("nagpur-rural", "Nagpur Rural", "नागपूर ग्रामीण"), t("kamptee", "Kamptee", "कामठी"),
		t("hingna", "Hingna", "हिंगणा"), t("katol", "Katol", "काटोल"), t("narkhed", "Narkhed", "नरखेड"), t("savner", "Savner", "सावनेर"),
		t("kalmeshwar", "Kalmeshwar", "कळमेश्वर"), t("ramtek", "Ramtek", "रामटेक"), t("mauda", "Mauda", "मौदा"),
		t("parseoni", "Parseoni", "पारशिवनी"), t("umred", "Umred", "उमरेड"), t("kuhi", "Kuhi", "कुही"), t("bhiwapur", "Bhiwapur", "भिवापूर")),
	district("wardha", "Wardha", "वर्धा",
		t("wardha", "Wardha", "वर्धा"), t("deoli", "Deoli", "देवळी"), t("seloo", "Seloo", "सेलू"), t("arvi", "Arvi", "आर्वी"),
		t("ashti", "Ashti", "आष्टी"), t("karanja", "Karanja", "कारंजा"), t("hinganghat", "Hinganghat", "हिंगणघाट"),
		t("samudrapur", "Samudrapur", "समुद्रपूर")),
	district("bhandara", "Bhandara", "भंडारा",
		t("bhandara", "Bhandara", "भंडारा"), t("tumsar", "Tumsar", "तुमसर"), t("pauni", "Pauni", "पवनी"), t("mohadi", "Mohadi", "मोहाडी"),
		t("sakoli", "Sakoli", "साकोली"), t("lakhani", "Lakhani", "लाखनी"), t("lakhandur", "Lakhandur", "लाखांदूर")),
	district("gondia", "Gondia", "गोंदिया",
		t("gondia", "Gondia", "गोंदिया"), t("goregaon", "Goregaon", "गोरेगाव"), t("salekasa", "Salekasa", "सालेकसा"),
		t("tiroda", "Tiroda", "तिरोडा"), t("amgaon", "Amgaon", "आमगाव"), t("deori", "Deori", "देवरी"),
		t("arjuni-morgaon", "Arjuni Morgaon", "अर्जुनी मोरगाव"), t("sadak-arjuni", "Sadak Arjuni", "सडक अर्जुनी")),
	district("chandrapur", "Chandrapur", "चंद्रपूर",
		t("chandrapur", "Chandrapur", "चंद्रपूर"), t("saoli", "Saoli", "सावली"), t("mul", "Mul", "मूल"), t("ballarpur", "Ballarpur", "बल्लारपूर"),
		t("pombhurna", "Pombhurna", "पोंभुर्णा"), t("gondpipri", "Gondpipri", "गोंडपिपरी"), t("warora", "Warora", "वरोरा"),
		t("chimur", "Chimur", "चिमूर"), t("bhadravati", "Bhadravati", "भद्रावती"), t("bramhapuri", "Bramhapuri", "ब्रह्मपुरी"),
		t("nagbhid", "Nagbhid", "नागभीड"), t("sindewahi", "Sindewahi", "सिंदेवाही"), t("rajura", "Rajura", "राजुरा"),
		t("korpana", "Korpana", "कोरपना"), t("jiwati", "Jiwati", "जिवती")),
	district("gadchiroli", "Gadchiroli", "गडचिरोली",
		t("gadchiroli", "Gadchiroli", "गडचिरोली"), t("dhanora", "Dhanora", "धानोरा"), t("chamorshi", "Chamorshi", "चामोर्शी"),
		t("mulchera", "Mulchera", "मुलचेरा"), t("desaiganj", "Desaiganj (Wadsa)", "देसाईगंज (वडसा)"), t("armori", "Armori", "आरमोरी"),
		t("kurkheda", "Kurkheda", "कुरखेडा"), t("korchi", "Korchi", "कोरची"), t("aheri", "Aheri", "अहेरी"), t("etapalli", "Etapalli", "एटापल्ली"),
		t("bhamragad", "Bhamragad", "भामरागड"), t("sironcha", "Sironcha", "सिरोंचा")),
}

// cityDistricts places each of the catalog's cities in the district it lies in: "Near you" and
// the district filter compare the districts members live in. Mumbai spans two districts; most of
// its people live in the suburban one. Navi Mumbai is counted with Thane.
var cityDistricts = map[string]string{
	"Mumbai": "mumbai-suburban", "Pune": "pune", "Nagpur": "nagpur", "Nashik": "nashik", "Thane": "thane",
	"Navi Mumbai": "thane", "Pimpri-Chinchwad": "pune", "Kalyan-Dombivli": "thane", "Vasai-Virar": "palghar",
	"Chhatrapati Sambhajinagar": "chhatrapati-sambhajinagar", "Solapur": "solapur", "Kolhapur": "kolhapur",
	"Amravati": "amravati", "Sangli": "sangli", "Jalgaon": "jalgaon", "Akola": "akola", "Latur": "latur", "Dhule": "dhule",
	"Ahilyanagar": "ahilyanagar", "Chandrapur": "chandrapur", "Parbhani": "parbhani", "Jalna": "jalna", "Nanded": "nanded",
	"Satara": "satara", "Beed": "beed", "Yavatmal": "yavatmal", "Wardha": "wardha", "Gondia": "gondia", "Ratnagiri": "ratnagiri",
	"Dharashiv": "dharashiv", "Nandurbar": "nandurbar", "Palghar": "palghar", "Baramati": "pune", "Malegaon": "nashik",
}

// DistrictOfCity is the district a catalog city lies in ("" for an unknown city).
func DistrictOfCity(city string) string { return cityDistricts[city] }

// Districts is the served list of Maharashtra's districts with their talukas.
func Districts() []District { return districts }

// HasDistrict reports whether value is one of the 36 districts.
func HasDistrict(value string) bool {
	_, ok := findDistrict(value)
	return ok
}

// HasTaluka reports whether taluka is one of district's talukas.
func HasTaluka(districtValue, taluka string) bool {
	d, ok := findDistrict(districtValue)
	return ok && Has(d.Talukas, taluka)
}

func findDistrict(value string) (District, bool) {
	for _, d := range districts {
		if d.Value == value {
			return d, true
		}
	}
	return District{}, false
}

// LookupDistrict matches a district's value or English label case-insensitively.
func LookupDistrict(s string) (string, bool) {
	opts := make([]Option, len(districts))
	for i, d := range districts {
		opts[i] = d.Option
	}
	return Lookup(opts, s)
}

// LookupTaluka matches one of district's talukas by value or English label.
func LookupTaluka(districtValue, s string) (string, bool) {
	d, ok := findDistrict(districtValue)
	if !ok {
		return s, false
	}
	return Lookup(d.Talukas, s)
}
