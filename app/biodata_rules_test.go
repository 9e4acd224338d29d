package app

import (
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func biodataProfile() profile.Profile {
	return profile.Profile{Code: "MH4K7Q2PXA", FullName: "Asha Patil", Gender: "female",
		DOB: time.Date(1998, 3, 4, 0, 0, 0, 0, time.UTC), Religion: "hindu", City: "pune", HeightCM: 160,
		Father: "Ramesh Patil", Contact: profile.Contact{Email: "asha@example.com", Phone: "+919800000000"},
		Horoscope: profile.Horoscope{Rashi: "vrishchika", Nakshatra: "jyeshtha", Charan: 3, Manglik: "no",
			BirthTime: "06:15", BirthPlace: "Satara"},
		Partner: profile.Partner{AgeMin: 25, AgeMax: 31}}
}

func allText(doc BiodataDocument) string {
	var b strings.Builder
	b.WriteString(doc.Invocation + doc.Title + doc.Name + doc.Footer)
	for _, s := range doc.Sections {
		b.WriteString("\n" + s.Heading + s.ChartNote)
		for _, r := range s.Rows {
			b.WriteString("\n" + r.Label + "=" + r.Value)
		}
	}
	return b.String()
}

func TestBiodataShowsContactOnlyWhenAskedAndAllowed(t *testing.T) {
	p := biodataProfile()
	now := time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)
	entitled := biodataReader{contact: &ShownContact{Email: p.Contact.Email, Phone: p.Contact.Phone},
		birth: &BirthDetails{Time: "06:15", Place: "Satara"}}
	for _, c := range []struct {
		name        string
		reader      biodataReader
		ask         bool
		contact     bool
		birthPrints bool
	}{
		{"not asked", entitled, false, false, true},
		{"asked and allowed", entitled, true, true, true},
		{"asked, not revealed, not connected", biodataReader{}, true, false, false},
	} {
		text := allText(buildBiodata(shownToOthers(p), c.reader, "en", BiodataDesignTraditional, c.ask, now))
		if got := strings.Contains(text, p.Contact.Phone) && strings.Contains(text, p.Contact.Email); got != c.contact {
			t.Errorf("%s: contact printed = %v, want %v\n%s", c.name, got, c.contact, text)
		}
		if got := strings.Contains(text, "Satara"); got != c.birthPrints {
			t.Errorf("%s: place of birth printed = %v, want %v", c.name, got, c.birthPrints)
		}
	}
}

func TestBiodataLabelsComeFromTheCatalog(t *testing.T) {
	doc := buildBiodata(biodataProfile(), biodataReader{}, "mr", BiodataDesignSimple, false, time.Now())
	text := allText(doc)
	for _, want := range []string{"राशी=वृश्चिक", "नक्षत्र=ज्येष्ठा", "चरण=3", "मंगळ=नाही", "धर्म=हिंदू", "कुंडली", "वडील=Ramesh Patil"} {
		if !strings.Contains(text, want) {
			t.Errorf("Marathi biodata lacks %q:\n%s", want, text)
		}
	}
	if doc.Invocation != "" {
		t.Error("the simple design has no invocation")
	}
	for _, r := range []BiodataRequest{{Lang: "fr"}, {Lang: "mr", Design: "gaudy"}} {
		if err := (&DownloadBiodata{}).validate(&r); err == nil {
			t.Errorf("%+v is accepted", r)
		}
	}
	ok := BiodataRequest{Lang: "mr"}
	if err := (&DownloadBiodata{}).validate(&ok); err != nil || ok.Design != BiodataDesignTraditional {
		t.Errorf("an empty design is not the traditional one: %v %q", err, ok.Design)
	}
}

// TestBiodataCacheKeepsTheNewestDrawings: a repeated download is answered from memory, and the
// cache never grows past its limit (the oldest drawing goes first).
func TestBiodataCacheKeepsTheNewestDrawings(t *testing.T) {
	c := newBiodataCache(2)
	c.put("a", []byte("A"))
	c.put("b", []byte("B"))
	if got, ok := c.get("a"); !ok || string(got) != "A" {
		t.Fatalf("a: %q %v", got, ok)
	}
	c.put("c", []byte("C"))
	if _, ok := c.get("a"); ok {
		t.Error("the oldest drawing outlived the limit")
	}
	for _, k := range []string{"b", "c"} {
		if _, ok := c.get(k); !ok {
			t.Errorf("%s dropped", k)
		}
	}
}
