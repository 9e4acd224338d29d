-- +goose Up
-- The change log of member_search, for the search index each server instance keeps in memory
-- (docs/adr/0023-search-in-memory.md): every statement that writes profiles logs the members it
-- wrote, with its transaction's id. An instance reads what was logged by transactions it has not
-- seen (xid at or past the oldest transaction still running when it last read) and reads those
-- members' rows again; a member logged twice is read once.
-- A member whose profile is deleted (an erasure) leaves nothing here: their rows in the log go
-- with the profile, and the instances learn of it from a notice (which nothing stores).
CREATE TABLE member_search_changes (
    xid        xid8 NOT NULL DEFAULT pg_current_xact_id(),
    account_id uuid NOT NULL,
    logged_at  timestamptz NOT NULL DEFAULT now()
) WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE INDEX member_search_changes_xid_idx ON member_search_changes (xid);
CREATE INDEX member_search_changes_account_idx ON member_search_changes (account_id);

-- +goose StatementBegin
CREATE FUNCTION member_search_log_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO member_search_changes (account_id) SELECT account_id FROM added;
    RETURN NULL;
END $$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE FUNCTION member_search_log_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM member_search_changes c USING removed r WHERE c.account_id = r.account_id;
    PERFORM pg_notify('reshimgathi_search_removed', r.account_id::text) FROM removed r;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER member_search_log_added AFTER INSERT ON profiles REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION member_search_log_added();
CREATE TRIGGER member_search_log_changed AFTER UPDATE ON profiles REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION member_search_log_added();
CREATE TRIGGER member_search_log_removed AFTER DELETE ON profiles REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION member_search_log_removed();

-- +goose Down
DROP TRIGGER member_search_log_added ON profiles;
DROP TRIGGER member_search_log_changed ON profiles;
DROP TRIGGER member_search_log_removed ON profiles;
DROP FUNCTION member_search_log_added();
DROP FUNCTION member_search_log_removed();
DROP TABLE member_search_changes;
