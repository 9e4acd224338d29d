-- +goose Up
-- Identity (accounts, credentials, reset codes) and profile (what members show each other).
-- Deleting an account cascades to everything personal; payments (later) keep their own rows.

CREATE TABLE accounts (
    id                 uuid PRIMARY KEY,
    email              text NOT NULL,
    phone              text NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
    password_hash      text NOT NULL,
    role               text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'admin')),
    -- Tokens issued at or before this instant are refused (logout, reset, deletion).
    tokens_valid_after timestamptz NOT NULL DEFAULT 'epoch',
    created_at         timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT accounts_email_lower CHECK (email = lower(email))
);
CREATE UNIQUE INDEX accounts_email_key ON accounts (email);
CREATE UNIQUE INDEX accounts_phone_key ON accounts (phone);

CREATE TABLE password_resets (
    id          uuid PRIMARY KEY,
    account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    code_hash   bytea NOT NULL,
    expires_at  timestamptz NOT NULL,
    attempts    integer NOT NULL DEFAULT 0,
    verified_at timestamptz,
    -- Set when the code is used, replaced by a newer one, or exhausted: a dead code stays dead.
    consumed_at timestamptz,
    created_at  timestamptz NOT NULL
);
CREATE INDEX password_resets_account_idx ON password_resets (account_id, created_at DESC);
-- At most one live code per account: a new code cancels the old one.
CREATE UNIQUE INDEX password_resets_one_live ON password_resets (account_id) WHERE consumed_at IS NULL;

CREATE TABLE profiles (
    account_id         uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    member_code        text NOT NULL UNIQUE CHECK (member_code ~ '^MH[0-9A-Z]{8}$'),
    full_name          text NOT NULL,
    gender             text NOT NULL CHECK (gender IN ('male', 'female')),
    dob                date NOT NULL,
    religion           text NOT NULL,
    caste              text NOT NULL,
    custom_caste       text,
    marital_status     text NOT NULL CHECK (marital_status IN ('single', 'divorce', 'widow', 'awaiting-divorce')),
    children           smallint NOT NULL DEFAULT 0 CHECK (children BETWEEN 0 AND 10),
    city               text NOT NULL,
    education          text NOT NULL,
    profession         text NOT NULL,
    income_k_month     integer NOT NULL CHECK (income_k_month >= 0),
    height_cm          smallint NOT NULL CHECK (height_cm BETWEEN 100 AND 250),
    weight_kg          smallint NOT NULL CHECK (weight_kg BETWEEN 30 AND 250),
    blood_group        text NOT NULL,
    languages          text[] NOT NULL,
    hobbies            text[] NOT NULL,
    father             text NOT NULL,
    father_occupation  text NOT NULL,
    mother             text NOT NULL,
    mother_occupation  text NOT NULL,
    siblings           smallint NOT NULL CHECK (siblings BETWEEN 0 AND 20),
    food_pref          text NOT NULL,
    disability         text NOT NULL CHECK (disability IN ('no', 'yes')),
    drinking           text NOT NULL DEFAULT 'no' CHECK (drinking IN ('no', 'yes', 'occasionally')),
    smoking            text NOT NULL DEFAULT 'no' CHECK (smoking IN ('no', 'yes', 'occasionally')),
    plan               text NOT NULL REFERENCES plans (code),
    pref_age_min       smallint NOT NULL CHECK (pref_age_min >= 18),
    pref_age_max       smallint NOT NULL CHECK (pref_age_max >= pref_age_min),
    pref_city          text,
    pref_caste         text,
    pref_religion      text,
    pref_height_min    smallint,
    pref_height_max    smallint,
    -- Storage id of the member's picture (two sizes); shared by demo members.
    photo_id           text,
    preferred_language text NOT NULL DEFAULT 'en' CHECK (preferred_language IN ('en', 'mr')),
    registered_at      timestamptz NOT NULL,
    updated_at         timestamptz NOT NULL,
    last_active_at     timestamptz NOT NULL
);

-- +goose Down
DROP TABLE profiles;
DROP TABLE password_resets;
DROP TABLE accounts;
