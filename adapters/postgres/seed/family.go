package seed

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// The profile families expect (docs/adr/0015-matching.md), drawn after everything else so that
// the earlier fields keep the distributions they had: about half the members fill each part in,
// as they would on a real site where these fields came later and are optional.

var createdBy = tab(sw{"self", 45}, sw{"parent", 40}, sw{"sibling", 7}, sw{"relative", 5}, sw{"friend", 3})

var complexions = tab(sw{"very-fair", 8}, sw{"fair", 30}, sw{"wheatish", 40}, sw{"wheatish-brown", 17}, sw{"dark", 5})

var bodyTypes = tab(sw{"slim", 30}, sw{"average", 50}, sw{"athletic", 12}, sw{"heavy", 8})

var manglikStatuses = tab(sw{"no", 70}, sw{"yes", 20}, sw{"partial", 10})

var gotras = []string{"Kashyap", "Bharadwaj", "Vasishtha", "Vishwamitra", "Gautam", "Atri", "Jamadagni", "Kaundinya",
	"Shandilya", "Vatsa", "Garg", "Kaushik"}

// subCastes are a few of each community's, as members type them.
var subCastes = map[string][]string{
	"maratha": {"96 Kuli", "Deshmukh", "Patil"}, "kunbi": {"Tirale", "Khaire", "Dhanoje"},
	"mali": {"Phul Mali", "Jire Mali"}, "dhangar": {"Hatkar", "Khutekar"}, "brahmin-deshastha": {"Rigvedi", "Yajurvedi"},
	"teli": {"Sav Teli", "Tilwan Teli"}, "sonar": {"Daivadnya", "Ahir Sonar"},
}

var sectorOf = map[string]string{"government-service": "government", "police-defence": "defence", "business": "business",
	"farmer": "agriculture", "self-employed": "self-employed", "doctor": "self-employed", "lawyer": "self-employed",
	"architect": "self-employed", "chartered-accountant": "self-employed", "student": "not-working",
	"homemaker": "not-working", "not-working": "not-working", "teacher": "government", "professor": "government"}

func (g *generator) family(m *member, female, demo bool) {
	r := g.r
	m.district = profile.DistrictOfCity(m.city)
	chance := func(pct int) bool { return demo || r.IntN(100) < pct }
	if chance(60) {
		m.createdBy = createdBy.pick(r)
	}
	if chance(75) {
		d := m.district
		if r.IntN(100) >= 60 {
			all := profile.Districts()
			d = all[r.IntN(len(all))].Value
		}
		for _, x := range profile.Districts() {
			if x.Value == d {
				m.nativeDistrict, m.nativeTaluka = d, x.Talukas[r.IntN(len(x.Talukas))].Value
			}
		}
	}
	if list := subCastes[m.caste]; len(list) > 0 && chance(30) {
		m.subCaste = pickOne(r, list)
	}
	hindu := m.religion == "hindu" || m.religion == "jain" || m.religion == "buddhist"
	if hindu && chance(35) {
		m.gotra = pickOne(r, gotras)
	}
	if hindu && chance(65) || !hindu && r.IntN(100) < 10 {
		n, charan := r.IntN(27), 1+r.IntN(4)
		m.nakshatra, m.rashi = profile.NakshatraValue(n), profile.RashiValue(profile.RashiOf(n, charan))
		m.horoscopeKey = int16(n*12 + profile.RashiOf(n, charan))
		if r.IntN(100) < 75 {
			m.charan = int16(charan)
		}
		if chance(90) {
			m.manglik = manglikStatuses.pick(r)
			if demo {
				m.manglik = "no"
			}
		}
		if chance(50) {
			m.birthTime = fmt.Sprintf("%02d:%02d", r.IntN(24), r.IntN(60))
			m.birthPlace = m.city
		}
	}
	if chance(70) {
		m.complexion = complexions.pick(r)
	}
	if chance(70) {
		m.bodyType = bodyTypes.pick(r)
	}
	if chance(80) {
		m.workingSector = sectorOf[m.profession]
		if m.workingSector == "" {
			m.workingSector = "private"
		}
	}
	if chance(60) {
		m.livingWithFamily = "yes"
		if !demo && r.IntN(100) < 25 {
			m.livingWithFamily = "no"
		}
	}
	if chance(50) {
		m.aboutMe = aboutMe(r, m, female)
	}
	switch {
	case demo || m.marital == "single" && r.IntN(100) < 40:
		m.prefMarital = []string{"single"}
	case m.marital != "single" && r.IntN(100) < 40:
		m.prefMarital = []string{"divorce", "widow", "awaiting-divorce"}
	}
	switch {
	case demo:
	case m.manglik == "yes" && r.IntN(100) < 30:
		m.prefManglik = "yes"
	case m.manglik == "no" && r.IntN(100) < 15:
		m.prefManglik = "no"
	}
}

func aboutMe(r *rand.Rand, m *member, female bool) string {
	work := strings.ReplaceAll(m.profession, "-", " ")
	family := "my parents and"
	if m.siblings > 0 {
		family = "my parents and my siblings and"
	}
	partner := "someone kind and honest"
	if female {
		partner = "a caring, educated partner"
	}
	hobby := "reading"
	if len(m.hobbies) > 0 {
		hobby = strings.ToLower(m.hobbies[0])
	}
	return fmt.Sprintf("I live in %s with %s I work as a %s. I enjoy %s and weekend trips to the Sahyadris. "+
		"I am looking for %s who values family.", m.city, family, work, hobby, partner)[:]
}
