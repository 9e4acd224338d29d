-- name: InsertNotification :exec
INSERT INTO notifications (id, recipient_id, actor_id, request_id, kind, created_at)
VALUES ($1, $2, $3, $4, $5, $6);

-- NotifyRecipient wakes the live streams of every server instance once the transaction commits.
-- name: NotifyRecipient :exec
SELECT pg_notify('reshimgathi_notifications', sqlc.arg(recipient)::text);

-- A notice from the team has no actor (docs/adr/0016): the actor's columns are NULL then. The
-- order is notifications_page_idx's, so a page reads its own rows (and the ones it skips).
-- name: NotificationPage :many
SELECT n.id, n.request_id, n.kind, n.created_at, n.read_at, n.seq, n.subject, n.note,
       p.member_code AS actor_code, p.full_name AS actor_name, p.photo_id AS actor_photo,
       n.saved_search_id, n.match_count, s.name AS search_name
FROM notifications n LEFT JOIN profiles p ON p.account_id = n.actor_id
LEFT JOIN saved_searches s ON s.id = n.saved_search_id
WHERE n.recipient_id = $1
ORDER BY n.created_at DESC, n.seq DESC
LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset);

-- name: NotificationsAfter :many
SELECT n.id, n.request_id, n.kind, n.created_at, n.read_at, n.seq, n.subject, n.note,
       p.member_code AS actor_code, p.full_name AS actor_name, p.photo_id AS actor_photo,
       n.saved_search_id, n.match_count, s.name AS search_name
FROM notifications n LEFT JOIN profiles p ON p.account_id = n.actor_id
LEFT JOIN saved_searches s ON s.id = n.saved_search_id
WHERE n.recipient_id = $1 AND n.seq > sqlc.arg(after_seq)
ORDER BY n.seq
LIMIT sqlc.arg(page_limit);

-- NotificationCounts reads the member's counters, which triggers keep on every insert, mark and
-- deletion of a notification (migration 00048): one row, however many notifications they have.
-- No row: none ever arrived.
-- name: NotificationCounts :one
SELECT coalesce(max(notifications), 0)::bigint AS total, coalesce(max(notifications_unread), 0)::bigint AS unread
FROM member_counts WHERE member_id = $1;

-- MarkNotificationsRead takes the spec's request ids; an alert, which has no request, goes by its
-- own id (the list shows it as its request_id, so the spec's clients mark it like the others).
-- name: MarkNotificationsRead :exec
UPDATE notifications SET read_at = sqlc.arg(now)
WHERE recipient_id = sqlc.arg(recipient) AND read_at IS NULL
  AND (request_id = ANY(sqlc.arg(request_ids)::uuid[]) OR (request_id IS NULL AND id = ANY(sqlc.arg(request_ids)::uuid[])));

-- MarkNotificationsReadByID marks notifications by their own ids (notices and photo requests
-- have no request id).
-- name: MarkNotificationsReadByID :exec
UPDATE notifications SET read_at = sqlc.arg(now)
WHERE recipient_id = sqlc.arg(recipient) AND id = ANY(sqlc.arg(ids)::uuid[]) AND read_at IS NULL;
