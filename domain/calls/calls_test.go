package calls

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

func TestSignalShapes(t *testing.T) {
	zero, big := 0, 65
	ok := []Signal{
		{Type: Offer, SDP: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n"},
		{Type: Answer, SDP: "v=0\r\n"},
		{Type: Candidate, Candidate: "candidate:1 1 udp 2122260223 192.168.1.2 54321 typ host", Mid: "0", MLineIndex: &zero},
		{Type: Candidate}, // end of candidates
	}
	for _, s := range ok {
		if _, err := NewSignal(s); err != nil {
			t.Errorf("%+v refused: %v", s, err)
		}
	}
	bad := []Signal{
		{Type: "hello", SDP: "v=0"},
		{Type: Offer},
		{Type: Offer, SDP: "<script>"},
		{Type: Offer, SDP: "v=0" + strings.Repeat("a", MaxSDP)},
		{Type: Offer, SDP: "v=0\x00"},
		{Type: Offer, SDP: "v=0", Candidate: "candidate:1"},
		{Type: Candidate, Candidate: "nope"},
		{Type: Candidate, Candidate: "candidate:" + strings.Repeat("1", MaxCandidate)},
		{Type: Candidate, Candidate: "candidate:1\na=evil"},
		{Type: Candidate, Candidate: "candidate:1", MLineIndex: &big},
		{Type: Candidate, Candidate: "candidate:1", SDP: "v=0"},
	}
	for _, s := range bad {
		if _, err := NewSignal(s); !errors.Is(err, errs.ErrInvalid) {
			t.Errorf("%+v: got %v, want invalid", s, err)
		}
	}
}

func TestKindsAndRinging(t *testing.T) {
	if _, err := ParseKind("fax"); !errors.Is(err, errs.ErrInvalid) {
		t.Fatalf("fax: %v", err)
	}
	if k, err := ParseKind("video"); err != nil || k != Video {
		t.Fatalf("video: %v %v", k, err)
	}
	start := time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC)
	c := Call{State: Ringing, StartedAt: start}
	if c.RangOut(start.Add(RingTimeout - time.Second)) {
		t.Fatal("rang out early")
	}
	if !c.RangOut(start.Add(RingTimeout)) {
		t.Fatal("still ringing after the timeout")
	}
	c.State = Accepted
	if c.RangOut(start.Add(time.Hour)) || !c.State.Live() || Missed.Live() {
		t.Fatal("an accepted call does not ring out and is live; a missed one is not")
	}
}
