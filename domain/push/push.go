// Package push is what Web Push means to members (docs/push.md): a device's subscription and
// preferences (which events, the sender's first name or not, quiet hours), and the short,
// contact-free text a push carries. Sending is adapters/webpush's; queueing is the database's.
package push

import (
	"strings"
	"time"
	_ "time/tzdata" // quiet hours are read in the member's zone (Asia/Kolkata) on any host
	"unicode"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// The refusals a subscription gets at the door (400, docs/adr/0002-error-format.md).
var (
	// ErrEndpointNotAllowed: the endpoint is not an https URL on an allowed push service
	// (PUSH_SERVICE_HOSTS): the server never posts to an address a stranger chose.
	ErrEndpointNotAllowed = errs.New(errs.ErrInvalid, "push_endpoint_not_allowed",
		"This browser's push service is not one we can send to.")
	// ErrKeysInvalid: the keys are not a P-256 public key and a 16-byte secret in base64url.
	ErrKeysInvalid = errs.New(errs.ErrInvalid, "push_keys_invalid",
		"This browser's push keys cannot be used. Please turn notifications off and on again.")
)

// Event is what a push is about; its value is push_queue.kind.
type Event string

const (
	InterestReceived Event = "interest_received"
	InterestAccepted Event = "interest_accepted"
	NewMessageEvent  Event = "new_message"
	SearchAlert      Event = "search_alert"
	// MissedCallEvent is a call the member did not answer; a device gets it when it wants new
	// messages (a call is the same conversation, by voice).
	MissedCallEvent Event = "missed_call"
)

// Events is which events a device wants pushed.
type Events struct {
	InterestReceived, InterestAccepted, NewMessage, SearchAlert bool
}

// AllEvents is a new device's choice: everything.
var AllEvents = Events{true, true, true, true}

// DefaultTimeZone is India time: the default quiet hours are 22:00-07:00 there.
const DefaultTimeZone = "Asia/Kolkata"

// QuietHours is a daily window (minutes after midnight in Zone, may cross midnight) in which
// nothing buzzes. Start equal to End means none.
type QuietHours struct {
	Start, End int
	Zone       string
}

// DefaultQuietHours are 22:00-07:00 India time.
var DefaultQuietHours = QuietHours{Start: 22 * 60, End: 7 * 60, Zone: DefaultTimeZone}

// ParseClock reads "HH:MM" (24-hour) into minutes after midnight.
func ParseClock(s string) (int, bool) {
	t, err := time.Parse("15:04", s)
	if err != nil || len(s) != 5 {
		return 0, false
	}
	return t.Hour()*60 + t.Minute(), true
}

// FormatClock writes minutes after midnight as "HH:MM".
func FormatClock(minutes int) string {
	return time.Date(2000, 1, 1, minutes/60, minutes%60, 0, 0, time.UTC).Format("15:04")
}

// Validate checks the window and that the zone is one the server knows.
func (q QuietHours) Validate() error {
	var v errs.Validator
	v.Check(q.Start >= 0 && q.Start < 24*60 && q.End >= 0 && q.End < 24*60, "quietHours", "Quiet hours are times like 22:00.")
	_, err := loadZone(q.Zone)
	v.Check(err == nil, "quietHours.timeZone", "The time zone must be an IANA name like Asia/Kolkata.")
	return v.Err(formSummary)
}

// HeldUntil answers when a push due at now may go: now itself outside the quiet hours, else the
// end of the window it falls in (in the zone's wall time).
func (q QuietHours) HeldUntil(now time.Time) (time.Time, bool) {
	if q.Start == q.End {
		return now, false
	}
	zone, err := loadZone(q.Zone)
	if err != nil {
		zone, _ = loadZone(DefaultTimeZone)
	}
	local := now.In(zone)
	minute := local.Hour()*60 + local.Minute()
	var quiet bool
	if q.Start < q.End {
		quiet = minute >= q.Start && minute < q.End
	} else {
		quiet = minute >= q.Start || minute < q.End
	}
	if !quiet {
		return now, false
	}
	end := time.Date(local.Year(), local.Month(), local.Day(), q.End/60, q.End%60, 0, 0, zone)
	if !end.After(local) {
		end = end.AddDate(0, 0, 1)
	}
	return end, true
}

func loadZone(name string) (*time.Location, error) {
	if name == "" || strings.Contains(name, "..") || name == "Local" {
		return nil, errs.ErrInvalid
	}
	return time.LoadLocation(name)
}

// Preferences are what a member chose for one device.
type Preferences struct {
	Events         Events
	ShowSenderName bool // the lock screen may show the sender's first name
	Quiet          QuietHours
}

// DefaultPreferences are a new device's: every event, no name, 22:00-07:00 India time.
func DefaultPreferences() Preferences {
	return Preferences{Events: AllEvents, Quiet: DefaultQuietHours}
}

// MaxLabel is the longest device label, in characters.
const MaxLabel = 60

// Subscription is one device of a member that receives pushes.
type Subscription struct {
	ID        uuid.UUID
	AccountID uuid.UUID
	Endpoint  string
	P256dh    string
	Auth      string
	Label     string
	Prefs     Preferences
	CreatedAt time.Time
}

// CleanLabel trims a device label and refuses one that is too long or holds control characters
// (the edge refuses them too; this is the rule, whoever calls).
func CleanLabel(label string) (string, error) {
	label = strings.TrimSpace(label)
	var v errs.Validator
	v.Check(utf8.RuneCountInString(label) <= MaxLabel && utf8.ValidString(label) &&
		strings.IndexFunc(label, func(r rune) bool { return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) }) < 0,
		"deviceLabel", "The device name must be at most 60 characters, without control characters.")
	return label, v.Err(formSummary)
}

// formSummary is the message of every refusal of a device's settings (errs.ValidationError).
const formSummary = "Please fix the errors in the form."
