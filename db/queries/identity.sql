-- name: InsertAccount :exec
INSERT INTO accounts (id, email, phone, password_hash, role, created_at, registration_ip)
VALUES ($1, $2, $3, $4, $5, $6, $7);

-- An account with what authentication needs of its profile: a suspended member is refused.
-- Admins have no profile.
-- name: AccountByEmail :one
SELECT a.id, a.email, a.phone, a.password_hash, a.role, a.tokens_valid_after,
       (p.suspended_at IS NOT NULL)::boolean AS suspended, p.status_reason
FROM accounts a LEFT JOIN profiles p ON p.account_id = a.id
WHERE a.email = $1;

-- name: AccountByID :one
SELECT a.id, a.email, a.phone, a.password_hash, a.role, a.tokens_valid_after,
       (p.suspended_at IS NOT NULL)::boolean AS suspended, p.status_reason
FROM accounts a LEFT JOIN profiles p ON p.account_id = a.id
WHERE a.id = $1;

-- name: SetPasswordHash :exec
UPDATE accounts SET password_hash = $2 WHERE id = $1;

-- name: RevokeTokens :exec
UPDATE accounts SET tokens_valid_after = greatest(tokens_valid_after, sqlc.arg(at)::timestamptz) WHERE id = $1;

-- name: UpdateContact :exec
UPDATE accounts SET email = $2, phone = $3 WHERE id = $1;

-- name: CountResetsSince :one
SELECT count(*) FROM password_resets WHERE account_id = $1 AND created_at > sqlc.arg(since)::timestamptz;

-- name: CancelLiveResets :exec
UPDATE password_resets SET consumed_at = sqlc.arg(now)::timestamptz WHERE account_id = $1 AND consumed_at IS NULL;

-- name: InsertReset :exec
INSERT INTO password_resets (id, account_id, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5);

-- VerifyReset checks a code in one statement: a right code marks the live reset verified, a
-- wrong one counts an attempt and kills the code on the last allowed miss. No row: no live code.
-- name: VerifyReset :one
UPDATE password_resets
SET attempts    = attempts + CASE WHEN code_hash = sqlc.arg(code_hash)::bytea THEN 0 ELSE 1 END,
    verified_at = CASE WHEN code_hash = sqlc.arg(code_hash)::bytea THEN coalesce(verified_at, sqlc.arg(now)::timestamptz) ELSE verified_at END,
    consumed_at = CASE WHEN code_hash <> sqlc.arg(code_hash)::bytea AND attempts + 1 >= sqlc.arg(max_attempts)::int
                       THEN sqlc.arg(now)::timestamptz ELSE consumed_at END
WHERE account_id = sqlc.arg(account_id) AND consumed_at IS NULL AND expires_at > sqlc.arg(now)::timestamptz
RETURNING (code_hash = sqlc.arg(code_hash)::bytea)::boolean AS matched;

-- ConsumeReset uses a verified code exactly once: of two concurrent resets only one gets the row.
-- name: ConsumeReset :one
UPDATE password_resets SET consumed_at = sqlc.arg(now)::timestamptz
WHERE account_id = sqlc.arg(account_id) AND consumed_at IS NULL AND verified_at IS NOT NULL
  AND expires_at > sqlc.arg(now)::timestamptz AND code_hash = sqlc.arg(code_hash)::bytea
RETURNING id;

-- name: LockAccount :one
SELECT id FROM accounts WHERE id = $1 FOR UPDATE;

-- AnnounceAccountChange tells every instance to drop its cached copy of the account (delivered
-- at commit, with the change that made it stale).
-- name: AnnounceAccountChange :exec
SELECT pg_notify('reshimgathi_accounts', sqlc.arg(account)::text);
