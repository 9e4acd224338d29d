package profile

// Maharashtra's communities (docs/decisions.md §2), not the varna list of the old profile screen.
var castes = []Caste{
	caste("hindu", "maratha", "Maratha", "मराठा"), caste("hindu", "kunbi", "Kunbi", "कुणबी"),
	caste("hindu", "brahmin-deshastha", "Brahmin – Deshastha", "ब्राह्मण – देशस्थ"),
	caste("hindu", "brahmin-kokanastha", "Brahmin – Kokanastha (Chitpavan)", "ब्राह्मण – कोकणस्थ (चित्पावन)"),
	caste("hindu", "brahmin-karhade", "Brahmin – Karhade", "ब्राह्मण – कऱ्हाडे"),
	caste("hindu", "brahmin-saraswat", "Brahmin – Saraswat", "ब्राह्मण – सारस्वत"),
	caste("hindu", "ckp", "Chandraseniya Kayastha Prabhu (CKP)", "चांद्रसेनीय कायस्थ प्रभू (सीकेपी)"),
	caste("hindu", "mali", "Mali", "माळी"), caste("hindu", "dhangar", "Dhangar", "धनगर"),
	caste("hindu", "vanjari", "Vanjari", "वंजारी"), caste("hindu", "teli", "Teli", "तेली"),
	caste("hindu", "sonar", "Sonar", "सोनार"), caste("hindu", "lingayat", "Lingayat", "लिंगायत"),
	caste("hindu", "leva-patil", "Leva Patil", "लेवा पाटील"), caste("hindu", "agri", "Agri", "आगरी"),
	caste("hindu", "koli", "Koli", "कोळी"), caste("hindu", "bhandari", "Bhandari", "भंडारी"),
	caste("", "mahar", "Mahar", "महार"), caste("hindu", "matang", "Matang", "मातंग"),
	caste("hindu", "chambhar", "Chambhar", "चांभार"), caste("hindu", "gurav", "Gurav", "गुरव"),
	caste("hindu", "sutar", "Sutar", "सुतार"), caste("hindu", "kumbhar", "Kumbhar", "कुंभार"),
	caste("hindu", "shimpi", "Shimpi", "शिंपी"), caste("hindu", "koshti", "Koshti", "कोष्टी"),
	caste("hindu", "nhavi", "Nhavi", "न्हावी"), caste("hindu", "banjara", "Banjara", "बंजारा"),
	caste("hindu", "kasar", "Kasar", "कासार"), caste("hindu", "gavli", "Gavli", "गवळी"),
	caste("buddhist", "nav-bauddha", "Nav-Bauddha", "नवबौद्ध"),
	caste("jain", "digambar-jain", "Digambar Jain", "दिगंबर जैन"),
	caste("jain", "shwetambar-jain", "Shwetambar Jain", "श्वेतांबर जैन"),
	caste("muslim", "sunni", "Sunni", "सुन्नी"), caste("muslim", "shia", "Shia", "शिया"),
	caste("christian", "catholic", "Catholic", "कॅथलिक"), caste("christian", "protestant", "Protestant", "प्रोटेस्टंट"),
	caste("", "other", "Other", "इतर"),
}

var cities = []Option{
	opt("Mumbai", "Mumbai", "मुंबई"), opt("Pune", "Pune", "पुणे"), opt("Nagpur", "Nagpur", "नागपूर"),
	opt("Nashik", "Nashik", "नाशिक"), opt("Thane", "Thane", "ठाणे"), opt("Navi Mumbai", "Navi Mumbai", "नवी मुंबई"),
	opt("Pimpri-Chinchwad", "Pimpri-Chinchwad", "पिंपरी-चिंचवड"),
	opt("Kalyan-Dombivli", "Kalyan-Dombivli", "कल्याण-डोंबिवली"), opt("Vasai-Virar", "Vasai-Virar", "वसई-विरार"),
	opt("Chhatrapati Sambhajinagar", "Chhatrapati Sambhajinagar", "छत्रपती संभाजीनगर"),
	opt("Solapur", "Solapur", "सोलापूर"), opt("Kolhapur", "Kolhapur", "कोल्हापूर"),
	opt("Amravati", "Amravati", "अमरावती"), opt("Sangli", "Sangli", "सांगली"), opt("Jalgaon", "Jalgaon", "जळगाव"),
	opt("Akola", "Akola", "अकोला"), opt("Latur", "Latur", "लातूर"), opt("Dhule", "Dhule", "धुळे"),
	opt("Ahilyanagar", "Ahilyanagar", "अहिल्यानगर"), opt("Chandrapur", "Chandrapur", "चंद्रपूर"),
	opt("Parbhani", "Parbhani", "परभणी"), opt("Jalna", "Jalna", "जालना"), opt("Nanded", "Nanded", "नांदेड"),
	opt("Satara", "Satara", "सातारा"), opt("Beed", "Beed", "बीड"), opt("Yavatmal", "Yavatmal", "यवतमाळ"),
	opt("Wardha", "Wardha", "वर्धा"), opt("Gondia", "Gondia", "गोंदिया"), opt("Ratnagiri", "Ratnagiri", "रत्नागिरी"),
	opt("Dharashiv", "Dharashiv", "धाराशिव"), opt("Nandurbar", "Nandurbar", "नंदुरबार"),
	opt("Palghar", "Palghar", "पालघर"), opt("Baramati", "Baramati", "बारामती"), opt("Malegaon", "Malegaon", "मालेगाव"),
}

var motherTongues = []Option{
	opt("marathi", "Marathi", "मराठी"), opt("hindi", "Hindi", "हिंदी"), opt("konkani", "Konkani", "कोंकणी"),
	opt("gujarati", "Gujarati", "गुजराती"), opt("kannada", "Kannada", "कन्नड"), opt("telugu", "Telugu", "तेलुगू"),
	opt("tamil", "Tamil", "तमिळ"), opt("malayalam", "Malayalam", "मल्याळम"), opt("bengali", "Bengali", "बंगाली"),
	opt("punjabi", "Punjabi", "पंजाबी"), opt("urdu", "Urdu", "उर्दू"), opt("sindhi", "Sindhi", "सिंधी"),
	opt("marwari", "Marwari", "मारवाडी"), opt("rajasthani", "Rajasthani", "राजस्थानी"), opt("odia", "Odia", "ओडिया"),
	opt("assamese", "Assamese", "आसामी"), opt("kashmiri", "Kashmiri", "काश्मिरी"), opt("nepali", "Nepali", "नेपाळी"),
	opt("bhojpuri", "Bhojpuri", "भोजपुरी"), opt("maithili", "Maithili", "मैथिली"), opt("tulu", "Tulu", "तुळू"),
	opt("kutchi", "Kutchi", "कच्छी"), opt("ahirani", "Ahirani", "अहिराणी"), opt("varhadi", "Varhadi", "वऱ्हाडी"),
	opt("malvani", "Malvani", "मालवणी"), opt("khandeshi", "Khandeshi", "खानदेशी"), opt("gondi", "Gondi", "गोंडी"),
	opt("bhili", "Bhili", "भिल्ली"), opt("banjari", "Banjari", "बंजारी"), opt("english", "English", "इंग्रजी"),
}

var educationLevels = []Option{
	opt("below-10th", "Below 10th", "दहावीपेक्षा कमी"), opt("10th", "SSC (10th)", "एसएससी (दहावी)"),
	opt("12th", "HSC (12th)", "एचएससी (बारावी)"), opt("diploma", "Diploma", "पदविका"),
	opt("iti", "ITI", "आयटीआय"), opt("ba", "B.A.", "बी.ए."), opt("bcom", "B.Com.", "बी.कॉम."),
	opt("bsc", "B.Sc.", "बी.एस्सी."), opt("be-btech", "B.E. / B.Tech.", "बी.ई. / बी.टेक."),
	opt("bca-bba", "BCA / BBA", "बीसीए / बीबीए"), opt("mbbs", "MBBS", "एमबीबीएस"), opt("bams-bhms", "BAMS / BHMS", "बीएएमएस / बीएचएमएस"),
	opt("llb", "LL.B.", "एलएल.बी."), opt("ca-cs", "CA / CS", "सीए / सीएस"), opt("ma-msc-mcom", "M.A. / M.Sc. / M.Com.", "एम.ए. / एम.एस्सी. / एम.कॉम."),
	opt("me-mtech", "M.E. / M.Tech.", "एम.ई. / एम.टेक."), opt("mba", "MBA", "एमबीए"), opt("md-ms", "MD / MS", "एमडी / एमएस"),
	opt("phd", "Ph.D.", "पीएच.डी."), opt("other", "Other", "इतर"),
}

var professions = []Option{
	opt("software-engineer", "Software Engineer", "सॉफ्टवेअर इंजिनिअर"), opt("engineer", "Engineer", "अभियंता"),
	opt("doctor", "Doctor", "डॉक्टर"), opt("nurse", "Nurse", "परिचारिका"), opt("teacher", "Teacher", "शिक्षक"),
	opt("professor", "Professor", "प्राध्यापक"), opt("lawyer", "Lawyer", "वकील"), opt("chartered-accountant", "Chartered Accountant", "सनदी लेखापाल"),
	opt("banker", "Banker", "बँक कर्मचारी"), opt("government-service", "Government Service", "सरकारी नोकरी"),
	opt("police-defence", "Police / Defence", "पोलीस / संरक्षण दल"), opt("business", "Business", "व्यवसाय"),
	opt("farmer", "Farmer", "शेतकरी"), opt("architect", "Architect", "वास्तुविशारद"), opt("pharmacist", "Pharmacist", "औषधनिर्माता"),
	opt("designer", "Designer", "डिझायनर"), opt("sales-marketing", "Sales / Marketing", "विक्री / विपणन"),
	opt("hr-admin", "HR / Administration", "मनुष्यबळ / प्रशासन"), opt("accountant", "Accountant", "लेखापाल"),
	opt("private-job", "Private Job", "खासगी नोकरी"), opt("self-employed", "Self-employed", "स्वयंरोजगार"),
	opt("student", "Student", "विद्यार्थी"), opt("homemaker", "Homemaker", "गृहिणी"), opt("not-working", "Not Working", "नोकरी करत नाही"),
	opt("other", "Other", "इतर"),
}
