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
	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// AdminStore implements app.AdminStore. It shares the account cache of the AccountStore that
// authenticates requests, so a changed admin password takes effect at once.
type AdminStore struct {
	pool  *pgxpool.Pool
	q     *sqlcgen.Queries
	cache *AccountCache
}

func NewAdminStore(pool *pgxpool.Pool, accounts *AccountStore) *AdminStore {
	return &AdminStore{pool: pool, q: sqlcgen.New(pool), cache: accounts.Cache()}
}

func (s *AdminStore) CreateAdmin(ctx context.Context, a identity.Account, now time.Time) error {
	err := s.q.InsertAccount(ctx, sqlcgen.InsertAccountParams{ID: a.ID, Email: a.Email, Phone: "",
		PasswordHash: a.PasswordHash, Role: string(identity.RoleAdmin), CreatedAt: now})
	if uniqueViolation(err, "accounts_email_key") {
		return profile.ErrEmailTaken
	}
	return wrap("CreateAdmin", err, nil)
}

func (s *AdminStore) SetAdminPassword(ctx context.Context, id uuid.UUID, hash string, now time.Time) error {
	defer s.cache.Forget(id)
	return inTx(ctx, s.pool, "SetAdminPassword", func(q *sqlcgen.Queries) error {
		if err := q.SetPasswordHash(ctx, sqlcgen.SetPasswordHashParams{ID: id, PasswordHash: hash}); err != nil {
			return wrap("SetAdminPassword", err, nil)
		}
		if err := q.RevokeTokens(ctx, sqlcgen.RevokeTokensParams{ID: id, At: now}); err != nil {
			return wrap("SetAdminPassword", err, nil)
		}
		return wrap("SetAdminPassword", q.AnnounceAccountChange(ctx, id.String()), nil)
	})
}

func (s *AdminStore) CountAdmins(ctx context.Context) (int, error) {
	n, err := s.q.CountAdmins(ctx)
	return int(n), wrap("CountAdmins", err, nil)
}

func (s *AdminStore) Admins(ctx context.Context) ([]identity.Account, error) {
	rows, err := s.q.ListAdmins(ctx)
	if err != nil {
		return nil, wrap("Admins", err, nil)
	}
	out := make([]identity.Account, 0, len(rows))
	for _, r := range rows {
		out = append(out, identity.Account{ID: r.ID, Email: r.Email, Role: identity.RoleAdmin})
	}
	return out, nil
}

func (s *AdminStore) TOTP(ctx context.Context, id uuid.UUID) (app.TOTPState, error) {
	r, err := s.q.TOTPState(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return app.TOTPState{}, nil
	}
	if err != nil {
		return app.TOTPState{}, wrap("TOTP", err, nil)
	}
	return app.TOTPState{Pending: r.Pending, Secret: r.Secret, Enabled: r.EnabledAt != nil, CodesLeft: int(r.CodesLeft)}, nil
}

func (s *AdminStore) SetPendingTOTP(ctx context.Context, id uuid.UUID, sealed []byte) error {
	return wrap("SetPendingTOTP", s.q.SetPendingTOTP(ctx, sqlcgen.SetPendingTOTPParams{AccountID: id, Pending: sealed}), nil)
}

func (s *AdminStore) EnableTOTP(ctx context.Context, id uuid.UUID, step int64, recoveryHashes [][]byte, now time.Time) error {
	return inTx(ctx, s.pool, "EnableTOTP", func(q *sqlcgen.Queries) error {
		if _, err := q.EnableTOTP(ctx, sqlcgen.EnableTOTPParams{AccountID: id, Now: now, Step: step}); err != nil {
			return wrap("EnableTOTP", err, app.ErrTOTPNotStarted)
		}
		if err := q.DeleteRecoveryCodes(ctx, id); err != nil {
			return wrap("EnableTOTP", err, nil)
		}
		for _, h := range recoveryHashes {
			if err := q.InsertRecoveryCode(ctx, sqlcgen.InsertRecoveryCodeParams{AccountID: id, CodeHash: h}); err != nil {
				return wrap("EnableTOTP", err, nil)
			}
		}
		return nil
	})
}

func (s *AdminStore) DisableTOTP(ctx context.Context, id uuid.UUID) error {
	return inTx(ctx, s.pool, "DisableTOTP", func(q *sqlcgen.Queries) error {
		if err := q.DeleteRecoveryCodes(ctx, id); err != nil {
			return wrap("DisableTOTP", err, nil)
		}
		return wrap("DisableTOTP", q.DisableTOTP(ctx, id), nil)
	})
}

func (s *AdminStore) UseTOTPStep(ctx context.Context, id uuid.UUID, step int64) (bool, error) {
	n, err := s.q.UseTOTPStep(ctx, sqlcgen.UseTOTPStepParams{AccountID: id, Step: step})
	return n == 1, wrap("UseTOTPStep", err, nil)
}

func (s *AdminStore) UseRecoveryCode(ctx context.Context, id uuid.UUID, hash []byte, now time.Time) (bool, error) {
	n, err := s.q.UseRecoveryCode(ctx, sqlcgen.UseRecoveryCodeParams{AccountID: id, CodeHash: hash, Now: now})
	return n == 1, wrap("UseRecoveryCode", err, nil)
}

func (s *AdminStore) Audit(ctx context.Context, e admin.Entry) error {
	// pgx sends a nil slice as NULL, which the NOT NULL column refuses: an entry that changed no
	// field (a login, a view) has an empty list.
	fields := e.Fields
	if fields == nil {
		fields = []string{}
	}
	p := sqlcgen.InsertAuditParams{At: e.At, AdminID: e.AdminID, AdminEmail: e.AdminEmail, Action: string(e.Action),
		MemberCode: optional(e.MemberCode), Fields: fields}
	if e.MemberID != uuid.Nil {
		p.MemberID = uuid.NullUUID{UUID: e.MemberID, Valid: true}
	}
	return wrap("Audit", s.q.InsertAudit(ctx, p), nil)
}

func (s *AdminStore) AuditLog(ctx context.Context, f admin.AuditFilter, p paging.Page) ([]admin.Entry, int, error) {
	c := sqlcgen.CountAuditParams{Action: optional(string(f.Action)), Member: optional(f.MemberCode)}
	if f.AdminID != uuid.Nil {
		c.Admin = uuid.NullUUID{UUID: f.AdminID, Valid: true}
	}
	if !f.From.IsZero() {
		c.FromAt = &f.From
	}
	if !f.To.IsZero() {
		c.ToAt = &f.To
	}
	total, err := s.q.CountAudit(ctx, c)
	if err != nil {
		return nil, 0, wrap("AuditLog", err, nil)
	}
	rows, err := s.q.AuditPage(ctx, sqlcgen.AuditPageParams{Admin: c.Admin, Action: c.Action, Member: c.Member,
		FromAt: c.FromAt, ToAt: c.ToAt, PageLimit: int32(p.Limit), PageOffset: int32(p.Offset())})
	if err != nil {
		return nil, 0, wrap("AuditLog", err, nil)
	}
	out := make([]admin.Entry, 0, len(rows))
	for _, r := range rows {
		out = append(out, admin.Entry{ID: r.ID, At: r.At, AdminID: r.AdminID, AdminEmail: r.AdminEmail,
			Action: admin.Action(r.Action), MemberID: r.MemberID.UUID, MemberCode: value(r.MemberCode), Fields: r.Fields})
	}
	return out, int(total), nil
}
