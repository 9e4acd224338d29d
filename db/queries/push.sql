-- Web Push (docs/push.md, db/migrations/00051_push.sql).

-- The same browser subscribing again (new keys, new preferences, or another member after a
-- logout on a shared device) replaces its row: the endpoint is the browser's.
-- name: UpsertPushSubscription :one
INSERT INTO push_subscriptions (id, account_id, endpoint, p256dh, auth, device_label, interest_received,
    interest_accepted, new_message, search_alert, show_sender_name, quiet_start, quiet_end, time_zone,
    created_at, updated_at)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
ON CONFLICT (endpoint) DO UPDATE SET account_id = EXCLUDED.account_id, p256dh = EXCLUDED.p256dh,
    auth = EXCLUDED.auth, device_label = EXCLUDED.device_label, interest_received = EXCLUDED.interest_received,
    interest_accepted = EXCLUDED.interest_accepted, new_message = EXCLUDED.new_message,
    search_alert = EXCLUDED.search_alert, show_sender_name = EXCLUDED.show_sender_name,
    quiet_start = EXCLUDED.quiet_start, quiet_end = EXCLUDED.quiet_end, time_zone = EXCLUDED.time_zone,
    updated_at = EXCLUDED.updated_at,
    created_at = CASE WHEN push_subscriptions.account_id = EXCLUDED.account_id
                      THEN push_subscriptions.created_at ELSE EXCLUDED.created_at END
RETURNING *;

-- A member keeps their newest devices only (app.MaxPushDevices): a browser that subscribes
-- over and over cannot grow the table.
-- name: TrimPushSubscriptions :exec
DELETE FROM push_subscriptions WHERE id IN (
    SELECT s.id FROM push_subscriptions s WHERE s.account_id = $1
    ORDER BY s.updated_at DESC, s.id OFFSET sqlc.arg(keep));

-- name: DeletePushSubscription :execrows
DELETE FROM push_subscriptions WHERE account_id = $1 AND endpoint = $2;

-- name: DeletePushSubscriptionByID :exec
DELETE FROM push_subscriptions WHERE id = $1;

-- name: PushSubscriptionsOf :many
SELECT * FROM push_subscriptions WHERE account_id = $1 ORDER BY created_at, id;

-- ClaimPushes takes the due pushes no other sender holds (SKIP LOCKED) and leases them: their
-- next attempt moves to lease_until, so a sender that dies mid-send leaves them due again then,
-- and a live one sends each once. It also answers whether the push must not go any more
-- (stopped): the device changed hands or preferences, the recipient is paused, suspended or
-- gone, the actor suspended, or either blocked the other since it was queued.
-- name: ClaimPushes :many
WITH due AS (
    SELECT q.id FROM push_queue q WHERE q.next_attempt_at <= sqlc.arg(now)::timestamptz
    ORDER BY q.next_attempt_at LIMIT sqlc.arg(batch) FOR UPDATE SKIP LOCKED
), claimed AS (
    UPDATE push_queue q SET next_attempt_at = sqlc.arg(lease_until)::timestamptz, attempts = q.attempts + 1
    FROM due WHERE q.id = due.id
    RETURNING q.id, q.subscription_id, q.recipient_id, q.kind, q.actor_id, q.request_id, q.conversation_id,
              q.match_count, q.created_at, q.attempts
)
SELECT c.id, c.kind, c.request_id, c.conversation_id, c.match_count, c.created_at, c.attempts,
       s.id AS subscription_id, s.endpoint, s.p256dh, s.auth, s.quiet_start, s.quiet_end, s.time_zone,
       (CASE WHEN s.show_sender_name AND c.kind <> 'search_alert'
             THEN split_part(coalesce(a.full_name, ''), ' ', 1) ELSE '' END)::text AS actor_first_name,
       coalesce(a.member_code, '')::text AS actor_code,
       coalesce(r.preferred_language, 'en')::text AS lang,
       (s.account_id <> c.recipient_id
        OR r.account_id IS NULL OR r.paused_at IS NOT NULL OR r.suspended_at IS NOT NULL
        OR (c.kind <> 'search_alert' AND a.suspended_at IS NOT NULL)
        OR NOT (CASE c.kind WHEN 'interest_received' THEN s.interest_received
                            WHEN 'interest_accepted' THEN s.interest_accepted
                            WHEN 'new_message' THEN s.new_message
                            WHEN 'missed_call' THEN s.new_message
                            ELSE s.search_alert END)
        OR (c.actor_id IS NOT NULL AND EXISTS (
               SELECT 1 FROM blocks b WHERE (b.blocker_id = c.recipient_id AND b.blocked_id = c.actor_id)
                                         OR (b.blocker_id = c.actor_id AND b.blocked_id = c.recipient_id))))::boolean AS stopped
FROM claimed c
JOIN push_subscriptions s ON s.id = c.subscription_id
LEFT JOIN profiles r ON r.account_id = c.recipient_id
LEFT JOIN profiles a ON a.account_id = c.actor_id
ORDER BY c.id;

-- name: DeletePush :exec
DELETE FROM push_queue WHERE id = $1;

-- name: RetryPush :exec
UPDATE push_queue SET next_attempt_at = $2 WHERE id = $1;

-- A push held for the quiet hours waits for their end; holding it is no attempt.
-- name: HoldPush :exec
UPDATE push_queue SET not_before = $2, next_attempt_at = $2, attempts = attempts - 1 WHERE id = $1;
