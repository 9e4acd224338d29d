-- name: InsertSavedSearch :exec
INSERT INTO saved_searches (id, account_id, name, filters, alert, created_at, alerted_through, next_alert_at)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8);

-- name: CountSavedSearches :one
SELECT count(*) FROM saved_searches WHERE account_id = $1;

-- name: SavedSearches :many
SELECT id, name, filters, alert, created_at FROM saved_searches
WHERE account_id = $1 ORDER BY created_at, id;

-- name: SavedSearch :one
SELECT id, name, filters, alert, created_at FROM saved_searches
WHERE id = sqlc.arg(id) AND account_id = sqlc.arg(account_id);

-- Turning an alert on starts it from now: members who joined before were the member's to find.
-- name: UpdateSavedSearch :one
UPDATE saved_searches SET name = sqlc.arg(name), alert = sqlc.arg(alert),
    alerted_through = CASE WHEN sqlc.arg(alert)::boolean AND NOT alert THEN sqlc.arg(now)::timestamptz ELSE alerted_through END,
    next_alert_at = CASE WHEN sqlc.arg(alert)::boolean AND NOT alert THEN sqlc.arg(next_alert_at)::timestamptz ELSE next_alert_at END
WHERE id = sqlc.arg(id) AND account_id = sqlc.arg(account_id)
RETURNING id, name, filters, alert, created_at;

-- name: DeleteSavedSearch :execrows
DELETE FROM saved_searches WHERE id = sqlc.arg(id) AND account_id = sqlc.arg(account_id);

-- ClaimDueAlerts takes up to batch due alerts for this server: moving next_alert_at past the
-- lease in the statement that selects them (SKIP LOCKED), so no other server takes them meanwhile.
-- name: ClaimDueAlerts :many
UPDATE saved_searches s SET next_alert_at = sqlc.arg(lease_until)::timestamptz
FROM (SELECT d.id FROM saved_searches d
      WHERE d.alert AND d.next_alert_at <= sqlc.arg(now)::timestamptz
      ORDER BY d.next_alert_at LIMIT sqlc.arg(batch)::int
      FOR UPDATE SKIP LOCKED) due
WHERE s.id = due.id
RETURNING s.id, s.account_id, s.name, s.filters, s.alerted_through;

-- CompleteAlert records that members up to through were considered, and when the next alert is
-- due; only while the alert is still on (the member may have turned it off meanwhile).
-- name: CompleteAlert :exec
UPDATE saved_searches SET alerted_through = sqlc.arg(through), next_alert_at = sqlc.arg(next_alert_at)
WHERE id = sqlc.arg(id) AND alert;

-- name: InsertSearchAlert :one
INSERT INTO notifications (id, recipient_id, actor_id, saved_search_id, match_count, kind, created_at)
VALUES ($1, $2, $3, $4, $5, 'saved_search_match', $6)
RETURNING seq;

-- LockSavedSearchOwner serialises one member's saves, so that the limit holds under concurrency.
-- name: LockSavedSearchOwner :exec
SELECT pg_advisory_xact_lock(hashtextextended('saved_searches:' || sqlc.arg(account_id)::uuid::text, 0));
