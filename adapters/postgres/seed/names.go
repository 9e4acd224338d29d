package seed

// Names and family words by community. A Muslim member called "Aniket Patil" would make the
// demo look fake to anyone from Maharashtra, so each religion has its own pools and each
// caste its own surnames.

// names is one community's pool of first names: the members' generation and their parents'.
type names struct {
	female, male             []string
	motherNames, fatherNames []string
}

var marathiNames = names{
	female: []string{
		"Aarti", "Aditi", "Aishwarya", "Akanksha", "Amruta", "Ankita", "Anuja", "Anushka", "Apurva",
		"Ashwini", "Ashlesha", "Bhagyashree", "Bhakti", "Chaitali", "Deepali", "Dhanashree", "Gauri",
		"Gayatri", "Harshada", "Isha", "Janhavi", "Kalyani", "Kavya", "Ketaki", "Komal", "Madhura",
		"Manasi", "Manjiri", "Mayuri", "Megha", "Mrunal", "Mrunmayee", "Mugdha", "Neha", "Nikita",
		"Pallavi", "Pooja", "Pradnya", "Prajakta", "Pranali", "Priya", "Priyanka", "Radhika", "Rasika",
		"Rucha", "Rutuja", "Sakshi", "Samruddhi", "Sayali", "Shalaka", "Shivani", "Shraddha", "Shruti",
		"Shweta", "Siddhi", "Sneha", "Snehal", "Sonali", "Supriya", "Swapnali", "Tanvi", "Tejaswini",
		"Trupti", "Vaishnavi", "Varsha", "Vrushali", "Yogita",
	},
	male: []string{
		"Abhijeet", "Aditya", "Ajinkya", "Ajit", "Akash", "Akshay", "Amey", "Amit", "Amol", "Aniket",
		"Anirudh", "Ashish", "Atharva", "Chetan", "Chinmay", "Ganesh", "Gaurav", "Harshal", "Hemant",
		"Kedar", "Ketan", "Kiran", "Kunal", "Mahesh", "Mandar", "Mangesh", "Mayur", "Nikhil", "Nilesh",
		"Ninad", "Nitin", "Omkar", "Pankaj", "Parag", "Pranav", "Prasad", "Prashant", "Prathamesh",
		"Pratik", "Rahul", "Rajesh", "Rohan", "Rohit", "Sachin", "Sagar", "Sameer", "Sandeep",
		"Santosh", "Saurabh", "Shantanu", "Shreyas", "Siddharth", "Suhas", "Sumit", "Sushant",
		"Swapnil", "Tejas", "Tushar", "Vaibhav", "Vikrant", "Vinayak", "Vishal", "Yash", "Yogesh",
	},
	motherNames: []string{
		"Alka", "Anita", "Archana", "Asha", "Chhaya", "Jyoti", "Kalpana", "Kusum", "Lata", "Mangal",
		"Manisha", "Meena", "Nanda", "Pushpa", "Rekha", "Sadhana", "Sangeeta", "Savita", "Shalini",
		"Shobha", "Sulbha", "Sunita", "Surekha", "Sushma", "Suvarna", "Ujwala", "Usha", "Vaishali",
		"Vandana", "Vidya",
	},
	fatherNames: []string{
		"Anil", "Arun", "Ashok", "Balasaheb", "Bhaskar", "Chandrakant", "Dattatray", "Dilip",
		"Dnyaneshwar", "Madhukar", "Mohan", "Narayan", "Pandurang", "Prakash", "Rajendra", "Ramdas",
		"Ramesh", "Ravindra", "Sanjay", "Shashikant", "Shrikant", "Subhash", "Sudhir", "Sunil",
		"Suresh", "Uday", "Vasant", "Vijay", "Vilas", "Vitthal",
	},
}

var muslimNames = names{
	female: []string{
		"Afreen", "Alfiya", "Arshiya", "Ayesha", "Farheen", "Fatima", "Heena", "Mehjabeen", "Nazia",
		"Nilofar", "Rubina", "Rukhsar", "Sadiya", "Sana", "Shabnam", "Shaista", "Sumaiya", "Tabassum",
		"Uzma", "Zainab",
	},
	male: []string{
		"Aamir", "Arif", "Asif", "Azhar", "Faisal", "Imran", "Irfan", "Javed", "Junaid", "Mohsin",
		"Nadeem", "Rizwan", "Salman", "Sameer", "Shahid", "Shoaib", "Sohail", "Tanveer", "Wasim", "Zaid",
	},
	motherNames: []string{"Farida", "Khairunnisa", "Najma", "Nasreen", "Rashida", "Rehana", "Shahnaz", "Shamim", "Sultana", "Zubeda"},
	fatherNames: []string{"Abdul", "Bashir", "Hamid", "Ibrahim", "Ismail", "Mohammad", "Rafiq", "Rashid", "Salim", "Yusuf"},
}

var christianNames = names{
	female:      []string{"Angela", "Jessica", "Merlyn", "Priscilla", "Rachel", "Rebecca", "Sharon", "Sonia", "Neha", "Pooja", "Snehal", "Shweta"},
	male:        []string{"Anthony", "Daniel", "Francis", "Joel", "Joshua", "Samuel", "Stephen", "Victor", "Rohan", "Nikhil", "Amol", "Sagar"},
	motherNames: []string{"Agnes", "Grace", "Lily", "Mary", "Philomena", "Rosy", "Sunita", "Vandana"},
	fatherNames: []string{"Anthony", "Francis", "John", "Paul", "Peter", "Thomas", "Sunil", "Prakash"},
}

var sikhNames = names{
	female:      []string{"Amrit", "Gurpreet", "Harpreet", "Jaspreet", "Kiranjeet", "Manpreet", "Navneet", "Simran"},
	male:        []string{"Amandeep", "Arjun", "Gurpreet", "Harjot", "Jaspal", "Karan", "Manjeet", "Ravinder"},
	motherNames: []string{"Baljeet", "Jasbir", "Kulwant", "Paramjeet", "Surinder"},
	fatherNames: []string{"Balwinder", "Gurdev", "Kuldeep", "Paramjit", "Surjit"},
}

// Surname pools; castes point at one of them (surnameGroup).
var (
	surnamesMaratha = []string{
		"Patil", "Pawar", "Jadhav", "Shinde", "Bhosale", "Chavan", "More", "Kadam", "Mane", "Salunkhe",
		"Gaikwad", "Deshmukh", "Jagtap", "Nikam", "Shelar", "Thorat", "Kale", "Ghorpade", "Mohite",
		"Sawant", "Shirke", "Yadav", "Nimbalkar", "Dhumal", "Gawade", "Rane", "Shitole", "Nalawade",
		"Kokate", "Londhe", "Suryavanshi", "Ghadge", "Pisal", "Tawde", "Wagh", "Darekar",
	}
	surnamesBrahmin = []string{
		"Kulkarni", "Joshi", "Deshpande", "Apte", "Kelkar", "Phadke", "Limaye", "Paranjpe", "Bapat",
		"Godbole", "Karve", "Ranade", "Gokhale", "Bhave", "Date", "Oak", "Sahasrabuddhe", "Damle",
		"Ketkar", "Patwardhan", "Natu", "Pendse", "Khare", "Dixit", "Pathak", "Padhye",
	}
	surnamesSaraswat = []string{"Kamat", "Nadkarni", "Pai", "Shenoy", "Kini", "Tendulkar", "Wagle", "Naik"}
	surnamesCKP      = []string{"Gupte", "Pradhan", "Chitnis", "Karnik", "Tipnis", "Raje", "Mokashi", "Dighe", "Phanse"}
	surnamesOBC      = []string{
		"Raut", "Kshirsagar", "Bhujbal", "Phule", "Mali", "Chaudhari", "Dahale", "Potdar", "Shahane",
		"Sonar", "Mistry", "Kumbhar", "Shimpi", "Wadekar", "Gurav", "Pund", "Jagdale", "Lokhande",
		"Ingale", "Tandale", "Borse", "Mahajan",
	}
	surnamesDhangar  = []string{"Holkar", "Shendge", "Mhaske", "Khemnar", "Kokare", "Bhusnar", "Bhise"}
	surnamesVanjari  = []string{"Munde", "Sanap", "Nagre", "Kendre", "Ghuge", "Khade", "Aghav", "Dhakne", "Sangle"}
	surnamesLingayat = []string{"Swami", "Shete", "Kore", "Hiremath", "Mathpati", "Biradar", "Wali", "Chougule", "Mitkari"}
	surnamesLeva     = []string{"Chaudhari", "Patil", "Mahajan", "Kolhe", "Bhirud", "Narkhede", "Warke", "Zope", "Khadse"}
	surnamesCoastal  = []string{"Mhatre", "Gharat", "Bhoir", "Naik", "Thakur", "Koli", "Tandel", "Vaity", "Surve", "Mayekar", "Salvi", "Keni"}
	surnamesBanjara  = []string{"Rathod", "Chavan", "Naik", "Ade", "Jadhav", "Pawar"}
	surnamesAmbedkar = []string{
		"Kamble", "Gaikwad", "Sonawane", "Bansode", "Waghmare", "Kharat", "Ingle", "Salve", "Ahire",
		"Bhalerao", "Meshram", "Ramteke", "Khobragade", "Sathe", "Kasbe", "Awale", "Adhav", "Shirsat",
		"Pagare", "Wankhede",
	}
	surnamesMuslim    = []string{"Shaikh", "Khan", "Sayyed", "Pathan", "Inamdar", "Mulla", "Bagwan", "Tamboli", "Attar", "Momin", "Qureshi", "Ansari", "Kazi", "Mujawar", "Maniyar"}
	surnamesJain      = []string{"Shah", "Jain", "Mehta", "Gandhi", "Doshi", "Lodha", "Bora", "Sanghvi", "Kothari", "Chordiya", "Munot", "Bafna", "Patni", "Kasliwal"}
	surnamesChristian = []string{"D'Souza", "Fernandes", "Pereira", "Rodrigues", "Gonsalves", "Lobo", "Dias", "Salve", "Gaikwad", "Waghmare"}
	surnamesSikh      = []string{"Gill", "Sandhu", "Sethi", "Bedi", "Chawla", "Bhatia", "Arora"}
)

// surnameGroup is where a caste's families take their names from.
var surnameGroup = map[string][]string{
	"maratha": surnamesMaratha, "kunbi": surnamesMaratha,
	"brahmin-deshastha": surnamesBrahmin, "brahmin-kokanastha": surnamesBrahmin, "brahmin-karhade": surnamesBrahmin,
	"brahmin-saraswat": surnamesSaraswat, "ckp": surnamesCKP,
	"mali": surnamesOBC, "teli": surnamesOBC, "sonar": surnamesOBC, "sutar": surnamesOBC, "kumbhar": surnamesOBC,
	"shimpi": surnamesOBC, "koshti": surnamesOBC, "nhavi": surnamesOBC, "kasar": surnamesOBC, "gavli": surnamesOBC,
	"gurav": surnamesOBC, "dhangar": surnamesDhangar, "vanjari": surnamesVanjari, "lingayat": surnamesLingayat,
	"leva-patil": surnamesLeva, "agri": surnamesCoastal, "koli": surnamesCoastal, "bhandari": surnamesCoastal,
	"banjara": surnamesBanjara, "mahar": surnamesAmbedkar, "matang": surnamesAmbedkar, "chambhar": surnamesAmbedkar,
	"nav-bauddha": surnamesAmbedkar, "sunni": surnamesMuslim, "shia": surnamesMuslim,
	"digambar-jain": surnamesJain, "shwetambar-jain": surnamesJain,
	"catholic": surnamesChristian, "protestant": surnamesChristian,
}

// surnamesFor answers the pool for a member; "other" castes fall back on their religion's pool.
func surnamesFor(religion, caste string) []string {
	if s, ok := surnameGroup[caste]; ok {
		return s
	}
	switch religion {
	case "sikh":
		return surnamesSikh
	case "muslim":
		return surnamesMuslim
	}
	return surnamesOBC
}

func namesFor(religion string) *names {
	switch religion {
	case "muslim":
		return &muslimNames
	case "christian":
		return &christianNames
	case "sikh":
		return &sikhNames
	}
	return &marathiNames
}

// Typed into the custom-caste box by members whose community is not listed.
var customCastes = map[string][]string{
	"hindu": {"Lohar", "Bari", "Kalar", "Powar", "Rajput", "Gosavi", "Ramoshi", "Kayastha"},
	"sikh":  {"Jat Sikh", "Ramgarhia", "Khatri Sikh", "Saini"},
}

var hobbies = []string{
	"Reading", "Travelling", "Trekking", "Cooking", "Music", "Singing", "Dancing", "Cricket",
	"Badminton", "Photography", "Gardening", "Painting", "Yoga", "Movies", "Marathi theatre", "Chess",
	"Cycling", "Swimming", "Volunteering", "Rangoli", "Fitness",
}
