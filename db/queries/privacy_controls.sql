-- A member's control over who sees what: photo visibility, pausing, photo requests, the
-- shortlist and who viewed their profile (docs/adr/0016-trust-and-safety.md).

-- name: SetPrivacySettings :exec
UPDATE profiles
SET photo_visibility = sqlc.arg(photo_visibility),
    paused_at = CASE WHEN sqlc.arg(paused)::boolean THEN coalesce(paused_at, sqlc.arg(now)::timestamptz) ELSE NULL END
WHERE account_id = sqlc.arg(account)::uuid;

-- RequestPhoto asks the owner once: a pending or accepted request stays as it is, a declined one
-- is asked again. It answers the state afterwards and whether this call made it pending.
-- name: RequestPhoto :one
INSERT INTO photo_requests AS r (owner_id, requester_id, status, created_at)
VALUES (sqlc.arg(owner)::uuid, sqlc.arg(requester)::uuid, 'pending', sqlc.arg(now)::timestamptz)
ON CONFLICT (owner_id, requester_id) DO UPDATE
SET status = CASE WHEN r.status = 'declined' THEN 'pending' ELSE r.status END,
    created_at = CASE WHEN r.status = 'declined' THEN excluded.created_at ELSE r.created_at END,
    decided_at = CASE WHEN r.status = 'declined' THEN NULL ELSE r.decided_at END
RETURNING status, (created_at = sqlc.arg(now)::timestamptz)::boolean AS asked;

-- name: DecidePhotoRequest :execrows
UPDATE photo_requests SET status = sqlc.arg(status), decided_at = sqlc.arg(now)::timestamptz
WHERE owner_id = sqlc.arg(owner)::uuid AND requester_id = sqlc.arg(requester)::uuid AND status = 'pending';

-- The photo requests waiting for the caller's answer, newest first; blocked pairs have none
-- (a block deletes them) and suspended members' are left out.
-- name: PendingPhotoRequests :many
SELECT p.account_id, p.member_code, p.full_name, p.dob, p.caste, p.city, p.photo_id, r.created_at,
       p.email_verified_at, p.phone_verified_at, p.id_verified_at, p.photo_verified_at
FROM photo_requests r JOIN profiles p ON p.account_id = r.requester_id
WHERE r.owner_id = $1 AND r.status = 'pending' AND p.suspended_at IS NULL
ORDER BY r.created_at DESC
LIMIT 100;

-- name: SaveToShortlist :exec
INSERT INTO shortlists (member_id, saved_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING;

-- name: RemoveFromShortlist :exec
DELETE FROM shortlists WHERE member_id = $1 AND saved_id = $2;

-- The caller's shortlist, newest first, without members who are suspended, paused or blocked
-- either way.
-- name: Shortlist :many
SELECT p.account_id, p.member_code, p.full_name, p.dob, p.caste, p.city, p.photo_id, s.created_at,
       p.email_verified_at, p.phone_verified_at, p.id_verified_at, p.photo_verified_at
FROM shortlists s JOIN profiles p ON p.account_id = s.saved_id
WHERE s.member_id = sqlc.arg(me)::uuid AND p.suspended_at IS NULL AND p.paused_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM blocks b
                  WHERE least(b.blocker_id, b.blocked_id) = least(s.member_id, s.saved_id)
                    AND greatest(b.blocker_id, b.blocked_id) = greatest(s.member_id, s.saved_id))
ORDER BY s.created_at DESC, s.saved_id
LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset);

-- name: CountShortlist :one
SELECT count(*) FROM shortlists s JOIN profiles p ON p.account_id = s.saved_id
WHERE s.member_id = sqlc.arg(me)::uuid AND p.suspended_at IS NULL AND p.paused_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM blocks b
                  WHERE least(b.blocker_id, b.blocked_id) = least(s.member_id, s.saved_id)
                    AND greatest(b.blocker_id, b.blocked_id) = greatest(s.member_id, s.saved_id));

-- RecordProfileViews writes one batch of views (adapters/postgres/profileviews.go): one row per
-- viewer, member and day; later views that day move viewed_at forward. Views of or by an
-- account erased meanwhile, and between blocked members, are skipped.
-- name: RecordProfileViews :exec
INSERT INTO profile_views AS v (member_id, viewer_id, day, viewed_at)
SELECT x.member_id, x.viewer_id, x.day, x.viewed_at
FROM (SELECT unnest(sqlc.arg(members)::uuid[]) AS member_id, unnest(sqlc.arg(viewers)::uuid[]) AS viewer_id,
             unnest(sqlc.arg(days)::date[]) AS day, unnest(sqlc.arg(ats)::timestamptz[]) AS viewed_at) x
WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.id = x.member_id)
  AND EXISTS (SELECT 1 FROM accounts a WHERE a.id = x.viewer_id)
  AND NOT EXISTS (SELECT 1 FROM blocks b
                  WHERE least(b.blocker_id, b.blocked_id) = least(x.member_id, x.viewer_id)
                    AND greatest(b.blocker_id, b.blocked_id) = greatest(x.member_id, x.viewer_id))
ORDER BY x.member_id, x.day, x.viewer_id
ON CONFLICT (member_id, day, viewer_id) DO UPDATE SET viewed_at = greatest(v.viewed_at, excluded.viewed_at);

-- name: SweepProfileViews :execrows
DELETE FROM profile_views WHERE day < sqlc.arg(before)::date;

-- Who viewed the caller's profile since a day: each viewer once, with their latest view and on
-- how many days they looked, newest first. Viewers who are paused, suspended or blocked either
-- way are never shown.
-- name: ProfileViewers :many
SELECT p.account_id, p.member_code, p.full_name, p.dob, p.caste, p.city, p.photo_id,
       p.email_verified_at, p.phone_verified_at, p.id_verified_at, p.photo_verified_at,
       v.last_viewed, v.days
FROM (SELECT viewer_id, max(viewed_at)::timestamptz AS last_viewed, count(*) AS days
      FROM profile_views WHERE member_id = sqlc.arg(me)::uuid AND day >= sqlc.arg(since)::date
      GROUP BY viewer_id) v
JOIN profiles p ON p.account_id = v.viewer_id
WHERE p.suspended_at IS NULL AND p.paused_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM blocks b
                  WHERE least(b.blocker_id, b.blocked_id) = least(sqlc.arg(me)::uuid, v.viewer_id)
                    AND greatest(b.blocker_id, b.blocked_id) = greatest(sqlc.arg(me)::uuid, v.viewer_id))
ORDER BY v.last_viewed DESC, p.account_id
LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset);

-- name: CountProfileViewers :one
SELECT count(*) AS viewers, coalesce(sum(v.days), 0)::bigint AS views
FROM (SELECT viewer_id, count(*) AS days
      FROM profile_views WHERE member_id = sqlc.arg(me)::uuid AND day >= sqlc.arg(since)::date
      GROUP BY viewer_id) v
JOIN profiles p ON p.account_id = v.viewer_id
WHERE p.suspended_at IS NULL AND p.paused_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM blocks b
                  WHERE least(b.blocker_id, b.blocked_id) = least(sqlc.arg(me)::uuid, v.viewer_id)
                    AND greatest(b.blocker_id, b.blocked_id) = greatest(sqlc.arg(me)::uuid, v.viewer_id));

-- name: RecordLimitHits :exec
INSERT INTO limit_hits (account_id, policy, day, first_at)
SELECT x.account_id, sqlc.arg(policy), sqlc.arg(day)::date, sqlc.arg(at)::timestamptz
FROM (SELECT unnest(sqlc.arg(accounts)::uuid[]) AS account_id) x
WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.id = x.account_id)
ORDER BY x.account_id
ON CONFLICT DO NOTHING;

-- Accounts that ran into a daily harvesting limit on at least min_days days since a day: the
-- admins' alert.
-- name: HarvestAlerts :many
SELECT p.account_id, p.member_code, p.full_name, (p.suspended_at IS NOT NULL)::boolean AS suspended,
       h.days, h.last_at, h.policies::text[] AS policies
FROM (SELECT account_id, count(DISTINCT day) AS days, max(first_at)::timestamptz AS last_at,
             array_agg(DISTINCT policy ORDER BY policy) AS policies
      FROM limit_hits WHERE day >= sqlc.arg(since)::date
      GROUP BY account_id HAVING count(DISTINCT day) >= sqlc.arg(min_days)::int) h
JOIN profiles p ON p.account_id = h.account_id
ORDER BY h.last_at DESC
LIMIT 100;
