-- Search and the match lists are built per filter shape in adapters/postgres (search.go,
-- matches.go): sqlc has no optional filters.

-- ViewProfile answers in one round trip what a profile page needs: the member with the plan of
-- their active subscription (their badge), the viewer's gender (matching.MayMeet) and stars (gun
-- milan, with whether they were calculated or typed), the pair's request, the viewer's active subscription with its reveals, and
-- (docs/adr/0016) whether the two are blocked either way, whether the viewer shortlisted the
-- member and asked to see their picture.
-- name: ViewProfile :one
SELECT sqlc.embed(p), a.email, a.phone,
       coalesce((SELECT v.gender FROM profiles v WHERE v.account_id = sqlc.arg(viewer)::uuid), '')::text AS viewer_gender,
       coalesce((SELECT v.horoscope_key FROM profiles v WHERE v.account_id = sqlc.arg(viewer)::uuid), -1)::int AS viewer_horoscope_key,
       coalesce((SELECT v.horoscope_source FROM profiles v WHERE v.account_id = sqlc.arg(viewer)::uuid), '')::text AS viewer_horoscope_source,
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
