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

-- LockMembership makes a member's plan changes one at a time: two payments captured together
-- (or a payment and an admin's grant) must not both start a subscription. No row: the account
-- is gone.
-- name: LockMembership :one
SELECT id FROM accounts WHERE id = $1 FOR NO KEY UPDATE;

-- name: InsertSubscription :exec
INSERT INTO subscriptions (id, account_id, plan, starts_at, ends_at, contact_allowance, created_at)
VALUES ($1, $2, $3, $4, $5, $6, $7);

-- name: ExtendSubscription :exec
UPDATE subscriptions SET plan = $2, ends_at = $3, contact_allowance = $4 WHERE id = $1;

-- name: PlanByCode :one
SELECT code, title_en, title_mr, price_rupees, original_price_rupees, validity_months, contact_allowance,
       most_popular, features
FROM plans WHERE code = $1;

-- MarkGranted records on the subscription a grant started or extended who granted it and why
-- (the last grant that touched it).
-- name: MarkGranted :exec
UPDATE subscriptions SET granted_by = $2, grant_reason = $3 WHERE id = $1;
