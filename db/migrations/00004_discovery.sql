-- +goose Up
-- Matching (search, matches), requests, notifications and the subscription state that decides
-- who may see contact details.

-- A suspended profile disappears from search, matches and profile views.
ALTER TABLE profiles ADD COLUMN suspended_at timestamptz;

-- Search and the three match lists filter by the opposite gender and one more attribute and
-- read the most recently active first; each index serves one of those shapes without a sort.
CREATE INDEX profiles_gender_active_idx ON profiles (gender, last_active_at DESC, account_id) WHERE suspended_at IS NULL;
CREATE INDEX profiles_gender_caste_idx ON profiles (gender, caste, last_active_at DESC) WHERE suspended_at IS NULL;
CREATE INDEX profiles_gender_religion_idx ON profiles (gender, religion, last_active_at DESC) WHERE suspended_at IS NULL;
CREATE INDEX profiles_gender_city_idx ON profiles (gender, city, last_active_at DESC) WHERE suspended_at IS NULL;
CREATE INDEX profiles_gender_dob_idx ON profiles (gender, dob) WHERE suspended_at IS NULL;

-- One row per unordered pair of members: whoever asked first, the pair has one state.
CREATE TABLE connection_requests (
    id          uuid PRIMARY KEY,
    sender_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    receiver_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    status      text NOT NULL CHECK (status IN ('pending', 'accepted', 'rejected', 'withdrawn')),
    created_at  timestamptz NOT NULL,
    decided_at  timestamptz,
    CHECK (sender_id <> receiver_id)
);
CREATE UNIQUE INDEX connection_requests_pair_key
    ON connection_requests (least(sender_id, receiver_id), greatest(sender_id, receiver_id));
CREATE INDEX connection_requests_received_idx ON connection_requests (receiver_id, status, created_at DESC);
CREATE INDEX connection_requests_sent_idx ON connection_requests (sender_id, status, created_at DESC);

CREATE TABLE notifications (
    id           uuid PRIMARY KEY,
    recipient_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    actor_id     uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    request_id   uuid NOT NULL REFERENCES connection_requests (id) ON DELETE CASCADE,
    kind         text NOT NULL CHECK (kind IN ('request_received', 'request_accepted', 'request_rejected')),
    created_at   timestamptz NOT NULL,
    read_at      timestamptz,
    -- A strictly increasing position: the SSE stream resumes after the last one a client saw.
    seq          bigint NOT NULL GENERATED ALWAYS AS IDENTITY UNIQUE
);
CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (recipient_id) WHERE read_at IS NULL;

-- A paid plan period. Payments (a later issue) create these; contact reveals spend them.
CREATE TABLE subscriptions (
    id                uuid PRIMARY KEY,
    account_id        uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    plan              text NOT NULL REFERENCES plans (code),
    starts_at         timestamptz NOT NULL,
    ends_at           timestamptz NOT NULL CHECK (ends_at > starts_at),
    -- Copied from the plan at purchase: a later price or allowance change does not alter it. NULL = unlimited.
    contact_allowance integer CHECK (contact_allowance > 0),
    created_at        timestamptz NOT NULL
);
CREATE INDEX subscriptions_account_idx ON subscriptions (account_id, ends_at DESC);

CREATE TABLE contact_reveals (
    subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
    viewer_id       uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    member_id       uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    revealed_at     timestamptz NOT NULL,
    PRIMARY KEY (subscription_id, member_id)
);

-- +goose Down
DROP TABLE contact_reveals;
DROP TABLE subscriptions;
DROP TABLE notifications;
DROP TABLE connection_requests;
DROP INDEX profiles_gender_dob_idx;
DROP INDEX profiles_gender_city_idx;
DROP INDEX profiles_gender_religion_idx;
DROP INDEX profiles_gender_caste_idx;
DROP INDEX profiles_gender_active_idx;
ALTER TABLE profiles DROP COLUMN suspended_at;
