package postgres

import (
	"context"
	"errors"
	"strconv"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/reshimgathi/reshimgathi/adapters/searchindex"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// UseSearchMemory makes the store answer searches from the in-memory index while it is ready
// (searchmemory.go), and in PostgreSQL (search.go) otherwise.
func (s *DiscoveryStore) UseSearchMemory(m *SearchMemory) { s.memory = m }

// pageStandIns is how many members past a page the index answers, standing in for page members
// found gone (paused, suspended, erased) when their cards are read.
const pageStandIns = 4

// What a search reads before the index answers, in one statement: the viewer's gender and the
// members blocked either way with them (both exact as of now), and the members logged as changed
// since the index's cursor (so the index answers what was committed before the search began);
// only when there are any, their rows as they are now, in a second. A change of activity alone is
// left to the index's reader: it moves a member in the order of search, not in or out of it, and
// a busy site has many.
const (
	searchViewerSQL = `SELECT v.gender,
            ARRAY(SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = $3
                  UNION ALL SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = $3),
            ARRAY(SELECT DISTINCT c.account_id FROM (
                  SELECT account_id FROM member_search_changes WHERE ` + sinceCursor + ` AND NOT activity_only LIMIT $2) c)
        FROM profiles v WHERE v.account_id = $3`
	// The rows are member_search_row of the profiles (migration 00044), which is what
	// member_search holds: one probe of profiles' key per member, where member_search would be
	// probed in each of its eleven partitions.
	pendingRowsSQL = `SELECT ` + memberSearchColumns + ` FROM profiles p, LATERAL member_search_row(p) ms
        WHERE p.account_id = ANY(ARRAY(SELECT account_id FROM member_search_changes WHERE ` + sinceCursor + `
            AND NOT activity_only LIMIT $2))`
	// Cards of the page, in the index's order: only members still searchable and of the searched
	// gender (a pause, suspension or erasure shows on the next search, whatever the index holds).
	searchCardsSQL = `SELECT x.n, p.account_id, p.member_code, p.full_name, p.dob, p.caste, p.city, p.photo_id,
            r.sender_id, r.status, ` + badgeColumns + `
        FROM unnest($1::uuid[]) WITH ORDINALITY AS x(id, n)
        JOIN profiles p ON p.account_id = x.id AND p.gender = $2 AND p.suspended_at IS NULL AND p.paused_at IS NULL
        LEFT JOIN connection_requests r
               ON least(r.sender_id, r.receiver_id) = least(p.account_id, $3::uuid)
              AND greatest(r.sender_id, r.receiver_id) = greatest(p.account_id, $3::uuid)
        ORDER BY x.n`
)

// searchInMemory answers a search from the index; ok is false when it cannot (not ready, or more
// changes pending than a search overlays), and the caller searches in PostgreSQL.
func (s *DiscoveryStore) searchInMemory(ctx context.Context, c matching.Criteria, count app.SearchCounting, now time.Time) (app.SearchRows, bool, error) {
	m := s.memory
	if m == nil || !m.Ready() {
		return app.SearchRows{}, false, nil
	}
	cursor := strconv.FormatUint(m.cursor.Load(), 10) // before the index's snapshot (Search): never newer than it
	var (
		gender  *string
		blocked []uuid.UUID
		ids     []uuid.UUID
		changed []searchindex.Row
	)
	err := s.pool.QueryRow(ctx, searchViewerSQL, cursor, pendingMost+1, c.Viewer).Scan(&gender, &blocked, &ids)
	if errors.Is(err, pgx.ErrNoRows) {
		return app.SearchRows{}, true, profile.ErrNotFound // the viewer has no profile
	}
	if err != nil {
		return app.SearchRows{}, true, wrap("Search", err, nil)
	}
	if len(ids) > pendingMost {
		return app.SearchRows{}, false, nil
	}
	if len(ids) > 0 {
		rows, err := s.pool.Query(ctx, pendingRowsSQL, cursor, pendingMost+1)
		if err == nil {
			changed, err = scanMemberSearch(rows)
		}
		if err != nil {
			return app.SearchRows{}, true, wrap("Search", err, nil)
		}
	}
	searched := matching.Opposite(*gender)
	counting := searched == "female" && count.Female || searched == "male" && count.Male
	res, ok := m.index.Search(searchindex.Query{Criteria: c, Gender: searched, Now: now, Count: counting,
		Extra: pageStandIns, Blocked: blocked, Changed: changed, Gone: goneOf(ids, changed)})
	if !ok {
		return app.SearchRows{}, false, nil
	}
	out := app.SearchRows{Gender: searched, Fresh: counting}
	if counting {
		out.Counted = matching.CountedOf(res.Counted, res.Bounded)
	}
	offset := (c.Page - 1) * c.Limit
	pageSize := max(min(c.Limit, matching.ResultCap-offset), 0)
	if len(res.IDs) == 0 || pageSize == 0 {
		return out, true, nil
	}
	cards, err := s.searchCards(ctx, c, searched, res, pageSize)
	out.Cards = cards
	return out, true, err
}

// searchCards reads the cards of the index's page (res.IDs, in order), at most pageSize of them.
// It reads the page's own members first, and the stand-ins after them only for members found
// gone: most pages lose nobody, and reading the stand-ins with them cost each search a sixth
// more of its card reads (a probe of the profiles and one of the requests per member).
func (s *DiscoveryStore) searchCards(ctx context.Context, c matching.Criteria, searched string, res searchindex.Result, pageSize int) ([]matching.Card, error) {
	cards := make([]matching.Card, 0, pageSize)
	for from := 0; len(cards) < pageSize && from < len(res.IDs); {
		to := min(from+pageSize-len(cards), len(res.IDs))
		var err error
		if cards, err = s.appendCards(ctx, cards, c, searched, res, from, to); err != nil {
			return nil, err
		}
		from = to
	}
	return cards, nil
}

// appendCards appends the cards of res.IDs[from:to] still to be shown, in order.
func (s *DiscoveryStore) appendCards(ctx context.Context, cards []matching.Card, c matching.Criteria, searched string,
	res searchindex.Result, from, to int) ([]matching.Card, error) {
	rows, err := s.pool.Query(ctx, searchCardsSQL, res.IDs[from:to], searched, c.Viewer)
	if err != nil {
		return nil, wrap("Search", err, nil)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			n             int64
			card          matching.Card
			photo, status *string
			sender        *uuid.UUID
			b             [4]*time.Time
		)
		if err := rows.Scan(&n, &card.AccountID, &card.Code, &card.FullName, &card.DOB, &card.Caste, &card.City, &photo,
			&sender, &status, &b[0], &b[1], &b[2], &b[3]); err != nil {
			return nil, wrap("Search", err, nil)
		}
		card.PhotoID, card.Request, card.Badges = value(photo), requests.NoRequest, badges(b[0], b[1], b[2], b[3])
		if status != nil {
			card.Request = requests.Request{Sender: *sender, Status: requests.Status(*status)}.ViewFor(c.Viewer)
		}
		if res.Scores != nil {
			card.Compat = &matching.Compatibility{Score: res.Scores[from+int(n)-1]}
		}
		cards = append(cards, card)
	}
	if err := rows.Err(); err != nil {
		return nil, wrap("Search", err, nil)
	}
	return cards, nil
}
