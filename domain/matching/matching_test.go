package matching_test

import (
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func TestCriteria(t *testing.T) {
	c, err := matching.NewCriteria(uuid.New(), matching.Filters{Caste: "Maratha", City: "pune", Religion: "HINDU"})
	if err != nil || c.Caste != "maratha" || c.City != "Pune" || c.Religion != "hindu" || c.Page != 1 || c.Limit != 6 {
		t.Fatalf("%+v %v", c, err)
	}
	_, err = matching.NewCriteria(uuid.New(), matching.Filters{MinAge: 30, MaxAge: 25, City: "Atlantis", Page: 500})
	var ve *errs.ValidationError
	if !errors.As(err, &ve) || len(ve.Fields) != 3 {
		t.Fatalf("%v", err)
	}
}

func TestDOBRangeMatchesAge(t *testing.T) {
	now := time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)
	after, through := matching.DOBRange(25, 30, now)
	for _, dob := range []time.Time{through, after.AddDate(0, 0, 1), time.Date(1998, 1, 1, 0, 0, 0, 0, time.UTC)} {
		if a := profile.AgeOn(dob, now); a < 25 || a > 30 {
			t.Errorf("dob %s inside the range has age %d", dob.Format("2006-01-02"), a)
		}
	}
	for _, dob := range []time.Time{through.AddDate(0, 0, 1), after} {
		if a := profile.AgeOn(dob, now); a >= 25 && a <= 30 {
			t.Errorf("dob %s outside the range has age %d", dob.Format("2006-01-02"), a)
		}
	}
}

func TestMayMeetIsTheOppositeGenderRule(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"male", "female", true}, {"female", "male", true},
		{"male", "male", false}, {"female", "female", false},
		{"", "male", false}, {"female", "", false}, {"other", "male", false},
	} {
		if got := matching.MayMeet(c.a, c.b); got != c.want {
			t.Errorf("MayMeet(%q, %q) = %v", c.a, c.b, got)
		}
		if c.want && matching.Opposite(c.a) != c.b {
			t.Errorf("search's Opposite(%q) disagrees with MayMeet", c.a)
		}
	}
}
