-- name: RequestBetween :one
SELECT id, sender_id, receiver_id, status, created_at, decided_at FROM connection_requests
WHERE least(sender_id, receiver_id) = least(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid)
  AND greatest(sender_id, receiver_id) = greatest(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid);

-- InsertRequest is idempotent under concurrency: the pair index lets only one row in.
-- name: InsertRequest :one
INSERT INTO connection_requests (id, sender_id, receiver_id, status, created_at)
VALUES ($1, $2, $3, 'pending', $4)
ON CONFLICT DO NOTHING
RETURNING id;

-- name: ReopenRequest :one
UPDATE connection_requests SET sender_id = sqlc.arg(sender), receiver_id = sqlc.arg(receiver), status = 'pending',
       created_at = sqlc.arg(now), decided_at = NULL
WHERE id = sqlc.arg(id) AND status = sqlc.arg(from_status)
RETURNING id;

-- DecideRequest is the one conditional transition: only the receiver of a pending request wins.
-- name: DecideRequest :one
UPDATE connection_requests SET status = sqlc.arg(status), decided_at = sqlc.arg(now)
WHERE sender_id = sqlc.arg(sender) AND receiver_id = sqlc.arg(receiver) AND status = 'pending'
RETURNING id;

-- name: CountPendingReceived :one
SELECT count(*) FROM connection_requests r JOIN profiles p ON p.account_id = r.sender_id
WHERE r.receiver_id = $1 AND r.status = 'pending' AND p.suspended_at IS NULL;

-- name: PendingReceived :many
SELECT p.account_id, p.member_code, p.full_name, p.dob, p.caste, p.city, p.photo_id, r.created_at,
       p.email_verified_at, p.phone_verified_at, p.id_verified_at, p.photo_verified_at
FROM connection_requests r JOIN profiles p ON p.account_id = r.sender_id
WHERE r.receiver_id = $1 AND r.status = 'pending' AND p.suspended_at IS NULL
ORDER BY r.created_at DESC, r.id
LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset);

-- name: CountConnections :one
SELECT count(*) FROM connection_requests r
JOIN profiles p ON p.account_id = CASE WHEN r.sender_id = sqlc.arg(me)::uuid THEN r.receiver_id ELSE r.sender_id END
WHERE (r.sender_id = sqlc.arg(me)::uuid OR r.receiver_id = sqlc.arg(me)::uuid) AND r.status = 'accepted' AND p.suspended_at IS NULL;

-- name: Connections :many
SELECT p.account_id, p.member_code, p.full_name, p.dob, p.caste, p.city, p.photo_id, r.decided_at,
       p.email_verified_at, p.phone_verified_at, p.id_verified_at, p.photo_verified_at
FROM connection_requests r
JOIN profiles p ON p.account_id = CASE WHEN r.sender_id = sqlc.arg(me)::uuid THEN r.receiver_id ELSE r.sender_id END
WHERE (r.sender_id = sqlc.arg(me)::uuid OR r.receiver_id = sqlc.arg(me)::uuid) AND r.status = 'accepted' AND p.suspended_at IS NULL
ORDER BY r.decided_at DESC, r.id
LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset);

-- name: CountPendingSent :one
SELECT count(*) FROM connection_requests r JOIN profiles p ON p.account_id = r.receiver_id
WHERE r.sender_id = $1 AND r.status = 'pending' AND p.suspended_at IS NULL;

-- PendingSent are the requests the member sent that wait for an answer (the dashboard's "Sent" tab).
-- name: PendingSent :many
SELECT p.account_id, p.member_code, p.full_name, p.dob, p.caste, p.city, p.photo_id, r.created_at
FROM connection_requests r JOIN profiles p ON p.account_id = r.receiver_id
WHERE r.sender_id = $1 AND r.status = 'pending' AND p.suspended_at IS NULL
ORDER BY r.created_at DESC, r.id
LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset);

-- MemberSummary is what a member's home and dashboard count, in one round trip.
-- name: MemberSummary :one
SELECT
    (SELECT count(*) FROM connection_requests r JOIN profiles p ON p.account_id = r.sender_id
     WHERE r.receiver_id = sqlc.arg(me)::uuid AND r.status = 'pending' AND p.suspended_at IS NULL) AS interests_waiting,
    (SELECT count(*) FROM connection_requests r JOIN profiles p ON p.account_id = r.receiver_id
     WHERE r.sender_id = sqlc.arg(me)::uuid AND r.status = 'pending' AND p.suspended_at IS NULL) AS sent_pending,
    (SELECT count(*) FROM connection_requests r
     JOIN profiles p ON p.account_id = CASE WHEN r.sender_id = sqlc.arg(me)::uuid THEN r.receiver_id ELSE r.sender_id END
     WHERE (r.sender_id = sqlc.arg(me)::uuid OR r.receiver_id = sqlc.arg(me)::uuid) AND r.status = 'accepted'
       AND p.suspended_at IS NULL) AS connections,
    -- The counters the writes keep (docs/adr/0013-messaging.md, "Counters kept on write").
    (SELECT coalesce(max(mc.notifications_unread), 0) FROM member_counts mc WHERE mc.member_id = sqlc.arg(me)::uuid)::bigint AS unread_notifications,
    (SELECT coalesce(max(mc.messages_unread), 0) FROM member_counts mc WHERE mc.member_id = sqlc.arg(me)::uuid)::bigint AS unread_messages,
    (SELECT count(*) FROM saved_searches s WHERE s.account_id = sqlc.arg(me)::uuid) AS saved_searches;
