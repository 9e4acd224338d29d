package postgres

import (
	"context"
	"errors"
	"net/netip"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

var errAccountNotFound = errs.New(errs.ErrNotFound, "account_not_found", "No such account.")

// AccountStore implements app.AccountStore.
type AccountStore struct {
	pool  *pgxpool.Pool
	q     *sqlcgen.Queries
	cache *AccountCache
}

func NewAccountStore(pool *pgxpool.Pool) *AccountStore {
	return &AccountStore{pool: pool, q: sqlcgen.New(pool), cache: newAccountCache()}
}

// Cache is the store's account cache, for the listener that evicts changed accounts.
func (s *AccountStore) Cache() *AccountCache { return s.cache }

func (s *AccountStore) Register(ctx context.Context, a identity.Account, p profile.Profile, d *identity.Declarations) error {
	return inTx(ctx, s.pool, "Register", func(q *sqlcgen.Queries) error {
		err := q.InsertAccount(ctx, sqlcgen.InsertAccountParams{ID: a.ID, Email: a.Email, Phone: a.Phone,
			PasswordHash: a.PasswordHash, Role: string(a.Role), CreatedAt: p.RegisteredAt, RegistrationIp: optionalAddr(a.RegisteredFrom)})
		switch {
		case uniqueViolation(err, "accounts_email_key"):
			return profile.ErrEmailTaken
		case uniqueViolation(err, "accounts_phone_key"):
			return profile.ErrPhoneTaken
		case err != nil:
			return wrap("Register", err, nil)
		}
		if err := q.InsertProfile(ctx, profileToDB(p)); err != nil {
			return wrap("Register", err, nil)
		}
		if d == nil {
			return nil
		}
		return wrap("Register", q.RecordDeclarations(ctx, sqlcgen.RecordDeclarationsParams{AccountID: a.ID,
			DeclaredAt: d.At, DeclaredIp: optionalAddr(d.IP)}), nil)
	})
}

// RecordDeclarations keeps a member's first declarations made after registering.
func (s *AccountStore) RecordDeclarations(ctx context.Context, account uuid.UUID, at time.Time, ip netip.Addr) error {
	return wrap("RecordDeclarations", s.q.RecordDeclarations(ctx, sqlcgen.RecordDeclarationsParams{AccountID: account,
		DeclaredAt: at, DeclaredIp: optionalAddr(ip)}), nil)
}

// Declared answers when the member made the declarations (nil when they have not).
func (s *AccountStore) Declared(ctx context.Context, account uuid.UUID) (*time.Time, error) {
	r, err := s.q.MemberDeclarations(ctx, account)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, wrap("Declared", err, nil)
	}
	return &r.DeclaredAt, nil
}

// accountToDomain reads an account row; both account queries have this shape.
func accountToDomain(r sqlcgen.AccountByIDRow) identity.Account {
	return identity.Account{ID: r.ID, Email: r.Email, Phone: r.Phone, PasswordHash: r.PasswordHash,
		Role: identity.Role(r.Role), TokensValidAfter: r.TokensValidAfter, Suspended: r.Suspended,
		SuspensionReason: suspensionReason(r.Suspended, r.StatusReason)}
}

// suspensionReason is the status reason while suspended (after a reinstatement it is the
// reinstatement's reason, which a login never shows).
func suspensionReason(suspended bool, reason *string) string {
	if !suspended {
		return ""
	}
	return value(reason)
}

func optionalAddr(a netip.Addr) *netip.Addr {
	if !a.IsValid() {
		return nil
	}
	return &a
}

func (s *AccountStore) AccountByEmail(ctx context.Context, email string) (identity.Account, error) {
	r, err := s.q.AccountByEmail(ctx, email)
	if err != nil {
		return identity.Account{}, wrap("AccountByEmail", err, errAccountNotFound)
	}
	return accountToDomain(sqlcgen.AccountByIDRow(r)), nil
}

// AccountByID serves authentication on every request, from the cache when it can.
func (s *AccountStore) AccountByID(ctx context.Context, id uuid.UUID) (identity.Account, error) {
	now := time.Now()
	if a, ok := s.cache.get(id, now); ok {
		return a, nil
	}
	r, err := s.q.AccountByID(ctx, id)
	if err != nil {
		return identity.Account{}, wrap("AccountByID", err, errAccountNotFound)
	}
	a := accountToDomain(r)
	s.cache.put(a, now)
	return a, nil
}

func (s *AccountStore) SetPasswordHash(ctx context.Context, id uuid.UUID, hash string) error {
	return wrap("SetPasswordHash", s.q.SetPasswordHash(ctx, sqlcgen.SetPasswordHashParams{ID: id, PasswordHash: hash}), nil)
}

func (s *AccountStore) RevokeTokens(ctx context.Context, id uuid.UUID, at time.Time) error {
	defer s.cache.Forget(id)
	return inTx(ctx, s.pool, "RevokeTokens", func(q *sqlcgen.Queries) error {
		if err := q.RevokeTokens(ctx, sqlcgen.RevokeTokensParams{ID: id, At: at}); err != nil {
			return wrap("RevokeTokens", err, nil)
		}
		return wrap("RevokeTokens", q.AnnounceAccountChange(ctx, id.String()), nil)
	})
}

func (s *AccountStore) StartReset(ctx context.Context, r identity.Reset, since time.Time, limit int) (issued bool, err error) {
	err = inTx(ctx, s.pool, "StartReset", func(q *sqlcgen.Queries) error {
		// Lock the account row so two simultaneous requests cannot both slip under the cap.
		if _, err := q.LockAccount(ctx, r.AccountID); err != nil {
			return wrap("StartReset", err, errAccountNotFound)
		}
		n, err := q.CountResetsSince(ctx, sqlcgen.CountResetsSinceParams{AccountID: r.AccountID, Since: since})
		if err != nil {
			return wrap("StartReset", err, nil)
		}
		if n >= int64(limit) {
			return nil
		}
		if err := q.CancelLiveResets(ctx, sqlcgen.CancelLiveResetsParams{AccountID: r.AccountID, Now: r.CreatedAt}); err != nil {
			return wrap("StartReset", err, nil)
		}
		if err := q.InsertReset(ctx, sqlcgen.InsertResetParams{ID: r.ID, AccountID: r.AccountID, CodeHash: r.CodeHash,
			ExpiresAt: r.ExpiresAt, CreatedAt: r.CreatedAt}); err != nil {
			return wrap("StartReset", err, nil)
		}
		issued = true
		return nil
	})
	return issued, err
}

func (s *AccountStore) VerifyReset(ctx context.Context, accountID uuid.UUID, codeHash []byte, now time.Time) (matched, live bool, err error) {
	matched, err = s.q.VerifyReset(ctx, sqlcgen.VerifyResetParams{CodeHash: codeHash, Now: now,
		MaxAttempts: identity.OTPMaxAttempts, AccountID: accountID})
	if errors.Is(err, pgx.ErrNoRows) {
		return false, false, nil
	}
	if err != nil {
		return false, false, wrap("VerifyReset", err, nil)
	}
	return matched, true, nil
}

func (s *AccountStore) CompleteReset(ctx context.Context, accountID uuid.UUID, codeHash []byte, newHash string, now time.Time) error {
	err := inTx(ctx, s.pool, "CompleteReset", func(q *sqlcgen.Queries) error {
		_, err := q.ConsumeReset(ctx, sqlcgen.ConsumeResetParams{Now: now, AccountID: accountID, CodeHash: codeHash})
		if errors.Is(err, pgx.ErrNoRows) {
			return identity.ErrCodeInvalid
		}
		if err != nil {
			return wrap("CompleteReset", err, nil)
		}
		if err := q.SetPasswordHash(ctx, sqlcgen.SetPasswordHashParams{ID: accountID, PasswordHash: newHash}); err != nil {
			return wrap("CompleteReset", err, nil)
		}
		if err := q.RevokeTokens(ctx, sqlcgen.RevokeTokensParams{ID: accountID, At: now}); err != nil {
			return wrap("CompleteReset", err, nil)
		}
		return wrap("CompleteReset", q.AnnounceAccountChange(ctx, accountID.String()), nil)
	})
	s.cache.Forget(accountID)
	if errors.Is(err, identity.ErrCodeInvalid) {
		// A wrong code here counts as a try too (outside the rolled-back transaction), so
		// guessing at this step cannot get round the attempt limit.
		if _, _, verr := s.VerifyReset(ctx, accountID, codeHash, now); verr != nil {
			return verr
		}
	}
	return err
}
