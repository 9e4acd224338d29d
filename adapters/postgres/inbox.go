package postgres

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// InboxStore implements app.InboxStore over the contact_messages and feedback tables.
type InboxStore struct {
	pool *pgxpool.Pool
	q    *sqlcgen.Queries
}

func NewInboxStore(pool *pgxpool.Pool) *InboxStore {
	return &InboxStore{pool: pool, q: sqlcgen.New(pool)}
}

func (s *InboxStore) Inbox(ctx context.Context, open *bool, p paging.Page) ([]admin.InboxItem, int, error) {
	var filter pgtype.Bool
	if open != nil {
		filter = pgtype.Bool{Bool: *open, Valid: true}
	}
	total, err := s.q.CountInbox(ctx, filter)
	if err != nil {
		return nil, 0, wrap("Inbox", err, nil)
	}
	rows, err := s.q.InboxPage(ctx, sqlcgen.InboxPageParams{Open: filter, PageLimit: int32(p.Limit), PageOffset: int32(p.Offset())})
	if err != nil {
		return nil, 0, wrap("Inbox", err, nil)
	}
	out := make([]admin.InboxItem, 0, len(rows))
	for _, r := range rows {
		out = append(out, admin.InboxItem{Kind: admin.InboxKind(r.Kind), ID: r.ID, Name: r.Name, Email: r.Email,
			Phone: r.Phone, Gender: r.Gender, Rating: int(r.Rating), Message: r.Body, CreatedAt: r.CreatedAt,
			HandledAt: r.HandledAt, HandledBy: value(r.HandledBy), Note: value(r.Note)})
	}
	return out, int(total), nil
}

// HandleInboxItem reads the item locked, then writes the flag and note, and answers which of
// the two changed (for the audit log; never their values).
func (s *InboxStore) HandleInboxItem(ctx context.Context, kind admin.InboxKind, id uuid.UUID, handled bool, note string,
	by uuid.UUID, now time.Time) (changed []string, err error) {
	err = inTx(ctx, s.pool, "HandleInboxItem", func(q *sqlcgen.Queries) error {
		var (
			wasHandled bool
			oldNote    string
		)
		switch kind {
		case admin.InboxContact:
			st, err := q.ContactMessageState(ctx, id)
			if err != nil {
				return wrap("HandleInboxItem", err, admin.ErrInboxItemNotFound)
			}
			wasHandled, oldNote = st.HandledAt != nil, value(st.Note)
			_, err = q.HandleContactMessage(ctx, sqlcgen.HandleContactMessageParams{Handled: handled, Now: now, Admin: by,
				Note: optional(note), ItemID: id})
			if err != nil {
				return wrap("HandleInboxItem", err, nil)
			}
		case admin.InboxFeedback:
			st, err := q.FeedbackState(ctx, id)
			if err != nil {
				return wrap("HandleInboxItem", err, admin.ErrInboxItemNotFound)
			}
			wasHandled, oldNote = st.HandledAt != nil, value(st.Note)
			_, err = q.HandleFeedback(ctx, sqlcgen.HandleFeedbackParams{Handled: handled, Now: now, Admin: by,
				Note: optional(note), ItemID: id})
			if err != nil {
				return wrap("HandleInboxItem", err, nil)
			}
		default:
			return admin.ErrInboxItemNotFound
		}
		changed = nil
		if wasHandled != handled {
			changed = append(changed, "handled")
		}
		if oldNote != note {
			changed = append(changed, "note")
		}
		return nil
	})
	return changed, err
}
