-- The admins' inbox: contact messages and feedback in one list, newest first.

-- name: InboxPage :many
SELECT i.kind, i.id, i.name, i.email, i.phone, i.gender, i.rating, i.body, i.created_at, i.handled_at, i.note,
       h.email AS handled_by
FROM (
    SELECT 'contact'::text AS kind, c.id, c.name, c.email, c.phone::text AS phone, c.gender::text AS gender,
           0::int AS rating, c.message AS body, c.created_at, c.handled_at, c.handled_by, c.note
    FROM contact_messages c
    WHERE sqlc.narg(open)::boolean IS NULL OR (c.handled_at IS NULL) = sqlc.narg(open)::boolean
    UNION ALL
    SELECT 'feedback'::text, f.id, f.name, f.email, ''::text, ''::text, f.rating::int, f.feedback, f.created_at,
           f.handled_at, f.handled_by, f.note
    FROM feedback f
    WHERE sqlc.narg(open)::boolean IS NULL OR (f.handled_at IS NULL) = sqlc.narg(open)::boolean
) i
LEFT JOIN accounts h ON h.id = i.handled_by
ORDER BY i.created_at DESC, i.id
LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset);

-- name: CountInbox :one
SELECT ((SELECT count(*) FROM contact_messages c
        WHERE sqlc.narg(open)::boolean IS NULL OR (c.handled_at IS NULL) = sqlc.narg(open)::boolean)
     + (SELECT count(*) FROM feedback f
        WHERE sqlc.narg(open)::boolean IS NULL OR (f.handled_at IS NULL) = sqlc.narg(open)::boolean))::bigint AS total;

-- name: HandleContactMessage :one
UPDATE contact_messages
SET handled_at = CASE WHEN sqlc.arg(handled)::boolean THEN coalesce(handled_at, sqlc.arg(now)::timestamptz) END,
    handled_by = CASE WHEN sqlc.arg(handled)::boolean THEN sqlc.arg(admin)::uuid END,
    note = sqlc.narg(note)::text
WHERE id = sqlc.arg(item_id)::uuid
RETURNING (handled_at IS NOT NULL)::boolean AS handled;

-- name: HandleFeedback :one
UPDATE feedback
SET handled_at = CASE WHEN sqlc.arg(handled)::boolean THEN coalesce(handled_at, sqlc.arg(now)::timestamptz) END,
    handled_by = CASE WHEN sqlc.arg(handled)::boolean THEN sqlc.arg(admin)::uuid END,
    note = sqlc.narg(note)::text
WHERE id = sqlc.arg(item_id)::uuid
RETURNING (handled_at IS NOT NULL)::boolean AS handled;

-- name: ContactMessageState :one
SELECT handled_at, note FROM contact_messages WHERE id = $1 FOR UPDATE;

-- name: FeedbackState :one
SELECT handled_at, note FROM feedback WHERE id = $1 FOR UPDATE;
