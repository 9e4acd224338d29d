package httpapi_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// Saved searches keep every filter (verified included), stop at ten, rename and switch their
// alert, and delete; the daily alert tells the owner, in the app and by e-mail, about members who
// joined since and fit — once, whoever runs it (docs/adr/0015-matching.md).
func TestSavedSearchesAndTheirDailyAlert(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	doc, brideToken := e.member(t)

	filters := apiclient.SearchFilters{Caste: ptr("maratha"), MinAge: ptr(25), MaxAge: ptr(35), WithPhoto: ptr(true)}
	created, err := e.client.CreateSavedSearchWithResponse(ctx, apiclient.SavedSearchInput{Name: "Maratha with photo",
		Filters: filters, Alert: ptr(true)}, bearer(brideToken))
	if err != nil || created.JSON201 == nil {
		t.Fatalf("create: %v %d %s", err, created.StatusCode(), created.Body)
	}
	if created.JSON201.Sort != apiclient.SavedSearchSortRecent {
		t.Fatalf("a search saved without a sort runs in the default order: %s", created.Body)
	}
	newest := apiclient.SavedSearchInputSortNewest
	verified, _ := e.client.CreateSavedSearchWithResponse(ctx, apiclient.SavedSearchInput{Name: "Verified only",
		Filters: apiclient.SearchFilters{Verified: ptr(true), NativeDistrict: ptr("satara")}, Sort: &newest}, bearer(brideToken))
	if verified.JSON201 == nil || deref(verified.JSON201.Filters.Verified) != true || deref(verified.JSON201.Filters.NativeDistrict) != "satara" {
		t.Fatalf("a saved search keeps the verified filter: %d %s", verified.StatusCode(), verified.Body)
	}
	if verified.JSON201.Sort != apiclient.SavedSearchSortNewest {
		t.Fatalf("a saved search keeps its sort: %s", verified.Body)
	}
	for i := 3; i <= 10; i++ {
		r, _ := e.client.CreateSavedSearchWithResponse(ctx, apiclient.SavedSearchInput{Name: fmt.Sprintf("Search %d", i),
			Filters: apiclient.SearchFilters{MinAge: ptr(20 + i)}}, bearer(brideToken))
		if r.StatusCode() != 201 {
			t.Fatalf("search %d: %d %s", i, r.StatusCode(), r.Body)
		}
	}
	eleventh, _ := e.client.CreateSavedSearchWithResponse(ctx, apiclient.SavedSearchInput{Name: "Eleventh",
		Filters: apiclient.SearchFilters{MinAge: ptr(30)}}, bearer(brideToken))
	if eleventh.StatusCode() != 409 || eleventh.ApplicationproblemJSON409 == nil || eleventh.ApplicationproblemJSON409.Code != "saved_search_limit" {
		t.Fatalf("the eleventh: %d %s", eleventh.StatusCode(), eleventh.Body)
	}
	list, _ := e.client.ListSavedSearchesWithResponse(ctx, bearer(brideToken))
	if list.JSON200 == nil || len(list.JSON200.SavedSearches) != 10 || list.JSON200.SavedSearches[0].Name != "Maratha with photo" {
		t.Fatalf("list (oldest first): %s", list.Body)
	}
	if list.JSON200.SavedSearches[1].Sort != apiclient.SavedSearchSortNewest || list.JSON200.SavedSearches[0].Sort != apiclient.SavedSearchSortRecent {
		t.Fatalf("the sorts read back: %s", list.Body)
	}
	renamed, _ := e.client.UpdateSavedSearchWithResponse(ctx, verified.JSON201.Id, apiclient.SavedSearchChange{Name: ptr("Satara, verified"), Alert: ptr(true)}, bearer(brideToken))
	if renamed.JSON200 == nil || renamed.JSON200.Name != "Satara, verified" || !renamed.JSON200.Alert {
		t.Fatalf("rename and alert on: %s", renamed.Body)
	}
	if del, _ := e.client.DeleteSavedSearchWithResponse(ctx, verified.JSON201.Id, bearer(brideToken)); del.StatusCode() != 200 {
		t.Fatalf("delete: %d", del.StatusCode())
	}
	// Nobody else's search can be deleted or changed.
	_, groomToken := e.memberWith(t, groom)
	if del, _ := e.client.DeleteSavedSearchWithResponse(ctx, created.JSON201.Id, bearer(groomToken)); del.StatusCode() != 404 {
		t.Fatalf("another member's search deleted: %d", del.StatusCode())
	}

	// A day later the alert runs: the groom (who joined after the search was saved) fits it.
	later := time.Now().Add(25 * time.Hour)
	alerts := e.savedSearches.Commands.SendAlerts.WithClock(func() time.Time { return later })
	handled, err := alerts.Handle(ctx)
	if err != nil || handled == 0 {
		t.Fatalf("alerts run: %d %v", handled, err)
	}
	again, _ := alerts.Handle(ctx)
	if again != 0 {
		t.Fatalf("an alert ran twice in one day: %d", again)
	}
	notes, _ := e.client.ListNotificationsWithResponse(ctx, nil, bearer(brideToken))
	found := false
	for _, n := range notes.JSON200.Notifications.Data {
		if n.Kind == apiclient.NotificationKindSavedSearchMatch && n.SavedSearchId != nil && *n.SavedSearchId == created.JSON201.Id &&
			deref(n.MatchCount) == 1 && n.RequestId == n.Id {
			found = true
		}
	}
	if !found {
		t.Fatalf("no alert notification: %s", notes.Body)
	}
	if !outboxContains(t, e.outbox, "Subject: New members fit your saved search") {
		t.Errorf("no alert mail to %s", doc["email"])
	}
}
