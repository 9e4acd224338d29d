package profile

// Completeness is how much of the profile families look at is filled in, and what to add next.
type Completeness struct {
	Percent int
	Next    []string // up to three fields worth adding, most valuable first (wire names)
}

// completenessBase is what every registered profile already has: the wizard's required fields.
const completenessBase = 28

// worth lists the fields a registered member may still lack, most valuable first, with their
// share of the remaining 72%: a picture and "about me" are what families open a profile for,
// the stars and native place are asked at the first phone call.
var worth = []struct {
	field  string
	weight int
	filled func(Profile) bool
}{
	{"profilePicture", 15, func(p Profile) bool { return p.PhotoID != "" }},
	{"aboutMe", 10, func(p Profile) bool { return p.AboutMe != "" }},
	{"horoscope", 10, func(p Profile) bool { return p.Horoscope.Key() >= 0 }},
	{"nativePlace", 8, func(p Profile) bool { return p.NativeDistrict != "" && p.NativeTaluka != "" }},
	{"horoscope.manglik", 5, func(p Profile) bool { return p.Horoscope.Manglik != "" }},
	{"subCaste", 4, func(p Profile) bool { return p.SubCaste != "" }},
	{"hobbies", 4, func(p Profile) bool { return len(p.Hobbies) > 0 }},
	{"workingSector", 3, func(p Profile) bool { return p.WorkingSector != "" }},
	{"gotra", 3, func(p Profile) bool { return p.Gotra != "" }},
	{"complexion", 2, func(p Profile) bool { return p.Complexion != "" }},
	{"bodyType", 2, func(p Profile) bool { return p.BodyType != "" }},
	{"livingWithFamily", 2, func(p Profile) bool { return p.LivingWithFamily != "" }},
	{"createdBy", 2, func(p Profile) bool { return p.CreatedBy != "" }},
	{"horoscope.birthTime", 2, func(p Profile) bool { return p.Horoscope.BirthTime != "" && p.Horoscope.BirthPlace != "" }},
}

// CompletenessOf scores a profile out of 100.
func CompletenessOf(p Profile) Completeness {
	c := Completeness{Percent: completenessBase}
	for _, w := range worth {
		if w.filled(p) {
			c.Percent += w.weight
		} else if len(c.Next) < 3 {
			c.Next = append(c.Next, w.field)
		}
	}
	return c
}
