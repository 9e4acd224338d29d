-- name: CurrentSubscription :one
SELECT s.id, s.plan, s.starts_at, s.ends_at, s.contact_allowance,
       (SELECT count(*) FROM contact_reveals c WHERE c.subscription_id = s.id) AS used
FROM subscriptions s
WHERE s.account_id = $1 AND s.starts_at <= sqlc.arg(now) AND s.ends_at > sqlc.arg(now)
ORDER BY s.ends_at DESC
LIMIT 1;

-- name: LockSubscription :one
SELECT id FROM subscriptions WHERE id = $1 FOR UPDATE;

-- name: RevealedTo :one
SELECT EXISTS (SELECT 1 FROM contact_reveals WHERE subscription_id = $1 AND member_id = $2);

-- name: InsertReveal :exec
INSERT INTO contact_reveals (subscription_id, viewer_id, member_id, revealed_at) VALUES ($1, $2, $3, $4)
ON CONFLICT DO NOTHING;

-- name: InsertSubscription :exec
INSERT INTO subscriptions (id, account_id, plan, starts_at, ends_at, contact_allowance, created_at)
VALUES ($1, $2, $3, $4, $5, $6, $7);
