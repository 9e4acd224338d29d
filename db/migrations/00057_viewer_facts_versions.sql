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
-- raise_viewer_facts raises the versions of the accounts in raised (the members whose facts the
-- changed row belongs to), in id order so that two transactions never wait on each other's rows
-- the other way round. other is the row's other member, whose own facts it is not.
--
-- A row naming an account that no longer exists is being removed by that account's erasure (the
-- cascade of accounts' foreign keys): it raises nothing. The erased member's profile is gone for
-- every viewer, so no fact about them can be shown again, and raising the versions of everyone the
-- erased member was paired with would lock their rows in the cascade's order.
CREATE FUNCTION raise_viewer_facts(raised uuid[], other uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    member uuid;
BEGIN
    IF other IS NOT NULL AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = other) THEN
        RETURN;
    END IF;
    FOREACH member IN ARRAY raised LOOP
        IF NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = member) THEN
            RETURN;
        END IF;
    END LOOP;
    IF array_length(raised, 1) = 2 AND raised[1] > raised[2] THEN
        raised := ARRAY[raised[2], raised[1]];
    END IF;
    FOREACH member IN ARRAY raised LOOP
        INSERT INTO viewer_facts_versions AS v (account_id, version) VALUES (member, 1)
        ON CONFLICT (account_id) DO UPDATE SET version = v.version + 1;
    END LOOP;
END $$;
-- +goose StatementEnd

-- One small trigger function per table below, rather than one reading its columns by name
-- (to_jsonb(NEW) ->> column): that cost a shortlist insert twice as much (docs/adr/0019-viewer-facts.md).

-- +goose StatementBegin
-- A row of connection_requests is part of both members' facts; an update that moves the row
-- to other members (never made today) raises the old ones too.
CREATE FUNCTION viewer_facts_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR (OLD.sender_id, OLD.receiver_id) IS DISTINCT FROM (NEW.sender_id, NEW.receiver_id)) THEN
        PERFORM raise_viewer_facts(ARRAY[OLD.sender_id, OLD.receiver_id], NULL);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        PERFORM raise_viewer_facts(ARRAY[NEW.sender_id, NEW.receiver_id], NULL);
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER viewer_facts_requests AFTER INSERT OR UPDATE OR DELETE ON connection_requests
    FOR EACH ROW EXECUTE FUNCTION viewer_facts_requests();

-- +goose StatementBegin
-- A row of blocks is part of both members' facts; an update that moves the row
-- to other members (never made today) raises the old ones too.
CREATE FUNCTION viewer_facts_blocks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR (OLD.blocker_id, OLD.blocked_id) IS DISTINCT FROM (NEW.blocker_id, NEW.blocked_id)) THEN
        PERFORM raise_viewer_facts(ARRAY[OLD.blocker_id, OLD.blocked_id], NULL);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        PERFORM raise_viewer_facts(ARRAY[NEW.blocker_id, NEW.blocked_id], NULL);
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER viewer_facts_blocks AFTER INSERT OR UPDATE OR DELETE ON blocks
    FOR EACH ROW EXECUTE FUNCTION viewer_facts_blocks();

-- +goose StatementBegin
-- A row of shortlists is part of the member's facts; an update that moves the row
-- to other members (never made today) raises the old ones too.
CREATE FUNCTION viewer_facts_shortlists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR (OLD.member_id, OLD.saved_id) IS DISTINCT FROM (NEW.member_id, NEW.saved_id)) THEN
        PERFORM raise_viewer_facts(ARRAY[OLD.member_id], OLD.saved_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        PERFORM raise_viewer_facts(ARRAY[NEW.member_id], NEW.saved_id);
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER viewer_facts_shortlists AFTER INSERT OR UPDATE OR DELETE ON shortlists
    FOR EACH ROW EXECUTE FUNCTION viewer_facts_shortlists();

-- +goose StatementBegin
-- A row of photo_requests is part of the requester's facts; an update that moves the row
-- to other members (never made today) raises the old ones too.
CREATE FUNCTION viewer_facts_photo_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR (OLD.requester_id, OLD.owner_id) IS DISTINCT FROM (NEW.requester_id, NEW.owner_id)) THEN
        PERFORM raise_viewer_facts(ARRAY[OLD.requester_id], OLD.owner_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        PERFORM raise_viewer_facts(ARRAY[NEW.requester_id], NEW.owner_id);
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER viewer_facts_photo_requests AFTER INSERT OR UPDATE OR DELETE ON photo_requests
    FOR EACH ROW EXECUTE FUNCTION viewer_facts_photo_requests();

-- +goose StatementBegin
-- A row of contact_reveals is part of the viewer's facts; an update that moves the row
-- to other members (never made today) raises the old ones too.
CREATE FUNCTION viewer_facts_reveals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR (OLD.viewer_id, OLD.member_id) IS DISTINCT FROM (NEW.viewer_id, NEW.member_id)) THEN
        PERFORM raise_viewer_facts(ARRAY[OLD.viewer_id], OLD.member_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        PERFORM raise_viewer_facts(ARRAY[NEW.viewer_id], NEW.member_id);
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER viewer_facts_reveals AFTER INSERT OR UPDATE OR DELETE ON contact_reveals
    FOR EACH ROW EXECUTE FUNCTION viewer_facts_reveals();

-- +goose StatementBegin
-- A subscription, and the viewer's own gender and stars with their source (their profile), are the
-- account's facts.
-- A new profile raises nothing: facts read while a viewer had no profile are never kept
-- (adapters/postgres/viewerfacts.go), and registering writes the profile with the account.
CREATE FUNCTION viewer_facts_own() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.account_id IS DISTINCT FROM NEW.account_id) THEN
        PERFORM raise_viewer_facts(ARRAY[OLD.account_id], NULL);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        PERFORM raise_viewer_facts(ARRAY[NEW.account_id], NULL);
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER viewer_facts_subscriptions AFTER INSERT OR UPDATE OR DELETE ON subscriptions
    FOR EACH ROW EXECUTE FUNCTION viewer_facts_own();
CREATE TRIGGER viewer_facts_profile_stars AFTER UPDATE OF gender, horoscope_key, horoscope_source ON profiles
    FOR EACH ROW WHEN (OLD.gender IS DISTINCT FROM NEW.gender OR OLD.horoscope_key IS DISTINCT FROM NEW.horoscope_key
                       OR OLD.horoscope_source IS DISTINCT FROM NEW.horoscope_source)
    EXECUTE FUNCTION viewer_facts_own();

-- +goose Down
DROP TRIGGER viewer_facts_profile_stars ON profiles;
DROP TRIGGER viewer_facts_subscriptions ON subscriptions;
DROP TRIGGER viewer_facts_reveals ON contact_reveals;
DROP TRIGGER viewer_facts_photo_requests ON photo_requests;
DROP TRIGGER viewer_facts_shortlists ON shortlists;
DROP TRIGGER viewer_facts_blocks ON blocks;
DROP TRIGGER viewer_facts_requests ON connection_requests;
DROP FUNCTION viewer_facts_own();
DROP FUNCTION viewer_facts_reveals();
DROP FUNCTION viewer_facts_photo_requests();
DROP FUNCTION viewer_facts_shortlists();
DROP FUNCTION viewer_facts_blocks();
DROP FUNCTION viewer_facts_requests();
DROP FUNCTION raise_viewer_facts(uuid[], uuid);
DROP TABLE viewer_facts_versions;
