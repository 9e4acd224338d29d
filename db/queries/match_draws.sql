-- Carousel pools drawn ahead of time (adapters/postgres/matchdraws.go,
-- docs/adr/0018-matches-drawn-ahead.md).

-- MatchDraw is the member's kept pools, with the version they were drawn at.
-- name: MatchDraw :one
SELECT version, pools::bytea AS pools FROM match_draws WHERE viewer_id = $1 AND pools IS NOT NULL;

-- KeepMatchDraw stores a member's pools drawn at a version, ending any claim on them.
-- name: KeepMatchDraw :exec
INSERT INTO match_draws (viewer_id, drawn_on, version, pools, claimed_until)
VALUES (sqlc.arg(viewer)::uuid, sqlc.arg(day)::date, sqlc.arg(version)::text, sqlc.arg(pools)::bytea, NULL)
ON CONFLICT (viewer_id) DO UPDATE
SET drawn_on = excluded.drawn_on, version = excluded.version, pools = excluded.pools, claimed_until = NULL;

-- ClaimMatchDraws claims, for one drawer, the next members in account order after a given one
-- who were active since a time, may be shown in discovery, and have no pools drawn for the day
-- nor another drawer's live claim on them. Concurrent claims never answer the same member: the
-- conflict's condition is checked again on the row as the other claim left it.
-- name: ClaimMatchDraws :many
INSERT INTO match_draws AS d (viewer_id, drawn_on, claimed_until)
SELECT p.account_id, sqlc.arg(day)::date, sqlc.arg(claimed_until)::timestamptz
FROM profiles p
WHERE p.account_id > sqlc.arg(after)::uuid
  AND p.last_active_at >= sqlc.arg(active_since)::timestamptz
  AND p.suspended_at IS NULL AND p.paused_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM match_draws x
                  WHERE x.viewer_id = p.account_id AND x.drawn_on >= sqlc.arg(day)::date
                    AND (x.pools IS NOT NULL OR x.claimed_until > sqlc.arg(now)::timestamptz))
ORDER BY p.account_id
LIMIT sqlc.arg(batch)::int
ON CONFLICT (viewer_id) DO UPDATE
SET drawn_on = excluded.drawn_on, claimed_until = excluded.claimed_until, version = '', pools = NULL
WHERE d.drawn_on < excluded.drawn_on OR (d.pools IS NULL AND d.claimed_until <= sqlc.arg(now)::timestamptz)
RETURNING d.viewer_id;
