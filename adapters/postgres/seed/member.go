package seed

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgtype"
)

// member is one account and its profile, ready for COPY. Nullable columns are any so that
// nil reaches the database as NULL, which is how the profile store saves "not given".
type member struct {
	id                                        pgtype.UUID
	email, phone, code, fullName, gender      string
	dob                                       time.Time
	religion, caste                           string
	customCaste                               any
	marital                                   string
	children                                  int16
	city, education, profession               string
	income                                    int32
	height, weight                            int16
	blood                                     string
	languages, hobbies                        []string
	father, fatherJob, mother, motherJob      string
	siblings                                  int16
	food, disability, drinking, smoking, plan string
	prefAgeMin, prefAgeMax                    int16
	prefCity, prefCaste, prefReligion         any
	prefHeightMin, prefHeightMax, photo       any
	language                                  string
	registered, updated, lastActive           time.Time
	// The family profile (family.go); "" and 0 are stored as NULL, "not given".
	aboutMe, createdBy, nativeDistrict, nativeTaluka, subCaste, gotra string
	rashi, nakshatra, manglik, birthTime, birthPlace                  string
	charan                                                            int16
	horoscopeKey                                                      int16 // meaningful when nakshatra is set
	complexion, bodyType, workingSector, livingWithFamily             string
	prefMarital                                                       []string
	prefManglik, district                                             string
}

// generator makes members; each one depends only on (seed, index), so batches can be built
// in any order by any number of workers and still come out identical.
type generator struct {
	o     Options
	today time.Time // o.Now's date at midnight UTC
	src   *rand.PCG
	r     *rand.Rand
}

func newGenerator(o Options) *generator {
	src := rand.NewPCG(0, 0)
	y, m, d := o.Now.UTC().Date()
	return &generator{o: o, today: time.Date(y, m, d, 0, 0, 0, 0, time.UTC), src: src, r: rand.New(src)}
}

func (g *generator) member(i int64, m *member) {
	g.src.Seed(mix(uint64(g.o.Seed)), mix(uint64(g.o.Seed)^mix(uint64(i))))
	r := g.r
	demo := g.o.DemoEmail != "" && i == g.o.First
	*m = member{code: memberCode(i), phone: phone(i), disability: "no"}
	var idb [16]byte
	for k := 0; k < 16; k += 8 {
		v := r.Uint64()
		for j := 0; j < 8; j++ {
			idb[k+j] = byte(v >> (8 * j))
		}
	}
	idb[6] = idb[6]&0x0f | 0x40 // version 4
	idb[8] = idb[8]&0x3f | 0x80 // RFC 4122 variant
	m.id = pgtype.UUID{Bytes: idb, Valid: true}

	female := r.Float64() < 0.47 || demo
	m.gender = "male"
	if female {
		m.gender = "female"
	}
	m.religion = religions.pick(r)
	m.caste = castesByReligion[m.religion].pick(r)
	if demo { // the largest community, so the demo's matches and searches are never empty
		m.religion, m.caste = "hindu", "maratha"
	}
	if m.caste == "other" {
		m.customCaste = pickOne(r, customCastes[m.religion])
	}

	pool := namesFor(m.religion)
	surname := pickOne(r, surnamesFor(m.religion, m.caste))
	first := pickOne(r, pool.male)
	if female {
		first = pickOne(r, pool.female)
	}
	fatherFirst := pickOne(r, pool.fatherNames)
	m.father = fatherFirst + " " + surname
	m.mother = pickOne(r, pool.motherNames) + " " + surname
	m.fullName = first + " " + surname
	if pool == &marathiNames && r.IntN(2) == 0 {
		m.fullName = first + " " + fatherFirst + " " + surname // the Maharashtrian way
	}
	m.email = strings.ToLower(ascii(first)+"."+ascii(surname)) + "." + strconv.FormatInt(i, 10) + "@example.in"
	if demo {
		m.email = g.o.DemoEmail
	}
	m.fatherJob, m.motherJob = fatherJobs.pick(r), motherJobs.pick(r)
	m.siblings = int16(siblingCounts.pick(r))

	age := agesMale.pick(r)
	if female {
		age = agesFemale.pick(r)
	}
	if demo {
		age = 27
	}
	// Birthdays kept two days away from today, so the age holds in every time zone.
	m.dob = g.today.AddDate(-age, 0, 0).AddDate(0, 0, -2-r.IntN(361))
	m.marital = "single"
	if x := r.Float64() * 100; !demo && age >= 24 {
		late := float64(age-24) * 0.6 // divorce and loss become likelier with years
		switch {
		case x < 3+late:
			m.marital = "divorce"
		case x < 4+late*1.3:
			m.marital = "awaiting-divorce"
		case x < 4.6+late*1.5:
			m.marital = "widow"
		}
	}
	if m.marital != "single" {
		m.children = int16(childCounts.pick(r))
	}

	m.city = cities.pick(r)
	if demo {
		m.city = "Pune"
	}
	m.education = educations.pick(r)
	m.profession = g.profession(m.education, female)
	m.income = income(r, m.profession, age)
	g.body(m, female)
	m.blood = bloodGroups.pick(r)
	m.languages = languages(r, m.religion, m.caste)
	m.hobbies = pickSome(r, hobbies, 1+r.IntN(4))
	food := m.religion
	if strings.HasPrefix(m.caste, "brahmin") || m.caste == "ckp" {
		food = "brahmin"
	}
	m.food = foodByReligion[food].pick(r)
	if r.IntN(100) < 2 {
		m.disability = "yes"
	}
	m.drinking, m.smoking = drinkingMen.pick(r), smokingMen.pick(r)
	if female {
		m.drinking, m.smoking = drinkingWomen.pick(r), smokingWomen.pick(r)
	}
	m.plan = plans.pick(r)
	g.preferences(m, age, female, demo)
	m.language = "en"
	if r.IntN(100) < 40 {
		m.language = "mr"
	}
	g.photoAndTimes(m, female, demo)
	g.family(m, female, demo)
}

func (g *generator) profession(education string, female bool) string {
	for {
		p := professionsByEducation[education].pick(g.r)
		if female && (p == "farmer" || p == "police-defence") || !female && p == "nurse" {
			continue
		}
		return p
	}
}

// income grows with age and scatters log-normally around the profession's median.
func income(r *rand.Rand, profession string, age int) int32 {
	f := min(max(0.75+0.035*float64(age-21), 0.7), 1.6)
	x := medianIncome[profession] * f * math.Exp(r.NormFloat64()*0.35)
	x = min(max(x, 10), 300)
	if x >= 50 {
		return int32(math.Round(x/5) * 5) // people round big salaries
	}
	return int32(math.Round(x))
}

func (g *generator) body(m *member, female bool) {
	r := g.r
	h := 171 + r.NormFloat64()*6.5
	if female {
		h = 157 + r.NormFloat64()*6
		h = min(max(h, 145), 175)
	} else {
		h = min(max(h, 160), 190)
	}
	bmi := min(max(22.5+r.NormFloat64()*3, 17), 33)
	m.height = int16(h)
	m.weight = int16(bmi * (h / 100) * (h / 100))
}

func languages(r *rand.Rand, religion, caste string) []string {
	key := religion
	switch caste {
	case "lingayat":
		key = "lingayat"
	case "brahmin-saraswat":
		key = "saraswat"
	}
	out := make([]string, 1, 3)
	out[0] = motherTongues[key].pick(r)
	add := func(lang string, pct int) {
		if len(out) < 3 && out[0] != lang && r.IntN(100) < pct {
			out = append(out, lang)
		}
	}
	add("marathi", 90)
	add("english", 55)
	add("hindi", 45)
	return out
}

func (g *generator) preferences(m *member, age int, female, demo bool) {
	r := g.r
	lo, hi := age-3-r.IntN(3), age+r.IntN(2) // men look younger
	if female {
		lo, hi = age+r.IntN(2), age+4+r.IntN(3)
	}
	lo = max(lo, 18)
	if demo {
		// The demo login shows every carousel: her caste and religion, ages around hers, and no
		// city or height (location and "near you" then use her own Pune); narrower preferences
		// leave a demo of 300 members one match.
		lo, hi = age, age+6
	}
	m.prefAgeMin, m.prefAgeMax = int16(lo), int16(max(hi, lo))
	if !demo && r.IntN(100) < 35 {
		m.prefCity = m.city
	}
	if m.caste != "other" && (demo || r.IntN(100) < 55) {
		m.prefCaste = m.caste
	}
	if demo || r.IntN(100) < 85 {
		m.prefReligion = m.religion
	}
	if !demo && r.IntN(100) < 40 {
		h := int(m.height)
		if female {
			lo := h + r.IntN(6)
			m.prefHeightMin, m.prefHeightMax = int16(lo), int16(min(lo+15+r.IntN(11), 250))
		} else {
			m.prefHeightMin, m.prefHeightMax = int16(145+r.IntN(8)), int16(max(h-r.IntN(4), 155))
		}
	}
}

func (g *generator) photoAndTimes(m *member, female, demo bool) {
	r := g.r
	photos := g.o.PhotosMale
	if female {
		photos = g.o.PhotosFemale
	}
	if len(photos) > 0 && (demo || r.IntN(100) < 85) {
		m.photo = photos[r.IntN(len(photos))]
	}
	now := g.o.Now.Truncate(time.Second)
	// A growing site: registrations over two years, three times as dense now as at the start.
	u := r.Float64()
	if r.IntN(2) == 0 {
		u = 1 - math.Sqrt(u)
	}
	age := time.Duration(u * float64(2*365*24*time.Hour))
	m.registered = now.Add(-age).Truncate(time.Second)
	idle := time.Duration(math.Pow(r.Float64(), 3) * float64(age)) // most were here recently
	m.lastActive = now.Add(-idle).Truncate(time.Second)
	if demo {
		m.lastActive = now
	}
	m.updated = m.registered.Add(time.Duration(r.Float64() * float64(m.lastActive.Sub(m.registered)))).Truncate(time.Second)
}

func pickOne(r *rand.Rand, s []string) string { return s[r.IntN(len(s))] }

// pickSome draws n distinct entries (n ≤ len(s)), in draw order.
func pickSome(r *rand.Rand, s []string, n int) []string {
	out := make([]string, 0, n)
	for len(out) < n {
		v := pickOne(r, s)
		dup := false
		for _, o := range out {
			dup = dup || o == v
		}
		if !dup {
			out = append(out, v)
		}
	}
	return out
}

// ascii keeps letters only, so "D'Souza" becomes a valid e-mail part.
func ascii(s string) string {
	return strings.Map(func(c rune) rune {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			return c
		}
		return -1
	}, s)
}
