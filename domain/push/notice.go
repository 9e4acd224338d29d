package push

import (
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
)

// Queued is one push a sender claimed: the event, whom it is about (ids and the actor's member
// code, never a contact or birth detail) and the device it goes to.
type Queued struct {
	ID             int64
	Event          Event
	RequestID      uuid.UUID // interest received or accepted
	ConversationID uuid.UUID // new message
	MatchCount     int       // search alert
	ActorCode      string    // the member code the click opens (a conversation)
	ActorFirstName string    // empty unless the device allows it
	Lang           string    // the recipient's language: "en" or "mr"
	CreatedAt      time.Time
	Attempts       int // including this one
	Device         Subscription
	// Stopped: the push must not go any more (a block, pause, suspension or a changed preference
	// since it was queued, or the device changed hands).
	Stopped bool
}

// Notice is what the lock screen shows and where a click goes. Tag groups a device's
// notifications (a newer message of one conversation replaces the older).
type Notice struct {
	Title string
	Body  string
	URL   string
	Tag   string
	Lang  string // "en" or "mr", the language of Title and Body
}

// MaxFirstName caps the name shown on a lock screen.
const MaxFirstName = 30

// noticeTexts are a push's words in one language: per event, the title and the body without and
// with the sender's first name (%s).
type noticeTexts struct {
	interestTitle, interestBody, interestNamed string
	acceptedTitle, acceptedBody, acceptedNamed string
	messageTitle, messageBody, messageNamed    string
	missedTitle, missedBody, missedNamed       string
	alertTitle, alertBody, alertOne, alertMany string // alertMany: %d members
}

var texts = map[string]noticeTexts{
	"en": {
		interestTitle: "New interest on Reshimgathi", interestBody: "Someone is interested in your profile.",
		interestNamed: "%s is interested in your profile.",
		acceptedTitle: "Interest accepted on Reshimgathi", acceptedBody: "Your interest was accepted. You can now write to each other.",
		acceptedNamed: "%s accepted your interest.",
		messageTitle:  "New message on Reshimgathi", messageBody: "You have a new message.", messageNamed: "New message from %s.",
		missedTitle: "Missed call on Reshimgathi", missedBody: "You missed a call from a connection.", missedNamed: "Missed call from %s.",
		alertTitle: "New matches on Reshimgathi", alertBody: "New members match your saved search.",
		alertOne: "A new member matches your saved search.", alertMany: "%d new members match your saved search.",
	},
	"mr": {
		interestTitle: "रेशीमगाठीवर नवीन स्वारस्य", interestBody: "कोणीतरी तुमच्या प्रोफाइलमध्ये स्वारस्य दाखवले आहे.",
		interestNamed: "%s यांनी तुमच्या प्रोफाइलमध्ये स्वारस्य दाखवले आहे.",
		acceptedTitle: "रेशीमगाठीवर स्वारस्य स्वीकारले", acceptedBody: "तुमचे स्वारस्य स्वीकारले गेले. आता तुम्ही एकमेकांना लिहू शकता.",
		acceptedNamed: "%s यांनी तुमचे स्वारस्य स्वीकारले.",
		messageTitle:  "रेशीमगाठीवर नवीन संदेश", messageBody: "तुम्हाला नवीन संदेश आला आहे.", messageNamed: "%s यांच्याकडून नवीन संदेश.",
		missedTitle: "रेशीमगाठीवर चुकलेला कॉल", missedBody: "तुमच्या एका जोडणीचा कॉल चुकला.", missedNamed: "%s यांचा कॉल चुकला.",
		alertTitle: "रेशीमगाठीवर नवीन स्थळे", alertBody: "तुमच्या जतन केलेल्या शोधाशी नवीन सदस्य जुळतात.",
		alertOne: "तुमच्या जतन केलेल्या शोधाशी एक नवीन सदस्य जुळतो.", alertMany: "तुमच्या जतन केलेल्या शोधाशी %d नवीन सदस्य जुळतात.",
	},
}

// NoticeFor is the short text of a push, in the recipient's language: the product's name and,
// when the device allows it, the sender's first name; never a contact or birth detail, never a
// message's text.
func NoticeFor(q Queued) Notice {
	lang := q.Lang
	if _, ok := texts[lang]; !ok {
		lang = "en"
	}
	t := texts[lang]
	name := strings.TrimSpace(q.ActorFirstName)
	if utf8.RuneCountInString(name) > MaxFirstName {
		name = string([]rune(name)[:MaxFirstName])
	}
	pick := func(anonymous, named string) string {
		if name == "" {
			return anonymous
		}
		return fmt.Sprintf(named, name)
	}
	switch q.Event {
	case InterestReceived:
		return Notice{Title: t.interestTitle, Body: pick(t.interestBody, t.interestNamed), URL: "/interests", Tag: "interests", Lang: lang}
	case InterestAccepted:
		return Notice{Title: t.acceptedTitle, Body: pick(t.acceptedBody, t.acceptedNamed), URL: "/connected", Tag: "connected", Lang: lang}
	case NewMessageEvent:
		n := Notice{Title: t.messageTitle, Body: pick(t.messageBody, t.messageNamed), URL: "/messages", Tag: "messages", Lang: lang}
		if q.ActorCode != "" {
			n.URL, n.Tag = "/messages/"+q.ActorCode, "message-"+q.ActorCode
		}
		return n
	case MissedCallEvent:
		n := Notice{Title: t.missedTitle, Body: pick(t.missedBody, t.missedNamed), URL: "/messages", Tag: "calls", Lang: lang}
		if q.ActorCode != "" {
			n.URL, n.Tag = "/messages/"+q.ActorCode, "call-"+q.ActorCode
		}
		return n
	default:
		body := t.alertBody
		if q.MatchCount == 1 {
			body = t.alertOne
		} else if q.MatchCount > 1 {
			body = fmt.Sprintf(t.alertMany, q.MatchCount)
		}
		return Notice{Title: t.alertTitle, Body: body, URL: "/notifications", Tag: "search-alert", Lang: lang}
	}
}

// Urgency is RFC 8030's: a message or an interest may wake a phone; an alert may wait.
func (q Queued) Urgency() string {
	if q.Event == SearchAlert {
		return "low"
	}
	return "high"
}

// TTL is how long a push service keeps a push for an offline device: a day, after which the
// member sees it in the app anyway.
const TTL = 24 * time.Hour

// Backoff is the wait before attempt n+1 after a failed attempt n (1 minute, doubling, at most
// an hour); a push service's Retry-After wins when it asks for longer.
func Backoff(attempts int, retryAfter time.Duration) time.Duration {
	wait := time.Minute << min(max(attempts-1, 0), 6)
	wait = min(wait, time.Hour)
	return max(wait, retryAfter)
}

// MaxAttempts is how many failed sends drop a push.
const MaxAttempts = 8

// ErrDeviceGone is the push service saying the subscription no longer exists (404 or 410):
// the browser unsubscribed or the app was uninstalled; the device is deleted.
var ErrDeviceGone = errors.New("push: the device's subscription is gone")

// RetryLater is a send worth trying again: the push service throttled, failed or could not be
// reached. After is its Retry-After (zero when it gave none).
type RetryLater struct {
	After time.Duration
	Err   error
}

func (e *RetryLater) Error() string { return "push: try again later: " + e.Err.Error() }
func (e *RetryLater) Unwrap() error { return e.Err }
