package seed

import "math/rand/v2"

// How often each choice occurs. Figures are rounded from the 2011 census (religion, city
// population) and from what matrimony listings in the state look like; the aim is a demo
// where filters return plausible counts, not statistics.

type wt[T any] struct {
	v T
	w float64
}

// table picks values in proportion to their weights.
type table[T any] struct {
	items []T
	cum   []uint32
}

func tab[T any](ws ...wt[T]) table[T] {
	t := table[T]{}
	var sum uint32
	for _, w := range ws {
		sum += uint32(w.w*100 + 0.5)
		t.items = append(t.items, w.v)
		t.cum = append(t.cum, sum)
	}
	return t
}

func (t table[T]) pick(r *rand.Rand) T {
	x := r.Uint32N(t.cum[len(t.cum)-1])
	lo, hi := 0, len(t.cum)-1
	for lo < hi {
		mid := (lo + hi) / 2
		if t.cum[mid] > x {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return t.items[lo]
}

type sw = wt[string]

var religions = tab(sw{"hindu", 79.5}, sw{"muslim", 11.5}, sw{"buddhist", 5.8}, sw{"jain", 1.4},
	sw{"christian", 1.0}, sw{"sikh", 0.3})

// castesByReligion: only communities the catalog files under that religion (or under none).
var castesByReligion = map[string]table[string]{
	"hindu": tab(sw{"maratha", 28}, sw{"kunbi", 13}, sw{"brahmin-deshastha", 4}, sw{"brahmin-kokanastha", 2.5},
		sw{"brahmin-karhade", 1}, sw{"brahmin-saraswat", 1}, sw{"ckp", 0.7}, sw{"mali", 6}, sw{"dhangar", 5.5},
		sw{"vanjari", 3}, sw{"teli", 3}, sw{"sonar", 2}, sw{"lingayat", 3}, sw{"leva-patil", 2}, sw{"agri", 2.5},
		sw{"koli", 3}, sw{"bhandari", 1.5}, sw{"mahar", 2}, sw{"matang", 4}, sw{"chambhar", 3}, sw{"gurav", 1},
		sw{"sutar", 1.5}, sw{"kumbhar", 1.5}, sw{"shimpi", 1}, sw{"koshti", 1}, sw{"nhavi", 1.5},
		sw{"banjara", 2}, sw{"kasar", 0.5}, sw{"gavli", 1}, sw{"other", 2}),
	"muslim":    tab(sw{"sunni", 88}, sw{"shia", 12}),
	"buddhist":  tab(sw{"nav-bauddha", 85}, sw{"mahar", 15}),
	"jain":      tab(sw{"digambar-jain", 55}, sw{"shwetambar-jain", 45}),
	"christian": tab(sw{"catholic", 70}, sw{"protestant", 30}),
	"sikh":      tab(sw{"other", 1}),
}

// Weights follow city population, with Pune lifted for the IT crowd that signs up online.
var cities = tab(sw{"Mumbai", 100}, sw{"Pune", 60}, sw{"Nagpur", 26}, sw{"Nashik", 15}, sw{"Thane", 24}, sw{"Navi Mumbai", 13},
	sw{"Pimpri-Chinchwad", 18}, sw{"Kalyan-Dombivli", 13}, sw{"Vasai-Virar", 11},
	sw{"Chhatrapati Sambhajinagar", 13}, sw{"Solapur", 9}, sw{"Kolhapur", 6}, sw{"Amravati", 6}, sw{"Sangli", 5},
	sw{"Jalgaon", 4.5}, sw{"Akola", 4}, sw{"Latur", 4}, sw{"Dhule", 3.5}, sw{"Ahilyanagar", 3.5},
	sw{"Chandrapur", 3}, sw{"Parbhani", 3}, sw{"Jalna", 3}, sw{"Nanded", 5}, sw{"Satara", 2.5}, sw{"Beed", 2},
	sw{"Yavatmal", 2}, sw{"Wardha", 2}, sw{"Gondia", 2}, sw{"Ratnagiri", 2}, sw{"Dharashiv", 1.5},
	sw{"Nandurbar", 1.5}, sw{"Palghar", 1.5}, sw{"Baramati", 1.5}, sw{"Malegaon", 4})

var motherTongues = map[string]table[string]{
	"hindu": tab(sw{"marathi", 92}, sw{"hindi", 3}, sw{"konkani", 1}, sw{"ahirani", 1.2}, sw{"varhadi", 1.2},
		sw{"malvani", 0.8}, sw{"kannada", 0.5}, sw{"gujarati", 0.3}),
	"lingayat":  tab(sw{"marathi", 70}, sw{"kannada", 30}),
	"saraswat":  tab(sw{"konkani", 50}, sw{"marathi", 50}),
	"muslim":    tab(sw{"urdu", 55}, sw{"marathi", 35}, sw{"hindi", 10}),
	"buddhist":  tab(sw{"marathi", 97}, sw{"hindi", 3}),
	"jain":      tab(sw{"marathi", 55}, sw{"gujarati", 20}, sw{"marwari", 20}, sw{"hindi", 5}),
	"christian": tab(sw{"marathi", 55}, sw{"konkani", 25}, sw{"english", 20}),
	"sikh":      tab(sw{"punjabi", 90}, sw{"hindi", 10}),
}

var educations = tab(sw{"below-10th", 1}, sw{"10th", 3}, sw{"12th", 6}, sw{"diploma", 6}, sw{"iti", 3},
	sw{"ba", 8}, sw{"bcom", 10}, sw{"bsc", 9}, sw{"be-btech", 18}, sw{"bca-bba", 5}, sw{"mbbs", 2},
	sw{"bams-bhms", 2}, sw{"llb", 2}, sw{"ca-cs", 2}, sw{"ma-msc-mcom", 10}, sw{"me-mtech", 4}, sw{"mba", 6},
	sw{"md-ms", 1}, sw{"phd", 1}, sw{"other", 1})

// Professions open to each education level. Nurse is drawn for women only, farmer and
// police for men only (see member.profession): a rough stand-in for how the state works.
var professionsByEducation = map[string]table[string]{
	"below-10th":  tab(sw{"farmer", 4}, sw{"business", 3}, sw{"self-employed", 3}, sw{"private-job", 4}),
	"10th":        tab(sw{"farmer", 4}, sw{"business", 3}, sw{"self-employed", 3}, sw{"private-job", 4}),
	"12th":        tab(sw{"private-job", 4}, sw{"business", 3}, sw{"farmer", 3}, sw{"self-employed", 2}, sw{"sales-marketing", 2}, sw{"police-defence", 1}),
	"diploma":     tab(sw{"engineer", 4}, sw{"private-job", 3}, sw{"self-employed", 2}, sw{"business", 1}, sw{"designer", 1}),
	"iti":         tab(sw{"engineer", 2}, sw{"private-job", 4}, sw{"self-employed", 3}, sw{"police-defence", 1}),
	"ba":          tab(sw{"teacher", 3}, sw{"government-service", 3}, sw{"private-job", 3}, sw{"hr-admin", 2}, sw{"sales-marketing", 2}, sw{"police-defence", 1}, sw{"business", 1}),
	"bcom":        tab(sw{"accountant", 4}, sw{"banker", 3}, sw{"private-job", 3}, sw{"sales-marketing", 2}, sw{"business", 2}, sw{"government-service", 1}),
	"bsc":         tab(sw{"teacher", 2}, sw{"pharmacist", 1}, sw{"private-job", 3}, sw{"software-engineer", 2}, sw{"government-service", 2}, sw{"nurse", 2}, sw{"banker", 1}),
	"be-btech":    tab(sw{"software-engineer", 8}, sw{"engineer", 5}, sw{"business", 1}, sw{"government-service", 1}),
	"bca-bba":     tab(sw{"software-engineer", 4}, sw{"sales-marketing", 2}, sw{"hr-admin", 2}, sw{"business", 2}, sw{"private-job", 2}),
	"mbbs":        tab(sw{"doctor", 1}),
	"bams-bhms":   tab(sw{"doctor", 1}),
	"llb":         tab(sw{"lawyer", 4}, sw{"government-service", 1}),
	"ca-cs":       tab(sw{"chartered-accountant", 5}, sw{"banker", 1}),
	"ma-msc-mcom": tab(sw{"teacher", 3}, sw{"professor", 2}, sw{"banker", 2}, sw{"government-service", 2}, sw{"accountant", 2}, sw{"private-job", 2}),
	"me-mtech":    tab(sw{"software-engineer", 4}, sw{"engineer", 4}, sw{"professor", 2}),
	"mba":         tab(sw{"hr-admin", 3}, sw{"sales-marketing", 3}, sw{"banker", 2}, sw{"business", 2}, sw{"software-engineer", 1}),
	"md-ms":       tab(sw{"doctor", 1}),
	"phd":         tab(sw{"professor", 4}, sw{"government-service", 1}),
	"other":       tab(sw{"architect", 2}, sw{"designer", 2}, sw{"private-job", 2}, sw{"self-employed", 1}),
}

// Median income in thousands of rupees a month at about 28; member.income spreads it.
var medianIncome = map[string]float64{
	"software-engineer": 85, "engineer": 50, "doctor": 120, "nurse": 30, "teacher": 35, "professor": 70,
	"lawyer": 60, "chartered-accountant": 110, "banker": 55, "government-service": 50,
	"police-defence": 45, "business": 60, "farmer": 30, "architect": 65, "pharmacist": 35, "designer": 45,
	"sales-marketing": 40, "hr-admin": 45, "accountant": 35, "private-job": 30, "self-employed": 40,
}

var bloodGroups = tab(sw{"O+", 32}, sw{"B+", 30}, sw{"A+", 22}, sw{"AB+", 8}, sw{"O-", 2.5}, sw{"B-", 2.5},
	sw{"A-", 2}, sw{"AB-", 1})

var foodByReligion = map[string]table[string]{
	"hindu":     tab(sw{"veg", 30}, sw{"non-veg", 55}, sw{"eggetarian", 12}, sw{"vegan", 3}),
	"brahmin":   tab(sw{"veg", 80}, sw{"eggetarian", 8}, sw{"non-veg", 10}, sw{"vegan", 2}),
	"jain":      tab(sw{"veg", 94}, sw{"vegan", 6}),
	"muslim":    tab(sw{"non-veg", 95}, sw{"eggetarian", 3}, sw{"veg", 2}),
	"buddhist":  tab(sw{"non-veg", 75}, sw{"veg", 15}, sw{"eggetarian", 10}),
	"christian": tab(sw{"non-veg", 85}, sw{"veg", 8}, sw{"eggetarian", 7}),
	"sikh":      tab(sw{"non-veg", 55}, sw{"veg", 40}, sw{"eggetarian", 5}),
}

var (
	plans         = tab(sw{"basic", 35}, sw{"standard", 38}, sw{"premium", 19}, sw{"elite", 8})
	siblingCounts = tab(wt[int]{0, 12}, wt[int]{1, 40}, wt[int]{2, 30}, wt[int]{3, 13}, wt[int]{4, 5})
	childCounts   = tab(wt[int]{0, 50}, wt[int]{1, 35}, wt[int]{2, 15})
	drinkingMen   = tab(sw{"no", 70}, sw{"occasionally", 25}, sw{"yes", 5})
	drinkingWomen = tab(sw{"no", 93}, sw{"occasionally", 6}, sw{"yes", 1})
	smokingMen    = tab(sw{"no", 85}, sw{"occasionally", 10}, sw{"yes", 5})
	smokingWomen  = tab(sw{"no", 98}, sw{"occasionally", 2})
	fatherJobs    = tab(sw{"Farmer", 20}, sw{"Business", 14}, sw{"Government service", 12}, sw{"Private service", 14},
		sw{"Retired teacher", 8}, sw{"Retired bank officer", 5}, sw{"Shopkeeper", 7}, sw{"Engineer", 4},
		sw{"Doctor", 2}, sw{"Advocate", 2}, sw{"Contractor", 4}, sw{"Retired police officer", 3}, sw{"Retired", 5})
	motherJobs = tab(sw{"Homemaker", 62}, sw{"Teacher", 10}, sw{"Government service", 6}, sw{"Nurse", 3},
		sw{"Business", 4}, sw{"Retired teacher", 5}, sw{"Bank officer", 3}, sw{"Tailoring business", 4}, sw{"Farmer", 3})
)

// Ages on the day of generation: matrimony sign-ups peak in the late twenties, women a
// year or two younger than men; the tail holds the divorced and widowed.
var (
	agesFemale = ageTable(18, []float64{2, 4, 8, 16, 26, 40, 55, 64, 66, 62, 54, 45, 36, 28, 22, 17, 13, 10, 8, 6, 5, 4, 3, 3, 2, 2, 1.5, 1, 1, 1, 0.5})
	agesMale   = ageTable(21, []float64{6, 14, 24, 38, 52, 62, 66, 62, 56, 48, 40, 32, 25, 20, 16, 12, 10, 8, 6, 5, 4, 3, 3, 2, 2, 1.5, 1, 1, 0.5, 0.5})
)

func ageTable(from int, weights []float64) table[int] {
	ws := make([]wt[int], len(weights))
	for i, w := range weights {
		ws[i] = wt[int]{from + i, w}
	}
	return tab(ws...)
}
