package calls

import (
	"strings"
	"unicode/utf8"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// A signal is what the two browsers tell each other to connect (RFC 8829, JSEP): a session
// description (offer or answer) or an ICE candidate. The server relays it to the other member
// untouched, so it is bounded and shaped here, and never read for anything else.
type SignalType string

const (
	Offer     SignalType = "offer"
	Answer    SignalType = "answer"
	Candidate SignalType = "candidate"
)

// The bounds: a browser's offer with audio, video and data sections is a few kilobytes; an ICE
// candidate line is under 300 characters.
const (
	MaxSDP           = 20000
	MaxCandidate     = 1024
	MaxMid           = 64
	MaxMLineIndex    = 64
	maxUsernameFrag  = 256
	signalSummary    = "This signal cannot be used."
	sdpMustStartWith = "v=0"
)

// Signal is one signaling message. SDP is set for offers and answers; Candidate (with Mid,
// MLineIndex and UsernameFragment as the browser gave them) for candidates. An empty Candidate
// is the end-of-candidates marker.
type Signal struct {
	Type             SignalType
	SDP              string
	Candidate        string
	Mid              string
	MLineIndex       *int
	UsernameFragment string
}

// NewSignal validates a signal a member posted.
func NewSignal(s Signal) (Signal, error) {
	var v errs.Validator
	switch s.Type {
	case Offer, Answer:
		if v.Check(s.SDP != "", "sdp", "An offer or answer needs its session description.") &&
			v.Check(len(s.SDP) <= MaxSDP, "sdp", "The session description is too long.") &&
			v.Check(utf8.ValidString(s.SDP) && strings.HasPrefix(s.SDP, sdpMustStartWith), "sdp", "This is not a session description.") {
			v.Check(!hasControl(s.SDP), "sdp", "The session description holds characters it cannot hold.")
		}
		v.Check(s.Candidate == "" && s.Mid == "" && s.MLineIndex == nil && s.UsernameFragment == "",
			"candidate", "An offer or answer carries no candidate.")
	case Candidate:
		v.Check(s.SDP == "", "sdp", "A candidate carries no session description.")
		if v.Check(len(s.Candidate) <= MaxCandidate, "candidate", "The candidate is too long.") &&
			v.Check(s.Candidate == "" || strings.HasPrefix(s.Candidate, "candidate:"), "candidate", "This is not an ICE candidate.") {
			v.Check(utf8.ValidString(s.Candidate) && !hasControl(s.Candidate) && !strings.Contains(s.Candidate, "\n"),
				"candidate", "The candidate holds characters it cannot hold.")
		}
		v.Check(len(s.Mid) <= MaxMid && !hasControl(s.Mid) && utf8.ValidString(s.Mid), "sdpMid", "The media id is not valid.")
		v.Check(s.MLineIndex == nil || (*s.MLineIndex >= 0 && *s.MLineIndex <= MaxMLineIndex), "sdpMLineIndex",
			"The media line index is out of range.")
		v.Check(len(s.UsernameFragment) <= maxUsernameFrag && !hasControl(s.UsernameFragment) && utf8.ValidString(s.UsernameFragment),
			"usernameFragment", "The username fragment is not valid.")
	default:
		v.Check(false, "type", "A signal is an offer, an answer or a candidate.")
	}
	if err := v.Err(signalSummary); err != nil {
		return Signal{}, err
	}
	return s, nil
}

// hasControl reports control characters other than the line breaks SDP is made of.
func hasControl(s string) bool {
	for _, r := range s {
		if r == '\r' || r == '\n' {
			continue
		}
		if r < 0x20 || r == 0x7f {
			return true
		}
	}
	return false
}
