package postgres

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// DiscoveryStore implements app.DiscoveryStore.
type DiscoveryStore struct {
	q        *sqlcgen.Queries // search and matches: planned per call
	prepared *sqlcgen.Queries // the profile view: one shape, a cached plan
	counts   searchCounts
}

func NewDiscoveryStore(pool *pgxpool.Pool) *DiscoveryStore {
	return &DiscoveryStore{q: sqlcgen.New(customPlans{pool}), prepared: sqlcgen.New(pool)}
}

// customPlans runs every statement as an unnamed one, so PostgreSQL plans each search with its
// real filter values: a cached generic plan would pick one index for every filter shape. Other
// stores keep prepared statements and their cached plans.
type customPlans struct{ pool *pgxpool.Pool }

func (c customPlans) Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	return c.pool.Exec(ctx, sql, append([]any{pgx.QueryExecModeExec}, args...)...)
}

func (c customPlans) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	return c.pool.Query(ctx, sql, append([]any{pgx.QueryExecModeExec}, args...)...)
}

func (c customPlans) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	return c.pool.QueryRow(ctx, sql, append([]any{pgx.QueryExecModeExec}, args...)...)
}

// matchPool is how many recently active candidates a match list ranks: enough to find the
// best six, few enough that a list costs the same with a thousand members or a million.
const matchPool = 60

func (s *DiscoveryStore) Search(ctx context.Context, c matching.Criteria, now time.Time) ([]matching.Card, int, error) {
	after, through := matching.DOBRange(c.MinAge, c.MaxAge, now)
	var dobAfter *time.Time
	if c.MaxAge > 0 {
		dobAfter = &after
	}
	offset := (c.Page - 1) * c.Limit
	rows, err := s.q.SearchMembers(ctx, sqlcgen.SearchMembersParams{
		Viewer: c.Viewer, Gender: c.Gender, DobAfter: dobAfter, DobThrough: through,
		Caste: optional(c.Caste), Religion: optional(c.Religion), City: optional(c.City),
		MotherTongue: optional(c.MotherTongue), PageOffset: int32(offset),
		// Pages stop where the count does: the last one ends at the thousandth result.
		PageEnd: int32(min(offset+c.Limit, matching.ResultCap)),
	})
	if err != nil {
		return nil, 0, wrap("Search", err, nil)
	}
	counted, err := s.count(ctx, sqlcgen.CountSearchParams{
		Gender: c.Gender, DobAfter: dobAfter, DobThrough: through, Caste: optional(c.Caste),
		Religion: optional(c.Religion), City: optional(c.City), MotherTongue: optional(c.MotherTongue),
		Cap: matching.ResultCap + 1,
	}, now)
	if err != nil {
		return nil, 0, err
	}
	cards := make([]matching.Card, 0, len(rows))
	for _, r := range rows {
		card := matching.Card{AccountID: r.AccountID, Code: r.MemberCode, FullName: r.FullName, DOB: r.Dob,
			Caste: r.Caste, City: r.City, PhotoID: value(r.PhotoID), Request: requests.NoRequest}
		if r.RequestStatus != nil {
			card.Request = requests.Request{Sender: r.RequestSender.UUID, Status: requests.Status(*r.RequestStatus)}.ViewFor(c.Viewer)
		}
		cards = append(cards, card)
	}
	return cards, counted, nil
}

func (s *DiscoveryStore) Matches(ctx context.Context, me profile.Profile, d matching.Dimension, n int, now time.Time) ([]matching.Card, error) {
	prefAfter, prefThrough := matching.DOBRange(me.Partner.AgeMin, me.Partner.AgeMax, now)
	caste, city := orDefault(me.Partner.Caste, me.Caste), orDefault(me.Partner.City, me.City)
	religion := orDefault(me.Partner.Religion, me.Religion)
	params := sqlcgen.MatchCandidatesParams{
		Gender: matching.Opposite(me.Gender), Viewer: me.AccountID, DobThrough: prefThrough, PoolSize: matchPool,
		PrefCaste: caste, PrefCity: city, PrefReligion: religion, PrefDobAfter: prefAfter, PrefDobThrough: prefThrough,
		ResultLimit: int32(n),
	}
	switch d {
	case matching.ByCaste:
		params.Caste = &caste
	case matching.ByLocation:
		params.City = &city
	case matching.ByAge:
		params.DobAfter = &prefAfter
	}
	rows, err := s.q.MatchCandidates(ctx, params)
	if err != nil {
		return nil, wrap("Matches", err, nil)
	}
	cards := make([]matching.Card, 0, len(rows))
	for _, r := range rows {
		cards = append(cards, matching.Card{AccountID: r.AccountID, Code: r.MemberCode, FullName: r.FullName,
			DOB: r.Dob, Caste: r.Caste, City: r.City, PhotoID: value(r.PhotoID), Request: requests.NoRequest})
	}
	return cards, nil
}

func orDefault(s, fallback string) string {
	if s != "" {
		return s
	}
	return fallback
}

func (s *DiscoveryStore) ViewProfile(ctx context.Context, viewer uuid.UUID, code string, now time.Time) (app.ViewedProfile, error) {
	r, err := s.prepared.ViewProfile(ctx, sqlcgen.ViewProfileParams{Viewer: viewer, Now: now, Code: code})
	if err != nil {
		return app.ViewedProfile{}, wrap("ViewProfile", err, profile.ErrNotFound)
	}
	v := app.ViewedProfile{Profile: profileToDomain(r.Profile, r.Email, r.Phone), Revealed: r.Revealed}
	if r.RequestStatus != nil {
		v.HasRequest = true
		v.Request = requests.Request{Sender: r.RequestSender.UUID, Status: requests.Status(*r.RequestStatus)}
	}
	if r.SubscriptionID != uuid.Nil {
		v.Subscription = plans.Subscription{ID: r.SubscriptionID, Account: viewer, Plan: plans.Code(r.SubscriptionPlan),
			StartsAt: r.SubscriptionStarts, EndsAt: r.SubscriptionEnds, Allowance: int(value(r.ContactAllowance)),
			Used: int(r.RevealsUsed)}
	}
	return v, nil
}
