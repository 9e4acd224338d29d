package push_test

import (
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/push"
)

func TestQuietHoursHoldUntilTheirEndInTheMembersZone(t *testing.T) {
	india, _ := time.LoadLocation("Asia/Kolkata")
	at := func(h, m int) time.Time { return time.Date(2026, 11, 28, h, m, 0, 0, india) }
	for _, c := range []struct {
		q     push.QuietHours
		now   time.Time
		until time.Time // zero: not held
	}{
		{push.DefaultQuietHours, at(21, 59), time.Time{}},
		{push.DefaultQuietHours, at(22, 0), at(7, 0).AddDate(0, 0, 1)},
		{push.DefaultQuietHours, at(23, 30), at(7, 0).AddDate(0, 0, 1)},
		{push.DefaultQuietHours, at(3, 0), at(7, 0)},
		{push.DefaultQuietHours, at(7, 0), time.Time{}},
		{push.QuietHours{Start: 13 * 60, End: 14 * 60, Zone: "Asia/Kolkata"}, at(13, 30), at(14, 0)},
		{push.QuietHours{Start: 13 * 60, End: 14 * 60, Zone: "Asia/Kolkata"}, at(12, 30), time.Time{}},
		{push.QuietHours{Start: 600, End: 600, Zone: "Asia/Kolkata"}, at(10, 0), time.Time{}},
		// The member's zone decides: 23:00 in India is 17:30 in London, 03:30 in India 22:00 there.
		{push.QuietHours{Start: 22 * 60, End: 7 * 60, Zone: "Europe/London"}, at(23, 0), time.Time{}},
		{push.QuietHours{Start: 22 * 60, End: 7 * 60, Zone: "Europe/London"}, at(3, 30), at(12, 30)},
	} {
		until, held := c.q.HeldUntil(c.now.UTC())
		if held != !c.until.IsZero() || (held && !until.Equal(c.until)) {
			t.Errorf("%+v at %v: held %v until %v, want %v", c.q, c.now, held, until, c.until)
		}
	}
}

func TestQuietHoursAndLabelsRefuseWhatIsNotOne(t *testing.T) {
	for _, zone := range []string{"", "Local", "../../etc/passwd", "Mars/Olympus"} {
		if err := (push.QuietHours{Start: 1, End: 2, Zone: zone}).Validate(); err == nil {
			t.Errorf("zone %q accepted", zone)
		}
	}
	if err := (push.QuietHours{Start: 24 * 60, End: 0, Zone: "Asia/Kolkata"}).Validate(); err == nil {
		t.Error("24:00 accepted")
	}
	for _, label := range []string{strings.Repeat("a", 61), "a\x00b", "a\u202eb"} {
		if _, err := push.CleanLabel(label); err == nil {
			t.Errorf("label %q accepted", label)
		}
	}
	if got, err := push.CleanLabel("  माझा फोन "); err != nil || got != "माझा फोन" {
		t.Errorf("label: %q %v", got, err)
	}
	if m, ok := push.ParseClock("07:05"); !ok || m != 425 || push.FormatClock(m) != "07:05" {
		t.Errorf("clock: %d %v", m, ok)
	}
	for _, bad := range []string{"7:05", "24:00", "07:60", "07:05:00", ""} {
		if _, ok := push.ParseClock(bad); ok {
			t.Errorf("clock %q accepted", bad)
		}
	}
}

func TestANoticeNamesTheSenderOnlyWhenAllowedAndOpensTheRightScreen(t *testing.T) {
	anonymous := push.NoticeFor(push.Queued{Event: push.InterestReceived, ActorCode: "MH12345678"})
	if anonymous.Title != "New interest on Reshimgathi" || anonymous.URL != "/interests" || strings.Contains(anonymous.Body, "MH") {
		t.Errorf("%+v", anonymous)
	}
	named := push.NoticeFor(push.Queued{Event: push.InterestAccepted, ActorFirstName: "Aniket"})
	if named.URL != "/connected" || !strings.Contains(named.Body, "Aniket") {
		t.Errorf("%+v", named)
	}
	message := push.NoticeFor(push.Queued{Event: push.NewMessageEvent, ActorCode: "MH12345678"})
	if message.URL != "/messages/MH12345678" || message.Tag != "message-MH12345678" || len(message.Tag) > 32 {
		t.Errorf("%+v", message)
	}
	missed := push.NoticeFor(push.Queued{Event: push.MissedCallEvent, ActorCode: "MH12345678", ActorFirstName: "Snehal"})
	if missed.Body != "Missed call from Snehal." || missed.URL != "/messages/MH12345678" || missed.Tag != "call-MH12345678" {
		t.Errorf("%+v", missed)
	}
	if mr := push.NoticeFor(push.Queued{Event: push.MissedCallEvent, Lang: "mr"}); mr.Title != "रेशीमगाठीवर चुकलेला कॉल" || mr.URL != "/messages" {
		t.Errorf("a missed call in Marathi, unnamed: %+v", mr)
	}
	alert := push.NoticeFor(push.Queued{Event: push.SearchAlert, MatchCount: 3, ActorFirstName: "Ignored"})
	if alert.Body != "3 new members match your saved search." || alert.URL != "/notifications" {
		t.Errorf("%+v", alert)
	}
	marathi := push.NoticeFor(push.Queued{Event: push.InterestReceived, ActorFirstName: "अनिकेत", Lang: "mr"})
	if marathi.Lang != "mr" || marathi.Title != "रेशीमगाठीवर नवीन स्वारस्य" || !strings.HasPrefix(marathi.Body, "अनिकेत यांनी") {
		t.Errorf("in Marathi: %+v", marathi)
	}
	if other := push.NoticeFor(push.Queued{Event: push.SearchAlert, Lang: "xx"}); other.Lang != "en" || other.Title != "New matches on Reshimgathi" {
		t.Errorf("an unknown language: %+v", other)
	}
	long := push.NoticeFor(push.Queued{Event: push.InterestReceived, ActorFirstName: strings.Repeat("अ", 80)})
	if strings.Count(long.Body, "अ") != push.MaxFirstName {
		t.Errorf("a long name is not cut: %q", long.Body)
	}
}

func TestBackoffDoublesUpToAnHourAndHonoursRetryAfter(t *testing.T) {
	for attempts, want := range map[int]time.Duration{1: time.Minute, 2: 2 * time.Minute, 4: 8 * time.Minute, 7: time.Hour, 20: time.Hour} {
		if got := push.Backoff(attempts, 0); got != want {
			t.Errorf("attempt %d: %v, want %v", attempts, got, want)
		}
	}
	if got := push.Backoff(1, 10*time.Minute); got != 10*time.Minute {
		t.Errorf("Retry-After 10m: %v", got)
	}
}
