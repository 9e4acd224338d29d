package httpapi

// The Marathi of the horoscope calculation's messages (docs/horoscope.md), kept beside the
// others (messages_mr.go).
var horoscopeMarathi = map[string]string{
	"Type 1 to 60 letters of the birth place.":                                                             "जन्मठिकाणाची 1 ते 60 अक्षरे लिहा.",
	"Please choose the birth place from the list.":                                                         "कृपया जन्मठिकाण यादीतून निवडा.",
	"The birth date must be a date on the calendar, like 1995-08-15.":                                      "जन्मतारीख 1995-08-15 सारखी, दिनदर्शिकेतील तारीख असावी.",
	"The birth date must be between 1900 and 2100.":                                                        "जन्मतारीख 1900 ते 2100 दरम्यान असावी.",
	"The birth time must be a time like 06:45.":                                                            "जन्मवेळ 06:45 सारखी असावी.",
	"Bombay Time applies only to births in Mumbai up to 1955; give the time in the place's standard time.": "मुंबई वेळ फक्त 1955 पर्यंतच्या मुंबईतील जन्मांसाठी लागू आहे; वेळ त्या ठिकाणच्या प्रमाणवेळेत द्या.",
	"The clock must be standard or bombay.":                                                                "घड्याळ standard (प्रमाणवेळ) किंवा bombay (मुंबई वेळ) असावे.",
	"The horoscope source must be calculated or typed.":                                                    "पत्रिकेचा स्रोत calculated (जन्मतपशिलांवरून काढलेला) किंवा typed (कुटुंबाने दिलेला) असावा.",
}

func init() {
	for english, text := range horoscopeMarathi {
		marathi[english] = text
	}
}
