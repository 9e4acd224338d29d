package httpapi

// The Marathi of Web Push's messages (docs/push.md), kept beside the others (messages_mr.go).
var pushMarathi = map[string]string{
	"Notifications are not available on this server.":                                      "या सर्व्हरवर सूचना उपलब्ध नाहीत.",
	"Quiet hours are times like 22:00.":                                                    "शांत वेळ 22:00 अशा स्वरूपात असावी.",
	"Quiet hours end at a time like 07:00.":                                                "शांत वेळ 07:00 अशा वेळेला संपावी.",
	"Quiet hours start at a time like 22:00.":                                              "शांत वेळ 22:00 अशा वेळेला सुरू व्हावी.",
	"The auth secret must be base64url of at most 64 characters.":                          "auth गुपित जास्तीत जास्त 64 अक्षरांचे base64url असावे.",
	"The p256dh key must be base64url of at most 128 characters.":                          "p256dh की जास्तीत जास्त 128 अक्षरांची base64url असावी.",
	"The push endpoint must be a URL of at most 1024 characters.":                          "पुश endpoint जास्तीत जास्त 1024 अक्षरांचा URL असावा.",
	"The time zone must be an IANA name like Asia/Kolkata.":                                "वेळ क्षेत्र Asia/Kolkata सारखे IANA नाव असावे.",
	"This browser's push keys cannot be used. Please turn notifications off and on again.": "या ब्राउझरच्या पुश की वापरता येत नाहीत. कृपया सूचना बंद करून पुन्हा सुरू करा.",
	"This browser's push service is not one we can send to.":                               "या ब्राउझरच्या पुश सेवेला आम्ही सूचना पाठवू शकत नाही.",
	"The device name must be at most 60 characters, without control characters.":           "उपकरणाचे नाव जास्तीत जास्त 60 अक्षरांचे, नियंत्रण अक्षरांशिवाय असावे.",
}

func init() {
	for english, text := range pushMarathi {
		marathi[english] = text
	}
}
