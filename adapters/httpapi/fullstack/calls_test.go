package httpapi_test

import (
	"context"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// TestCallBetweenConnections: a subscriber rings a connection, who answers; offer, answer and
// candidates reach the other member's live stream (across two server instances), hang-up ends
// it for both, and no phone number is part of any of it. A stranger, a free member starting
// a call, a busy member and a blocked pair are refused.
func TestCallBetweenConnections(t *testing.T) {
	first := newEnv(t)
	second := newEnvOn(t, first.dbURL)
	ctx := context.Background()
	var phones []string
	keepPhone := func(change func(map[string]any)) func(map[string]any) {
		return func(d map[string]any) {
			change(d)
			phones = append(phones, d["phone"].(string))
		}
	}
	a, b := first.chatter(t, keepPhone(groom)), first.chatter(t, keepPhone(bride))
	stranger := first.chatter(t, groom)
	first.subscribe(t, a)
	first.subscribe(t, stranger)
	noPhone := func(t *testing.T, what string, body string) {
		t.Helper()
		for _, p := range phones {
			if strings.Contains(body, p) || strings.Contains(body, "phone") {
				t.Fatalf("%s names a phone: %s", what, body)
			}
		}
	}
	start := func(t *testing.T, from, to chatter, kind apiclient.StartCallRequestKind) *apiclient.StartCallResponse {
		t.Helper()
		r, err := first.client.StartCallWithResponse(ctx, to.code, apiclient.StartCallRequest{Kind: kind}, bearer(from.token))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}

	if r := start(t, stranger, b, apiclient.StartCallRequestKindVoice); r.StatusCode() != 403 || !strings.Contains(string(r.Body), "not_connected") {
		t.Fatalf("a stranger's call: %d %s", r.StatusCode(), r.Body)
	}
	first.connect(t, a, b)
	if r := start(t, b, a, apiclient.StartCallRequestKindVideo); r.StatusCode() != 402 {
		t.Fatalf("a free member starting a call: %d %s", r.StatusCode(), r.Body)
	}
	if r := start(t, a, b, "fax"); r.StatusCode() != 400 {
		t.Fatalf("a fax call: %d %s", r.StatusCode(), r.Body)
	}

	bStream := openStream(t, first, b.token, "")
	next(t, bStream, "unread")
	aStream := openStream(t, second, a.token, "")
	next(t, aStream, "unread")

	r := start(t, a, b, apiclient.StartCallRequestKindVideo)
	if r.StatusCode() != 201 || r.JSON201.State != apiclient.CallStateRinging || r.JSON201.Direction != apiclient.CallDirectionOutgoing ||
		r.JSON201.UserId != b.code {
		t.Fatalf("start: %d %s", r.StatusCode(), r.Body)
	}
	noPhone(t, "the started call", string(r.Body))
	call := *r.JSON201
	ring := next(t, bStream, "call")
	noPhone(t, "the ring", ring.data)
	if got := decodeEvent[apiclient.StreamCall](t, ring); got.Call.Id != call.Id || got.Call.State != apiclient.CallStateRinging ||
		got.Call.Direction != apiclient.CallDirectionIncoming || got.Call.UserId != a.code || got.Call.Kind != apiclient.CallKindVideo {
		t.Fatalf("b's ring: %+v", got)
	}
	// A stranger learns nothing of whether a member is on a call.
	if r := start(t, stranger, b, apiclient.StartCallRequestKindVoice); r.StatusCode() != 403 {
		t.Fatalf("a stranger ringing a busy member: %d %s", r.StatusCode(), r.Body)
	}
	if ans, _ := first.client.AnswerCallWithResponse(ctx, call.Id, bearer(a.token)); ans.StatusCode() != 403 {
		t.Fatalf("the caller answering their own call: %d %s", ans.StatusCode(), ans.Body)
	}
	if ans, _ := first.client.AnswerCallWithResponse(ctx, call.Id, bearer(stranger.token)); ans.StatusCode() != 404 {
		t.Fatalf("a stranger answering: %d %s", ans.StatusCode(), ans.Body)
	}

	ans, err := second.client.AnswerCallWithResponse(ctx, call.Id, bearer(b.token))
	if err != nil || ans.StatusCode() != 200 || ans.JSON200.State != apiclient.CallStateAccepted || ans.JSON200.AnsweredAt == nil {
		t.Fatalf("answer: %v %d %s", err, ans.StatusCode(), ans.Body)
	}
	if got := decodeEvent[apiclient.StreamCall](t, next(t, aStream, "call")); got.Call.State != apiclient.CallStateRinging {
		t.Fatalf("a's first call event is its own ring: %+v", got)
	}
	if got := decodeEvent[apiclient.StreamCall](t, next(t, aStream, "call")); got.Call.State != apiclient.CallStateAccepted ||
		got.Call.Direction != apiclient.CallDirectionOutgoing {
		t.Fatalf("a is told of the answer: %+v", got)
	}

	signal := func(t *testing.T, from chatter, body apiclient.CallSignal) *apiclient.SendCallSignalResponse {
		t.Helper()
		r, err := first.client.SendCallSignalWithResponse(ctx, call.Id, body, bearer(from.token))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	sdp := "v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n"
	if r := signal(t, a, apiclient.CallSignal{Type: apiclient.CallSignalTypeOffer, Sdp: &sdp}); r.StatusCode() != 204 {
		t.Fatalf("offer: %d %s", r.StatusCode(), r.Body)
	}
	offer := decodeEvent[apiclient.StreamCallSignal](t, next(t, bStream, "call_signal"))
	// Text hygiene turns the CR LF line ends into LF; browsers read both.
	if offer.CallId != call.Id || offer.UserId != a.code || offer.Signal.Type != apiclient.CallSignalTypeOffer ||
		*offer.Signal.Sdp != strings.ReplaceAll(sdp, "\r\n", "\n") {
		t.Fatalf("b's offer: %+v", offer)
	}
	if r := signal(t, b, apiclient.CallSignal{Type: apiclient.CallSignalTypeAnswer, Sdp: &sdp}); r.StatusCode() != 204 {
		t.Fatalf("answer signal: %d %s", r.StatusCode(), r.Body)
	}
	candidate, mid, index := "candidate:842163049 1 udp 1677729535 192.168.1.20 46154 typ host generation 0", "0", 0
	if r := signal(t, b, apiclient.CallSignal{Type: apiclient.CallSignalTypeCandidate, Candidate: &candidate, SdpMid: &mid,
		SdpMLineIndex: &index}); r.StatusCode() != 204 {
		t.Fatalf("candidate: %d %s", r.StatusCode(), r.Body)
	}
	if got := decodeEvent[apiclient.StreamCallSignal](t, next(t, aStream, "call_signal")); got.Signal.Type != apiclient.CallSignalTypeAnswer {
		t.Fatalf("a's answer: %+v", got)
	}
	if got := decodeEvent[apiclient.StreamCallSignal](t, next(t, aStream, "call_signal")); got.Signal.Type != apiclient.CallSignalTypeCandidate ||
		*got.Signal.Candidate != candidate || *got.Signal.SdpMLineIndex != 0 || *got.Signal.SdpMid != "0" {
		t.Fatalf("a's candidate: %+v", got)
	}

	t.Run("a-stranger's-signals-are-refused-with-a-4xx", func(t *testing.T) {
		bad := "v=1 not a description"
		huge := "v=0" + strings.Repeat("a", 20001)
		evil := "candidate:1\r\na=evil"
		for _, body := range []apiclient.CallSignal{
			{Type: apiclient.CallSignalTypeOffer, Sdp: &bad},
			{Type: apiclient.CallSignalTypeOffer, Sdp: &huge},
			{Type: apiclient.CallSignalTypeCandidate, Candidate: &evil},
			{Type: apiclient.CallSignalTypeOffer},
			{Type: "hello", Sdp: &sdp},
		} {
			if r := signal(t, a, body); r.StatusCode() != 400 && r.StatusCode() != 413 {
				t.Errorf("%+v: %d %s", body, r.StatusCode(), r.Body)
			}
		}
		if r := signal(t, stranger, apiclient.CallSignal{Type: apiclient.CallSignalTypeOffer, Sdp: &sdp}); r.StatusCode() != 404 {
			t.Fatalf("a stranger's signal: %d", r.StatusCode())
		}
	})

	hang, err := first.client.HangUpCallWithResponse(ctx, call.Id, bearer(b.token))
	if err != nil || hang.StatusCode() != 200 || hang.JSON200.State != apiclient.CallStateEnded ||
		*hang.JSON200.EndReason != apiclient.CallEndReasonHangUp {
		t.Fatalf("hang up: %v %d %s", err, hang.StatusCode(), hang.Body)
	}
	if got := decodeEvent[apiclient.StreamCall](t, next(t, aStream, "call")); got.Call.State != apiclient.CallStateEnded {
		t.Fatalf("a is told of the hang-up: %+v", got)
	}
	if r := signal(t, a, apiclient.CallSignal{Type: apiclient.CallSignalTypeOffer, Sdp: &sdp}); r.StatusCode() != 409 {
		t.Fatalf("a signal after the end: %d", r.StatusCode())
	}
	log, err := first.client.GetCallLogWithResponse(ctx, b.code, bearer(a.token))
	if err != nil || log.JSON200 == nil || len(log.JSON200.Calls) != 1 || log.JSON200.Calls[0].State != apiclient.CallStateEnded {
		t.Fatalf("log: %v %s", err, log.Body)
	}
	noPhone(t, "the log", string(log.Body))
	// The member's copy of their data holds the call, the other member by code.
	export, err := first.client.ExportMyDataWithResponse(ctx, bearer(b.token))
	if err != nil || export.JSON200 == nil || export.JSON200.Calls == nil || len(*export.JSON200.Calls) != 1 ||
		(*export.JSON200.Calls)[0].UserId != a.code || (*export.JSON200.Calls)[0].Direction != apiclient.CallDirectionIncoming {
		t.Fatalf("export: %v %d", err, export.StatusCode())
	}

	t.Run("busy-then-decline", func(t *testing.T) {
		ringing := start(t, a, b, apiclient.StartCallRequestKindVoice)
		if ringing.StatusCode() != 201 {
			t.Fatalf("%d %s", ringing.StatusCode(), ringing.Body)
		}
		c := first.chatter(t, groom)
		first.subscribe(t, c)
		first.connect(t, c, b)
		if r := start(t, c, b, apiclient.StartCallRequestKindVoice); r.StatusCode() != 409 || !strings.Contains(string(r.Body), "call_busy") {
			t.Fatalf("ringing a busy member: %d %s", r.StatusCode(), r.Body)
		}
		d, _ := first.client.DeclineCallWithResponse(ctx, ringing.JSON201.Id, bearer(b.token))
		if d.StatusCode() != 200 || d.JSON200.State != apiclient.CallStateDeclined {
			t.Fatalf("decline: %d %s", d.StatusCode(), d.Body)
		}
		if d, _ := first.client.AnswerCallWithResponse(ctx, ringing.JSON201.Id, bearer(b.token)); d.StatusCode() != 409 {
			t.Fatalf("answering a declined call: %d %s", d.StatusCode(), d.Body)
		}
	})

	t.Run("a-block-ends-the-call-and-forbids-the-next", func(t *testing.T) {
		ringing := start(t, a, b, apiclient.StartCallRequestKindVoice)
		if ringing.StatusCode() != 201 {
			t.Fatalf("%d %s", ringing.StatusCode(), ringing.Body)
		}
		if r, err := first.client.BlockMemberWithResponse(ctx, a.code, bearer(b.token)); err != nil || r.StatusCode() >= 300 {
			t.Fatalf("block: %v %d", err, r.StatusCode())
		}
		for {
			got := decodeEvent[apiclient.StreamCall](t, next(t, aStream, "call"))
			if got.Call.Id == ringing.JSON201.Id && got.Call.State == apiclient.CallStateEnded {
				if *got.Call.EndReason != apiclient.CallEndReasonBlocked {
					t.Fatalf("ended %+v", got)
				}
				break
			}
		}
		if r := start(t, a, b, apiclient.StartCallRequestKindVoice); r.StatusCode() != 403 && r.StatusCode() != 404 {
			t.Fatalf("calling after a block: %d %s", r.StatusCode(), r.Body)
		}
	})

	t.Run("ice-servers", func(t *testing.T) {
		r, err := first.client.GetCallIceServersWithResponse(ctx, bearer(a.token))
		if err != nil || r.JSON200 == nil || r.JSON200.TtlSeconds <= 0 {
			t.Fatalf("%v %d %s", err, r.StatusCode(), r.Body)
		}
		// No TURN server here: nothing to relay through, so browsers may use every candidate.
		if r.JSON200.IceTransportPolicy != apiclient.IceServerListIceTransportPolicyAll {
			t.Fatalf("iceTransportPolicy %q without a relay", r.JSON200.IceTransportPolicy)
		}
	})
}
