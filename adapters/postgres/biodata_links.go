package postgres

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/biodatalink"
)

// BiodataLinkStore implements app.BiodataLinkStore over biodata_links (db/migrations/00059).
type BiodataLinkStore struct {
	pool *pgxpool.Pool
	q    *sqlcgen.Queries
}

var _ app.BiodataLinkStore = (*BiodataLinkStore)(nil)

func NewBiodataLinkStore(pool *pgxpool.Pool) *BiodataLinkStore {
	return &BiodataLinkStore{pool: pool, q: sqlcgen.New(pool)}
}

func (s *BiodataLinkStore) Create(ctx context.Context, l biodatalink.Link, tokenHash []byte) error {
	return inTx(ctx, s.pool, "CreateBiodataLink", func(q *sqlcgen.Queries) error {
		if err := q.LockBiodataLinkOwner(ctx, l.Owner); err != nil {
			return wrap("CreateBiodataLink", err, nil)
		}
		n, err := q.CountLiveBiodataLinks(ctx, sqlcgen.CountLiveBiodataLinksParams{AccountID: l.Owner, Now: l.CreatedAt})
		if err != nil {
			return wrap("CreateBiodataLink", err, nil)
		}
		if n >= biodatalink.MaxLive {
			return biodatalink.ErrLimit
		}
		return wrap("CreateBiodataLink", q.InsertBiodataLink(ctx, sqlcgen.InsertBiodataLinkParams{ID: l.ID, AccountID: l.Owner,
			TokenHash: tokenHash, Lang: l.Lang, Design: l.Design, IncludeContact: l.IncludeContact, CreatedAt: l.CreatedAt,
			ExpiresAt: l.ExpiresAt}), nil)
	})
}

func (s *BiodataLinkStore) Live(ctx context.Context, owner uuid.UUID, now time.Time) ([]biodatalink.Link, error) {
	rows, err := s.q.LiveBiodataLinks(ctx, sqlcgen.LiveBiodataLinksParams{AccountID: owner, Now: now})
	if err != nil {
		return nil, wrap("LiveBiodataLinks", err, nil)
	}
	out := make([]biodatalink.Link, 0, len(rows))
	for _, r := range rows {
		out = append(out, biodatalink.Link{ID: r.ID, Owner: owner, Lang: r.Lang, Design: r.Design, IncludeContact: r.IncludeContact,
			CreatedAt: r.CreatedAt, ExpiresAt: r.ExpiresAt, RevokedAt: r.RevokedAt, Downloads: int(r.Downloads),
			LastDownloadAt: r.LastDownloadAt})
	}
	return out, nil
}

func (s *BiodataLinkStore) Revoke(ctx context.Context, owner, id uuid.UUID, now time.Time) error {
	n, err := s.q.RevokeBiodataLink(ctx, sqlcgen.RevokeBiodataLinkParams{Now: now, ID: id, AccountID: owner})
	if err != nil {
		return wrap("RevokeBiodataLink", err, nil)
	}
	if n == 0 {
		return biodatalink.ErrNotFound
	}
	return nil
}

func (s *BiodataLinkStore) ByTokenHash(ctx context.Context, tokenHash []byte) (biodatalink.Link, error) {
	r, err := s.q.BiodataLinkByToken(ctx, tokenHash)
	if err != nil {
		return biodatalink.Link{}, wrap("BiodataLinkByToken", err, biodatalink.ErrNotFound)
	}
	return biodatalink.Link{ID: r.ID, Owner: r.AccountID, Lang: r.Lang, Design: r.Design, IncludeContact: r.IncludeContact,
		CreatedAt: r.CreatedAt, ExpiresAt: r.ExpiresAt, RevokedAt: r.RevokedAt, Downloads: int(r.Downloads),
		LastDownloadAt: r.LastDownloadAt}, nil
}

func (s *BiodataLinkStore) CountDownload(ctx context.Context, id uuid.UUID, now time.Time) error {
	return wrap("CountBiodataDownload", s.q.CountBiodataDownload(ctx, sqlcgen.CountBiodataDownloadParams{Now: now, ID: id}), nil)
}
