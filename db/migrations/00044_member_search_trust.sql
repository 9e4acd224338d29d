-- +goose Up
-- What trust and safety changes in the search index of migration 00008, in one place
-- (docs/adr/0016-trust-and-safety.md):
-- * a paused profile is hidden from discovery like a suspended one: it has no entry;
-- * the index knows who is ID-verified, for "Verified profiles only". One partial index holds
--   exactly them, in the order search reads, with every filter column: a verified search walks
--   it and checks the other filters on its entries (adapters/postgres/search_trust.go).
ALTER TABLE member_search ADD COLUMN verified boolean NOT NULL DEFAULT false;
UPDATE member_search m SET verified = true FROM profiles p
WHERE p.account_id = m.account_id AND p.id_verified_at IS NOT NULL;
DELETE FROM member_search m USING profiles p WHERE p.account_id = m.account_id AND p.paused_at IS NOT NULL;
CREATE INDEX member_search_verified_idx ON member_search (gender, last_active_at DESC, account_id)
    INCLUDE (dob, caste, religion, city, mother_tongue) WHERE verified;

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION member_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO member_search (account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue, verified)
    SELECT account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue, id_verified_at IS NOT NULL
    FROM added WHERE suspended_at IS NULL AND paused_at IS NULL;
    RETURN NULL;
END $$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION member_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM member_search m USING before b WHERE m.account_id = b.account_id AND m.dob = b.dob;
    INSERT INTO member_search (account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue, verified)
    SELECT account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue, id_verified_at IS NOT NULL
    FROM after WHERE suspended_at IS NULL AND paused_at IS NULL;
    RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose Down
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION member_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO member_search
    SELECT account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue
    FROM added WHERE suspended_at IS NULL;
    RETURN NULL;
END $$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION member_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM member_search m USING before b WHERE m.account_id = b.account_id AND m.dob = b.dob;
    INSERT INTO member_search
    SELECT account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue
    FROM after WHERE suspended_at IS NULL;
    RETURN NULL;
END $$;
-- +goose StatementEnd
DROP INDEX member_search_verified_idx;
ALTER TABLE member_search DROP COLUMN verified;
INSERT INTO member_search
SELECT account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue
FROM profiles WHERE suspended_at IS NULL AND paused_at IS NOT NULL;
