package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
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

// Subscribe applies plan p to the member at now by plans.Activate and answers the subscription's
// id. The demo login and tests use it with plans of their own making; payments and the admin's
// grant go through Grant, with the plan as sold.
func (s *SubscriptionStore) Subscribe(ctx context.Context, account uuid.UUID, p plans.Plan, now time.Time) (uuid.UUID, error) {
	var sub plans.Subscription
	err := inTx(ctx, s.pool, "Subscribe", func(q *sqlcgen.Queries) error {
		var err error
		sub, err = activatePlan(ctx, q, account, p, now)
		return err
	})
	return sub.ID, err
}

// Grant implements app.MembershipStore: the plan as sold, by the same rule as a payment.
func (s *SubscriptionStore) Grant(ctx context.Context, g app.Grant) (plans.Subscription, error) {
	var sub plans.Subscription
	err := inTx(ctx, s.pool, "Grant", func(q *sqlcgen.Queries) error {
		var err error
		if sub, err = activate(ctx, q, g.Account, g.Plan, g.Now); err != nil {
			return err
		}
		return wrap("Grant", q.MarkGranted(ctx, sqlcgen.MarkGrantedParams{ID: sub.ID,
			GrantedBy: uuid.NullUUID{UUID: g.GrantedBy, Valid: true}, GrantReason: &g.Reason}), nil)
	})
	return sub, err
}

// activate applies the plan with this code, as the plan table sells it, inside the caller's
// transaction (a payment's capture, or a grant).
func activate(ctx context.Context, q *sqlcgen.Queries, account uuid.UUID, code plans.Code, now time.Time) (plans.Subscription, error) {
	row, err := q.PlanByCode(ctx, string(code))
	if err != nil {
		return plans.Subscription{}, wrap("activate", err, nil)
	}
	p, err := planToDomain(sqlcgen.ListPlansRow(row))
	if err != nil {
		return plans.Subscription{}, err
	}
	return activatePlan(ctx, q, account, p, now)
}

// activatePlan locks the member's membership, reads the subscription active now, lets
// plans.Activate decide, and stores the outcome: a new subscription, or the current one extended.
func activatePlan(ctx context.Context, q *sqlcgen.Queries, account uuid.UUID, p plans.Plan, now time.Time) (plans.Subscription, error) {
	// PostgreSQL keeps microseconds: decide on what will be stored, so the answer is what a
	// later read finds (and the next extension lines up with it).
	now = now.Truncate(time.Microsecond)
	if _, err := q.LockMembership(ctx, account); err != nil {
		return plans.Subscription{}, wrap("activate", err, errAccountNotFound)
	}
	current := plans.Subscription{Account: account}
	r, err := q.CurrentSubscription(ctx, sqlcgen.CurrentSubscriptionParams{AccountID: account, Now: now})
	switch {
	case err == nil:
		current = plans.Subscription{ID: r.ID, Account: account, Plan: plans.Code(r.Plan), StartsAt: r.StartsAt,
			EndsAt: r.EndsAt, Allowance: int(value(r.ContactAllowance)), Used: int(r.Used)}
	case !errors.Is(err, pgx.ErrNoRows):
		return plans.Subscription{}, wrap("activate", err, nil)
	}
	next := plans.Activate(current, p, now)
	var allowance *int32
	if next.Allowance > 0 {
		a := int32(next.Allowance)
		allowance = &a
	}
	if next.ID == current.ID {
		err = q.ExtendSubscription(ctx, sqlcgen.ExtendSubscriptionParams{ID: next.ID, Plan: string(next.Plan),
			EndsAt: next.EndsAt, ContactAllowance: allowance})
	} else {
		err = q.InsertSubscription(ctx, sqlcgen.InsertSubscriptionParams{ID: next.ID, AccountID: account,
			Plan: string(next.Plan), StartsAt: next.StartsAt, EndsAt: next.EndsAt, ContactAllowance: allowance, CreatedAt: now})
	}
	return next, wrap("activate", err, nil)
}
