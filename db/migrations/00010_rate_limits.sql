-- +goose Up
-- The counters of every rate limit, shared by all server instances (docs/adr/0009): one row per
-- policy ("bucket") and key, counting the events of one fixed window. Keys are stored as SHA-256
-- digests, so no e-mail address or client address sits in this table.
-- UNLOGGED: a crash may reset the counters, which costs nothing worth a WAL write per login.
CREATE UNLOGGED TABLE rate_limits (
    bucket      text        NOT NULL,
    key_hash    bytea       NOT NULL,
    hits        integer     NOT NULL,
    window_ends timestamptz NOT NULL,
    PRIMARY KEY (bucket, key_hash)
);
-- The sweeper deletes ended windows by this index.
CREATE INDEX rate_limits_window_ends_idx ON rate_limits (window_ends);

-- +goose Down
DROP TABLE rate_limits;
