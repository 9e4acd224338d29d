-- +goose Up
-- The change log of member_search, for the search index each server instance keeps in memory
-- (docs/adr/0023-search-in-memory.md): every statement that writes profiles logs the members it
-- wrote, with its transaction's id. An instance reads what was logged by transactions it has not
-- seen (xid at or past the oldest transaction still running when it last read) and reads those
-- members' rows again; a member logged twice is read once.
-- A member whose profile is deleted (an erasure) leaves nothing here: their rows in the log go
-- with the profile, and the instances learn of it from a notice (which nothing stores).
-- Every other change sends an empty notice too (one per transaction: PostgreSQL folds equal
-- notices), so that the instances read the log as soon as it is committed rather than at their
-- next poll: a search overlays what they have not read, and that stays little.
CREATE TABLE member_search_changes (
    xid        xid8 NOT NULL DEFAULT pg_current_xact_id(),
    account_id uuid NOT NULL,
    -- only the member's last activity changed: the order of search moves, not who matches.
    activity_only boolean NOT NULL DEFAULT false,
    logged_at  timestamptz NOT NULL DEFAULT now()
) WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE INDEX member_search_changes_xid_idx ON member_search_changes (xid);
CREATE INDEX member_search_changes_account_idx ON member_search_changes (account_id);
-- What a search overlays: changes of who matches. Activity is read by the instances' readers only
-- (a search's order may lag a moment behind a member's last visit).
CREATE INDEX member_search_changes_matching_idx ON member_search_changes (xid) WHERE NOT activity_only;

-- +goose StatementBegin
CREATE FUNCTION member_search_log_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO member_search_changes (account_id) SELECT account_id FROM added;
    PERFORM pg_notify('reshimgathi_search_changed', '');
    RETURN NULL;
END $$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE FUNCTION member_search_log_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO member_search_changes (account_id, activity_only)
    SELECT a.account_id, coalesce(to_jsonb(ra) - 'last_active_at' = to_jsonb(rb) - 'last_active_at', false)
    FROM added a JOIN before b ON b.account_id = a.account_id
    LEFT JOIN LATERAL member_search_row(a) ra ON true
    LEFT JOIN LATERAL member_search_row(b) rb ON true;
    PERFORM pg_notify('reshimgathi_search_changed', '');
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
CREATE TRIGGER member_search_log_changed AFTER UPDATE ON profiles REFERENCING OLD TABLE AS before NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION member_search_log_changed();
CREATE TRIGGER member_search_log_removed AFTER DELETE ON profiles REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION member_search_log_removed();

-- +goose Down
DROP TRIGGER member_search_log_added ON profiles;
DROP TRIGGER member_search_log_changed ON profiles;
DROP TRIGGER member_search_log_removed ON profiles;
DROP FUNCTION member_search_log_added();
DROP FUNCTION member_search_log_changed();
DROP FUNCTION member_search_log_removed();
DROP TABLE member_search_changes;
