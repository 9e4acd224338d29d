package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// SubscriptionStore implements app.SubscriptionStore.
type SubscriptionStore struct {
	pool *pgxpool.Pool
	q    *sqlcgen.Queries
}

func NewSubscriptionStore(pool *pgxpool.Pool) *SubscriptionStore {
	return &SubscriptionStore{pool: pool, q: sqlcgen.New(pool)}
}

func (s *SubscriptionStore) Current(ctx context.Context, account uuid.UUID, now time.Time) (plans.Subscription, error) {
	r, err := s.q.CurrentSubscription(ctx, sqlcgen.CurrentSubscriptionParams{AccountID: account, Now: now})
	if errors.Is(err, pgx.ErrNoRows) {
		return plans.Subscription{}, nil
	}
	if err != nil {
		return plans.Subscription{}, wrap("CurrentSubscription", err, nil)
	}
	return plans.Subscription{ID: r.ID, Account: account, Plan: plans.Code(r.Plan), StartsAt: r.StartsAt, EndsAt: r.EndsAt,
		Allowance: int(value(r.ContactAllowance)), Used: int(r.Used)}, nil
}

func (s *SubscriptionStore) Reveal(ctx context.Context, sub plans.Subscription, viewer, member uuid.UUID, now time.Time) (int, error) {
	remaining := 0
	err := inTx(ctx, s.pool, "Reveal", func(q *sqlcgen.Queries) error {
		// The lock makes "check allowance, then spend" one step for concurrent reveals.
		if _, err := q.LockSubscription(ctx, sub.ID); err != nil {
			return wrap("Reveal", err, plans.ErrNoSubscription)
		}
		cur, err := q.CurrentSubscription(ctx, sqlcgen.CurrentSubscriptionParams{AccountID: viewer, Now: now})
		if err != nil {
			return wrap("Reveal", err, plans.ErrNoSubscription)
		}
		fresh := plans.Subscription{ID: cur.ID, StartsAt: cur.StartsAt, EndsAt: cur.EndsAt,
			Allowance: int(value(cur.ContactAllowance)), Used: int(cur.Used)}
		done, err := q.RevealedTo(ctx, sqlcgen.RevealedToParams{SubscriptionID: sub.ID, MemberID: member})
		if err != nil {
			return wrap("Reveal", err, nil)
		}
		if !done { // a member already revealed costs nothing again
			if err := fresh.CanReveal(now); err != nil {
				return err
			}
			if err := q.InsertReveal(ctx, sqlcgen.InsertRevealParams{SubscriptionID: sub.ID, ViewerID: viewer,
				MemberID: member, RevealedAt: now}); err != nil {
				return wrap("Reveal", err, nil)
			}
			fresh.Used++
		}
		remaining = fresh.Remaining()
		return nil
	})
	return remaining, err
}

// Subscribe records a paid period of plan; payments call it once a payment is verified.
func (s *SubscriptionStore) Subscribe(ctx context.Context, account uuid.UUID, p plans.Plan, now time.Time) (uuid.UUID, error) {
	id := uuid.New()
	var allowance *int32
	if !p.Unlimited() {
		a := int32(p.ContactAllowance)
		allowance = &a
	}
	err := s.q.InsertSubscription(ctx, sqlcgen.InsertSubscriptionParams{ID: id, AccountID: account, Plan: string(p.Code),
		StartsAt: now, EndsAt: now.AddDate(0, p.ValidityMonths, 0), ContactAllowance: allowance, CreatedAt: now})
	return id, wrap("Subscribe", err, nil)
}
