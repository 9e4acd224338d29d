-- +goose Up
-- Disclosures the matrimonial-sites advisory (MeitY, 2016) and the IT Rules 2021 ask for
-- (docs/adr/0016-trust-and-safety.md).

-- The declarations a member makes when registering (or later, if they registered without the
-- form that asks): that they mean to marry, that what they wrote is true, and that they are of
-- marriageable age; when, and from which client address.
CREATE TABLE member_declarations (
    account_id       uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    intent_to_marry  boolean NOT NULL CHECK (intent_to_marry),
    information_true boolean NOT NULL CHECK (information_true),
    age_confirmed    boolean NOT NULL CHECK (age_confirmed),
    declared_at      timestamptz NOT NULL,
    declared_ip      inet
);

-- Complaints to the grievance officer. The ticket is a random code (no volumes revealed), given
-- at once and acknowledged by e-mail; a ticket's status is read with its e-mail address. The
-- IT Rules' clocks run from created_at: acknowledge within 24 hours, resolve within 15 days,
-- and take down impersonation and morphed pictures within 24 hours.
CREATE TABLE grievances (
    id              uuid PRIMARY KEY,
    ticket          text NOT NULL UNIQUE CHECK (ticket ~ '^GR[0-9A-Z]{8}$'),
    name            text NOT NULL,
    email           text NOT NULL CHECK (email = lower(email)),
    phone           text,
    member_code     text,
    against_code    text,
    category        text NOT NULL CHECK (category IN ('impersonation', 'morphed-photo', 'harassment', 'fraud', 'privacy', 'other')),
    description     text NOT NULL CHECK (char_length(description) BETWEEN 10 AND 4000),
    status          text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'in-progress', 'resolved', 'rejected')),
    created_at      timestamptz NOT NULL,
    acknowledged_at timestamptz,
    resolved_at     timestamptz,
    resolution      text,
    handled_by      uuid REFERENCES accounts (id) ON DELETE SET NULL,
    updated_at      timestamptz NOT NULL,
    CHECK ((status IN ('resolved', 'rejected')) = (resolved_at IS NOT NULL))
);
CREATE INDEX grievances_open_idx ON grievances (created_at, id) WHERE status IN ('received', 'in-progress');
CREATE INDEX grievances_created_idx ON grievances (created_at DESC, id);
CREATE INDEX grievances_handled_by_idx ON grievances (handled_by) WHERE handled_by IS NOT NULL;

-- +goose Down
DROP TABLE grievances;
DROP TABLE member_declarations;
