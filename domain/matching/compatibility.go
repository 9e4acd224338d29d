package matching

import (
	"slices"
	"strconv"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// A match is mutual: the candidate meets every preference the member set, and the member meets
// every preference the candidate set (Fits both ways). Among matches, the compatibility score
// says how much more they agree on, with each reason shown as a chip ("Age ✓ · Pune ✓ · Maratha
// ✓ · Manglik ✗"). See docs/adr/0015-matching.md.

// Fits reports whether candidate meets every preference viewer set, on now's date: the hard
// preferences (age, religion, caste, city, height, marital status, manglik). An unset preference
// accepts anyone; a manglik preference is not met by a candidate who has not said.
func Fits(viewer, candidate profile.Profile, now time.Time) bool {
	pp := viewer.Partner
	age := candidate.Age(now)
	switch {
	case !MayMeet(viewer.Gender, candidate.Gender):
		return false
	case age < pp.AgeMin || age > pp.AgeMax:
		return false
	case pp.Religion != "" && candidate.Religion != pp.Religion:
		return false
	case pp.Caste != "" && candidate.Caste != pp.Caste:
		return false
	case pp.City != "" && candidate.City != pp.City:
		return false
	case pp.HeightMin != 0 && candidate.HeightCM < pp.HeightMin, pp.HeightMax != 0 && candidate.HeightCM > pp.HeightMax:
		return false
	case len(pp.MaritalStatuses) > 0 && !slices.Contains(pp.MaritalStatuses, candidate.MaritalStatus):
		return false
	case pp.Manglik != "" && pp.Manglik != ManglikClass(candidate.Horoscope.Manglik):
		return false
	}
	return true
}

// Mutual reports whether a and b each meet the other's preferences.
func Mutual(a, b profile.Profile, now time.Time) bool { return Fits(a, b, now) && Fits(b, a, now) }

// ManglikClass groups a member's manglik status the way a preference names it: "no", "yes" (yes
// or partial), "" when not said.
func ManglikClass(status string) string {
	switch status {
	case "no":
		return "no"
	case "yes", "partial":
		return "yes"
	}
	return ""
}

// ManglikStatuses are the members' statuses a manglik preference accepts: "no" only no, "yes"
// yes or partial (ManglikClass); none (an empty list) for no preference.
func ManglikStatuses(pref string) []string {
	switch pref {
	case "no":
		return []string{"no"}
	case "yes":
		return []string{"yes", "partial"}
	}
	return []string{}
}

// MaritalBit is a marital status as one bit (a set of statuses is their sum): how the search
// index keeps a preference list compactly (docs/adr/0015-matching.md).
func MaritalBit(status string) int {
	for i, o := range profile.Options.MaritalStatuses {
		if o.Value == status {
			return 1 << i
		}
	}
	return 0
}

// MaritalMask is the bits of a list of statuses (0: any).
func MaritalMask(statuses []string) int {
	m := 0
	for _, s := range statuses {
		m |= MaritalBit(s)
	}
	return m
}

// Criterion is one thing the score weighs.
type Criterion string

const (
	CritAge        Criterion = "age"
	CritReligion   Criterion = "religion"
	CritCaste      Criterion = "caste"
	CritLocation   Criterion = "location"
	CritHeight     Criterion = "height"
	CritMarital    Criterion = "maritalStatus"
	CritManglik    Criterion = "manglik"
	CritTongue     Criterion = "motherTongue"
	CritGunMilan   Criterion = "gunMilan"
	CritMutual     Criterion = "mutual" // the member meets the candidate's preferences
	WeightAge                = 3
	WeightReligion           = 2
	WeightCaste              = 3
	WeightLocation           = 2
	WeightHeight             = 1
	WeightMarital            = 2
	WeightManglik            = 2
	WeightTongue             = 1
	WeightGunMilan           = 2
	WeightMutual             = 3
)

// Reason is one criterion as a chip shows it: met or not, and the candidate's value (their city,
// caste, gun milan points, …) for the label.
type Reason struct {
	Criterion Criterion
	Met       bool
	Value     string
}

// Compatibility is the score (0–100) and its reasons, in the order of Criterion's constants.
type Compatibility struct {
	Score   int
	Reasons []Reason
}

// ScoreTerms is the viewer's side of the score, worked out once per viewer: the values a
// candidate is compared with, and which criteria count whatever the candidate. Evaluate scores a
// candidate with it; a store that ranks in its query translates the same terms into SQL
// (adapters/postgres/score.go), and a test holds the two to the same numbers.
type ScoreTerms struct {
	DOBAfter, DOBThrough time.Time // the preferred ages as birth dates (DOBRange)
	Religion             string    // preferred, or the viewer's own
	Caste                string    // preferred, or the viewer's own; "" when it cannot count ("other")
	City                 string    // preferred, or the viewer's own
	HeightMin, HeightMax int       // 0, 0 when no height preference (then height does not count)
	MaritalStatuses      []string  // preferred, or the viewer's own status
	// Manglik: with a preference, it always counts and ManglikAccept is what meets it; without
	// one, it counts only when both have said, and ManglikAccept is what agrees with the viewer.
	ManglikPref   bool
	ManglikAccept []string
	Tongue        string  // "" when the viewer has none: the criterion does not count
	GoodKeys      []int32 // horoscope keys reaching the gun milan threshold; nil when the viewer has none
	Me            Self
	// Set says which of the viewer's preferences they set themselves (the others fall back to
	// the viewer's own value): only those get a chip, met or not.
	Set SetPreferences
}

// SetPreferences are the preferences a viewer chose, as opposed to left at "Any".
type SetPreferences struct {
	Religion, Caste, City, MaritalStatus bool
}

// Self is what the viewer is, as a candidate's preferences see it (the mutual criterion).
type Self struct {
	Age                   int
	Religion, Caste, City string
	Height                int
	MaritalBit            int
	ManglikClass          string
	// For the gun milan's points on a reason chip.
	Gender       string
	HoroscopeKey int
}

// TermsFor works out the viewer's side of the score on now's date.
func TermsFor(viewer profile.Profile, now time.Time) ScoreTerms {
	pp := viewer.Partner
	t := ScoreTerms{Religion: orOwn(pp.Religion, viewer.Religion), Caste: orOwn(pp.Caste, viewer.Caste),
		City: orOwn(pp.City, viewer.City), Tongue: viewer.MotherTongue,
		Me: Self{Age: viewer.Age(now), Religion: viewer.Religion, Caste: viewer.Caste, City: viewer.City,
			Height: viewer.HeightCM, MaritalBit: MaritalBit(viewer.MaritalStatus),
			ManglikClass: ManglikClass(viewer.Horoscope.Manglik), Gender: viewer.Gender,
			HoroscopeKey: viewer.Horoscope.Key()}}
	t.DOBAfter, t.DOBThrough = DOBRange(pp.AgeMin, pp.AgeMax, now)
	t.Set = SetPreferences{Religion: pp.Religion != "", Caste: pp.Caste != "" && pp.Caste != "other", City: pp.City != "",
		MaritalStatus: len(pp.MaritalStatuses) > 0}
	if t.Caste == "other" {
		t.Caste = "" // "other" names no community: two members of "other" castes are not a match on it
	}
	if pp.HeightMin != 0 || pp.HeightMax != 0 {
		t.HeightMin, t.HeightMax = pp.HeightMin, pp.HeightMax
		if t.HeightMax == 0 {
			t.HeightMax = 250
		}
	}
	t.MaritalStatuses = pp.MaritalStatuses
	if len(t.MaritalStatuses) == 0 {
		t.MaritalStatuses = []string{viewer.MaritalStatus}
	}
	switch {
	case pp.Manglik == "no" || pp.Manglik == "yes":
		t.ManglikPref, t.ManglikAccept = true, ManglikStatuses(pp.Manglik)
	case viewer.Horoscope.Manglik != "":
		// Manglik with manglik, non-manglik with non-manglik; partial agrees with either.
		switch viewer.Horoscope.Manglik {
		case "no":
			t.ManglikAccept = []string{"no", "partial"}
		case "yes":
			t.ManglikAccept = []string{"yes", "partial"}
		default:
			t.ManglikAccept = []string{"no", "yes", "partial"}
		}
	}
	t.GoodKeys = GoodKeys(viewer.Horoscope.Key(), viewer.Gender)
	return t
}

func orOwn(pref, own string) string {
	if pref != "" {
		return pref
	}
	return own
}

// FixedWeight is the weight of the criteria that count whatever the candidate (the score's
// denominator before the criteria that count only when the candidate has said).
func (t ScoreTerms) FixedWeight() int {
	w := WeightAge + WeightReligion + WeightLocation + WeightMarital + WeightMutual
	if t.Caste != "" {
		w += WeightCaste
	}
	if t.HeightMin != 0 {
		w += WeightHeight
	}
	if t.ManglikPref {
		w += WeightManglik
	}
	return w
}

// Evaluate scores candidate against the terms: 100 × the weight of what is met ÷ the weight of
// what counts, rounded down.
//
// The score also weighs likeness where the viewer left a preference at "Any" (same city, same
// community, same mother tongue rank first), but a chip says "fits your preference" or "does
// not": so a chip is shown for a preference the viewer set, met or not, and for a likeness they
// never asked for only when it holds (a ✓ in common, never a ✗ for something they did not want).
func (t ScoreTerms) Evaluate(c profile.Profile, now time.Time) Compatibility {
	var out Compatibility
	met, counted := 0, 0
	add := func(crit Criterion, weight int, ok bool, value string, preferred bool) {
		counted += weight
		if ok {
			met += weight
		}
		if preferred || ok {
			out.Reasons = append(out.Reasons, Reason{Criterion: crit, Met: ok, Value: value})
		}
	}
	dob := c.DOB
	add(CritAge, WeightAge, dob.After(t.DOBAfter) && !dob.After(t.DOBThrough), strconv.Itoa(c.Age(now)), true)
	add(CritReligion, WeightReligion, c.Religion == t.Religion, c.Religion, t.Set.Religion)
	if t.Caste != "" {
		add(CritCaste, WeightCaste, c.Caste == t.Caste, c.Caste, t.Set.Caste)
	}
	add(CritLocation, WeightLocation, c.City == t.City, c.City, t.Set.City)
	if t.HeightMin != 0 {
		add(CritHeight, WeightHeight, c.HeightCM >= t.HeightMin && c.HeightCM <= t.HeightMax, strconv.Itoa(c.HeightCM), true)
	}
	add(CritMarital, WeightMarital, slices.Contains(t.MaritalStatuses, c.MaritalStatus), c.MaritalStatus, t.Set.MaritalStatus)
	if t.ManglikPref || (t.ManglikAccept != nil && c.Horoscope.Manglik != "") {
		add(CritManglik, WeightManglik, slices.Contains(t.ManglikAccept, c.Horoscope.Manglik), c.Horoscope.Manglik, t.ManglikPref)
	}
	if t.Tongue != "" && c.MotherTongue != "" {
		add(CritTongue, WeightTongue, c.MotherTongue == t.Tongue, c.MotherTongue, false)
	}
	if key := c.Horoscope.Key(); t.GoodKeys != nil && key >= 0 {
		value := ""
		if me, ok := StarOf(t.Me.HoroscopeKey); ok {
			other, _ := StarOf(key)
			g := Milan(me, other)
			if t.Me.Gender == "female" {
				g = Milan(other, me)
			}
			value = strconv.FormatFloat(g.Points(), 'f', -1, 64)
		}
		add(CritGunMilan, WeightGunMilan, slices.Contains(t.GoodKeys, int32(key)), value, false)
	}
	add(CritMutual, WeightMutual, t.Me.fits(c.Partner), "", true)
	out.Score = 100 * met / counted
	return out
}

// fits is Fits seen from the candidate: does the viewer meet the candidate's preferences.
func (me Self) fits(pp profile.Partner) bool {
	switch {
	case me.Age < pp.AgeMin || me.Age > pp.AgeMax:
		return false
	case pp.Religion != "" && pp.Religion != me.Religion:
		return false
	case pp.Caste != "" && pp.Caste != me.Caste:
		return false
	case pp.City != "" && pp.City != me.City:
		return false
	case pp.HeightMin != 0 && me.Height < pp.HeightMin, pp.HeightMax != 0 && me.Height > pp.HeightMax:
		return false
	case MaritalMask(pp.MaritalStatuses) != 0 && MaritalMask(pp.MaritalStatuses)&me.MaritalBit == 0:
		return false
	case pp.Manglik != "" && pp.Manglik != me.ManglikClass:
		return false
	}
	return true
}

// Compatible is the score of candidate for viewer.
func Compatible(viewer, candidate profile.Profile, now time.Time) Compatibility {
	return TermsFor(viewer, now).Evaluate(candidate, now)
}
