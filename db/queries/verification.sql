-- Verification badges (docs/adr/0016-trust-and-safety.md).

-- MarkEmailVerified sets the badge only while the account still has the address the link was
-- sent to: a link mailed before an address change proves nothing about the new one.
-- name: MarkEmailVerified :execrows
UPDATE profiles p SET email_verified_at = coalesce(p.email_verified_at, sqlc.arg(now)::timestamptz)
FROM accounts a
WHERE p.account_id = sqlc.arg(account)::uuid AND a.id = p.account_id AND a.email = sqlc.arg(email)::text;

-- name: CancelLivePhoneCodes :exec
UPDATE phone_codes SET consumed_at = sqlc.arg(now)::timestamptz
WHERE account_id = sqlc.arg(account)::uuid AND consumed_at IS NULL;

-- name: InsertPhoneCode :exec
INSERT INTO phone_codes (id, account_id, phone, code_hash, expires_at, created_at)
VALUES ($1, $2, $3, $4, $5, $6);

-- ConfirmPhoneCode checks a code in one statement: a right one is used up and, if the account
-- still has the number it was sent to, earns the badge; a wrong one counts a try and the code
-- dies on the last allowed miss. No row: no live code. Of two concurrent right answers only one
-- finds the code live (the row lock makes the second re-read it consumed).
-- name: ConfirmPhoneCode :one
WITH tried AS (
    UPDATE phone_codes
    SET attempts    = attempts + CASE WHEN code_hash = sqlc.arg(code_hash)::bytea THEN 0 ELSE 1 END,
        consumed_at = CASE WHEN code_hash = sqlc.arg(code_hash)::bytea OR attempts + 1 >= sqlc.arg(max_attempts)::int
                           THEN sqlc.arg(now)::timestamptz ELSE NULL END
    WHERE account_id = sqlc.arg(account)::uuid AND consumed_at IS NULL AND expires_at > sqlc.arg(now)::timestamptz
    RETURNING phone, (code_hash = sqlc.arg(code_hash)::bytea)::boolean AS matched
), verified AS (
    UPDATE profiles p SET phone_verified_at = sqlc.arg(now)::timestamptz
    FROM tried t, accounts a
    WHERE t.matched AND p.account_id = sqlc.arg(account)::uuid AND a.id = p.account_id AND a.phone = t.phone
    RETURNING p.account_id
)
SELECT t.matched, EXISTS (SELECT 1 FROM verified)::boolean AS verified FROM tried t;

-- LivePhoneCode is when the code texted to phone stops working, if one is waiting to be entered
-- (the verification page shows its code box again after a reload). A code dies on its last
-- allowed miss, so a live one is never past its tries.
-- name: LivePhoneCode :one
SELECT expires_at FROM phone_codes
WHERE account_id = sqlc.arg(account)::uuid AND phone = sqlc.arg(phone)::text AND consumed_at IS NULL
  AND expires_at > sqlc.arg(now)::timestamptz;

-- name: CountPhoneCodesSince :one
SELECT count(*) FROM phone_codes WHERE account_id = $1 AND created_at > sqlc.arg(since)::timestamptz;

-- name: InsertVerificationRequest :exec
INSERT INTO verification_requests (id, account_id, kind, document_type, image_key, submitted_at)
VALUES ($1, $2, $3, $4, $5, $6);

-- name: MemberVerificationRequests :many
SELECT DISTINCT ON (kind) id, kind, document_type, status, submitted_at, decided_at, reason
FROM verification_requests
WHERE account_id = $1
ORDER BY kind, submitted_at DESC;

-- name: VerificationBadges :one
SELECT email_verified_at, phone_verified_at, id_verified_at, photo_verified_at FROM profiles WHERE account_id = $1;

-- The admins' queue, oldest first (the 24-hour promise is kept from the front).
-- name: VerificationQueue :many
SELECT v.id, v.kind, v.document_type, v.submitted_at, p.account_id, p.member_code, p.full_name, p.photo_id,
       p.id_verified_at, p.photo_verified_at
FROM verification_requests v JOIN profiles p ON p.account_id = v.account_id
WHERE v.status = 'pending'
ORDER BY v.submitted_at, v.id
LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset);

-- name: CountVerificationQueue :one
SELECT count(*) FROM verification_requests WHERE status = 'pending';

-- name: PendingVerification :one
SELECT v.id, v.account_id, v.kind, v.image_key, p.member_code
FROM verification_requests v JOIN profiles p ON p.account_id = v.account_id
WHERE v.id = $1 AND v.status = 'pending';

-- DecideVerification settles a pending request once (of two admins deciding at once, one wins)
-- and forgets its image key in the same change; the caller deletes the image after the commit.
-- name: DecideVerification :one
UPDATE verification_requests
SET status = sqlc.arg(status), decided_at = sqlc.arg(now)::timestamptz, decided_by = sqlc.arg(admin)::uuid,
    reason = sqlc.narg(reason), image_key = NULL
WHERE id = sqlc.arg(id) AND status = 'pending'
RETURNING account_id, kind;

-- name: GrantIDBadge :exec
UPDATE profiles SET id_verified_at = sqlc.arg(now)::timestamptz WHERE account_id = sqlc.arg(account)::uuid;

-- name: GrantPhotoBadge :exec
UPDATE profiles SET photo_verified_at = sqlc.arg(now)::timestamptz WHERE account_id = sqlc.arg(account)::uuid;

-- The images a member's pending requests hold, for erasure to delete after the rows go.
-- name: PendingVerificationImages :many
SELECT image_key::text FROM verification_requests WHERE account_id = $1 AND image_key IS NOT NULL FOR UPDATE;
