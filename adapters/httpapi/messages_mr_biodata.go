package httpapi

// The Marathi of the biodata download's messages (docs/biodata.md), kept beside the others
// (messages_mr.go).
var biodataMarathi = map[string]string{
	"A member's biodata is shared with their connections only.": "सदस्याचा बायोडाटा फक्त त्यांच्या जोडलेल्या सदस्यांनाच मिळतो.",
	"The biodata language must be en or mr.":                    "बायोडाटाची भाषा en किंवा mr असावी.",
	"Unknown biodata design.":                                   "बायोडाटाची ही रचना उपलब्ध नाही.",
	// Share links (docs/biodata.md, "Share links").
	"You already have 10 live share links. Revoke one before making another.": "तुमच्या १० शेअर लिंक आधीच चालू आहेत. नवी लिंक बनवण्यापूर्वी एखादी रद्द करा.",
	"A share link lasts 1, 7 or 30 days.":                                     "शेअर लिंक १, ७ किंवा ३० दिवस चालते.",
	"This biodata link does not exist.":                                       "ही बायोडाटा लिंक अस्तित्वात नाही.",
	"This biodata link has expired or was withdrawn.":                         "या बायोडाटा लिंकची मुदत संपली आहे किंवा ती मागे घेतली आहे.",
}

func init() {
	for english, text := range biodataMarathi {
		marathi[english] = text
	}
}
