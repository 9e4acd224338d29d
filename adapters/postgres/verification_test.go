package postgres_test

import (
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

func TestVerificationStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewVerificationStore(pool)
	notes := postgres.NewNotificationStore(pool)
	ctx := t.Context()
	idDoc := verification.Document{Kind: verification.KindID, DocumentType: "pan"}
	selfie := verification.Document{Kind: verification.KindPhoto}

	t.Run("MarkEmailVerified", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		// A link mailed to another address proves nothing about this one.
		if ok, err := store.MarkEmailVerified(ctx, p.AccountID, "old@example.in", testNow); err != nil || ok {
			t.Fatalf("another address: %v (%v)", ok, err)
		}
		if b, _ := store.Badges(ctx, p.AccountID); b.Email {
			t.Fatal("badge earned with another address")
		}
		if ok, err := store.MarkEmailVerified(ctx, p.AccountID, p.Contact.Email, testNow); err != nil || !ok {
			t.Fatalf("the account's address: %v (%v)", ok, err)
		}
		if b, _ := store.Badges(ctx, p.AccountID); !b.Email || b.Phone || b.ID || b.Photo {
			t.Fatalf("badges %+v", b)
		}
		if ok, err := store.MarkEmailVerified(ctx, uuid.New(), p.Contact.Email, testNow); err != nil || ok {
			t.Fatalf("an unknown account: %v (%v)", ok, err)
		}
	})

	t.Run("StartPhoneCode", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "male")
		phone := p.Contact.Phone
		codes := []string{"111111", "222222", "333333"}
		for i, code := range codes {
			issued, err := store.StartPhoneCode(ctx, p.AccountID, phone, verification.HashPhoneCode(p.AccountID, phone, code),
				testNow.Add(time.Duration(i)*time.Minute), 2)
			if err != nil || issued != (i < 2) {
				t.Fatalf("code %d: issued %v (%v) under a cap of 2 an hour", i, issued, err)
			}
		}
		// The second code cancelled the first; the refused third was never stored.
		at := testNow.Add(5 * time.Minute)
		for _, code := range []string{codes[0], codes[2]} {
			if matched, _, live, _ := store.ConfirmPhoneCode(ctx, p.AccountID, verification.HashPhoneCode(p.AccountID, phone, code), at); matched || !live {
				t.Fatalf("code %s: matched %v live %v, want a miss on the live code", code, matched, live)
			}
		}
		if matched, _, _, _ := store.ConfirmPhoneCode(ctx, p.AccountID, verification.HashPhoneCode(p.AccountID, phone, codes[1]), at); !matched {
			t.Fatal("the live code did not match")
		}
		// An hour later the cap has room again.
		if issued, err := store.StartPhoneCode(ctx, p.AccountID, phone, []byte("h"), testNow.Add(61*time.Minute), 2); err != nil || !issued {
			t.Fatalf("an hour later: %v (%v)", issued, err)
		}
		if _, err := store.StartPhoneCode(ctx, uuid.New(), phone, []byte("h"), testNow, 2); !errors.Is(err, profile.ErrNotFound) {
			t.Fatalf("an unknown account: %v", err)
		}
	})

	t.Run("ConfirmPhoneCode", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		phone := p.Contact.Phone
		hash := verification.HashPhoneCode(p.AccountID, phone, "424242")
		if matched, verified, live, err := store.ConfirmPhoneCode(ctx, p.AccountID, hash, testNow); err != nil || matched || verified || live {
			t.Fatalf("no code yet: %v %v %v (%v)", matched, verified, live, err)
		}
		store.StartPhoneCode(ctx, p.AccountID, phone, hash, testNow, 5)
		if matched, verified, live, err := store.ConfirmPhoneCode(ctx, p.AccountID, []byte("wrong"), testNow); err != nil || matched || verified || !live {
			t.Fatalf("a wrong code: %v %v %v (%v)", matched, verified, live, err)
		}
		if matched, verified, live, err := store.ConfirmPhoneCode(ctx, p.AccountID, hash, testNow.Add(time.Minute)); err != nil || !matched || !verified || !live {
			t.Fatalf("the right code: %v %v %v (%v)", matched, verified, live, err)
		}
		if b, _ := store.Badges(ctx, p.AccountID); !b.Phone {
			t.Fatal("no phone badge after the right code")
		}
		if _, _, live, _ := store.ConfirmPhoneCode(ctx, p.AccountID, hash, testNow.Add(time.Minute)); live {
			t.Fatal("a used code is live")
		}
	})

	t.Run("ConfirmPhoneCode/other-number-expiry-and-attempts", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "male")
		// A code sent to a number the account no longer has matches but earns no badge.
		old := verification.HashPhoneCode(p.AccountID, "9000000000", "111111")
		store.StartPhoneCode(ctx, p.AccountID, "9000000000", old, testNow, 10)
		if matched, verified, live, _ := store.ConfirmPhoneCode(ctx, p.AccountID, old, testNow); !matched || verified || !live {
			t.Fatalf("another number: %v %v %v", matched, verified, live)
		}
		if b, _ := store.Badges(ctx, p.AccountID); b.Phone {
			t.Fatal("a badge for another number")
		}
		// An expired code is not live.
		hash := verification.HashPhoneCode(p.AccountID, p.Contact.Phone, "222222")
		store.StartPhoneCode(ctx, p.AccountID, p.Contact.Phone, hash, testNow, 10)
		if _, _, live, _ := store.ConfirmPhoneCode(ctx, p.AccountID, hash, testNow.Add(verification.CodeLifetime+time.Second)); live {
			t.Fatal("an expired code is live")
		}
		// The last allowed miss kills the code: the right one is refused after it.
		store.StartPhoneCode(ctx, p.AccountID, p.Contact.Phone, hash, testNow, 10)
		for range verification.CodeMaxAttempts {
			store.ConfirmPhoneCode(ctx, p.AccountID, []byte("wrong"), testNow)
		}
		if matched, _, live, _ := store.ConfirmPhoneCode(ctx, p.AccountID, hash, testNow); matched || live {
			t.Fatalf("after %d misses: matched %v live %v", verification.CodeMaxAttempts, matched, live)
		}
	})

	t.Run("Badges", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		if b, err := store.Badges(ctx, p.AccountID); err != nil || b != (profile.Badges{}) {
			t.Fatalf("a new member's badges %+v (%v)", b, err)
		}
		if _, err := store.Badges(ctx, uuid.New()); !errors.Is(err, profile.ErrNotFound) {
			t.Fatalf("an unknown account: %v", err)
		}
	})

	t.Run("Records", func(t *testing.T) {
		t.Parallel()
		admin := createAdmin(t, pool)
		p := registerMember(t, pool, "male")
		if recs, err := store.Records(ctx, p.AccountID); err != nil || len(recs) != 0 {
			t.Fatalf("none yet: %+v (%v)", recs, err)
		}
		rejected, latest, photo := uuid.New(), uuid.New(), uuid.New()
		store.CreateRequest(ctx, rejected, p.AccountID, idDoc, "k1", testNow)
		if err := store.Decide(ctx, rejected, false, "The picture is blurred.", admin.ID, testNow.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		store.CreateRequest(ctx, latest, p.AccountID, verification.Document{Kind: verification.KindID, DocumentType: "passport"}, "k2", testNow.Add(2*time.Hour))
		store.CreateRequest(ctx, photo, p.AccountID, selfie, "k3", testNow.Add(3*time.Hour))
		recs, err := store.Records(ctx, p.AccountID)
		if err != nil || len(recs) != 2 {
			t.Fatalf("records %+v (%v), want one a kind", recs, err)
		}
		byKind := map[verification.Kind]verification.Record{}
		for _, r := range recs {
			byKind[r.Kind] = r
		}
		if r := byKind[verification.KindID]; r.ID != latest || r.Status != verification.Pending || r.DocumentType != "passport" ||
			!r.SubmittedAt.Equal(testNow.Add(2*time.Hour)) || r.DecidedAt != nil {
			t.Fatalf("the ID record %+v, want the newest", r)
		}
		if r := byKind[verification.KindPhoto]; r.ID != photo || r.DocumentType != "" {
			t.Fatalf("the photo record %+v", r)
		}
		store.Decide(ctx, photo, false, "Not you.", admin.ID, testNow.Add(4*time.Hour))
		recs, _ = store.Records(ctx, p.AccountID)
		for _, r := range recs {
			if r.ID == photo && (r.Status != verification.Rejected || r.Reason != "Not you." || r.DecidedAt == nil || !r.DecidedAt.Equal(testNow.Add(4*time.Hour))) {
				t.Fatalf("the rejected photo record %+v", r)
			}
		}
	})

	t.Run("CreateRequest", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		id := uuid.New()
		if err := store.CreateRequest(ctx, id, p.AccountID, idDoc, "docs/abc", testNow); err != nil {
			t.Fatal(err)
		}
		got, err := store.Pending(ctx, id)
		if err != nil || got.Account != p.AccountID || got.Kind != verification.KindID || got.ImageKey != "docs/abc" {
			t.Fatalf("stored %+v (%v)", got, err)
		}
		// One waiting document a kind.
		if err := store.CreateRequest(ctx, uuid.New(), p.AccountID, idDoc, "docs/again", testNow); !errors.Is(err, verification.ErrPending) {
			t.Fatalf("a second waiting ID: %v", err)
		}
		if err := store.CreateRequest(ctx, uuid.New(), p.AccountID, selfie, "docs/selfie", testNow); err != nil {
			t.Fatalf("a selfie beside a waiting ID: %v", err)
		}
	})

	t.Run("Queue", func(t *testing.T) {
		t.Parallel()
		pool := newPool(t) // the queue is everyone's: a database of its own
		store := postgres.NewVerificationStore(pool)
		a, b := couple(t, pool)
		first, second, third := uuid.New(), uuid.New(), uuid.New()
		store.CreateRequest(ctx, second, a.AccountID, selfie, "k2", testNow.Add(time.Minute))
		store.CreateRequest(ctx, first, b.AccountID, idDoc, "k1", testNow)
		store.CreateRequest(ctx, third, a.AccountID, idDoc, "k3", testNow.Add(2*time.Minute))
		items, n, err := store.Queue(ctx, 0, 2)
		if err != nil || n != 3 || len(items) != 2 || items[0].ID != first || items[1].ID != second {
			t.Fatalf("page 1: %d %+v (%v), oldest first", n, items, err)
		}
		if it := items[0]; it.Kind != verification.KindID || it.DocumentType != "pan" || it.Member != b.AccountID ||
			it.MemberCode != b.Code || it.MemberName != b.FullName || it.PhotoID != b.PhotoID || !it.SubmittedAt.Equal(testNow) {
			t.Fatalf("an item %+v", it)
		}
		if items, _, _ := store.Queue(ctx, 2, 2); len(items) != 1 || items[0].ID != third {
			t.Fatalf("page 2: %+v", items)
		}
		store.Decide(ctx, first, true, "", createAdmin(t, pool).ID, testNow)
		if items, n, _ := store.Queue(ctx, 0, 10); n != 2 || len(items) != 2 || items[0].ID != second {
			t.Fatalf("after a decision: %d %+v", n, items)
		}
	})

	t.Run("Pending", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "male")
		id := uuid.New()
		store.CreateRequest(ctx, id, p.AccountID, selfie, "selfies/1", testNow)
		got, err := store.Pending(ctx, id)
		if err != nil || got.ID != id || got.Account != p.AccountID || got.Kind != verification.KindPhoto ||
			got.ImageKey != "selfies/1" || got.MemberCode != p.Code {
			t.Fatalf("pending %+v (%v)", got, err)
		}
		if _, err := store.Pending(ctx, uuid.New()); !errors.Is(err, verification.ErrNotFound) {
			t.Fatalf("an unknown request: %v", err)
		}
		store.Decide(ctx, id, true, "", createAdmin(t, pool).ID, testNow)
		if _, err := store.Pending(ctx, id); !errors.Is(err, verification.ErrNotFound) {
			t.Fatalf("a decided request: %v", err)
		}
	})

	t.Run("Decide", func(t *testing.T) {
		t.Parallel()
		admin := createAdmin(t, pool)
		p := registerMember(t, pool, "female")
		idReq, photoReq := uuid.New(), uuid.New()
		store.CreateRequest(ctx, idReq, p.AccountID, idDoc, "ids/1", testNow)
		store.CreateRequest(ctx, photoReq, p.AccountID, selfie, "selfies/1", testNow)
		if err := store.Decide(ctx, idReq, true, "", admin.ID, testNow.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		if b, _ := store.Badges(ctx, p.AccountID); !b.ID || b.Photo {
			t.Fatalf("after approving the ID: %+v", b)
		}
		var key *string
		var decidedBy uuid.UUID
		pool.QueryRow(ctx, "SELECT image_key, decided_by FROM verification_requests WHERE id = $1", idReq).Scan(&key, &decidedBy)
		if key != nil || decidedBy != admin.ID {
			t.Fatalf("the decided request keeps image key %v, decided by %v", key, decidedBy)
		}
		if err := store.Decide(ctx, idReq, false, "again", admin.ID, testNow.Add(time.Hour)); !errors.Is(err, verification.ErrNotFound) {
			t.Fatalf("deciding twice: %v", err)
		}
		if err := store.Decide(ctx, uuid.New(), true, "", admin.ID, testNow); !errors.Is(err, verification.ErrNotFound) {
			t.Fatalf("an unknown request: %v", err)
		}
		if err := store.Decide(ctx, photoReq, false, "Face not visible.", admin.ID, testNow.Add(2*time.Hour)); err != nil {
			t.Fatal(err)
		}
		if b, _ := store.Badges(ctx, p.AccountID); b.Photo {
			t.Fatal("a rejected selfie earned the badge")
		}
		got, _ := notes.Page(ctx, p.AccountID, paging.Page{Number: 1, Limit: 10})
		if len(got) != 2 || got[0].Kind != notifications.VerificationRejected || got[0].Subject != notifications.SubjectPhoto ||
			got[0].Note != "Face not visible." || got[1].Kind != notifications.VerificationApproved || got[1].Subject != notifications.SubjectID {
			t.Fatalf("the member's notices %+v", got)
		}
		// An approved selfie earns the photo badge.
		again := uuid.New()
		store.CreateRequest(ctx, again, p.AccountID, selfie, "selfies/2", testNow.Add(3*time.Hour))
		store.Decide(ctx, again, true, "", admin.ID, testNow.Add(4*time.Hour))
		if b, _ := store.Badges(ctx, p.AccountID); !b.Photo || !b.ID {
			t.Fatalf("after approving the selfie: %+v", b)
		}
	})
}
