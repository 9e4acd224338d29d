package push

import (
	"errors"
	"strconv"
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
}

// MaxFirstName caps the name shown on a lock screen.
const MaxFirstName = 30

// NoticeFor is the short text of a push: the product's name and, when the device allows it, the
// sender's first name; never a contact or birth detail, never a message's text.
func NoticeFor(q Queued) Notice {
	name := strings.TrimSpace(q.ActorFirstName)
	if utf8.RuneCountInString(name) > MaxFirstName {
		name = string([]rune(name)[:MaxFirstName])
	}
	switch q.Event {
	case InterestReceived:
		n := Notice{Title: "New interest on Reshimgathi", Body: "Someone is interested in your profile.", URL: "/interests", Tag: "interests"}
		if name != "" {
			n.Body = name + " is interested in your profile."
		}
		return n
	case InterestAccepted:
		n := Notice{Title: "Interest accepted on Reshimgathi", Body: "Your interest was accepted. You can now write to each other.", URL: "/connected", Tag: "connected"}
		if name != "" {
			n.Body = name + " accepted your interest."
		}
		return n
	case NewMessageEvent:
		n := Notice{Title: "New message on Reshimgathi", Body: "You have a new message.", URL: "/messages", Tag: "messages"}
		if q.ActorCode != "" {
			n.URL, n.Tag = "/messages/"+q.ActorCode, "message-"+q.ActorCode
		}
		if name != "" {
			n.Body = "New message from " + name + "."
		}
		return n
	default:
		body := "New members match your saved search."
		if q.MatchCount == 1 {
			body = "A new member matches your saved search."
		} else if q.MatchCount > 1 {
			body = strconv.Itoa(q.MatchCount) + " new members match your saved search."
		}
		return Notice{Title: "New matches on Reshimgathi", Body: body, URL: "/notifications", Tag: "search-alert"}
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
