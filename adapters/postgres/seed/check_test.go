package seed_test

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/seed"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func loadProfiles(t *testing.T, pool *pgxpool.Pool) []profile.Profile {
	t.Helper()
	rows, err := pool.Query(t.Context(), `SELECT a.id, a.email, a.phone, p.member_code, p.full_name, p.gender, p.dob,
		p.religion, p.caste, p.custom_caste, p.marital_status, p.children, p.city, p.education, p.profession,
		p.income_k_month, p.height_cm, p.weight_kg, p.blood_group, p.languages, p.hobbies, p.father,
		p.father_occupation, p.mother, p.mother_occupation, p.siblings, p.food_pref, p.disability, p.drinking,
		p.smoking, p.preferred_plan, p.pref_age_min, p.pref_age_max, p.pref_city, p.pref_caste, p.pref_religion,
		p.pref_height_min, p.pref_height_max, p.photo_id, p.preferred_language, p.registered_at, p.updated_at,
		p.last_active_at
		FROM accounts a JOIN profiles p ON p.account_id = a.id ORDER BY p.member_code`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []profile.Profile
	for rows.Next() {
		var p profile.Profile
		var custom, prefCity, prefCaste, prefReligion, photo *string
		var prefHMin, prefHMax *int
		pp := &p.Partner
		if err := rows.Scan(&p.AccountID, &p.Contact.Email, &p.Contact.Phone, &p.Code, &p.FullName, &p.Gender, &p.DOB,
			&p.Religion, &p.Caste, &custom, &p.MaritalStatus, &p.Children, &p.City, &p.Education, &p.Profession,
			&p.IncomeKMonth, &p.HeightCM, &p.WeightKG, &p.BloodGroup, &p.Languages, &p.Hobbies, &p.Father,
			&p.FatherJob, &p.Mother, &p.MotherJob, &p.Siblings, &p.FoodPref, &p.Disability, &p.Drinking,
			&p.Smoking, &p.PreferredPlan, &pp.AgeMin, &pp.AgeMax, &prefCity, &prefCaste, &prefReligion,
			&prefHMin, &prefHMax, &photo, &p.Language, &p.RegisteredAt, &p.UpdatedAt, &p.LastActiveAt); err != nil {
			t.Fatal(err)
		}
		for dst, src := range map[*string]*string{&p.CustomCaste: custom, &pp.City: prefCity, &pp.Caste: prefCaste,
			&pp.Religion: prefReligion, &p.PhotoID: photo} {
			if src != nil {
				if *src == "" {
					t.Errorf("%s: empty string stored where the store writes NULL", p.Code)
				}
				*dst = *src
			}
		}
		if prefHMin != nil {
			pp.HeightMin = *prefHMin
		}
		if prefHMax != nil {
			pp.HeightMax = *prefHMax
		}
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func ptr[T any](v T) *T { return &v }

// checkDomainRules runs every profile through the domain's own registration rules, and
// checks that the values are already canonical (normalising them changes nothing).
func checkDomainRules(t *testing.T, ps []profile.Profile) {
	t.Helper()
	casteReligion := map[string]string{}
	for _, c := range profile.Options.Castes {
		casteReligion[c.Value] = c.Religion
	}
	email := regexp.MustCompile(`^[a-z]+\.[a-z]+\.[0-9]+@example\.in$`)
	for _, p := range ps {
		pp := p.Partner
		f := profile.Fields{
			FullName: &p.FullName, Gender: &p.Gender, DOB: &p.DOB, Religion: &p.Religion, Caste: &p.Caste,
			CustomCaste: &p.CustomCaste, MaritalStatus: &p.MaritalStatus, Children: &p.Children, City: &p.City,
			Education: &p.Education, Profession: &p.Profession, IncomeKMonth: &p.IncomeKMonth, HeightCM: &p.HeightCM,
			WeightKG: &p.WeightKG, BloodGroup: &p.BloodGroup, Languages: ptr(slices.Clone(p.Languages)),
			Hobbies: ptr(slices.Clone(p.Hobbies)), Father: &p.Father, FatherJob: &p.FatherJob, Mother: &p.Mother,
			MotherJob: &p.MotherJob, Siblings: &p.Siblings, FoodPref: &p.FoodPref, Disability: &p.Disability,
			Drinking: &p.Drinking, Smoking: &p.Smoking, PreferredPlan: &p.PreferredPlan, Language: &p.Language,
			PartnerAgeMin: &pp.AgeMin, PartnerAgeMax: &pp.AgeMax, PartnerCity: &pp.City, PartnerCaste: &pp.Caste,
			PartnerReligion: &pp.Religion, PartnerHeightMin: &pp.HeightMin, PartnerHeightMax: &pp.HeightMax,
			Email: &p.Contact.Email, Phone: &p.Contact.Phone,
			PartnerMaritalStatuses: ptr(slices.Clone(pp.MaritalStatuses)), PartnerManglik: &pp.Manglik,
			AboutMe: &p.AboutMe, CreatedBy: &p.CreatedBy, NativeDistrict: &p.NativeDistrict, NativeTaluka: &p.NativeTaluka,
			SubCaste: &p.SubCaste, Gotra: &p.Gotra, Rashi: &p.Horoscope.Rashi, Nakshatra: &p.Horoscope.Nakshatra,
			Charan: &p.Horoscope.Charan, Manglik: &p.Horoscope.Manglik, BirthTime: &p.Horoscope.BirthTime,
			BirthPlace: &p.Horoscope.BirthPlace, Complexion: &p.Complexion, BodyType: &p.BodyType,
			WorkingSector: &p.WorkingSector, LivingWithFamily: &p.LivingWithFamily,
		}
		n, err := profile.New(p.AccountID, f, fixedNow, nil)
		if err != nil {
			t.Errorf("%s fails the domain's rules: %v (%+v)", p.Code, err, p)
			continue
		}
		n.Code, n.RegisteredAt, n.UpdatedAt, n.LastActiveAt = p.Code, p.RegisteredAt, p.UpdatedAt, p.LastActiveAt
		n.PhotoID = p.PhotoID
		n.DOB = p.DOB
		if !equalProfiles(n, p) {
			t.Errorf("%s is not canonical:\n stored     %+v\n normalised %+v", p.Code, p, n)
		}
		if r := casteReligion[p.Caste]; r != "" && r != p.Religion {
			t.Errorf("%s: caste %s is %s, member is %s", p.Code, p.Caste, r, p.Religion)
		}
		for _, l := range p.Languages {
			if !profile.Has(profile.Options.MotherTongues, l) {
				t.Errorf("%s: language %q is not a mother tongue value", p.Code, l)
			}
		}
		if len(p.Languages) > 3 || len(p.Hobbies) > 4 || p.Siblings > 4 || p.Children > 2 {
			t.Errorf("%s: %d languages, %d hobbies, %d siblings, %d children", p.Code, len(p.Languages), len(p.Hobbies), p.Siblings, p.Children)
		}
		age := p.Age(fixedNow)
		if p.Gender == "male" && age < profile.MinAgeMale || age < profile.MinAgeFemale || age > 60 {
			t.Errorf("%s: %s aged %d", p.Code, p.Gender, age)
		}
		if pp.AgeMin < profile.MinPartnerAge || pp.AgeMin > pp.AgeMax || pp.AgeMin > age+2 && p.Gender == "male" {
			t.Errorf("%s: %s aged %d wants %d–%d", p.Code, p.Gender, age, pp.AgeMin, pp.AgeMax)
		}
		if p.Gender == "female" && (p.HeightCM < 145 || p.HeightCM > 175) || p.Gender == "male" && (p.HeightCM < 160 || p.HeightCM > 190) {
			t.Errorf("%s: %s of %d cm", p.Code, p.Gender, p.HeightCM)
		}
		if p.IncomeKMonth < 10 || p.IncomeKMonth > 300 {
			t.Errorf("%s: income %d", p.Code, p.IncomeKMonth)
		}
		if p.UpdatedAt.Before(p.RegisteredAt) || p.LastActiveAt.Before(p.UpdatedAt) || p.LastActiveAt.After(fixedNow) ||
			fixedNow.Sub(p.RegisteredAt) > 731*24*time.Hour {
			t.Errorf("%s: registered %v, updated %v, active %v", p.Code, p.RegisteredAt, p.UpdatedAt, p.LastActiveAt)
		}
		wantPhotos := men
		if p.Gender == "female" {
			wantPhotos = women
		}
		if p.PhotoID != "" && !slices.Contains(wantPhotos, p.PhotoID) {
			t.Errorf("%s: %s with photo %s", p.Code, p.Gender, p.PhotoID)
		}
		if p.Contact.Email != seed.DemoEmail && !email.MatchString(p.Contact.Email) {
			t.Errorf("%s: e-mail %q", p.Code, p.Contact.Email)
		}
		if !strings.HasSuffix(p.Father, lastWord(p.FullName)) || !strings.HasSuffix(p.Mother, lastWord(p.FullName)) {
			t.Errorf("%s: %s, child of %s and %s", p.Code, p.FullName, p.Father, p.Mother)
		}
	}
}

func lastWord(s string) string { return s[strings.LastIndexByte(s, ' ')+1:] }

func equalProfiles(a, b profile.Profile) bool {
	return a.FullName == b.FullName && a.Gender == b.Gender && a.Religion == b.Religion && a.Caste == b.Caste &&
		a.CustomCaste == b.CustomCaste && a.MaritalStatus == b.MaritalStatus && a.Children == b.Children &&
		a.City == b.City && a.Education == b.Education && a.Profession == b.Profession &&
		a.BloodGroup == b.BloodGroup && slices.Equal(a.Languages, b.Languages) && slices.Equal(a.Hobbies, b.Hobbies) &&
		a.FoodPref == b.FoodPref && a.Disability == b.Disability && a.Drinking == b.Drinking &&
		a.Smoking == b.Smoking && a.PreferredPlan == b.PreferredPlan && a.Language == b.Language &&
		reflect.DeepEqual(a.Partner, b.Partner) && a.Contact == b.Contact && a.Horoscope == b.Horoscope &&
		a.AboutMe == b.AboutMe && a.NativeDistrict == b.NativeDistrict && a.NativeTaluka == b.NativeTaluka
}

// checkDistribution guards the demo's realism, loosely: 2,000 members leave room for chance.
func checkDistribution(t *testing.T, ps []profile.Profile) {
	t.Helper()
	counts := func(key func(profile.Profile) string) map[string]int {
		m := map[string]int{}
		for _, p := range ps {
			m[key(p)]++
		}
		return m
	}
	share := func(n int) float64 { return float64(n) / float64(len(ps)) }
	gender := counts(func(p profile.Profile) string { return p.Gender })
	religion := counts(func(p profile.Profile) string { return p.Religion })
	city := counts(func(p profile.Profile) string { return p.City })
	marital := counts(func(p profile.Profile) string { return p.MaritalStatus })
	plan := counts(func(p profile.Profile) string { return p.PreferredPlan })
	lang := counts(func(p profile.Profile) string { return p.Language })
	first := counts(func(p profile.Profile) string { return p.Languages[0] })
	ages := counts(func(p profile.Profile) string {
		if a := p.Age(fixedNow); a >= 21 && a <= 40 {
			return "21–40"
		}
		return "other"
	})
	t.Logf("genders %v; religions %v; %d cities (Mumbai %d, Pune %d); marital %v; plans %v; app language %v",
		gender, religion, len(city), city["Mumbai"], city["Pune"], marital, plan, lang)
	switch {
	case share(gender["female"]) < 0.4 || share(gender["male"]) < 0.4:
		t.Errorf("genders %v", gender)
	case len(city) < 25 || city["Mumbai"] < city["Nagpur"] || city["Pune"] < city["Satara"]:
		t.Errorf("cities %v", city)
	case share(religion["hindu"]) < 0.72 || share(religion["hindu"]) > 0.87 || share(religion["muslim"]) < 0.07 || religion["buddhist"] == 0:
		t.Errorf("religions %v", religion)
	case share(marital["single"]) < 0.8 || marital["divorce"] == 0 || marital["widow"] == 0:
		t.Errorf("marital statuses %v", marital)
	case len(plan) != 4:
		t.Errorf("plans %v", plan)
	case share(lang["mr"]) < 0.33 || share(lang["mr"]) > 0.47:
		t.Errorf("preferred languages %v", lang)
	case share(first["marathi"]) < 0.7:
		t.Errorf("first languages %v", first)
	case share(ages["21–40"]) < 0.85:
		t.Errorf("ages %v", ages)
	}
}
