-- The admin's view of members. cmd/bench explains AdminMembersByEmail and AdminMembersByPhone
-- (with their counts) at a million members: they must walk the prefix indexes of migration 00025.

-- name: AdminStats :one
SELECT m.total, m.male, m.female, m.suspended,
       (SELECT count(DISTINCT s.account_id) FROM subscriptions s
        WHERE s.ends_at > sqlc.arg(now)::timestamptz AND s.starts_at <= sqlc.arg(now)::timestamptz) AS subscribed,
       (SELECT count(*) FROM profiles p WHERE p.registered_at > sqlc.arg(since)::timestamptz) AS new_members,
       ((SELECT count(*) FROM contact_messages c WHERE c.handled_at IS NULL)
         + (SELECT count(*) FROM feedback f WHERE f.handled_at IS NULL))::bigint AS open_inbox
FROM (SELECT count(*) AS total, count(*) FILTER (WHERE gender = 'male') AS male,
             count(*) FILTER (WHERE gender = 'female') AS female,
             count(*) FILTER (WHERE suspended_at IS NOT NULL) AS suspended
      FROM profiles) m;

-- The member lists pick a page of ids from an index alone, then read those ten members in full:
-- the plan subquery and the joins run for the page, not for every row the OFFSET skips.
-- name: AdminMembersNewest :many
SELECT p.account_id, p.member_code, p.full_name, a.email, a.phone, p.suspended_at, p.registered_at,
       coalesce((SELECT s.plan FROM subscriptions s
        WHERE s.account_id = p.account_id AND s.starts_at <= sqlc.arg(now)::timestamptz AND s.ends_at > sqlc.arg(now)::timestamptz
        ORDER BY s.ends_at DESC LIMIT 1), '')::text AS active_plan
FROM (SELECT n.account_id FROM profiles n ORDER BY n.registered_at DESC, n.account_id
      LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset)) page
JOIN profiles p ON p.account_id = page.account_id
JOIN accounts a ON a.id = page.account_id
ORDER BY p.registered_at DESC, p.account_id;

-- name: CountMembers :one
SELECT count(*) FROM (SELECT 1 FROM profiles LIMIT sqlc.arg(count_limit)) m;

-- A prefix of the lower-case e-mail, as a range of the C-collated index (a generic plan never
-- turns LIKE into one); U+10FFFF is the greatest character, so the range is exactly the prefix.
-- name: AdminMembersByEmail :many
SELECT p.account_id, p.member_code, p.full_name, a.email, a.phone, p.suspended_at, p.registered_at,
       coalesce((SELECT s.plan FROM subscriptions s
        WHERE s.account_id = p.account_id AND s.starts_at <= sqlc.arg(now)::timestamptz AND s.ends_at > sqlc.arg(now)::timestamptz
        ORDER BY s.ends_at DESC LIMIT 1), '')::text AS active_plan
FROM (SELECT m.id FROM accounts m
      WHERE m.role = 'member' AND (m.email COLLATE "C") >= sqlc.arg(prefix)::text
        AND (m.email COLLATE "C") < (sqlc.arg(prefix)::text || chr(1114111))
      ORDER BY (m.email COLLATE "C")
      LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset)) page
JOIN accounts a ON a.id = page.id
JOIN profiles p ON p.account_id = page.id
ORDER BY (a.email COLLATE "C");

-- name: CountMembersByEmail :one
SELECT count(*) FROM (
    SELECT 1 FROM accounts m
    WHERE m.role = 'member' AND (m.email COLLATE "C") >= sqlc.arg(prefix)::text
      AND (m.email COLLATE "C") < (sqlc.arg(prefix)::text || chr(1114111))
    LIMIT sqlc.arg(count_limit)) c;

-- name: AdminMembersByPhone :many
SELECT p.account_id, p.member_code, p.full_name, a.email, a.phone, p.suspended_at, p.registered_at,
       coalesce((SELECT s.plan FROM subscriptions s
        WHERE s.account_id = p.account_id AND s.starts_at <= sqlc.arg(now)::timestamptz AND s.ends_at > sqlc.arg(now)::timestamptz
        ORDER BY s.ends_at DESC LIMIT 1), '')::text AS active_plan
FROM (SELECT m.id FROM accounts m
      WHERE m.role = 'member' AND (m.phone COLLATE "C") >= sqlc.arg(prefix)::text
        AND (m.phone COLLATE "C") < (sqlc.arg(prefix)::text || chr(1114111))
      ORDER BY (m.phone COLLATE "C")
      LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset)) page
JOIN accounts a ON a.id = page.id
JOIN profiles p ON p.account_id = page.id
ORDER BY (a.phone COLLATE "C");

-- name: CountMembersByPhone :one
SELECT count(*) FROM (
    SELECT 1 FROM accounts m
    WHERE m.role = 'member' AND (m.phone COLLATE "C") >= sqlc.arg(prefix)::text
      AND (m.phone COLLATE "C") < (sqlc.arg(prefix)::text || chr(1114111))
    LIMIT sqlc.arg(count_limit)) c;

-- name: AdminMemberDetail :one
SELECT sqlc.embed(p), a.email, a.phone, a.registration_ip, a.created_at AS account_created_at,
       (SELECT count(*) FROM connection_requests r WHERE r.sender_id = p.account_id AND r.status = 'pending') AS pending_sent,
       (SELECT count(*) FROM connection_requests r WHERE r.receiver_id = p.account_id AND r.status = 'pending') AS pending_received,
       (SELECT count(*) FROM connection_requests r
        WHERE (r.sender_id = p.account_id OR r.receiver_id = p.account_id) AND r.status = 'accepted') AS connections
FROM profiles p JOIN accounts a ON a.id = p.account_id
WHERE p.member_code = $1;

-- name: MemberSubscriptions :many
SELECT s.id, s.plan, s.starts_at, s.ends_at, s.contact_allowance, s.grant_reason, s.created_at,
       (SELECT count(*) FROM contact_reveals c WHERE c.subscription_id = s.id) AS used,
       g.email AS granted_by
FROM subscriptions s LEFT JOIN accounts g ON g.id = s.granted_by
WHERE s.account_id = $1
ORDER BY s.starts_at DESC, s.id
LIMIT 50;

-- SetMemberStatus suspends (suspended_at set) or reinstates (NULL) a member with the admin's
-- reason; the search index triggers drop or restore their entry in the same statement.
-- name: SetMemberStatus :one
UPDATE profiles SET suspended_at = sqlc.narg(suspended_at)::timestamptz, status_reason = sqlc.arg(reason)::text,
       status_changed_at = sqlc.arg(now)::timestamptz
WHERE account_id = $1
RETURNING member_code;



-- A member code names one member (the unique index of member_code).
-- name: AdminMembersByCode :many
SELECT p.account_id, p.member_code, p.full_name, a.email, a.phone, p.suspended_at, p.registered_at,
       coalesce((SELECT s.plan FROM subscriptions s
        WHERE s.account_id = p.account_id AND s.starts_at <= sqlc.arg(now)::timestamptz AND s.ends_at > sqlc.arg(now)::timestamptz
        ORDER BY s.ends_at DESC LIMIT 1), '')::text AS active_plan
FROM profiles p JOIN accounts a ON a.id = p.account_id
WHERE p.member_code = sqlc.arg(code)::text;

-- A name prefix: members whose full name starts with it, then those whose surname does (and whose
-- full name does not: each member once), each walked in order on its index of migration 00047
-- and cut at the page's end, then merged in the order of the matched name.
-- name: AdminMembersByName :many
SELECT p.account_id, p.member_code, p.full_name, a.email, a.phone, p.suspended_at, p.registered_at,
       coalesce((SELECT s.plan FROM subscriptions s
        WHERE s.account_id = p.account_id AND s.starts_at <= sqlc.arg(now)::timestamptz AND s.ends_at > sqlc.arg(now)::timestamptz
        ORDER BY s.ends_at DESC LIMIT 1), '')::text AS active_plan
FROM (SELECT u.id, u.key FROM (
        (SELECT n.account_id AS id, (lower(n.full_name) COLLATE "C") AS key FROM profiles n
         WHERE (lower(n.full_name) COLLATE "C") >= sqlc.arg(prefix)::text
           AND (lower(n.full_name) COLLATE "C") < (sqlc.arg(prefix)::text || chr(1114111))
         ORDER BY (lower(n.full_name) COLLATE "C"), n.account_id
         LIMIT sqlc.arg(page_end)::int)
        UNION ALL
        (SELECT s.account_id, (lower(substring(s.full_name FROM '\S+$')) COLLATE "C") FROM profiles s
         WHERE (lower(substring(s.full_name FROM '\S+$')) COLLATE "C") >= sqlc.arg(prefix)::text
           AND (lower(substring(s.full_name FROM '\S+$')) COLLATE "C") < (sqlc.arg(prefix)::text || chr(1114111))
           AND NOT ((lower(s.full_name) COLLATE "C") >= sqlc.arg(prefix)::text
                    AND (lower(s.full_name) COLLATE "C") < (sqlc.arg(prefix)::text || chr(1114111)))
         ORDER BY (lower(substring(s.full_name FROM '\S+$')) COLLATE "C"), s.account_id
         LIMIT sqlc.arg(page_end)::int)) u
      ORDER BY u.key, u.id
      LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset)) page
JOIN profiles p ON p.account_id = page.id
JOIN accounts a ON a.id = page.id
ORDER BY page.key, page.id;

-- name: CountMembersByName :one
SELECT count(*) FROM (
    (SELECT 1 FROM profiles n
     WHERE (lower(n.full_name) COLLATE "C") >= sqlc.arg(prefix)::text
       AND (lower(n.full_name) COLLATE "C") < (sqlc.arg(prefix)::text || chr(1114111))
     LIMIT sqlc.arg(count_limit)::int)
    UNION ALL
    (SELECT 1 FROM profiles s
     WHERE (lower(substring(s.full_name FROM '\S+$')) COLLATE "C") >= sqlc.arg(prefix)::text
       AND (lower(substring(s.full_name FROM '\S+$')) COLLATE "C") < (sqlc.arg(prefix)::text || chr(1114111))
       AND NOT ((lower(s.full_name) COLLATE "C") >= sqlc.arg(prefix)::text
                AND (lower(s.full_name) COLLATE "C") < (sqlc.arg(prefix)::text || chr(1114111)))
     LIMIT sqlc.arg(count_limit)::int)) c;
