package httpapi

// The Marathi of the biodata download's messages (docs/biodata.md), kept beside the others
// (messages_mr.go).
var biodataMarathi = map[string]string{
	"A member's biodata is shared with their connections only.": "सदस्याचा बायोडाटा फक्त त्यांच्या जोडलेल्या सदस्यांनाच मिळतो.",
	"The biodata language must be en or mr.":                    "बायोडाटाची भाषा en किंवा mr असावी.",
	"Unknown biodata design.":                                   "बायोडाटाची ही रचना उपलब्ध नाही.",
}

func init() {
	for english, text := range biodataMarathi {
		marathi[english] = text
	}
}
