-- LockBiodataLinkOwner serialises one member's link creations, so the limit on live links holds
-- under concurrency.
-- name: LockBiodataLinkOwner :exec
SELECT pg_advisory_xact_lock(hashtextextended('biodata_links:' || sqlc.arg(account_id)::uuid::text, 0));

-- name: CountLiveBiodataLinks :one
SELECT count(*) FROM biodata_links
WHERE account_id = sqlc.arg(account_id) AND revoked_at IS NULL AND expires_at > sqlc.arg(now)::timestamptz;

-- name: InsertBiodataLink :exec
INSERT INTO biodata_links (id, account_id, token_hash, lang, design, include_contact, created_at, expires_at)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8);

-- name: LiveBiodataLinks :many
SELECT id, lang, design, include_contact, created_at, expires_at, revoked_at, downloads, last_download_at
FROM biodata_links
WHERE account_id = sqlc.arg(account_id) AND revoked_at IS NULL AND expires_at > sqlc.arg(now)::timestamptz
ORDER BY created_at DESC, id;

-- Revoking twice keeps the first instant; a link of another member's is no row (not found).
-- name: RevokeBiodataLink :execrows
UPDATE biodata_links SET revoked_at = coalesce(revoked_at, sqlc.arg(now)::timestamptz)
WHERE id = sqlc.arg(id) AND account_id = sqlc.arg(account_id);

-- name: BiodataLinkByToken :one
SELECT id, account_id, lang, design, include_contact, created_at, expires_at, revoked_at, downloads, last_download_at
FROM biodata_links WHERE token_hash = $1;

-- name: CountBiodataDownload :exec
UPDATE biodata_links SET downloads = downloads + 1, last_download_at = sqlc.arg(now)::timestamptz
WHERE id = sqlc.arg(id);

-- The data export lists every link the member made, with no token (only its hash is stored).
-- name: ExportBiodataLinks :many
SELECT id, lang, design, include_contact, created_at, expires_at, revoked_at, downloads, last_download_at
FROM biodata_links WHERE account_id = $1 ORDER BY created_at, id;
