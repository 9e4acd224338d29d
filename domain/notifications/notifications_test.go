package notifications_test

import (
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/notifications"
)

func TestMessagesInBothLanguages(t *testing.T) {
	n := notifications.New(uuid.New(), uuid.New(), uuid.New(), notifications.RequestAccepted, time.Now())
	if got := n.Message("en", "Aarti Patil", ""); got != "Aarti Patil accepted your connection request." {
		t.Fatal(got)
	}
	if got := n.Message("mr", "आरती", ""); !strings.HasPrefix(got, "आरती यांनी") {
		t.Fatal(got)
	}
	if got := n.Message("xx", "A", ""); !strings.Contains(got, "accepted") {
		t.Fatal("unknown language does not fall back to English")
	}
}
