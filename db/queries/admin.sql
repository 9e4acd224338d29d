-- The admin area (docs/adr/0011-admin.md).

-- name: CountAdmins :one
SELECT count(*) FROM accounts WHERE role = 'admin';

-- name: TOTPState :one
SELECT pending, secret, enabled_at, last_step,
       (SELECT count(*) FROM admin_recovery_codes c WHERE c.account_id = t.account_id AND c.used_at IS NULL) AS codes_left
FROM admin_totp t WHERE t.account_id = $1;

-- name: SetPendingTOTP :exec
INSERT INTO admin_totp (account_id, pending) VALUES ($1, $2)
ON CONFLICT (account_id) DO UPDATE SET pending = excluded.pending;

-- EnableTOTP turns the pending secret on, once: the code that confirmed it is used up too.
-- name: EnableTOTP :one
UPDATE admin_totp SET secret = pending, pending = NULL, enabled_at = sqlc.arg(now)::timestamptz,
       last_step = sqlc.arg(step)::bigint
WHERE account_id = $1 AND pending IS NOT NULL AND enabled_at IS NULL
RETURNING account_id;

-- name: DeleteRecoveryCodes :exec
DELETE FROM admin_recovery_codes WHERE account_id = $1;

-- name: InsertRecoveryCode :exec
INSERT INTO admin_recovery_codes (account_id, code_hash) VALUES ($1, $2);

-- name: DisableTOTP :exec
DELETE FROM admin_totp WHERE account_id = $1;

-- UseTOTPStep accepts a code's time step once: a replay of the same or an earlier code finds
-- no row (RFC 6238 §5.2).
-- name: UseTOTPStep :execrows
UPDATE admin_totp SET last_step = sqlc.arg(step)::bigint
WHERE account_id = $1 AND enabled_at IS NOT NULL AND last_step < sqlc.arg(step)::bigint;

-- UseRecoveryCode spends a recovery code once: of two concurrent logins with it only one wins.
-- name: UseRecoveryCode :execrows
UPDATE admin_recovery_codes SET used_at = sqlc.arg(now)::timestamptz
WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL;

-- name: InsertAudit :exec
INSERT INTO admin_audit (at, admin_id, admin_email, action, member_id, member_code, fields)
VALUES ($1, $2, $3, $4, $5, $6, $7);

-- AuditPage filters by whichever of admin, action, member and time range are given.
-- name: AuditPage :many
SELECT id, at, admin_id, admin_email, action, member_id, member_code, fields
FROM admin_audit
WHERE (sqlc.narg(admin)::uuid IS NULL OR admin_id = sqlc.narg(admin)::uuid)
  AND (sqlc.narg(action)::text IS NULL OR action = sqlc.narg(action)::text)
  AND (sqlc.narg(member)::text IS NULL OR member_code = sqlc.narg(member)::text)
  AND (sqlc.narg(from_at)::timestamptz IS NULL OR at >= sqlc.narg(from_at)::timestamptz)
  AND (sqlc.narg(to_at)::timestamptz IS NULL OR at < sqlc.narg(to_at)::timestamptz)
ORDER BY at DESC, id DESC
LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset);

-- name: CountAudit :one
SELECT count(*) FROM admin_audit
WHERE (sqlc.narg(admin)::uuid IS NULL OR admin_id = sqlc.narg(admin)::uuid)
  AND (sqlc.narg(action)::text IS NULL OR action = sqlc.narg(action)::text)
  AND (sqlc.narg(member)::text IS NULL OR member_code = sqlc.narg(member)::text)
  AND (sqlc.narg(from_at)::timestamptz IS NULL OR at >= sqlc.narg(from_at)::timestamptz)
  AND (sqlc.narg(to_at)::timestamptz IS NULL OR at < sqlc.narg(to_at)::timestamptz);

-- name: ListAdmins :many
SELECT id, email FROM accounts WHERE role = 'admin' ORDER BY email;
