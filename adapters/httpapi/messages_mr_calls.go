package httpapi

// The Marathi of the calls' messages (docs/calls.md), kept beside the others (messages_mr.go).
var callsMarathi = map[string]string{
	"Calls are not available on this server.":                        "या सर्व्हरवर कॉल उपलब्ध नाहीत.",
	"You cannot call yourself.":                                      "तुम्ही स्वतःला कॉल करू शकत नाही.",
	"This call does not exist.":                                      "हा कॉल अस्तित्वात नाही.",
	"One of you is already on a call. Please try again later.":       "तुमच्यापैकी एक जण आधीच कॉलवर आहे. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
	"This call has already ended.":                                   "हा कॉल आधीच संपला आहे.",
	"Only the member called can answer this call.":                   "ज्या सदस्याला कॉल केला आहे तोच हा कॉल घेऊ शकतो.",
	"A call is voice or video.":                                      "कॉल व्हॉइस किंवा व्हिडिओ असतो.",
	"Please choose a voice or a video call.":                         "कृपया व्हॉइस किंवा व्हिडिओ कॉल निवडा.",
	"You are starting calls too quickly. Please wait a few minutes.": "तुम्ही खूप भराभर कॉल करत आहात. कृपया काही मिनिटे थांबा.",
	"Too many call signals. Please wait a moment.":                   "कॉलचे खूप जास्त संकेत आले. कृपया थोडा वेळ थांबा.",
	"This signal cannot be used.":                                    "हा संकेत वापरता येत नाही.",
	"An offer or answer needs its session description.":              "ऑफर किंवा उत्तरासोबत सत्राचे वर्णन असणे आवश्यक आहे.",
	"The session description is too long.":                           "सत्राचे वर्णन खूप मोठे आहे.",
	"This is not a session description.":                             "हे सत्राचे वर्णन नाही.",
	"The session description holds characters it cannot hold.":       "सत्राच्या वर्णनात चालणार नाहीत अशी अक्षरे आहेत.",
	"An offer or answer carries no candidate.":                       "ऑफर किंवा उत्तरासोबत उमेदवार (candidate) नसतो.",
	"A candidate carries no session description.":                    "उमेदवारासोबत (candidate) सत्राचे वर्णन नसते.",
	"The candidate is too long.":                                     "उमेदवार (candidate) खूप मोठा आहे.",
	"This is not an ICE candidate.":                                  "हा ICE उमेदवार (candidate) नाही.",
	"The candidate holds characters it cannot hold.":                 "उमेदवारात (candidate) चालणार नाहीत अशी अक्षरे आहेत.",
	"The media id is not valid.":                                     "माध्यमाचा id योग्य नाही.",
	"The media line index is out of range.":                          "माध्यम ओळीचा क्रमांक मर्यादेबाहेर आहे.",
	"The username fragment is not valid.":                            "वापरकर्ता नावाचा भाग योग्य नाही.",
	"A signal is an offer, an answer or a candidate.":                "संकेत म्हणजे ऑफर, उत्तर किंवा उमेदवार (candidate).",
}

func init() {
	for english, text := range callsMarathi {
		marathi[english] = text
	}
}
