-- +goose Up
-- The version of what a viewer's profile views depend on besides the profile itself (their
-- requests, blocks either way, shortlist, photo requests, subscriptions and reveals, and their
-- own gender and stars): docs/adr/0019-viewer-facts.md. A server keeps those facts per viewer in
-- memory and reads only this number with the profile; every change to them raises it in the
-- change's own transaction, so a cached copy is never used after a change has committed.
CREATE TABLE viewer_facts_versions (
    account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    version    bigint NOT NULL
);

-- +goose StatementBegin
-- viewer_facts_changed raises the version of the accounts named in the old and the new row by the
-- trigger's arguments before '|' (column names); the columns after '|' name the other member of
-- the row, whose own facts it is not. Ids are raised in order, so that two transactions never wait
-- on each other's rows the other way round.
--
-- A row naming an account that no longer exists is being removed by that account's erasure (the
-- cascade of accounts' foreign keys): it raises nothing. The erased member's profile is gone for
-- every viewer, so no fact about them can be shown again, and raising the versions of everyone the
-- erased member was paired with would lock their rows in the cascade's order.
CREATE FUNCTION viewer_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    raised uuid[] := '{}';
    named uuid[] := '{}';
    col text;
    others boolean := false;
    id uuid;
BEGIN
    FOREACH col IN ARRAY TG_ARGV LOOP
        IF col = '|' THEN
            others := true;
            CONTINUE;
        END IF;
        FOREACH id IN ARRAY ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN (to_jsonb(OLD) ->> col)::uuid END,
                                  CASE WHEN TG_OP <> 'DELETE' THEN (to_jsonb(NEW) ->> col)::uuid END] LOOP
            CONTINUE WHEN id IS NULL;
            named := named || id;
            IF NOT others THEN
                raised := raised || id;
            END IF;
        END LOOP;
    END LOOP;
    IF EXISTS (SELECT 1 FROM unnest(named) AS n WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = n)) THEN
        RETURN NULL;
    END IF;
    INSERT INTO viewer_facts_versions AS v (account_id, version)
    SELECT DISTINCT r, 1 FROM unnest(raised) AS r ORDER BY r
    ON CONFLICT (account_id) DO UPDATE SET version = v.version + 1;
    RETURN NULL;
END $$;
-- +goose StatementEnd

CREATE TRIGGER viewer_facts_requests AFTER INSERT OR UPDATE OR DELETE ON connection_requests
    FOR EACH ROW EXECUTE FUNCTION viewer_facts_changed('sender_id', 'receiver_id');
CREATE TRIGGER viewer_facts_blocks AFTER INSERT OR UPDATE OR DELETE ON blocks
    FOR EACH ROW EXECUTE FUNCTION viewer_facts_changed('blocker_id', 'blocked_id');
CREATE TRIGGER viewer_facts_shortlists AFTER INSERT OR UPDATE OR DELETE ON shortlists
    FOR EACH ROW EXECUTE FUNCTION viewer_facts_changed('member_id', '|', 'saved_id');
CREATE TRIGGER viewer_facts_photo_requests AFTER INSERT OR UPDATE OR DELETE ON photo_requests
    FOR EACH ROW EXECUTE FUNCTION viewer_facts_changed('requester_id', '|', 'owner_id');
CREATE TRIGGER viewer_facts_subscriptions AFTER INSERT OR UPDATE OR DELETE ON subscriptions
    FOR EACH ROW EXECUTE FUNCTION viewer_facts_changed('account_id');
CREATE TRIGGER viewer_facts_reveals AFTER INSERT OR UPDATE OR DELETE ON contact_reveals
    FOR EACH ROW EXECUTE FUNCTION viewer_facts_changed('viewer_id', '|', 'member_id');
CREATE TRIGGER viewer_facts_new_profile AFTER INSERT ON profiles
    FOR EACH ROW EXECUTE FUNCTION viewer_facts_changed('account_id');
CREATE TRIGGER viewer_facts_profile_stars AFTER UPDATE OF gender, horoscope_key ON profiles
    FOR EACH ROW WHEN (OLD.gender IS DISTINCT FROM NEW.gender OR OLD.horoscope_key IS DISTINCT FROM NEW.horoscope_key)
    EXECUTE FUNCTION viewer_facts_changed('account_id');

-- +goose Down
DROP TRIGGER viewer_facts_profile_stars ON profiles;
DROP TRIGGER viewer_facts_new_profile ON profiles;
DROP TRIGGER viewer_facts_reveals ON contact_reveals;
DROP TRIGGER viewer_facts_subscriptions ON subscriptions;
DROP TRIGGER viewer_facts_photo_requests ON photo_requests;
DROP TRIGGER viewer_facts_shortlists ON shortlists;
DROP TRIGGER viewer_facts_blocks ON blocks;
DROP TRIGGER viewer_facts_requests ON connection_requests;
DROP FUNCTION viewer_facts_changed();
DROP TABLE viewer_facts_versions;
