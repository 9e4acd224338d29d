package app_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/push"
)

// pushTray is a queue of claimed pushes and what the sender did with each.
type pushTray struct {
	due      []push.Queued
	deleted  []int64
	retried  map[int64]time.Time
	held     map[int64]time.Time
	dropped  []uuid.UUID
	claimErr error
}

func newPushTray(due ...push.Queued) *pushTray {
	return &pushTray{due: due, retried: map[int64]time.Time{}, held: map[int64]time.Time{}}
}

func (q *pushTray) ClaimPushes(_ context.Context, _, _ time.Time, batch int) ([]push.Queued, error) {
	n := min(batch, len(q.due))
	claimed := q.due[:n]
	q.due = q.due[n:]
	return claimed, q.claimErr
}
func (q *pushTray) DeletePush(_ context.Context, id int64) error {
	q.deleted = append(q.deleted, id)
	return nil
}
func (q *pushTray) RetryPush(_ context.Context, id int64, at time.Time) error {
	q.retried[id] = at
	return nil
}
func (q *pushTray) HoldPush(_ context.Context, id int64, until time.Time) error {
	q.held[id] = until
	return nil
}
func (q *pushTray) DropPushDevice(_ context.Context, device uuid.UUID) error {
	q.dropped = append(q.dropped, device)
	return nil
}

// pushServices answers each device's pushes as told (by endpoint) and records what it was sent.
type pushServices struct {
	answers map[string]error
	sent    []push.Notice
	refuse  error // CheckDevice's answer
}

func (g *pushServices) PublicKey() string                       { return "BPublicKey" }
func (g *pushServices) CheckDevice(endpoint, _, _ string) error { return g.refuse }
func (g *pushServices) SendPush(_ context.Context, d push.Subscription, n push.Notice, _ string, _ time.Duration) error {
	if err := g.answers[d.Endpoint]; err != nil {
		return err
	}
	g.sent = append(g.sent, n)
	return nil
}

func queuedPush(id int64, endpoint string, attempts int) push.Queued {
	return push.Queued{ID: id, Event: push.InterestReceived, Attempts: attempts,
		Device: push.Subscription{ID: uuid.New(), Endpoint: endpoint, Prefs: push.Preferences{Quiet: push.QuietHours{Zone: "Asia/Kolkata"}}}}
}

func TestDeliverPushesDecidesEachPushByWhatThePushServiceAnswered(t *testing.T) {
	noon := time.Date(2026, 11, 28, 6, 30, 0, 0, time.UTC) // 12:00 in India
	throttled := &push.RetryLater{After: 10 * time.Minute, Err: errors.New("429")}
	failing := &push.RetryLater{Err: errors.New("503")}
	quiet := queuedPush(6, "quiet", 1)
	quiet.Device.Prefs.Quiet = push.QuietHours{Start: 11 * 60, End: 13 * 60, Zone: "Asia/Kolkata"}
	stopped := queuedPush(7, "ok", 1)
	stopped.Stopped = true
	tray := newPushTray(queuedPush(1, "ok", 1), queuedPush(2, "gone", 1), queuedPush(3, "throttled", 2),
		queuedPush(4, "failing", push.MaxAttempts), queuedPush(5, "refused", 1), quiet, stopped)
	services := &pushServices{answers: map[string]error{"gone": push.ErrDeviceGone, "throttled": throttled,
		"failing": failing, "refused": errors.New("413")}}
	deliver := app.NewDeliverPushes(tray, services, nil, func() time.Time { return noon })

	n, err := deliver.Handle(context.Background())
	if err != nil || n != 7 {
		t.Fatalf("handled %d (%v)", n, err)
	}
	if len(services.sent) != 1 || services.sent[0].Title != "New interest on Reshimgathi" {
		t.Errorf("sent %+v, want the one accepted interest", services.sent)
	}
	if want := []int64{1, 4, 5, 7}; !slices.Equal(tray.deleted, want) {
		t.Errorf("deleted %v, want %v (sent, last attempt, refused, stopped)", tray.deleted, want)
	}
	if len(tray.dropped) != 1 {
		t.Errorf("dropped devices %v, want the gone one", tray.dropped)
	}
	if at := tray.retried[3]; !at.Equal(noon.Add(10 * time.Minute)) {
		t.Errorf("throttled push retried at %v, want Retry-After's %v", at, noon.Add(10*time.Minute))
	}
	if until := tray.held[6]; !until.Equal(time.Date(2026, 11, 28, 7, 30, 0, 0, time.UTC)) {
		t.Errorf("quiet push held until %v, want 13:00 India time", until)
	}
}

// pushDeviceShelf keeps devices by endpoint.
type pushDeviceShelf struct{ saved []push.Subscription }

func (s *pushDeviceShelf) SavePushDevice(_ context.Context, sub push.Subscription, _ int, _ time.Time) (push.Subscription, error) {
	s.saved = append(s.saved, sub)
	return sub, nil
}
func (s *pushDeviceShelf) DeletePushDevice(context.Context, uuid.UUID, string) error { return nil }
func (s *pushDeviceShelf) PushDevices(context.Context, uuid.UUID) ([]push.Subscription, error) {
	return s.saved, nil
}

func TestSubscribingStoresNothingThePushServicesRefuseOrTheRulesDo(t *testing.T) {
	member := uuid.New()
	good := app.PushDeviceRequest{Endpoint: "https://fcm.googleapis.com/x", P256dh: "k", Auth: "a", Label: " Phone ",
		Prefs: push.DefaultPreferences()}
	for name, c := range map[string]struct {
		refuse error
		change func(*app.PushDeviceRequest)
		want   error
	}{
		"an unlisted endpoint": {push.ErrEndpointNotAllowed, nil, push.ErrEndpointNotAllowed},
		"unusable keys":        {push.ErrKeysInvalid, nil, push.ErrKeysInvalid},
		"a label with a NUL":   {nil, func(r *app.PushDeviceRequest) { r.Label = "a\x00" }, nil},
		"an unknown zone":      {nil, func(r *app.PushDeviceRequest) { r.Prefs.Quiet.Zone = "Nowhere/City" }, nil},
	} {
		shelf := &pushDeviceShelf{}
		subscribe := app.NewSubscribePushDevice(shelf, &pushServices{refuse: c.refuse}, nil)
		req := good
		if c.change != nil {
			c.change(&req)
		}
		_, err := subscribe.Handle(context.Background(), member, req)
		if err == nil || (c.want != nil && !errors.Is(err, c.want)) || len(shelf.saved) != 0 {
			t.Errorf("%s: %v, %d stored", name, err, len(shelf.saved))
		}
	}
	shelf := &pushDeviceShelf{}
	saved, err := app.NewSubscribePushDevice(shelf, &pushServices{}, nil).Handle(context.Background(), member, good)
	if err != nil || saved.Label != "Phone" || saved.AccountID != member || len(shelf.saved) != 1 {
		t.Errorf("a good device: %+v (%v)", saved, err)
	}
}
