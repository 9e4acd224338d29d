package searchindex

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// What ordering everyone again costs at a million members (CompactAt changes past it).
func BenchmarkCompactAMillion(b *testing.B) {
	r := rand.New(rand.NewPCG(7, 8))
	var x Index
	rows := randomRows(r, 1_000_000)
	x.Load(rows)
	b.ResetTimer()
	for range b.N {
		changed := make([]Row, CompactAt+1)
		for i := range changed {
			changed[i] = randomRow(r, rows[r.IntN(len(rows))].AccountID)
		}
		x.Apply(changed, []uuid.UUID{})
	}
}

// A million members spread over values as the seeded bench's are (a few common castes and cities,
// many rare ones), and searches drawn as cmd/loadgen draws them: what one search costs the index.
func BenchmarkSearchAMillion(b *testing.B) {
	r := rand.New(rand.NewPCG(11, 12))
	var x Index
	x.Load(millionRows(r))
	qs := make([]Query, 4096)
	for i := range qs {
		qs[i] = loadgenQuery(r)
	}
	b.ResetTimer()
	for i := range b.N {
		x.Search(qs[i%len(qs)])
	}
}

// skewed picks one of n values, the first ones far more often (a Zipf-like spread).
func skewed(r *rand.Rand, prefix string, n int) string {
	return fmt.Sprintf("%s %d", prefix, int(float64(n)*r.Float64()*r.Float64()*r.Float64()))
}

func millionRows(r *rand.Rand) []Row {
	rows := make([]Row, 1_000_000)
	for i := range rows {
		pick := func(values ...string) string { return values[r.IntN(len(values))] }
		rows[i] = Row{AccountID: uuid.New(), Gender: pick("female", "male"),
			DOB: now.AddDate(-21-r.IntN(25), 0, -r.IntN(365)), LastActive: now.Add(-time.Duration(r.IntN(365*24*60)) * time.Minute),
			Registered: now.AddDate(0, 0, -r.IntN(700)), HeightCM: 145 + r.IntN(45), IncomeK: r.IntN(300),
			HoroscopeKey: r.IntN(60) - 1, HasPhoto: r.IntN(10) < 7, Verified: r.IntN(3) == 0,
			Caste: skewed(r, "caste", 60), Religion: skewed(r, "religion", 8), City: skewed(r, "city", 40),
			District: skewed(r, "district", 36), MotherTongue: skewed(r, "tongue", 10), SubCaste: skewed(r, "sub-caste", 30),
			NativeDistrict: skewed(r, "district", 36), MaritalStatus: pick("never_married", "never_married", "divorced", "widowed"),
			Education: skewed(r, "education", 20), Profession: skewed(r, "profession", 30), Manglik: pick("no", "no", "yes", "partial", "")}
	}
	return rows
}

func loadgenQuery(r *rand.Rand) Query {
	chance := func(p float64) bool { return r.Float64() < p }
	c := matching.Criteria{Page: 1 + r.IntN(10), Limit: 20}
	if chance(0.35) {
		c.Religion = skewed(r, "religion", 8)
	}
	if chance(0.4) {
		c.Caste = skewed(r, "caste", 60)
	}
	if chance(0.5) {
		c.City = skewed(r, "city", 40)
	} else if chance(0.15) {
		c.District = skewed(r, "district", 36)
	}
	if chance(0.7) {
		c.MinAge = 21 + r.IntN(15)
		c.MaxAge = c.MinAge + 3 + r.IntN(8)
	}
	if chance(0.15) {
		c.MotherTongue = skewed(r, "tongue", 10)
	}
	f := &c.Refine
	if chance(0.03) {
		f.NativeDistrict = skewed(r, "district", 36)
	}
	if chance(0.1) {
		f.HeightMin = 145 + r.IntN(20)
		f.HeightMax = f.HeightMin + 10 + r.IntN(20)
	}
	if chance(0.1) {
		f.MaritalStatuses = []string{[]string{"never_married", "divorced", "widowed"}[r.IntN(3)]}
	}
	if chance(0.05) {
		f.MinIncomeK = 50 * r.IntN(5)
	}
	if chance(0.1) {
		f.Manglik = []string{"no", "yes"}[r.IntN(2)]
	}
	f.WithPhoto = chance(0.15)
	if chance(0.1) {
		f.ActiveWithinDays = []int{7, 30, 90}[r.IntN(3)]
	}
	if chance(0.03) {
		f.SubCaste = skewed(r, "sub-caste", 30)
	}
	if chance(0.15) {
		c.Sort = matching.SortNewest
	}
	return Query{Criteria: c, Gender: []string{"female", "male"}[r.IntN(2)], Now: now, Count: c.Page == 1 || chance(0.5), Extra: 4}
}
