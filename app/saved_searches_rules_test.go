package app_test

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// newcomers answers a search with the members who joined after the criteria's RegisteredAfter,
// newest first, per searcher; broken searchers' searches fail.
type newcomers struct {
	app.DiscoveryStore
	joined map[uuid.UUID][]matching.Card // by searcher
	broken map[uuid.UUID]bool
	asked  []time.Time // RegisteredAfter of each search
}

func (n *newcomers) Search(_ context.Context, c matching.Criteria, count app.SearchCounting, _ time.Time) (app.SearchRows, error) {
	n.asked = append(n.asked, c.RegisteredAfter)
	if n.broken[c.Viewer] {
		return app.SearchRows{}, errors.New("the database went away")
	}
	cards := n.joined[c.Viewer]
	return app.SearchRows{Cards: cards, Gender: "female", Counted: matching.Counted{N: len(cards)}, Fresh: count.Female}, nil
}

type completedAlert struct {
	search uuid.UUID
	newest uuid.UUID
	count  int
	next   time.Time
}

// alertQueue hands out the due alerts once and records how each was completed.
type alertQueue struct {
	app.SavedSearchStore
	due       []app.DueAlert
	completed []completedAlert
}

func (q *alertQueue) ClaimDue(_ context.Context, _, _ time.Time, batch int) ([]app.DueAlert, error) {
	n := min(batch, len(q.due))
	out := q.due[:n]
	q.due = q.due[n:]
	return out, nil
}

func (q *alertQueue) CompleteAlert(_ context.Context, a app.DueAlert, newest uuid.UUID, count int, _, next time.Time) error {
	q.completed = append(q.completed, completedAlert{a.Search.ID, newest, count, next})
	return nil
}

type alertMails struct{ sent []string } // "to: newest"

func (m *alertMails) SearchAlert(_ context.Context, to, _, _, _, newest string, _ int, _ string) error {
	m.sent = append(m.sent, to+": "+newest)
	return nil
}

func TestSavedSearchAlerts(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 28, 6, 0, 0, 0, time.UTC)
	lucky := member("MHGROOM801", "male")
	lucky.Contact.Email = "lucky@example.in"
	quiet := member("MHGROOM802", "male")
	failing := member("MHGROOM803", "male")
	erased := member("MHGROOM804", "male") // no profile any more
	bride := matching.Card{AccountID: uuid.New(), FullName: "Asha Patil"}
	search := func(owner uuid.UUID) app.DueAlert {
		return app.DueAlert{Search: matching.SavedSearch{ID: uuid.New(), Owner: owner, Name: "Pune", Alert: true},
			Through: now.Add(-24 * time.Hour)}
	}
	store := &newcomers{joined: map[uuid.UUID][]matching.Card{lucky.AccountID: {bride}, erased.AccountID: {bride}},
		broken: map[uuid.UUID]bool{failing.AccountID: true}}
	profiles := fakeProfiles{byCode: map[string]profile.Profile{lucky.Code: lucky, quiet.Code: quiet, failing.Code: failing}}
	discovery, err := app.NewDiscoveryApplication(app.DiscoveryPorts{Profiles: profiles, Store: store, Subscriptions: &allowance{},
		Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	queue := &alertQueue{due: []app.DueAlert{search(lucky.AccountID), search(quiet.AccountID), search(failing.AccountID),
		search(erased.AccountID)}}
	mails := &alertMails{}
	s, err := app.NewSavedSearchesApplication(app.SavedSearchesPorts{Store: queue, JoinedSince: discovery.Queries.JoinedSince, Profiles: profiles, Mail: mails,
		Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}

	handled, err := s.Commands.SendAlerts.Handle(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if handled != 3 {
		t.Errorf("handled %d alerts, want 3 (the failing one is left to its lease)", handled)
	}
	for _, after := range store.asked {
		if !after.Equal(now.Add(-24 * time.Hour)) {
			t.Errorf("searched members who joined after %v, not since the last run", after)
		}
	}
	if len(queue.completed) != 3 {
		t.Fatalf("completed %v", queue.completed)
	}
	next := now.Add(24 * time.Hour)
	if c := queue.completed[0]; c.newest != bride.AccountID || c.count != 1 || !c.next.Equal(next) {
		t.Errorf("an alert with a newcomer completed as %+v", c)
	}
	if c := queue.completed[1]; c.newest != uuid.Nil || c.count != 0 || !c.next.Equal(next) {
		t.Errorf("an alert with nobody new completed as %+v", c)
	}
	if len(mails.sent) != 1 || mails.sent[0] != "lucky@example.in: Asha Patil" {
		t.Errorf("mails %v: only the member with a newcomer is written to, and not one erased meanwhile", mails.sent)
	}
}

// savedShelf keeps saved searches by id, each readable only by its owner, as the port promises.
type savedShelf struct {
	app.SavedSearchStore
	kept        map[uuid.UUID]matching.SavedSearch
	firstAlerts []time.Time
	nextAlerts  []time.Time
}

func (s *savedShelf) Create(_ context.Context, ss matching.SavedSearch, firstAlert time.Time) error {
	s.kept[ss.ID], s.firstAlerts = ss, append(s.firstAlerts, firstAlert)
	return nil
}

func (s *savedShelf) Get(_ context.Context, owner, id uuid.UUID) (matching.SavedSearch, error) {
	if ss, ok := s.kept[id]; ok && ss.Owner == owner {
		return ss, nil
	}
	return matching.SavedSearch{}, matching.ErrSavedSearchNotFound
}

func (s *savedShelf) Update(_ context.Context, ss matching.SavedSearch, _, nextAlert time.Time) (matching.SavedSearch, error) {
	s.kept[ss.ID], s.nextAlerts = ss, append(s.nextAlerts, nextAlert)
	return ss, nil
}

func TestSavingAndChangingASavedSearch(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 28, 6, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	me, someoneElse := uuid.New(), uuid.New()
	shelf := &savedShelf{kept: map[uuid.UUID]matching.SavedSearch{}}
	profiles := fakeProfiles{byCode: map[string]profile.Profile{}}
	discovery, err := app.NewDiscoveryApplication(app.DiscoveryPorts{Profiles: profiles, Store: &newcomers{}, Subscriptions: &allowance{}, Now: clock})
	if err != nil {
		t.Fatal(err)
	}
	s, err := app.NewSavedSearchesApplication(app.SavedSearchesPorts{Store: shelf, JoinedSince: discovery.Queries.JoinedSince,
		Profiles: profiles, Mail: &alertMails{}, Now: clock})
	if err != nil {
		t.Fatal(err)
	}

	saved, err := s.Commands.Create.Handle(ctx, me, "  Pune engineers ", matching.Filters{Page: 3, Limit: 12, Sort: string(matching.SortRecent)}, true)
	if err != nil || saved.Name != "Pune engineers" || saved.Owner != me || saved.Filters.Page != 0 || saved.Filters.Limit != 0 ||
		saved.Filters.Sort != "" || !saved.CreatedAt.Equal(now) {
		t.Fatalf("%+v %v", saved, err)
	}
	if !reflect.DeepEqual(shelf.kept[saved.ID], saved) || len(shelf.firstAlerts) != 1 || !shelf.firstAlerts[0].Equal(now.Add(matching.AlertEvery)) {
		t.Fatalf("kept %+v, first alert %v", shelf.kept, shelf.firstAlerts)
	}
	if _, err := s.Commands.Create.Handle(ctx, me, " ", matching.Filters{}, false); !fieldErr(err, "name") || len(shelf.kept) != 1 {
		t.Fatalf("a blank name: %v, %d kept", err, len(shelf.kept))
	}

	off, renamed := false, "Pune, alerts off"
	changed, err := s.Commands.Update.Handle(ctx, me, saved.ID, &renamed, &off)
	if err != nil || changed.Name != renamed || changed.Alert || !reflect.DeepEqual(changed.Filters, saved.Filters) ||
		!shelf.nextAlerts[0].Equal(now.Add(matching.AlertEvery)) {
		t.Fatalf("%+v %v (next alert %v)", changed, err, shelf.nextAlerts)
	}
	if same, err := s.Commands.Update.Handle(ctx, me, saved.ID, nil, nil); err != nil || !reflect.DeepEqual(same, changed) {
		t.Fatalf("nothing asked, something changed: %+v %v", same, err)
	}
	long := strings.Repeat("न", 61)
	if _, err := s.Commands.Update.Handle(ctx, me, saved.ID, &long, nil); !fieldErr(err, "name") || !reflect.DeepEqual(shelf.kept[saved.ID], changed) {
		t.Fatalf("a 61-character name: %v, kept %+v", err, shelf.kept[saved.ID])
	}
	if _, err := s.Commands.Update.Handle(ctx, someoneElse, saved.ID, &renamed, nil); !errors.Is(err, matching.ErrSavedSearchNotFound) {
		t.Fatalf("another member's search: %v", err)
	}
}
