package postgres

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// MemberAdminStore implements app.MemberAdminStore.
type MemberAdminStore struct {
	pool  *pgxpool.Pool
	q     *sqlcgen.Queries
	cache *AccountCache
}

func NewMemberAdminStore(pool *pgxpool.Pool, accounts *AccountStore) *MemberAdminStore {
	return &MemberAdminStore{pool: pool, q: sqlcgen.New(pool), cache: accounts.Cache()}
}

func (s *MemberAdminStore) Stats(ctx context.Context, now time.Time) (app.AdminStats, error) {
	r, err := s.q.AdminStats(ctx, sqlcgen.AdminStatsParams{Now: now, Since: now.AddDate(0, 0, -7)})
	if err != nil {
		return app.AdminStats{}, wrap("Stats", err, nil)
	}
	return app.AdminStats{Total: int(r.Total), Male: int(r.Male), Female: int(r.Female), Suspended: int(r.Suspended),
		Subscribed: int(r.Subscribed), NewThisWeek: int(r.NewMembers), OpenInbox: int(r.OpenInbox)}, nil
}

// memberRow is the one shape of the three member lists (sqlc gives each query its own type).
type memberRow = sqlcgen.AdminMembersNewestRow

func (s *MemberAdminStore) Members(ctx context.Context, mq admin.MemberQuery, p paging.Page, countLimit int, now time.Time) ([]app.MemberRow, int, error) {
	var (
		rows    []memberRow
		counted int64
		err     error
	)
	limit, offset, capped := int32(p.Limit), int32(p.Offset()), int32(countLimit)
	switch mq.By {
	case admin.SearchEmail:
		var rs []sqlcgen.AdminMembersByEmailRow
		rs, err = s.q.AdminMembersByEmail(ctx, sqlcgen.AdminMembersByEmailParams{Now: now, Prefix: mq.Prefix, PageLimit: limit, PageOffset: offset})
		for _, r := range rs {
			rows = append(rows, memberRow(r))
		}
		if err == nil {
			counted, err = s.q.CountMembersByEmail(ctx, sqlcgen.CountMembersByEmailParams{Prefix: mq.Prefix, CountLimit: capped})
		}
	case admin.SearchPhone:
		var rs []sqlcgen.AdminMembersByPhoneRow
		rs, err = s.q.AdminMembersByPhone(ctx, sqlcgen.AdminMembersByPhoneParams{Now: now, Prefix: mq.Prefix, PageLimit: limit, PageOffset: offset})
		for _, r := range rs {
			rows = append(rows, memberRow(r))
		}
		if err == nil {
			counted, err = s.q.CountMembersByPhone(ctx, sqlcgen.CountMembersByPhoneParams{Prefix: mq.Prefix, CountLimit: capped})
		}
	case admin.SearchCode:
		var rs []sqlcgen.AdminMembersByCodeRow
		rs, err = s.q.AdminMembersByCode(ctx, sqlcgen.AdminMembersByCodeParams{Now: now, Code: mq.Prefix})
		for _, r := range rs {
			if p.Offset() == 0 {
				rows = append(rows, memberRow(r))
			}
			counted++
		}
	case admin.SearchName:
		var rs []sqlcgen.AdminMembersByNameRow
		rs, err = s.q.AdminMembersByName(ctx, sqlcgen.AdminMembersByNameParams{Now: now, Prefix: mq.Prefix,
			PageEnd: offset + limit, PageLimit: limit, PageOffset: offset})
		for _, r := range rs {
			rows = append(rows, memberRow(r))
		}
		if err == nil {
			counted, err = s.q.CountMembersByName(ctx, sqlcgen.CountMembersByNameParams{Prefix: mq.Prefix, CountLimit: capped})
			counted = min(counted, int64(capped))
		}
	default:
		rows, err = s.q.AdminMembersNewest(ctx, sqlcgen.AdminMembersNewestParams{Now: now, PageLimit: limit, PageOffset: offset})
		if err == nil {
			counted, err = s.q.CountMembers(ctx, capped)
		}
	}
	if err != nil {
		return nil, 0, wrap("Members", err, nil)
	}
	out := make([]app.MemberRow, 0, len(rows))
	for _, r := range rows {
		out = append(out, app.MemberRow{AccountID: r.AccountID, Code: r.MemberCode, FullName: r.FullName, Email: r.Email,
			Phone: r.Phone, Plan: plans.Code(r.ActivePlan), Suspended: r.SuspendedAt != nil, RegisteredAt: r.RegisteredAt})
	}
	return out, int(counted), nil
}

func (s *MemberAdminStore) MemberDetail(ctx context.Context, code string, now time.Time) (app.MemberDetail, error) {
	r, err := s.q.AdminMemberDetail(ctx, code)
	if err != nil {
		return app.MemberDetail{}, wrap("MemberDetail", err, profile.ErrNotFound)
	}
	d := app.MemberDetail{
		Profile: profileToDomain(r.Profile, r.Email, r.Phone), StatusChangedAt: r.Profile.StatusChangedAt,
		StatusReason: value(r.Profile.StatusReason), PendingSent: int(r.PendingSent), PendingReceived: int(r.PendingReceived),
		Connections: int(r.Connections), AccountCreatedAt: r.AccountCreatedAt,
	}
	if r.RegistrationIp != nil {
		d.RegisteredFrom = *r.RegistrationIp
	}
	subs, err := s.q.MemberSubscriptions(ctx, d.Profile.AccountID)
	if err != nil {
		return app.MemberDetail{}, wrap("MemberDetail", err, nil)
	}
	held := make([]plans.Subscription, 0, len(subs))
	for _, sub := range subs {
		g := app.GrantedSubscription{Subscription: plans.Subscription{ID: sub.ID, Account: d.Profile.AccountID,
			Plan: plans.Code(sub.Plan), StartsAt: sub.StartsAt, EndsAt: sub.EndsAt,
			Allowance: int(value(sub.ContactAllowance)), Used: int(sub.Used)},
			GrantedBy: value(sub.GrantedBy), GrantReason: value(sub.GrantReason), CreatedAt: sub.CreatedAt}
		d.Subscriptions, held = append(d.Subscriptions, g), append(held, g.Subscription)
		if g.EndsAt.After(now) && g.EndsAt.After(d.SubscribedUntil) {
			d.SubscribedUntil = g.EndsAt
		}
	}
	d.Subscription = plans.ActiveAmong(held, now) // the one the member sees as theirs (and the CurrentSubscription query reads)
	return d, nil
}

// SetStatus suspends or reinstates a member. A suspension also moves the member's "tokens valid
// after" and announces the change in the same transaction, so every instance refuses their
// tokens from the commit on; the profile's triggers take them out of (or back into) search.
func (s *MemberAdminStore) SetStatus(ctx context.Context, account uuid.UUID, suspended bool, reason string, now time.Time) error {
	defer s.cache.Forget(account)
	return inTx(ctx, s.pool, "SetStatus", func(q *sqlcgen.Queries) error {
		p := sqlcgen.SetMemberStatusParams{AccountID: account, Reason: reason, Now: now}
		if suspended {
			p.SuspendedAt = &now
		}
		if _, err := q.SetMemberStatus(ctx, p); err != nil {
			return wrap("SetStatus", err, profile.ErrNotFound)
		}
		if suspended {
			if err := q.RevokeTokens(ctx, sqlcgen.RevokeTokensParams{ID: account, At: now}); err != nil {
				return wrap("SetStatus", err, nil)
			}
		}
		return wrap("SetStatus", q.AnnounceAccountChange(ctx, account.String()), nil)
	})
}
