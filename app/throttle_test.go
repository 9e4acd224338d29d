package app_test

import (
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
)

func TestThrottleBlocksThenRecovers(t *testing.T) {
	th := &app.Throttle{Limit: 3, Window: time.Minute}
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	for i := 0; i < 3; i++ {
		if ok, _ := th.Hit("ip", now); !ok {
			t.Fatalf("attempt %d refused", i+1)
		}
	}
	ok, retry := th.Hit("ip", now.Add(10*time.Second))
	if ok || retry != 50*time.Second {
		t.Fatalf("4th attempt: ok=%v retry=%v", ok, retry)
	}
	if ok, _ := th.Hit("other", now); !ok {
		t.Fatal("keys are not independent")
	}
	if ok, _ := th.Hit("ip", now.Add(time.Minute)); !ok {
		t.Fatal("window did not end: that would be a lockout")
	}
	th.Reset("other")
}
