-- Search is built per filter shape in adapters/postgres/search.go (sqlc has no optional filters).

-- Matches answers the three lists in one round trip. Each takes the most recently active
-- candidates on its dimension from a covering index of member_search (no table access; the age
-- list reads only the partitions of the preferred ages), ranks them by how many
-- of the viewer's other preferences they also meet, and only the winners are read in full.
-- The viewer is never a candidate: the lists hold the other gender. Members blocked either way
-- are left out of every pool (docs/adr/0016: the viewer's blocks, read once as an array).
-- MatchesVerified (matching_trust.sql) is the same for "Verified profiles only".
-- name: Matches :many
WITH excluded AS (
    SELECT ARRAY(SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = sqlc.arg(viewer)::uuid
                 UNION ALL SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = sqlc.arg(viewer)::uuid) AS ids
), candidates AS (
    (SELECT 'caste'::text AS dimension, p.account_id, p.last_active_at, p.dob, p.caste, p.city, p.religion
     FROM member_search p
     WHERE p.gender = sqlc.arg(gender) AND p.caste = sqlc.arg(caste)::text
       AND p.account_id <> ALL ((SELECT ids FROM excluded)::uuid[])
     ORDER BY p.last_active_at DESC, p.account_id LIMIT sqlc.arg(pool_size))
    UNION ALL
    (SELECT 'location'::text, p.account_id, p.last_active_at, p.dob, p.caste, p.city, p.religion
     FROM member_search p
     WHERE p.gender = sqlc.arg(gender) AND p.city = sqlc.arg(city)::text
       AND p.account_id <> ALL ((SELECT ids FROM excluded)::uuid[])
     ORDER BY p.last_active_at DESC, p.account_id LIMIT sqlc.arg(pool_size))
    UNION ALL
    (SELECT 'age'::text, p.account_id, p.last_active_at, p.dob, p.caste, p.city, p.religion
     FROM member_search p
     WHERE p.gender = sqlc.arg(gender)
       AND p.dob > sqlc.arg(dob_after)::date AND p.dob <= sqlc.arg(dob_through)::date
       AND p.account_id <> ALL ((SELECT ids FROM excluded)::uuid[])
     ORDER BY p.last_active_at DESC, p.account_id LIMIT sqlc.arg(pool_size))
), ranked AS (
    SELECT c.dimension, c.account_id, row_number() OVER (PARTITION BY c.dimension ORDER BY
        ((c.caste = sqlc.arg(caste)::text)::int + (c.city = sqlc.arg(city)::text)::int
         + (c.religion = sqlc.arg(religion)::text)::int
         + (c.dob > sqlc.arg(dob_after)::date AND c.dob <= sqlc.arg(dob_through)::date)::int) DESC,
        c.last_active_at DESC, c.account_id) AS place
    FROM candidates c
)
SELECT r.dimension, p.account_id, p.member_code, p.full_name, p.dob, p.caste, p.city, p.photo_id,
       p.email_verified_at, p.phone_verified_at, p.id_verified_at, p.photo_verified_at
FROM ranked r JOIN profiles p ON p.account_id = r.account_id
WHERE r.place <= sqlc.arg(per_dimension)::int
ORDER BY r.dimension, r.place;

-- ViewProfile answers in one round trip what a profile page needs: the member with the plan of
-- their active subscription (their badge), the viewer's gender (matching.MayMeet), the pair's
-- request, the viewer's active subscription with its reveals, and (docs/adr/0016) whether the
-- two are blocked either way, whether the viewer shortlisted the member and asked to see their
-- picture.
-- name: ViewProfile :one
SELECT sqlc.embed(p), a.email, a.phone,
       coalesce((SELECT v.gender FROM profiles v WHERE v.account_id = sqlc.arg(viewer)::uuid), '')::text AS viewer_gender,
       r.sender_id AS request_sender, r.status AS request_status,
       coalesce(s.id, '00000000-0000-0000-0000-000000000000'::uuid)::uuid AS subscription_id,
       coalesce(s.plan, '')::text AS subscription_plan,
       coalesce(s.starts_at, 'epoch')::timestamptz AS subscription_starts,
       coalesce(s.ends_at, 'epoch')::timestamptz AS subscription_ends, s.contact_allowance,
       (SELECT count(*) FROM contact_reveals c WHERE c.subscription_id = s.id) AS reveals_used,
       EXISTS (SELECT 1 FROM contact_reveals c WHERE c.subscription_id = s.id AND c.member_id = p.account_id) AS revealed,
       coalesce((SELECT ms.plan FROM subscriptions ms
                 WHERE ms.account_id = p.account_id AND ms.starts_at <= sqlc.arg(now)::timestamptz
                   AND ms.ends_at > sqlc.arg(now)::timestamptz
                 ORDER BY ms.ends_at DESC LIMIT 1), '')::text AS member_plan,
       EXISTS (SELECT 1 FROM blocks b
               WHERE least(b.blocker_id, b.blocked_id) = least(p.account_id, sqlc.arg(viewer)::uuid)
                 AND greatest(b.blocker_id, b.blocked_id) = greatest(p.account_id, sqlc.arg(viewer)::uuid))::boolean AS blocked,
       EXISTS (SELECT 1 FROM shortlists sl
               WHERE sl.member_id = sqlc.arg(viewer)::uuid AND sl.saved_id = p.account_id)::boolean AS shortlisted,
       coalesce((SELECT pr.status FROM photo_requests pr
                 WHERE pr.owner_id = p.account_id AND pr.requester_id = sqlc.arg(viewer)::uuid), '')::text AS photo_request
FROM profiles p
JOIN accounts a ON a.id = p.account_id
LEFT JOIN connection_requests r
       ON least(r.sender_id, r.receiver_id) = least(p.account_id, sqlc.arg(viewer)::uuid)
      AND greatest(r.sender_id, r.receiver_id) = greatest(p.account_id, sqlc.arg(viewer)::uuid)
LEFT JOIN LATERAL (
    SELECT sub.id, sub.plan, sub.starts_at, sub.ends_at, sub.contact_allowance FROM subscriptions sub
    WHERE sub.account_id = sqlc.arg(viewer)::uuid AND sub.starts_at <= sqlc.arg(now)::timestamptz
      AND sub.ends_at > sqlc.arg(now)::timestamptz
    ORDER BY sub.ends_at DESC LIMIT 1
) s ON true
WHERE p.member_code = sqlc.arg(code);

-- PhotoOwners answers the profiles showing a picture and the viewer's gender in one round trip
-- (the media route asks on every fetch), with what photo privacy decides on: each owner's
-- setting, and whether the viewer is blocked either way, connected, or granted a photo request.
-- name: PhotoOwners :many
SELECT p.account_id, p.gender, (p.suspended_at IS NOT NULL)::boolean AS suspended, p.photo_visibility,
       (p.paused_at IS NOT NULL)::boolean AS paused,
       coalesce((SELECT v.gender FROM profiles v WHERE v.account_id = sqlc.arg(viewer)::uuid), '')::text AS viewer_gender,
       EXISTS (SELECT 1 FROM blocks b
               WHERE least(b.blocker_id, b.blocked_id) = least(p.account_id, sqlc.arg(viewer)::uuid)
                 AND greatest(b.blocker_id, b.blocked_id) = greatest(p.account_id, sqlc.arg(viewer)::uuid))::boolean AS blocked,
       EXISTS (SELECT 1 FROM connection_requests r
               WHERE least(r.sender_id, r.receiver_id) = least(p.account_id, sqlc.arg(viewer)::uuid)
                 AND greatest(r.sender_id, r.receiver_id) = greatest(p.account_id, sqlc.arg(viewer)::uuid)
                 AND r.status = 'accepted')::boolean AS connected,
       EXISTS (SELECT 1 FROM photo_requests pr
               WHERE pr.owner_id = p.account_id AND pr.requester_id = sqlc.arg(viewer)::uuid
                 AND pr.status = 'accepted')::boolean AS granted
FROM profiles p
WHERE p.photo_id = sqlc.arg(photo_id)::text
LIMIT 100;
