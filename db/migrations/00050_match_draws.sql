-- +goose Up
-- Members' carousel pools drawn ahead of time (docs/adr/0018-matches-drawn-ahead.md): a first
-- load of the matches reads the pools drawn for the member today instead of walking the
-- candidate indexes (the costliest statement of the product). One row per member, shared by every
-- instance; `version` is the member's profile version and the date the pools were drawn for
-- (app/matches.go, matchVersion), and a load uses the pools only when it is the member's current one.
-- A drawer claims rows (pools NULL, claimed_until in the future) so several instances never draw
-- the same member twice.
CREATE TABLE match_draws (
    viewer_id     uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    drawn_on      date NOT NULL,
    version       text NOT NULL DEFAULT '',
    pools         bytea,
    claimed_until timestamptz
);
-- Random member ids do not compress: store the pools as they are and skip the attempt.
ALTER TABLE match_draws ALTER COLUMN pools SET STORAGE EXTERNAL;

-- +goose Down
DROP TABLE match_draws;
