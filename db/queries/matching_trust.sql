-- "Verified profiles only" for matches (docs/adr/0016-trust-and-safety.md): the Matches query of
-- matching.sql with `p.verified` in each pool. The condition is written out, not a parameter, so
-- that the cached plan may walk member_search_verified_idx (only ID-verified members, in activity
-- order, every filter column included); cmd/bench's plan check explains it.
-- name: MatchesVerified :many
WITH excluded AS (
    SELECT ARRAY(SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = sqlc.arg(viewer)::uuid
                 UNION ALL SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = sqlc.arg(viewer)::uuid) AS ids
), candidates AS (
    (SELECT 'caste'::text AS dimension, p.account_id, p.last_active_at, p.dob, p.caste, p.city, p.religion
     FROM member_search p
     WHERE p.verified AND p.gender = sqlc.arg(gender) AND p.caste = sqlc.arg(caste)::text
       AND p.account_id <> ALL ((SELECT ids FROM excluded)::uuid[])
     ORDER BY p.last_active_at DESC, p.account_id LIMIT sqlc.arg(pool_size))
    UNION ALL
    (SELECT 'location'::text, p.account_id, p.last_active_at, p.dob, p.caste, p.city, p.religion
     FROM member_search p
     WHERE p.verified AND p.gender = sqlc.arg(gender) AND p.city = sqlc.arg(city)::text
       AND p.account_id <> ALL ((SELECT ids FROM excluded)::uuid[])
     ORDER BY p.last_active_at DESC, p.account_id LIMIT sqlc.arg(pool_size))
    UNION ALL
    (SELECT 'age'::text, p.account_id, p.last_active_at, p.dob, p.caste, p.city, p.religion
     FROM member_search p
     WHERE p.verified AND p.gender = sqlc.arg(gender)
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
