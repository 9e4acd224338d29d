-- Declarations and grievances (docs/adr/0016-trust-and-safety.md).

-- name: RecordDeclarations :exec
INSERT INTO member_declarations (account_id, intent_to_marry, information_true, age_confirmed, declared_at, declared_ip)
VALUES ($1, true, true, true, $2, $3)
ON CONFLICT (account_id) DO NOTHING;

-- name: MemberDeclarations :one
SELECT declared_at, declared_ip FROM member_declarations WHERE account_id = $1;

-- name: InsertGrievance :exec
INSERT INTO grievances (id, ticket, name, email, phone, member_code, against_code, category, description,
                        created_at, updated_at)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10);

-- name: AcknowledgeGrievance :execrows
UPDATE grievances SET acknowledged_at = coalesce(acknowledged_at, sqlc.arg(now)::timestamptz)
WHERE id = sqlc.arg(id);

-- A ticket is read with the e-mail address it was filed with: a ticket number alone shows nothing.
-- name: GrievanceByTicket :one
SELECT * FROM grievances WHERE ticket = $1 AND email = $2;

-- name: GrievanceByID :one
SELECT * FROM grievances WHERE id = $1;

-- The officer's list: open tickets oldest first (their clocks), or every ticket newest first.
-- name: OpenGrievances :many
SELECT * FROM grievances WHERE status IN ('received', 'in-progress')
ORDER BY created_at, id
LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset);

-- name: CountOpenGrievances :one
SELECT count(*) FROM grievances WHERE status IN ('received', 'in-progress');

-- name: AllGrievances :many
SELECT * FROM grievances
ORDER BY created_at DESC, id
LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset);

-- name: CountGrievances :one
SELECT count(*) FROM grievances;

-- name: UpdateGrievance :one
UPDATE grievances
SET status = sqlc.arg(status), resolution = sqlc.narg(resolution), handled_by = sqlc.arg(admin)::uuid,
    updated_at = sqlc.arg(now)::timestamptz,
    acknowledged_at = coalesce(acknowledged_at, sqlc.arg(now)::timestamptz),
    resolved_at = CASE WHEN sqlc.arg(status) IN ('resolved', 'rejected') THEN coalesce(resolved_at, sqlc.arg(now)::timestamptz) ELSE NULL END
WHERE id = sqlc.arg(id)
RETURNING *;
