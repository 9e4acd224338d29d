-- Blocks and reports (docs/adr/0016-trust-and-safety.md). "Blocked" is always asked of the pair,
-- whoever blocked whom, through blocks_pair_idx: the block predicate is
--   EXISTS (SELECT 1 FROM blocks b WHERE least(b.blocker_id, b.blocked_id) = least(X, Y)
--                                     AND greatest(b.blocker_id, b.blocked_id) = greatest(X, Y))

-- name: BlockedBetween :one
SELECT EXISTS (
    SELECT 1 FROM blocks b
    WHERE least(b.blocker_id, b.blocked_id) = least(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid)
      AND greatest(b.blocker_id, b.blocked_id) = greatest(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid))::boolean AS blocked;

-- name: InsertBlock :exec
INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING;

-- name: DeleteBlock :execrows
DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2;

-- What a block ends between the two, in the blocking transaction: their request (pending or
-- accepted: connections end), the notifications either caused the other, photo requests,
-- shortlist entries and profile views in both directions. Conversations stay (evidence for a
-- report) but are hidden by the block predicate while the block lasts.
-- name: EndRequestBetween :exec
UPDATE connection_requests SET status = 'withdrawn', decided_at = sqlc.arg(now)::timestamptz
WHERE least(sender_id, receiver_id) = least(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid)
  AND greatest(sender_id, receiver_id) = greatest(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid)
  AND status IN ('pending', 'accepted');

-- name: DeleteNotificationsBetween :exec
DELETE FROM notifications
WHERE (recipient_id = sqlc.arg(a)::uuid AND actor_id = sqlc.arg(b)::uuid)
   OR (recipient_id = sqlc.arg(b)::uuid AND actor_id = sqlc.arg(a)::uuid);

-- name: DeletePhotoRequestsBetween :exec
DELETE FROM photo_requests
WHERE (owner_id = sqlc.arg(a)::uuid AND requester_id = sqlc.arg(b)::uuid)
   OR (owner_id = sqlc.arg(b)::uuid AND requester_id = sqlc.arg(a)::uuid);

-- name: DeleteShortlistsBetween :exec
DELETE FROM shortlists
WHERE (member_id = sqlc.arg(a)::uuid AND saved_id = sqlc.arg(b)::uuid)
   OR (member_id = sqlc.arg(b)::uuid AND saved_id = sqlc.arg(a)::uuid);

-- name: DeleteProfileViewsBetween :exec
DELETE FROM profile_views
WHERE (member_id = sqlc.arg(a)::uuid AND viewer_id = sqlc.arg(b)::uuid)
   OR (member_id = sqlc.arg(b)::uuid AND viewer_id = sqlc.arg(a)::uuid);

-- The members the caller blocked, newest first (the settings list they unblock from).
-- name: BlockList :many
SELECT p.member_code, p.full_name, b.created_at
FROM blocks b JOIN profiles p ON p.account_id = b.blocked_id
WHERE b.blocker_id = $1
ORDER BY b.created_at DESC, p.member_code
LIMIT 500;

-- name: InsertReport :execrows
INSERT INTO reports (id, reporter_id, reported_id, reason, details, created_at)
VALUES ($1, $2, $3, $4, $5, $6)
ON CONFLICT (reporter_id, reported_id) WHERE status = 'open' DO NOTHING;

-- The moderation queue, oldest first, with how many open reports the member has.
-- name: ReportQueue :many
SELECT r.id, r.reason, r.details, r.created_at,
       reporter.member_code AS reporter_code,
       p.account_id AS reported_id, p.member_code AS reported_code, p.full_name AS reported_name, p.photo_id,
       (p.suspended_at IS NOT NULL)::boolean AS reported_suspended,
       (SELECT count(*) FROM reports o WHERE o.reported_id = r.reported_id AND o.status = 'open') AS open_reports
FROM reports r
JOIN profiles p ON p.account_id = r.reported_id
JOIN profiles reporter ON reporter.account_id = r.reporter_id
WHERE r.status = 'open'
ORDER BY r.created_at, r.id
LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset);

-- name: CountReportQueue :one
SELECT count(*) FROM reports WHERE status = 'open';

-- name: OpenReport :one
SELECT r.id, r.reporter_id, r.reported_id, p.member_code AS reported_code
FROM reports r JOIN profiles p ON p.account_id = r.reported_id
WHERE r.id = $1 AND r.status = 'open';

-- CloseReports settles open reports about a member once: the one dismissed, or all of them when
-- an action was taken against the member. It answers each reporter, to be told the outcome.
-- name: CloseReports :many
UPDATE reports
SET status = sqlc.arg(status), action = sqlc.arg(action), handled_at = sqlc.arg(now)::timestamptz,
    handled_by = sqlc.arg(admin)::uuid, note = sqlc.narg(note)
WHERE status = 'open' AND reported_id = sqlc.arg(reported)::uuid
  AND (sqlc.narg(only_id)::uuid IS NULL OR id = sqlc.narg(only_id)::uuid)
RETURNING id, reporter_id;

-- name: InsertNotice :exec
INSERT INTO notifications (id, recipient_id, actor_id, kind, subject, note, created_at)
VALUES ($1, $2, $3, $4, $5, $6, $7);

-- name: RemoveProfilePhoto :one
UPDATE profiles p SET photo_id = NULL, updated_at = sqlc.arg(now)::timestamptz
FROM profiles old
WHERE p.account_id = sqlc.arg(account)::uuid AND old.account_id = p.account_id
RETURNING old.photo_id;

-- name: OpenReporters :many
SELECT reporter_id FROM reports
WHERE status = 'open' AND reported_id = sqlc.arg(reported)::uuid
  AND (sqlc.narg(only_id)::uuid IS NULL OR id = sqlc.narg(only_id)::uuid);
