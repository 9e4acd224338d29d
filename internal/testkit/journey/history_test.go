package journey

import (
	"context"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/internal/testkit/apitest"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

func TestMain(m *testing.M) { pgtest.Run(m) }

// TestLiveGivesEveryMemberTheirConnections runs Live against the whole API: each member ends
// with exactly the connections asked for, each a conversation with a message the other side
// has not read, and the journey's own lists agree, so its steps never send a request the API
// would refuse as a duplicate.
func TestLiveGivesEveryMemberTheirConnections(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	api := apitest.Start(t, pgtest.NewDatabase(t, postgres.Migrate), apitest.Options{})
	w := NewWorld(Config{BaseURL: api.URL, Pairs: 4, Record: func(Result) {}})
	if err := w.Setup(ctx); err != nil {
		t.Fatal(err)
	}
	if err := w.Live(ctx, 3); err != nil {
		t.Fatal(err)
	}
	totalUnread := 0
	for _, m := range w.Members() {
		var connections, conversations, unread int
		if err := api.Pool.QueryRow(ctx, `SELECT
			(SELECT count(*) FROM connection_requests r JOIN profiles p ON p.account_id IN (r.sender_id, r.receiver_id)
			 WHERE p.member_code = $1 AND r.status = 'accepted'),
			(SELECT count(*) FROM conversation_members cm JOIN profiles p ON p.account_id = cm.member_id
			 WHERE p.member_code = $1 AND cm.last_id IS NOT NULL),
			(SELECT coalesce(sum(cm.unread), 0) FROM conversation_members cm JOIN profiles p ON p.account_id = cm.member_id
			 WHERE p.member_code = $1)`, m.Code).Scan(&connections, &conversations, &unread); err != nil {
			t.Fatal(err)
		}
		if connections != 3 || conversations != 3 {
			t.Errorf("%s: %d connections and %d conversations, want 3 and 3", m.Code, connections, conversations)
		}
		totalUnread += unread
	}
	if totalUnread != 12 {
		t.Errorf("%d messages wait to be read, want the 12 first messages", totalUnread)
	}
	if len(w.connectedList) != 12 || len(w.pendingList) != 0 || len(w.freeList) != 4 {
		t.Errorf("journey lists: %d connected, %d pending, %d free; want 12, 0, 4",
			len(w.connectedList), len(w.pendingList), len(w.freeList))
	}
	if n := w.Ledger.Counts()[KindMessage]; n != 12 {
		t.Errorf("the ledger holds %d messages, want 12", n)
	}
}
