-- Search: every filter optional (NULL = any). The discovery store sends these as unnamed
-- statements, so each call is planned with its real values and picks the index its filters need.

-- SearchMembers reads only as far as the requested page in one index-only scan (hits), then joins
-- that page back to profiles and to the viewer's requests.
-- name: SearchMembers :many
WITH hits AS MATERIALIZED (
    SELECT p.account_id, p.last_active_at FROM profiles p
    WHERE p.gender = sqlc.arg(gender) AND p.suspended_at IS NULL
      AND (sqlc.narg(dob_after)::date IS NULL OR p.dob > sqlc.narg(dob_after)::date)
      AND p.dob <= sqlc.arg(dob_through)::date
      AND (sqlc.narg(caste)::text IS NULL OR p.caste = sqlc.narg(caste))
      AND (sqlc.narg(religion)::text IS NULL OR p.religion = sqlc.narg(religion))
      AND (sqlc.narg(city)::text IS NULL OR p.city = sqlc.narg(city))
      AND (sqlc.narg(mother_tongue)::text IS NULL OR p.mother_tongue = sqlc.narg(mother_tongue))
    ORDER BY p.last_active_at DESC, p.account_id
    LIMIT sqlc.arg(page_end)
)
SELECT p.account_id, p.member_code, p.full_name, p.dob, p.caste, p.city, p.photo_id,
       r.sender_id AS request_sender, r.status AS request_status
FROM (SELECT h.account_id, h.last_active_at FROM hits h ORDER BY h.last_active_at DESC, h.account_id
      OFFSET sqlc.arg(page_offset)) page
JOIN profiles p ON p.account_id = page.account_id
LEFT JOIN connection_requests r
       ON least(r.sender_id, r.receiver_id) = least(p.account_id, sqlc.arg(viewer)::uuid)
      AND greatest(r.sender_id, r.receiver_id) = greatest(p.account_id, sqlc.arg(viewer)::uuid)
ORDER BY page.last_active_at DESC, page.account_id;

-- CountSearch counts the matches up to the cap ("1000+"); the store caches it briefly, since every
-- member with the same filters gets the same count.

-- name: CountSearch :one
SELECT count(*) FROM (
    SELECT 1 FROM profiles p
    WHERE p.gender = sqlc.arg(gender) AND p.suspended_at IS NULL
      AND (sqlc.narg(dob_after)::date IS NULL OR p.dob > sqlc.narg(dob_after)::date)
      AND p.dob <= sqlc.arg(dob_through)::date
      AND (sqlc.narg(caste)::text IS NULL OR p.caste = sqlc.narg(caste))
      AND (sqlc.narg(religion)::text IS NULL OR p.religion = sqlc.narg(religion))
      AND (sqlc.narg(city)::text IS NULL OR p.city = sqlc.narg(city))
      AND (sqlc.narg(mother_tongue)::text IS NULL OR p.mother_tongue = sqlc.narg(mother_tongue))
    -- Ordered like the search, so it reads the same index (a plain LIMIT invites a table scan).
    ORDER BY p.last_active_at DESC, p.account_id
    LIMIT sqlc.arg(cap)
) capped;

-- Matches take the most recently active candidates on one dimension (bounded by an index
-- scan), then rank them by how many of the viewer's other preferences they also meet.
-- name: MatchCandidates :many
WITH candidates AS (
    SELECT p.account_id, p.member_code, p.full_name, p.dob, p.caste, p.city, p.religion, p.photo_id, p.last_active_at
    FROM profiles p
    WHERE p.gender = sqlc.arg(gender) AND p.account_id <> sqlc.arg(viewer) AND p.suspended_at IS NULL
      AND (sqlc.narg(caste)::text IS NULL OR p.caste = sqlc.narg(caste))
      AND (sqlc.narg(city)::text IS NULL OR p.city = sqlc.narg(city))
      AND (sqlc.narg(dob_after)::date IS NULL OR (p.dob > sqlc.narg(dob_after)::date AND p.dob <= sqlc.arg(dob_through)::date))
    ORDER BY p.last_active_at DESC
    LIMIT sqlc.arg(pool_size)
)
SELECT account_id, member_code, full_name, dob, caste, city, photo_id
FROM candidates
ORDER BY ((caste = sqlc.arg(pref_caste)::text)::int + (city = sqlc.arg(pref_city)::text)::int
        + (religion = sqlc.arg(pref_religion)::text)::int
        + (dob > sqlc.arg(pref_dob_after)::date AND dob <= sqlc.arg(pref_dob_through)::date)::int) DESC,
         last_active_at DESC
LIMIT sqlc.arg(result_limit);

-- ViewProfile answers in one round trip what a profile page needs: the member, the pair's
-- request, and the viewer's active subscription with its reveals.
-- name: ViewProfile :one
SELECT sqlc.embed(p), a.email, a.phone,
       r.sender_id AS request_sender, r.status AS request_status,
       coalesce(s.id, '00000000-0000-0000-0000-000000000000'::uuid)::uuid AS subscription_id,
       coalesce(s.plan, '')::text AS subscription_plan,
       coalesce(s.starts_at, 'epoch')::timestamptz AS subscription_starts,
       coalesce(s.ends_at, 'epoch')::timestamptz AS subscription_ends, s.contact_allowance,
       (SELECT count(*) FROM contact_reveals c WHERE c.subscription_id = s.id) AS reveals_used,
       EXISTS (SELECT 1 FROM contact_reveals c WHERE c.subscription_id = s.id AND c.member_id = p.account_id) AS revealed
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
