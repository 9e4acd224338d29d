package app

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/text"
)

// biodataReader is what the reader of a biodata may see beyond the profile everyone allowed to
// view it sees: the same entitlements as the profile view (app/profile_view.go).
type biodataReader struct {
	contact *ShownContact // nil: no contact details on the page
	birth   *BirthDetails // nil: no time and place of birth
	photo   []byte        // nil: the frame says there is no photo
}

// biodataWords are the fixed words of a biodata, in English and Marathi.
var biodataWords = map[string]text.Localized{
	"title": {EN: "BIODATA", MR: "बायोडाटा"}, "invocation": {EN: "॥ श्री गणेशाय नमः ॥", MR: "॥ श्री गणेशाय नमः ॥"},
	"personal": {EN: "Personal details", MR: "वैयक्तिक माहिती"}, "education": {EN: "Education and work", MR: "शिक्षण व व्यवसाय"},
	"family": {EN: "Family", MR: "कौटुंबिक माहिती"}, "horoscope": {EN: "Horoscope", MR: "पत्रिका"},
	"expectations": {EN: "Expectations", MR: "अपेक्षा"}, "contact": {EN: "Contact", MR: "संपर्क"},
	"chart": {EN: "Kundali chart", MR: "कुंडली"}, "nophoto": {EN: "Photo", MR: "छायाचित्र"},
	"dob": {EN: "Date of birth", MR: "जन्मतारीख"}, "birthTime": {EN: "Time of birth", MR: "जन्मवेळ"},
	"birthPlace": {EN: "Place of birth", MR: "जन्मस्थळ"}, "height": {EN: "Height", MR: "उंची"},
	"complexion": {EN: "Complexion", MR: "वर्ण"}, "blood": {EN: "Blood group", MR: "रक्तगट"},
	"religion": {EN: "Religion", MR: "धर्म"}, "caste": {EN: "Caste", MR: "जात"}, "subCaste": {EN: "Sub-caste", MR: "पोटजात"},
	"gotra": {EN: "Gotra", MR: "गोत्र"}, "marital": {EN: "Marital status", MR: "वैवाहिक स्थिती"},
	"motherTongue": {EN: "Mother tongue", MR: "मातृभाषा"}, "diet": {EN: "Diet", MR: "आहार"},
	"city": {EN: "City", MR: "शहर"}, "native": {EN: "Native place", MR: "मूळ गाव"}, "about": {EN: "About me", MR: "माझ्याविषयी"},
	"qualification": {EN: "Education", MR: "शिक्षण"}, "profession": {EN: "Profession", MR: "व्यवसाय"},
	"sector": {EN: "Working in", MR: "कार्यक्षेत्र"}, "income": {EN: "Annual income", MR: "वार्षिक उत्पन्न"},
	"father": {EN: "Father", MR: "वडील"}, "mother": {EN: "Mother", MR: "आई"}, "siblings": {EN: "Siblings", MR: "भावंडे"},
	"rashi": {EN: "Rashi", MR: "राशी"}, "nakshatra": {EN: "Nakshatra", MR: "नक्षत्र"}, "charan": {EN: "Charan", MR: "चरण"},
	"manglik": {EN: "Manglik", MR: "मंगळ"}, "age": {EN: "Age", MR: "वय"}, "years": {EN: "years", MR: "वर्षे"},
	"cm": {EN: "cm", MR: "सेंमी"}, "email": {EN: "E-mail", MR: "ई-मेल"}, "phone": {EN: "Phone", MR: "फोन"},
	"any": {EN: "Any", MR: "कोणतेही"}, "footer": {EN: "Member code", MR: "सदस्य क्रमांक"},
}

// buildBiodata lays p out for a reader, in lang and design: empty fields make no row, the
// contact section appears only when the reader may see the details and the member asked for
// it (includeContact), the time and place of birth only for a reader entitled to them.
func buildBiodata(p profile.Profile, r biodataReader, lang, design string, includeContact bool, now time.Time) BiodataDocument {
	w := func(key string) string { return biodataWords[key].In(lang) }
	o := profile.Options
	doc := BiodataDocument{Lang: lang, Design: design, Title: w("title"), Name: p.FullName,
		PhotoJPEG: r.photo, PhotoNote: w("nophoto"), Footer: w("footer") + ": " + p.Code}
	if design != BiodataDesignSimple {
		doc.Invocation = w("invocation")
	}
	rows := func(pairs ...string) []BiodataRow {
		var out []BiodataRow
		for i := 0; i+1 < len(pairs); i += 2 {
			if v := strings.TrimSpace(pairs[i+1]); v != "" {
				out = append(out, BiodataRow{Label: w(pairs[i]), Value: v})
			}
		}
		return out
	}
	label := func(list []profile.Option, value string) string { return optionLabel(list, value, lang) }
	dob := ""
	if !p.DOB.IsZero() {
		dob = fmt.Sprintf("%s (%s %d %s)", p.DOB.Format("02-01-2006"), w("age"), p.Age(now), w("years"))
	}
	height := ""
	if p.HeightCM > 0 {
		height = fmt.Sprintf("%d %s (%s)", p.HeightCM, w("cm"), feetInches(p.HeightCM))
	}
	birthTime, birthPlace := "", ""
	if r.birth != nil {
		birthTime, birthPlace = r.birth.Time, r.birth.Place
	}
	religion := label(o.Religions, p.Religion)
	if p.CustomReligion != "" {
		religion = p.CustomReligion
	}
	caste := casteLabel(p.Caste, lang)
	if p.CustomCaste != "" {
		caste = p.CustomCaste
	}
	doc.Sections = append(doc.Sections,
		BiodataSection{Heading: w("personal"), Rows: rows("dob", dob, "birthTime", birthTime, "birthPlace", birthPlace,
			"height", height, "complexion", label(o.Complexions, p.Complexion), "blood", p.BloodGroup,
			"religion", religion, "caste", caste, "subCaste", p.SubCaste, "gotra", p.Gotra,
			"marital", label(o.MaritalStatuses, p.MaritalStatus), "motherTongue", label(o.MotherTongues, p.MotherTongue),
			"diet", label(o.FoodPrefs, p.FoodPref), "city", label(o.Cities, p.City),
			"native", nativePlace(p, lang), "about", p.AboutMe)},
		BiodataSection{Heading: w("education"), Rows: rows("qualification", label(o.EducationLevels, p.Education),
			"profession", label(o.Professions, p.Profession), "sector", label(o.WorkingSectors, p.WorkingSector),
			"income", incomeLabel(p.AnnualIncome(), lang))},
		BiodataSection{Heading: w("family"), Rows: rows("father", joinNonEmpty(p.Father, p.FatherJob),
			"mother", joinNonEmpty(p.Mother, p.MotherJob), "siblings", countOrEmpty(p.Siblings))},
	)
	h := p.Horoscope
	charan := ""
	if h.Charan > 0 {
		charan = strconv.Itoa(h.Charan)
	}
	horoscopeSection := BiodataSection{Heading: w("horoscope"), ChartNote: w("chart"),
		Rows: rows("rashi", label(o.Rashis, h.Rashi), "nakshatra", label(o.Nakshatras, h.Nakshatra),
			"charan", charan, "manglik", label(o.Manglik, h.Manglik))}
	if r.birth != nil && r.birth.Kundali != nil {
		horoscopeSection.Chart = biodataChartOf(*r.birth.Kundali, lang)
	}
	doc.Sections = append(doc.Sections, horoscopeSection)
	doc.Sections = append(doc.Sections, BiodataSection{Heading: w("expectations"), Rows: expectations(p.Partner, lang, w)})
	if includeContact && r.contact != nil {
		doc.Sections = append(doc.Sections, BiodataSection{Heading: w("contact"),
			Rows: rows("phone", r.contact.Phone, "email", r.contact.Email)})
	}
	kept := doc.Sections[:0]
	for _, s := range doc.Sections {
		if len(s.Rows) > 0 || s.ChartNote != "" {
			kept = append(kept, s)
		}
	}
	doc.Sections = kept
	return doc
}

func expectations(pt profile.Partner, lang string, w func(string) string) []BiodataRow {
	o := profile.Options
	var out []BiodataRow
	add := func(key, value string) {
		if value != "" {
			out = append(out, BiodataRow{Label: w(key), Value: value})
		}
	}
	if pt.AgeMin > 0 || pt.AgeMax > 0 {
		add("age", fmt.Sprintf("%s – %s %s", orAny(pt.AgeMin, w), orAny(pt.AgeMax, w), w("years")))
	}
	if pt.HeightMin > 0 || pt.HeightMax > 0 {
		add("height", fmt.Sprintf("%s – %s %s", orAny(pt.HeightMin, w), orAny(pt.HeightMax, w), w("cm")))
	}
	add("religion", optionLabel(o.Religions, pt.Religion, lang))
	add("caste", casteLabel(pt.Caste, lang))
	add("city", optionLabel(o.Cities, pt.City, lang))
	var statuses []string
	for _, s := range pt.MaritalStatuses {
		statuses = append(statuses, optionLabel(o.MaritalStatuses, s, lang))
	}
	add("marital", strings.Join(statuses, ", "))
	add("manglik", optionLabel(o.PartnerManglik, pt.Manglik, lang))
	return out
}

// optionLabel is a catalog value's label in lang (domain/profile/catalog.go, the labels
// GET /api/meta/options serves); a value the catalog lacks is shown as stored.
func optionLabel(list []profile.Option, value, lang string) string {
	for _, o := range list {
		if o.Value == value {
			return o.Label.In(lang)
		}
	}
	return value
}

func casteLabel(value, lang string) string {
	for _, c := range profile.Options.Castes {
		if c.Value == value {
			return c.Label.In(lang)
		}
	}
	return value
}

func incomeLabel(code, lang string) string {
	for _, r := range profile.Options.IncomeRanges {
		if r.Value == code {
			return r.Label.In(lang)
		}
	}
	return ""
}

func nativePlace(p profile.Profile, lang string) string {
	for _, d := range profile.Districts() {
		if d.Value == p.NativeDistrict {
			return joinNonEmpty(optionLabel(d.Talukas, p.NativeTaluka, lang), d.Label.In(lang))
		}
	}
	return ""
}

func joinNonEmpty(parts ...string) string {
	var kept []string
	for _, s := range parts {
		if s = strings.TrimSpace(s); s != "" {
			kept = append(kept, s)
		}
	}
	return strings.Join(kept, ", ")
}

func countOrEmpty(n int) string {
	if n <= 0 {
		return ""
	}
	return strconv.Itoa(n)
}

func orAny(n int, w func(string) string) string {
	if n <= 0 {
		return w("any")
	}
	return strconv.Itoa(n)
}

func feetInches(cm int) string {
	inches := int(float64(cm)/2.54 + 0.5)
	return fmt.Sprintf("%d′%d″", inches/12, inches%12)
}
