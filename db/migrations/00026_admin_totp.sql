-- +goose Up
-- Two-factor sign-in for admins (RFC 6238 TOTP). The secret is sealed (AES-256-GCM with a key
-- under DATA_DIR/secrets) before it is stored: a copy of the database alone cannot mint codes.
CREATE TABLE admin_totp (
    account_id  uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    -- The secret being set up (shown as a QR code) until a code confirms it.
    pending     bytea,
    secret      bytea,
    enabled_at  timestamptz,
    -- The last time step a code was accepted for: a code is good once (RFC 6238 §5.2).
    last_step   bigint NOT NULL DEFAULT 0,
    CHECK (enabled_at IS NULL OR secret IS NOT NULL)
);

-- Single-use recovery codes, stored as SHA-256 digests (they are random, so no slow hash is needed).
CREATE TABLE admin_recovery_codes (
    account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    code_hash  bytea NOT NULL,
    used_at    timestamptz,
    PRIMARY KEY (account_id, code_hash)
);

-- +goose Down
DROP TABLE admin_recovery_codes;
DROP TABLE admin_totp;
