package matching

import "github.com/reshimgathi/reshimgathi/domain/profile"

// Gun milan (Ashtakoota): the eight-fold matching of a bride's and a groom's horoscopes that
// Maharashtrian families ask for, scored out of 36 from the Moon's nakshatra and rashi at each
// one's birth. The rules are those of Muhurta Chintamani as the common panchang tables apply
// them; where sources differ, the choice is written next to the rule and in
// docs/adr/0015-matching.md. Points are kept in halves (two koota tables give ½ points).

// Koota is one of the eight parts, with the points the pair earned and the most it could.
type Koota struct {
	Name        string // varna, vashya, tara, yoni, grahaMaitri, gana, bhakoot, nadi
	Halves, Max int    // points ×2; Max in whole points
}

// GunMilan is the whole match: the eight kootas and their sum.
type GunMilan struct {
	Kootas [8]Koota
	Halves int // total points ×2, out of 72
}

// Points is the total out of 36 (20.5 for 41 halves).
func (g GunMilan) Points() float64 { return float64(g.Halves) / 2 }

// GunMilanThreshold is the traditional minimum for a match: 18 of 36 points.
const GunMilanThreshold = 18

// Acceptable reports whether the pair reaches the threshold.
func (g GunMilan) Acceptable() bool { return g.Halves >= 2*GunMilanThreshold }

// Star is one side's Moon: nakshatra 0–26 (Ashwini first), rashi 0–11 (Mesha first).
type Star struct{ Nakshatra, Rashi int }

// StarOf reads a horoscope key (profile.Horoscope.Key); ok is false for -1.
func StarOf(key int) (Star, bool) {
	if key < 0 || key >= profile.HoroscopeKeys {
		return Star{}, false
	}
	return Star{Nakshatra: key / 12, Rashi: key % 12}, true
}

// Milan matches a groom's and a bride's stars. The order matters: varna, vashya and gana are
// asymmetric, as the tradition has them.
func Milan(groom, bride Star) GunMilan {
	var g GunMilan
	g.Kootas = [8]Koota{
		{Name: "varna", Max: 1, Halves: 2 * varnaPoints(groom.Rashi, bride.Rashi)},
		{Name: "vashya", Max: 2, Halves: vashyaHalves[vashyaOf[groom.Rashi]][vashyaOf[bride.Rashi]]},
		{Name: "tara", Max: 3, Halves: taraHalves(groom.Nakshatra, bride.Nakshatra)},
		{Name: "yoni", Max: 4, Halves: 2 * yoniPoints[yoniOf[groom.Nakshatra]][yoniOf[bride.Nakshatra]]},
		{Name: "grahaMaitri", Max: 5, Halves: maitriHalves(lordOf[groom.Rashi], lordOf[bride.Rashi])},
		{Name: "gana", Max: 6, Halves: 2 * ganaPoints[ganaOf(groom.Nakshatra)][ganaOf(bride.Nakshatra)]},
		{Name: "bhakoot", Max: 7, Halves: 2 * bhakootPoints(groom.Rashi, bride.Rashi)},
		{Name: "nadi", Max: 8, Halves: 2 * nadiPoints(groom.Nakshatra, bride.Nakshatra)},
	}
	for _, k := range g.Kootas {
		g.Halves += k.Halves
	}
	return g
}

// Varna by rashi: the water signs are Brahmin (4), the fire signs Kshatriya (3), the earth signs
// Vaishya (2), the air signs Shudra (1). One point when the groom's is not lower.
var varnaOf = [12]int{3, 2, 1, 4, 3, 2, 1, 4, 3, 2, 1, 4}

func varnaPoints(groomRashi, brideRashi int) int {
	if varnaOf[groomRashi] >= varnaOf[brideRashi] {
		return 1
	}
	return 0
}

// Vashya groups by whole rashi. Some tables split Dhanu and Makara at 15°; the panchang examples
// we test against (domain/matching/gunmilan_test.go) take Dhanu as human and Makara as water
// whatever the quarter, and so do we.
const (
	chatushpada = iota // quadruped
	manava             // human
	jalachara          // water
	vanachara          // wild
	keeta              // insect
)

var vashyaOf = [12]int{chatushpada, chatushpada, manava, jalachara, vanachara, manava,
	manava, keeta, manava, jalachara, manava, jalachara}

// vashyaHalves[groom][bride], ×2.
var vashyaHalves = [5][5]int{
	{4, 2, 2, 1, 2},
	{2, 4, 1, 0, 2},
	{2, 1, 4, 2, 2},
	{1, 0, 2, 4, 0},
	{2, 2, 2, 0, 4},
}

// Tara counts from each one's nakshatra to the other's (inclusive) and takes the count modulo 9:
// the 3rd (vipat), 5th (pratyari) and 7th (vadha) taras are unfavourable. Both favourable: 3
// points; one: 1½; neither: 0.
func taraHalves(groomNakshatra, brideNakshatra int) int {
	good := func(from, to int) bool {
		switch ((to-from+27)%27 + 1) % 9 {
		case 3, 5, 7:
			return false
		}
		return true
	}
	halves := 0
	if good(brideNakshatra, groomNakshatra) {
		halves += 3
	}
	if good(groomNakshatra, brideNakshatra) {
		halves += 3
	}
	return halves
}

// Yoni: each nakshatra's animal, and how the animals get on (4 the same, 3 friendly, 2 neutral,
// 1 unfriendly, 0 sworn enemies: horse–buffalo, elephant–lion, ram–monkey, serpent–mongoose,
// dog–deer, cat–rat, cow–tiger).
const (
	ashwa   = iota // horse
	gaja           // elephant
	mesha          // ram
	sarpa          // serpent
	shwan          // dog
	marjar         // cat
	mushak         // rat
	gau            // cow
	mahish         // buffalo
	vyaghra        // tiger
	mriga          // deer
	vanar          // monkey
	nakul          // mongoose
	simha          // lion
)

var yoniOf = [27]int{ashwa, gaja, mesha, sarpa, sarpa, shwan, marjar, mesha, marjar, mushak, mushak, gau, mahish,
	vyaghra, mahish, vyaghra, mriga, mriga, shwan, vanar, nakul, vanar, simha, ashwa, simha, gau, gaja}

var yoniPoints = [14][14]int{
	{4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1},
	{2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0},
	{2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1},
	{3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2},
	{2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1},
	{2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1},
	{2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2},
	{1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1},
	{0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1},
	{1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1},
	{3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1},
	{3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2},
	{2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2},
	{1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4},
}

// Graha maitri: the friendship of the lords of the two rashis, from each one's side (the
// natural friendships of Brihat Parashara Hora Shastra).
const (
	sun = iota
	moon
	mars
	mercury
	jupiter
	venus
	saturn
)

var lordOf = [12]int{mars, venus, mercury, moon, sun, mercury, venus, mars, jupiter, saturn, saturn, jupiter}

const (
	enemy = iota
	neutral
	friend
)

// regard[a][b] is how planet a regards planet b.
var regard = [7][7]int{
	sun:     {friend, friend, friend, neutral, friend, enemy, enemy},
	moon:    {friend, friend, neutral, friend, neutral, neutral, neutral},
	mars:    {friend, friend, friend, enemy, friend, neutral, neutral},
	mercury: {friend, enemy, neutral, friend, neutral, friend, neutral},
	jupiter: {friend, friend, friend, enemy, friend, enemy, neutral},
	venus:   {enemy, enemy, neutral, friend, neutral, friend, friend},
	saturn:  {enemy, enemy, enemy, friend, neutral, friend, friend},
}

// maitriHalves: the same lord or mutual friends 5; friend and neutral 4; both neutral 3; friend
// and enemy 1; neutral and enemy ½; mutual enemies 0.
func maitriHalves(a, b int) int {
	if a == b {
		return 10
	}
	x, y := regard[a][b], regard[b][a]
	switch {
	case x == friend && y == friend:
		return 10
	case x+y == friend+neutral:
		return 8
	case x == neutral && y == neutral:
		return 6
	case x+y == friend+enemy:
		return 2
	case x+y == neutral+enemy:
		return 1
	}
	return 0
}

// Gana: deva (divine), manushya (human), rakshasa (demonic) temperaments.
const (
	deva = iota
	manushya
	rakshasa
)

var ganaByNakshatra = [27]int{deva, manushya, rakshasa, manushya, deva, manushya, deva, deva, rakshasa, rakshasa,
	manushya, manushya, deva, rakshasa, deva, rakshasa, deva, rakshasa, rakshasa, manushya, manushya, deva, rakshasa,
	rakshasa, manushya, manushya, deva}

func ganaOf(nakshatra int) int { return ganaByNakshatra[nakshatra] }

// ganaPoints[groom][bride].
var ganaPoints = [3][3]int{
	deva:     {6, 6, 0},
	manushya: {5, 6, 0},
	rakshasa: {1, 0, 6},
}

// Bhakoot: the groom's rashi counted from the bride's. The 2nd/12th, 5th/9th and 6th/8th
// relations are the doshas; any other relation earns all 7 points.
func bhakootPoints(groomRashi, brideRashi int) int {
	switch (groomRashi-brideRashi+12)%12 + 1 {
	case 2, 12, 5, 9, 6, 8:
		return 0
	}
	return 7
}

// Nadi: adi, madhya, antya, repeating over the nakshatras as 0 1 2 2 1 0. The same nadi for
// both is the nadi dosha (0 of 8).
func nadiOf(nakshatra int) int { return [6]int{0, 1, 2, 2, 1, 0}[nakshatra%6] }

func nadiPoints(groomNakshatra, brideNakshatra int) int {
	if nadiOf(groomNakshatra) == nadiOf(brideNakshatra) {
		return 0
	}
	return 8
}

// GoodKeys are the horoscope keys (profile.Horoscope.Key) of the other gender whose gun milan
// with key reaches the threshold: how search and matches filter on it in SQL. gender is the
// member's own.
func GoodKeys(key int, gender string) []int32 {
	me, ok := StarOf(key)
	if !ok {
		return nil
	}
	var out []int32
	for n := range 27 {
		for _, r := range profile.RashisOfNakshatra(n) {
			other := Star{Nakshatra: n, Rashi: r}
			g := Milan(me, other)
			if gender == "female" {
				g = Milan(other, me)
			}
			if g.Acceptable() {
				out = append(out, int32(n*12+r))
			}
		}
	}
	return out
}

// Where a gun milan's stars came from (docs/horoscope.md, "Calculated or typed"): both members'
// calculated from their birth details, both typed from the families' kundalis, or one of each.
const (
	StarsCalculated = "calculated"
	StarsTyped      = "typed"
	StarsMixed      = "mixed"
)

// StarsFrom says where the stars of a pair came from, from each profile's Horoscope.Source; ""
// when either profile has not recorded it (values saved before the marker existed).
func StarsFrom(a, b string) string {
	switch {
	case a == "" || b == "":
		return ""
	case a != b:
		return StarsMixed
	case a == profile.SourceCalculated:
		return StarsCalculated
	}
	return StarsTyped
}

// Between is the gun milan of two members, ordered groom first; false when either has not
// given both nakshatra and rashi.
func Between(a, b profile.Profile) (GunMilan, bool) {
	return BetweenKeys(a.Gender, a.Horoscope.Key(), b.Gender, b.Horoscope.Key())
}

// BetweenKeys is Between from each member's gender and horoscope key.
func BetweenKeys(genderA string, keyA int, genderB string, keyB int) (GunMilan, bool) {
	sa, okA := StarOf(keyA)
	sb, okB := StarOf(keyB)
	if !okA || !okB || !MayMeet(genderA, genderB) {
		return GunMilan{}, false
	}
	if genderA == "female" {
		sa, sb = sb, sa
	}
	return Milan(sa, sb), true
}
