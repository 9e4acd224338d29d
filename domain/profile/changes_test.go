package profile

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

func adminTestProfile(t *testing.T, now time.Time) Profile {
	t.Helper()
	s := func(v string) *string { return &v }
	n := func(v int) *int { return &v }
	dob := time.Date(1997, 3, 14, 0, 0, 0, 0, time.UTC)
	langs, hobbies := []string{"Marathi"}, []string{"Reading"}
	p, err := New(uuid.New(), Fields{FullName: s("Snehal Deshmukh"), Gender: s("female"), DOB: &dob, Religion: s("hindu"),
		Caste: s("maratha"), MaritalStatus: s("divorce"), Children: n(1), City: s("Pune"), Education: s("be-btech"),
		Profession: s("software-engineer"), IncomeKMonth: n(80), HeightCM: n(160), WeightKG: n(55), BloodGroup: s("B+"),
		Languages: &langs, Hobbies: &hobbies, Father: s("Sunil"), FatherJob: s("Teacher"), Mother: s("Asha"),
		MotherJob: s("Homemaker"), Siblings: n(1), FoodPref: s("veg"), Disability: s("no"), PreferredPlan: s("basic"),
		PartnerAgeMin: n(25), PartnerAgeMax: n(32), Email: s("snehal@example.in"), Phone: s("9876543210")}, now, nil)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestEditByAdmin(t *testing.T) {
	now := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	s := func(v string) *string { return &v }

	t.Run("gender-and-single-resets-children", func(t *testing.T) {
		p := adminTestProfile(t, now)
		before := p
		if err := p.EditByAdmin(Fields{Gender: s("Male"), MaritalStatus: s("single"), City: s("nashik")}, false, now); err != nil {
			t.Fatal(err)
		}
		if p.Gender != "male" || p.Children != 0 || p.City != "Nashik" {
			t.Fatalf("%+v", p)
		}
		if got, want := ChangedFields(before, p), []string{"gender", "maritalStatus", "child", "city"}; !reflect.DeepEqual(got, want) {
			t.Errorf("changed %v, want %v", got, want)
		}
	})
	t.Run("gender-alone-is-a-change", func(t *testing.T) {
		p := adminTestProfile(t, now)
		if err := p.EditByAdmin(Fields{Gender: s("male")}, false, now); err != nil || p.Gender != "male" {
			t.Fatalf("%v %s", err, p.Gender)
		}
	})
	t.Run("new-gender-keeps-its-minimum-age", func(t *testing.T) {
		p := adminTestProfile(t, now)
		dob := now.AddDate(-19, 0, 0)
		if err := p.Edit(Fields{DOB: &dob}, false, now); err != nil {
			t.Fatal(err)
		}
		var ve *errs.ValidationError
		if err := p.EditByAdmin(Fields{Gender: s("male")}, false, now); !errors.As(err, &ve) || ve.Fields[0].Field != "dob" {
			t.Fatalf("a 19-year-old made male: %v", err)
		}
		if p.Gender != "female" {
			t.Fatal("a refused edit changed the profile")
		}
	})
	t.Run("nothing-changed", func(t *testing.T) {
		p := adminTestProfile(t, now)
		if err := p.EditByAdmin(Fields{Gender: s("female"), City: s("Pune")}, false, now); !errors.Is(err, ErrNoChanges) {
			t.Fatalf("%v", err)
		}
	})
}

func TestChangedFieldsNamesEveryField(t *testing.T) {
	// Every field a member or admin can change must have a name in the table: a new field without
	// one would be edited without the audit log saying so. Each is changed in turn by reflection.
	derived := map[string]bool{"AccountID": true, "Code": true, "RegisteredAt": true, "UpdatedAt": true,
		"LastActiveAt": true, "Suspended": true, "TermsAcceptedAt": true,
		// Changed by their own operations, never by an edit (docs/adr/0016-trust-and-safety.md).
		"Badges": true, "PhotoVisibility": true, "Paused": true}
	base := adminTestProfile(t, time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC))
	p := reflect.ValueOf(&base).Elem()
	for i := range p.NumField() {
		name := p.Type().Field(i).Name
		if derived[name] {
			continue
		}
		for _, target := range leaves(p.Field(i)) {
			after := base
			afterV := reflect.ValueOf(&after).Elem().Field(i)
			set(afterV, target)
			if len(ChangedFields(base, after)) == 0 {
				t.Errorf("changing %s.%v is not reported", name, target)
			}
		}
	}
}

// leaves lists the paths (field indexes) of the scalar fields under v.
func leaves(v reflect.Value) [][]int {
	if v.Kind() != reflect.Struct || v.Type() == reflect.TypeOf(time.Time{}) {
		return [][]int{nil}
	}
	var out [][]int
	for i := range v.NumField() {
		for _, sub := range leaves(v.Field(i)) {
			out = append(out, append([]int{i}, sub...))
		}
	}
	return out
}

// set changes the scalar at path under v to a different value.
func set(v reflect.Value, path []int) {
	for _, i := range path {
		v = v.Field(i)
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString(v.String() + "x")
	case reflect.Int:
		v.SetInt(v.Int() + 1)
	case reflect.Slice:
		v.Set(reflect.ValueOf(append(append([]string{}, v.Interface().([]string)...), "x")))
	case reflect.Struct:
		v.Set(reflect.ValueOf(v.Interface().(time.Time).AddDate(0, 0, 1)))
	case reflect.Bool:
		v.SetBool(!v.Bool())
	default:
		panic("unhandled kind " + v.Kind().String())
	}
}
