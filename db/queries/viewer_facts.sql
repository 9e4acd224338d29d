-- A profile view reads the member's row, the request between the pair and the viewer's facts
-- version in one round trip; the viewer's other pair facts come from the server's memory while
-- that version holds (adapters/postgres/viewerfacts.go, docs/adr/0019-viewer-facts.md). The
-- request is one probe of the pair key, and reading it here keeps the facts' cost independent of
-- how many requests a member has sent and received (migration 00061).

-- name: ViewProfileRow :one
SELECT sqlc.embed(p), a.email, a.phone,
       coalesce((SELECT ms.plan FROM subscriptions ms
                 WHERE ms.account_id = p.account_id AND ms.starts_at <= sqlc.arg(now)::timestamptz
                   AND ms.ends_at > sqlc.arg(now)::timestamptz
                 ORDER BY ms.ends_at DESC LIMIT 1), '')::text AS member_plan,
       r.sender_id AS request_sender, r.status AS request_status,
       coalesce((SELECT f.version FROM viewer_facts_versions f WHERE f.account_id = sqlc.arg(viewer)::uuid), 0)::bigint AS viewer_facts_version
FROM profiles p
JOIN accounts a ON a.id = p.account_id
LEFT JOIN connection_requests r
       ON least(r.sender_id, r.receiver_id) = least(p.account_id, sqlc.arg(viewer)::uuid)
      AND greatest(r.sender_id, r.receiver_id) = greatest(p.account_id, sqlc.arg(viewer)::uuid)
WHERE p.member_code = sqlc.arg(code);

-- ViewerFacts reads everything a viewer's profile views depend on besides the profile, with the
-- version it was read at, in one snapshot. Each list's arrays are aggregated at one query level, so
-- they line up row by row. Subscriptions already over are left out; which one is active is decided
-- at each view, as time passes without a write.
-- name: ViewerFacts :one
SELECT coalesce((SELECT f.version FROM viewer_facts_versions f WHERE f.account_id = sqlc.arg(viewer)::uuid), 0)::bigint AS version,
       coalesce((SELECT v.gender FROM profiles v WHERE v.account_id = sqlc.arg(viewer)::uuid), '')::text AS gender,
       coalesce((SELECT v.horoscope_key FROM profiles v WHERE v.account_id = sqlc.arg(viewer)::uuid), -1)::int AS horoscope_key,
       coalesce((SELECT v.horoscope_source FROM profiles v WHERE v.account_id = sqlc.arg(viewer)::uuid), '')::text AS horoscope_source,
       coalesce((SELECT array_agg(CASE WHEN b.blocker_id = sqlc.arg(viewer)::uuid THEN b.blocked_id ELSE b.blocker_id END)
                 FROM blocks b WHERE b.blocker_id = sqlc.arg(viewer)::uuid OR b.blocked_id = sqlc.arg(viewer)::uuid), '{}')::uuid[] AS blocked,
       coalesce((SELECT array_agg(sl.saved_id) FROM shortlists sl WHERE sl.member_id = sqlc.arg(viewer)::uuid), '{}')::uuid[] AS shortlisted,
       photo.owners::uuid[] AS photo_owners, photo.statuses::text[] AS photo_statuses,
       sub.ids::uuid[] AS subscription_ids, sub.plans::text[] AS subscription_plans,
       sub.starts::timestamptz[] AS subscription_starts, sub.ends::timestamptz[] AS subscription_ends,
       sub.allowances::int[] AS subscription_allowances,
       rev.subscriptions::uuid[] AS reveal_subscriptions, rev.members::uuid[] AS reveal_members
FROM (SELECT coalesce(array_agg(pr.owner_id), '{}') AS owners, coalesce(array_agg(pr.status), '{}') AS statuses
      FROM photo_requests pr WHERE pr.requester_id = sqlc.arg(viewer)::uuid) photo,
     (SELECT coalesce(array_agg(s.id), '{}') AS ids, coalesce(array_agg(s.plan), '{}') AS plans,
             coalesce(array_agg(s.starts_at), '{}') AS starts, coalesce(array_agg(s.ends_at), '{}') AS ends,
             coalesce(array_agg(coalesce(s.contact_allowance, 0)), '{}') AS allowances
      FROM subscriptions s WHERE s.account_id = sqlc.arg(viewer)::uuid AND s.ends_at > sqlc.arg(now)::timestamptz) sub,
     (SELECT coalesce(array_agg(c.subscription_id), '{}') AS subscriptions, coalesce(array_agg(c.member_id), '{}') AS members
      FROM contact_reveals c JOIN subscriptions s ON s.id = c.subscription_id
      WHERE s.account_id = sqlc.arg(viewer)::uuid AND s.ends_at > sqlc.arg(now)::timestamptz) rev;
