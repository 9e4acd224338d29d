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
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// VerificationStore implements app.VerificationStore (docs/adr/0016-trust-and-safety.md).
type VerificationStore struct {
	pool *pgxpool.Pool
	q    *sqlcgen.Queries
}

func NewVerificationStore(pool *pgxpool.Pool) *VerificationStore {
	return &VerificationStore{pool: pool, q: sqlcgen.New(pool)}
}

func (s *VerificationStore) MarkEmailVerified(ctx context.Context, account uuid.UUID, email string, now time.Time) (bool, error) {
	n, err := s.q.MarkEmailVerified(ctx, sqlcgen.MarkEmailVerifiedParams{Account: account, Email: email, Now: now})
	return n == 1, wrap("MarkEmailVerified", err, nil)
}

func (s *VerificationStore) StartPhoneCode(ctx context.Context, account uuid.UUID, phone string, hash []byte, now time.Time, perHour int) (bool, error) {
	issued := false
	err := inTx(ctx, s.pool, "StartPhoneCode", func(q *sqlcgen.Queries) error {
		// The account's row lock: two requests at once cannot both slip under the hourly cap.
		if _, err := q.LockAccount(ctx, account); err != nil {
			return wrap("StartPhoneCode", err, profile.ErrNotFound)
		}
		n, err := q.CountPhoneCodesSince(ctx, sqlcgen.CountPhoneCodesSinceParams{AccountID: account, Since: now.Add(-time.Hour)})
		if err != nil {
			return wrap("StartPhoneCode", err, nil)
		}
		if n >= int64(perHour) {
			return nil
		}
		if err := q.CancelLivePhoneCodes(ctx, sqlcgen.CancelLivePhoneCodesParams{Account: account, Now: now}); err != nil {
			return wrap("StartPhoneCode", err, nil)
		}
		if err := q.InsertPhoneCode(ctx, sqlcgen.InsertPhoneCodeParams{ID: uuid.New(), AccountID: account, Phone: phone,
			CodeHash: hash, ExpiresAt: now.Add(verification.CodeLifetime), CreatedAt: now}); err != nil {
			return wrap("StartPhoneCode", err, nil)
		}
		issued = true
		return nil
	})
	return issued, err
}

func (s *VerificationStore) ConfirmPhoneCode(ctx context.Context, account uuid.UUID, hash []byte, now time.Time) (matched, verified, live bool, err error) {
	r, err := s.q.ConfirmPhoneCode(ctx, sqlcgen.ConfirmPhoneCodeParams{CodeHash: hash, MaxAttempts: verification.CodeMaxAttempts,
		Now: now, Account: account})
	if errors.Is(err, pgx.ErrNoRows) {
		return false, false, false, nil
	}
	if err != nil {
		return false, false, false, wrap("ConfirmPhoneCode", err, nil)
	}
	return r.Matched, r.Verified, true, nil
}

func (s *VerificationStore) LivePhoneCode(ctx context.Context, account uuid.UUID, phone string, now time.Time) (time.Time, bool, error) {
	expires, err := s.q.LivePhoneCode(ctx, sqlcgen.LivePhoneCodeParams{Account: account, Phone: phone, Now: now})
	if errors.Is(err, pgx.ErrNoRows) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, wrap("LivePhoneCode", err, nil)
	}
	return expires, true, nil
}

func (s *VerificationStore) Badges(ctx context.Context, account uuid.UUID) (profile.Badges, error) {
	r, err := s.q.VerificationBadges(ctx, account)
	if err != nil {
		return profile.Badges{}, wrap("Badges", err, profile.ErrNotFound)
	}
	return badges(r.EmailVerifiedAt, r.PhoneVerifiedAt, r.IDVerifiedAt, r.PhotoVerifiedAt), nil
}

func (s *VerificationStore) Records(ctx context.Context, account uuid.UUID) ([]verification.Record, error) {
	rows, err := s.q.MemberVerificationRequests(ctx, account)
	if err != nil {
		return nil, wrap("Records", err, nil)
	}
	out := make([]verification.Record, 0, len(rows))
	for _, r := range rows {
		out = append(out, verification.Record{ID: r.ID, Kind: verification.Kind(r.Kind), DocumentType: value(r.DocumentType),
			Status: verification.Status(r.Status), SubmittedAt: r.SubmittedAt, DecidedAt: r.DecidedAt, Reason: value(r.Reason)})
	}
	return out, nil
}

func (s *VerificationStore) CreateRequest(ctx context.Context, id, account uuid.UUID, d verification.Document, imageKey string, now time.Time) error {
	err := s.q.InsertVerificationRequest(ctx, sqlcgen.InsertVerificationRequestParams{ID: id, AccountID: account,
		Kind: string(d.Kind), DocumentType: optional(d.DocumentType), ImageKey: &imageKey, SubmittedAt: now})
	if uniqueViolation(err, "verification_requests_one_pending") {
		return verification.ErrPending
	}
	return wrap("CreateRequest", err, nil)
}

func (s *VerificationStore) Queue(ctx context.Context, offset, limit int) ([]verification.Item, int, error) {
	total, err := s.q.CountVerificationQueue(ctx)
	if err != nil {
		return nil, 0, wrap("Queue", err, nil)
	}
	rows, err := s.q.VerificationQueue(ctx, sqlcgen.VerificationQueueParams{PageOffset: int32(offset), PageLimit: int32(limit)})
	if err != nil {
		return nil, 0, wrap("Queue", err, nil)
	}
	out := make([]verification.Item, 0, len(rows))
	for _, r := range rows {
		out = append(out, verification.Item{ID: r.ID, Kind: verification.Kind(r.Kind), DocumentType: value(r.DocumentType),
			SubmittedAt: r.SubmittedAt, Member: r.AccountID, MemberCode: r.MemberCode, MemberName: r.FullName,
			PhotoID: value(r.PhotoID)})
	}
	return out, int(total), nil
}

func (s *VerificationStore) Pending(ctx context.Context, id uuid.UUID) (app.PendingDocument, error) {
	r, err := s.q.PendingVerification(ctx, id)
	if err != nil {
		return app.PendingDocument{}, wrap("Pending", err, verification.ErrNotFound)
	}
	return app.PendingDocument{ID: r.ID, Account: r.AccountID, Kind: verification.Kind(r.Kind), ImageKey: value(r.ImageKey),
		MemberCode: r.MemberCode}, nil
}

func (s *VerificationStore) Decide(ctx context.Context, id uuid.UUID, approve bool, reason string, admin uuid.UUID, now time.Time) error {
	status, kind := string(verification.Rejected), notifications.VerificationRejected
	if approve {
		status, kind = string(verification.Approved), notifications.VerificationApproved
	}
	return inTx(ctx, s.pool, "DecideVerification", func(q *sqlcgen.Queries) error {
		r, err := q.PendingVerification(ctx, id)
		if err != nil {
			return wrap("DecideVerification", err, verification.ErrNotFound)
		}
		// The member's stream lock before any row (positions.go): the notice takes a position.
		if err := lockStreams(ctx, q, r.AccountID); err != nil {
			return wrap("DecideVerification", err, nil)
		}
		decided, err := q.DecideVerification(ctx, sqlcgen.DecideVerificationParams{Status: status, Now: now, Admin: admin,
			Reason: optional(reason), ID: id})
		if err != nil {
			return wrap("DecideVerification", err, verification.ErrNotFound)
		}
		if approve {
			if decided.Kind == string(verification.KindID) {
				err = q.GrantIDBadge(ctx, sqlcgen.GrantIDBadgeParams{Now: now, Account: decided.AccountID})
			} else {
				err = q.GrantPhotoBadge(ctx, sqlcgen.GrantPhotoBadgeParams{Now: now, Account: decided.AccountID})
			}
			if err != nil {
				return wrap("DecideVerification", err, nil)
			}
		}
		return wrap("DecideVerification", notify(ctx, q, notifications.Notice(decided.AccountID, kind, decided.Kind, reason, now)), nil)
	})
}
