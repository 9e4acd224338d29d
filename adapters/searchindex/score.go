package searchindex

import (
	"slices"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// The compatibility score of matching.ScoreTerms.Evaluate, over an entry: the same criteria and
// weights, without the reasons (a best-match search scores up to ResultCap members and shows the
// score only). adapters/postgres's TestSearchMemoryAnswersAsPostgreSQLDoes holds it to the SQL
// score, which TestScoreSQLAgreesWithTheDomain holds to Evaluate.

// codedTerms are a viewer's ScoreTerms in the index's codes.
type codedTerms struct {
	t                     matching.ScoreTerms
	after, through        int32
	religion, caste, city uint32
	marital, manglik      []uint32
	tongue                uint32
	goodKeys              []int16
	// The viewer as the candidates' preferences see them.
	meReligion, meCaste, meCity, meManglik uint32
}

func termsOf(t matching.ScoreTerms, code func(string) uint32) codedTerms {
	ct := codedTerms{t: t, after: days(t.DOBAfter), through: days(t.DOBThrough), religion: code(t.Religion),
		caste: code(t.Caste), city: code(t.City), tongue: code(t.Tongue), meReligion: code(t.Me.Religion),
		meCaste: code(t.Me.Caste), meCity: code(t.Me.City), meManglik: code(t.Me.ManglikClass)}
	if t.DOBAfter.IsZero() {
		ct.after = -1 << 31
	}
	for _, v := range t.MaritalStatuses {
		ct.marital = append(ct.marital, code(v))
	}
	for _, v := range t.ManglikAccept {
		ct.manglik = append(ct.manglik, code(v))
	}
	for _, k := range t.GoodKeys {
		ct.goodKeys = append(ct.goodKeys, int16(k))
	}
	return ct
}

func (ct *codedTerms) score(e *entry) int {
	t := &ct.t
	met, counted := 0, 0
	add := func(weight int, ok bool) {
		counted += weight
		if ok {
			met += weight
		}
	}
	add(matching.WeightAge, e.dob > ct.after && e.dob <= ct.through)
	add(matching.WeightReligion, e.text[colReligion] == ct.religion)
	if t.Caste != "" {
		add(matching.WeightCaste, e.text[colCaste] == ct.caste)
	}
	add(matching.WeightLocation, e.text[colCity] == ct.city)
	if t.HeightMin != 0 {
		add(matching.WeightHeight, int(e.height) >= t.HeightMin && int(e.height) <= t.HeightMax)
	}
	add(matching.WeightMarital, slices.Contains(ct.marital, e.text[colMarital]))
	manglik := e.text[colManglik]
	if t.ManglikPref || (t.ManglikAccept != nil && manglik != 0) {
		add(matching.WeightManglik, slices.Contains(ct.manglik, manglik))
	}
	if t.Tongue != "" && e.text[colTongue] != 0 {
		add(matching.WeightTongue, e.text[colTongue] == ct.tongue)
	}
	if t.GoodKeys != nil && e.horoscope >= 0 {
		add(matching.WeightGunMilan, slices.Contains(ct.goodKeys, e.horoscope))
	}
	add(matching.WeightMutual, ct.fits(e))
	return 100 * met / counted
}

// fits is matching's Self.fits over the entry's preferences: does the viewer meet them.
func (ct *codedTerms) fits(e *entry) bool {
	me := &ct.t.Me
	switch {
	case me.Age < int(e.prefAgeMin) || me.Age > int(e.prefAgeMax):
		return false
	case e.text[colPrefReligion] != 0 && e.text[colPrefReligion] != ct.meReligion:
		return false
	case e.text[colPrefCaste] != 0 && e.text[colPrefCaste] != ct.meCaste:
		return false
	case e.text[colPrefCity] != 0 && e.text[colPrefCity] != ct.meCity:
		return false
	case e.prefHeightMin != 0 && me.Height < int(e.prefHeightMin), e.prefHeightMax != 0 && me.Height > int(e.prefHeightMax):
		return false
	case e.prefMarital != 0 && int(e.prefMarital)&me.MaritalBit == 0:
		return false
	case e.text[colPrefManglik] != 0 && e.text[colPrefManglik] != ct.meManglik:
		return false
	}
	return true
}
