-- The member's own copy of their data (docs/security.md 22): other members appear by member code only.

-- name: ExportRequests :many
SELECT (r.sender_id = sqlc.arg(account)::uuid)::boolean AS sent, other.member_code, r.status, r.created_at, r.decided_at
FROM connection_requests r
JOIN profiles other ON other.account_id = CASE WHEN r.sender_id = sqlc.arg(account)::uuid THEN r.receiver_id ELSE r.sender_id END
WHERE r.sender_id = sqlc.arg(account)::uuid OR r.receiver_id = sqlc.arg(account)::uuid
ORDER BY r.created_at, r.id;

-- name: ExportNotifications :many
SELECT n.kind, actor.member_code, n.created_at, n.read_at
FROM notifications n
LEFT JOIN profiles actor ON actor.account_id = n.actor_id
WHERE n.recipient_id = $1
ORDER BY n.seq;

-- name: ExportSubscriptions :many
SELECT s.id, s.plan, s.starts_at, s.ends_at, s.contact_allowance,
       (SELECT count(*) FROM contact_reveals c WHERE c.subscription_id = s.id) AS used
FROM subscriptions s
WHERE s.account_id = $1
ORDER BY s.starts_at, s.id;

-- name: ExportReveals :many
SELECT m.member_code, c.revealed_at
FROM contact_reveals c
JOIN profiles m ON m.account_id = c.member_id
WHERE c.viewer_id = $1
ORDER BY c.revealed_at, m.member_code;

-- name: LockProfilePhoto :one
SELECT photo_id FROM profiles WHERE account_id = $1 FOR UPDATE;

-- EraseAccount deletes the account; the foreign keys cascade to its profile (and through the
-- profile's trigger its search entry), password resets, requests sent and received, the
-- notifications it received or caused, its subscriptions, every contact reveal naming it, and
-- its conversations with every message in them. Its payments stay (ON DELETE SET NULL), cleared
-- of the member's name and e-mail just before (ErasePaymentParty).
-- EraseProfileViews deletes the views of and by the account: profile_views has no foreign keys
-- (db/migrations/00049_profile_views_without_keys.sql), so the erasure's cascade does not reach it.
-- name: EraseProfileViews :exec
DELETE FROM profile_views WHERE member_id = $1 OR viewer_id = $1;

-- name: EraseAccount :execrows
DELETE FROM accounts WHERE id = $1;

-- name: ExportSavedSearches :many
SELECT name, filters, alert, created_at FROM saved_searches WHERE account_id = $1 ORDER BY created_at, id;
