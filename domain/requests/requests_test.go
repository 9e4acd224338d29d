package requests_test

import (
	"errors"
	"testing"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/requests"
)

func TestViewAndSendRules(t *testing.T) {
	a, b := uuid.New(), uuid.New()
	cases := []struct {
		status       requests.Status
		viewerA      requests.View
		sendByA      requests.SendOutcome
		sendByB      requests.SendOutcome
		receiverView requests.View
	}{
		{requests.Pending, requests.View{"pending", "sent"}, requests.KeepAsIs, requests.KeepAsIs, requests.View{"pending", "received"}},
		{requests.Accepted, requests.View{"accepted", "sent"}, requests.KeepAsIs, requests.KeepAsIs, requests.View{"accepted", "received"}},
		{requests.Rejected, requests.View{"rejected", "sent"}, requests.Refuse, requests.Reopen, requests.View{"rejected", "received"}},
		{requests.Withdrawn, requests.NoRequest, requests.Reopen, requests.Reopen, requests.NoRequest},
	}
	for _, c := range cases {
		r := requests.Request{Sender: a, Receiver: b, Status: c.status}
		if got := r.ViewFor(a); got != c.viewerA {
			t.Errorf("%s: sender sees %+v", c.status, got)
		}
		if got := r.ViewFor(b); got != c.receiverView {
			t.Errorf("%s: receiver sees %+v", c.status, got)
		}
		if r.OnSend(a) != c.sendByA || r.OnSend(b) != c.sendByB {
			t.Errorf("%s: send outcomes %v %v", c.status, r.OnSend(a), r.OnSend(b))
		}
	}
}

func TestDecisionErrors(t *testing.T) {
	a, b, c := uuid.New(), uuid.New(), uuid.New()
	accepted := requests.Request{Sender: a, Receiver: b, Status: requests.Accepted}
	if !errors.Is(accepted.DecisionError(b, false), requests.ErrAnswered) {
		t.Error("deciding twice is not a conflict")
	}
	if !errors.Is(accepted.DecisionError(c, false), requests.ErrNoPending) {
		t.Error("a stranger learns the request exists")
	}
	if !errors.Is(accepted.DecisionError(a, true), requests.ErrAnswered) {
		t.Error("withdrawing an accepted request is not a conflict")
	}
}
