-- +goose Up
-- Plans and payments (docs/adr/0012-payments.md).

-- The tier a member picks when registering (or editing) is a preference that pre-selects /buy;
-- the plan a member has is their active paid subscription, never this column.
ALTER TABLE profiles RENAME COLUMN plan TO preferred_plan;

-- Serial numbers of receipts, in the order payments were captured.
CREATE SEQUENCE payment_receipt_seq;

-- One row per order for a plan, whatever became of it.
CREATE TABLE payments (
    id                  uuid PRIMARY KEY,
    -- SET NULL, never CASCADE: the record of a payment outlives the member's erasure (ADR 8),
    -- which also clears billed_name and billed_email.
    account_id          uuid REFERENCES accounts (id) ON DELETE SET NULL,
    plan                text NOT NULL REFERENCES plans (code),
    -- From the plan table when the order was made, never from the member.
    amount_paise        integer NOT NULL CHECK (amount_paise > 0),
    currency            text NOT NULL CHECK (currency = 'INR'),
    provider            text NOT NULL CHECK (provider IN ('razorpay', 'sandbox')),
    provider_order_id   text NOT NULL UNIQUE,
    -- The last attempt's id. UNIQUE: one provider payment pays for one order, once.
    provider_payment_id text UNIQUE,
    status              text NOT NULL CHECK (status IN ('created', 'authorized', 'captured', 'failed')),
    failure_reason      text,
    receipt_number      text UNIQUE,
    -- The subscription it started or extended (no foreign key: subscriptions go with the account).
    subscription_id     uuid,
    valid_until         timestamptz,
    billed_name         text,
    billed_email        text,
    created_at          timestamptz NOT NULL,
    updated_at          timestamptz NOT NULL,
    captured_at         timestamptz,
    CONSTRAINT payments_captured_complete CHECK (
        (status = 'captured') = (receipt_number IS NOT NULL AND captured_at IS NOT NULL AND provider_payment_id IS NOT NULL))
);
CREATE INDEX payments_account_idx ON payments (account_id, created_at DESC);
-- Revenue over a period (the admin area) reads captured payments by date.
CREATE INDEX payments_captured_idx ON payments (captured_at) WHERE status = 'captured';

-- Every report about a payment, from a verified checkout or a signed webhook. The event id is
-- the primary key: the same webhook delivered again finds its row and changes nothing. Only ids,
-- amounts and outcomes are kept; the provider's payload (which names the payer) is not.
CREATE TABLE payment_events (
    event_id            text PRIMARY KEY,
    payment_id          uuid REFERENCES payments (id),
    source              text NOT NULL,
    provider_payment_id text,
    amount_paise        integer,
    currency            text,
    reported_status     text NOT NULL CHECK (reported_status IN ('authorized', 'captured', 'failed')),
    outcome             text,
    received_at         timestamptz NOT NULL
);
CREATE INDEX payment_events_payment_idx ON payment_events (payment_id, received_at);

-- +goose Down
DROP TABLE payment_events;
DROP TABLE payments;
DROP SEQUENCE payment_receipt_seq;
ALTER TABLE profiles RENAME COLUMN preferred_plan TO plan;
