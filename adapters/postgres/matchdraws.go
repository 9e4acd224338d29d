package postgres

import (
	"context"
	"encoding/binary"
	"errors"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// MatchDrawStore implements app.MatchDraws: members' carousel pools drawn ahead of time, one row
// each in match_draws (db/migrations/00050_match_draws.sql, docs/adr/0018-matches-drawn-ahead.md).
type MatchDrawStore struct{ q *sqlcgen.Queries }

func NewMatchDrawStore(pool *pgxpool.Pool) *MatchDrawStore {
	return &MatchDrawStore{q: sqlcgen.New(withScanPlanCache(pool))}
}

// Drawn answers the viewer's pools kept at version. Pools kept at another version, or kept in a
// form this build cannot read, are not answered: the caller draws them again and keeps those.
func (s *MatchDrawStore) Drawn(ctx context.Context, viewer uuid.UUID, version string) (map[matching.Dimension][]matching.Candidate, bool, error) {
	row, err := s.q.MatchDraw(ctx, viewer)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return nil, false, nil
	case err != nil:
		return nil, false, wrap("Drawn", err, nil)
	case row.Version != version:
		return nil, false, nil
	}
	pools, ok := decodePools(row.Pools)
	return pools, ok, nil
}

// Keep stores the viewer's pools drawn at version for day (a date), replacing what was kept.
func (s *MatchDrawStore) Keep(ctx context.Context, viewer uuid.UUID, version string, day time.Time,
	pools map[matching.Dimension][]matching.Candidate) error {
	return wrap("Keep", s.q.KeepMatchDraw(ctx, sqlcgen.KeepMatchDrawParams{Viewer: viewer, Day: day, Version: version,
		Pools: encodePools(pools)}), nil)
}

// Claim claims up to limit members after `after` in account order, active since activeSince,
// with no pools drawn for day and no live claim of another drawer, until `until`; it answers
// them in account order.
func (s *MatchDrawStore) Claim(ctx context.Context, day time.Time, after uuid.UUID, activeSince time.Time, limit int,
	now, until time.Time) ([]uuid.UUID, error) {
	ids, err := s.q.ClaimMatchDraws(ctx, sqlcgen.ClaimMatchDrawsParams{Day: day, ClaimedUntil: until, After: after,
		ActiveSince: activeSince, Now: now, Batch: int32(min(limit, 10_000))})
	if err != nil {
		return nil, wrap("Claim", err, nil)
	}
	slices.SortFunc(ids, func(a, b uuid.UUID) int { return slices.Compare(a[:], b[:]) })
	return ids, nil
}

// poolsFormat is the first byte of encoded pools; a change of layout changes it, and rows of
// another format read as not kept.
const poolsFormat = 1

// candidateSize is one encoded candidate: its account (16 bytes), last activity (Unix
// microseconds, 8) and score (4).
const candidateSize = 16 + 8 + 4

// encodePools writes the pools compactly (about 28 bytes a candidate; seven trimmed pools are
// under 9 KB): the format byte, then per carousel its name's length and name, how many
// candidates, and the candidates.
func encodePools(pools map[matching.Dimension][]matching.Candidate) []byte {
	dims := make([]matching.Dimension, 0, len(pools))
	size := 1
	for d, cs := range pools {
		dims = append(dims, d)
		size += 1 + len(d) + 2 + len(cs)*candidateSize
	}
	slices.Sort(dims) // the same pools encode to the same bytes
	b := make([]byte, 0, size)
	b = append(b, poolsFormat)
	for _, d := range dims {
		cs := pools[d]
		b = append(b, byte(len(d)))
		b = append(b, d...)
		b = binary.BigEndian.AppendUint16(b, uint16(len(cs)))
		for _, c := range cs {
			b = append(b, c.Account[:]...)
			b = binary.BigEndian.AppendUint64(b, uint64(c.LastActive.UnixMicro()))
			b = binary.BigEndian.AppendUint32(b, uint32(int32(c.Score)))
		}
	}
	return b
}

// decodePools reads encodePools' bytes; ok is false for anything else.
func decodePools(b []byte) (map[matching.Dimension][]matching.Candidate, bool) {
	if len(b) == 0 || b[0] != poolsFormat {
		return nil, false
	}
	b = b[1:]
	pools := map[matching.Dimension][]matching.Candidate{}
	for len(b) > 0 {
		n := int(b[0])
		if len(b) < 1+n+2 {
			return nil, false
		}
		d := matching.Dimension(b[1 : 1+n])
		count := int(binary.BigEndian.Uint16(b[1+n:]))
		b = b[1+n+2:]
		if len(b) < count*candidateSize {
			return nil, false
		}
		cs := make([]matching.Candidate, count)
		for i := range cs {
			c := b[i*candidateSize:]
			copy(cs[i].Account[:], c[:16])
			cs[i].LastActive = time.UnixMicro(int64(binary.BigEndian.Uint64(c[16:24])))
			cs[i].Score = int(int32(binary.BigEndian.Uint32(c[24:28])))
		}
		pools[d] = cs
		b = b[count*candidateSize:]
	}
	return pools, true
}
