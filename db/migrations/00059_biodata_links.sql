-- +goose Up
-- Share links of a member's biodata (docs/biodata.md, "Share links"): the owner hands a family a
-- URL that downloads the biodata without an account, until it expires or the owner revokes it.
-- Only the SHA-256 of the token is kept (domain/biodatalink.HashToken), as reset codes keep
-- theirs (00003): a copy of this table opens no biodata. Erasing the account removes its links.
CREATE TABLE biodata_links (
    id               uuid PRIMARY KEY,
    account_id       uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    token_hash       bytea NOT NULL CHECK (length(token_hash) = 32),
    lang             text NOT NULL CHECK (lang IN ('en', 'mr')),
    design           text NOT NULL CHECK (design IN ('traditional', 'elegant', 'simple')),
    -- The owner's choice when creating: a link holder is a stranger, so the phone and e-mail go
    -- through a link only when the owner asked for it.
    include_contact  boolean NOT NULL,
    created_at       timestamptz NOT NULL,
    expires_at       timestamptz NOT NULL CHECK (expires_at > created_at),
    revoked_at       timestamptz,
    downloads        integer NOT NULL DEFAULT 0,
    last_download_at timestamptz
);
CREATE UNIQUE INDEX biodata_links_token_key ON biodata_links (token_hash);
CREATE INDEX biodata_links_account_idx ON biodata_links (account_id, created_at);

-- +goose Down
DROP TABLE biodata_links;
