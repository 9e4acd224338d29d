-- +goose Up
-- Verification badges (docs/adr/0016-trust-and-safety.md): an e-mail proved by a signed link, a
-- phone by a texted code, an identity document and a selfie checked by an admin. Each badge is
-- the moment it was earned, on the profile, so every card and profile reads it with the row it
-- already reads.
ALTER TABLE profiles
    ADD COLUMN email_verified_at timestamptz,
    ADD COLUMN phone_verified_at timestamptz,
    ADD COLUMN id_verified_at    timestamptz,
    ADD COLUMN photo_verified_at timestamptz;

-- A new address or number has proved nothing yet: whatever changes it (the member's edit, an
-- admin's), its badge goes in the same transaction.
-- +goose StatementBegin
CREATE FUNCTION contact_verification_lapses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE profiles
    SET email_verified_at = CASE WHEN NEW.email IS DISTINCT FROM OLD.email THEN NULL ELSE email_verified_at END,
        phone_verified_at = CASE WHEN NEW.phone IS DISTINCT FROM OLD.phone THEN NULL ELSE phone_verified_at END
    WHERE account_id = NEW.id AND (email_verified_at IS NOT NULL OR phone_verified_at IS NOT NULL);
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER contact_verification_lapses AFTER UPDATE OF email, phone ON accounts
    FOR EACH ROW WHEN (NEW.email IS DISTINCT FROM OLD.email OR NEW.phone IS DISTINCT FROM OLD.phone)
    EXECUTE FUNCTION contact_verification_lapses();

-- The same for what an admin checked: a new picture was not compared with the selfie, and a new
-- name or birth date is not the one on the identity document.
-- +goose StatementBegin
CREATE FUNCTION profile_verification_lapses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.photo_id IS DISTINCT FROM OLD.photo_id THEN
        NEW.photo_verified_at := NULL;
    END IF;
    IF NEW.full_name IS DISTINCT FROM OLD.full_name OR NEW.dob IS DISTINCT FROM OLD.dob THEN
        NEW.id_verified_at := NULL;
    END IF;
    RETURN NEW;
END $$;
-- +goose StatementEnd
CREATE TRIGGER profile_verification_lapses BEFORE UPDATE OF photo_id, full_name, dob ON profiles
    FOR EACH ROW EXECUTE FUNCTION profile_verification_lapses();

-- Texted phone codes: 6 digits, only the hash kept, for the number they were sent to (a code
-- proves that number, not whatever the account holds later), alive 10 minutes, dead after 5
-- wrong tries, used once. A new code cancels the old one.
CREATE TABLE phone_codes (
    id          uuid PRIMARY KEY,
    account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    phone       text NOT NULL,
    code_hash   bytea NOT NULL,
    expires_at  timestamptz NOT NULL,
    attempts    integer NOT NULL DEFAULT 0,
    consumed_at timestamptz,
    created_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX phone_codes_one_live ON phone_codes (account_id) WHERE consumed_at IS NULL;
CREATE INDEX phone_codes_account_idx ON phone_codes (account_id, created_at DESC);

-- Documents a member sends for an admin to check: a government ID (kind 'id') or a selfie to
-- compare with the profile picture (kind 'photo'). The image lives in private storage under
-- image_key, which no member route serves, and is deleted once an admin decides (image_key
-- becomes NULL in the deciding transaction). The queue reads pending items oldest first.
CREATE TABLE verification_requests (
    id            uuid PRIMARY KEY,
    account_id    uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    kind          text NOT NULL CHECK (kind IN ('id', 'photo')),
    document_type text CHECK (document_type IN ('aadhaar', 'pan', 'passport', 'voter-id', 'driving-licence')),
    image_key     text,
    status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    submitted_at  timestamptz NOT NULL,
    decided_at    timestamptz,
    decided_by    uuid REFERENCES accounts (id) ON DELETE SET NULL,
    reason        text,
    CHECK ((kind = 'id') = (document_type IS NOT NULL)),
    CHECK ((status = 'pending') = (decided_at IS NULL)),
    CHECK (status = 'pending' OR image_key IS NULL)
);
CREATE UNIQUE INDEX verification_requests_one_pending ON verification_requests (account_id, kind) WHERE status = 'pending';
CREATE INDEX verification_requests_queue_idx ON verification_requests (submitted_at, id) WHERE status = 'pending';
CREATE INDEX verification_requests_account_idx ON verification_requests (account_id, submitted_at DESC);
CREATE INDEX verification_requests_decided_by_idx ON verification_requests (decided_by) WHERE decided_by IS NOT NULL;

-- +goose Down
DROP TABLE verification_requests;
DROP TABLE phone_codes;
DROP TRIGGER profile_verification_lapses ON profiles;
DROP FUNCTION profile_verification_lapses();
DROP TRIGGER contact_verification_lapses ON accounts;
DROP FUNCTION contact_verification_lapses();
ALTER TABLE profiles DROP COLUMN photo_verified_at, DROP COLUMN id_verified_at, DROP COLUMN phone_verified_at,
    DROP COLUMN email_verified_at;
