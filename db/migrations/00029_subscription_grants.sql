-- +goose Up
-- A subscription an admin granted by hand (an offline payment, a goodwill extension) says who
-- granted it and why; bought ones leave both empty. The reason goes with the member's erasure.
ALTER TABLE subscriptions
    ADD COLUMN granted_by uuid REFERENCES accounts (id) ON DELETE SET NULL,
    ADD COLUMN grant_reason text;
CREATE INDEX subscriptions_granted_by_idx ON subscriptions (granted_by) WHERE granted_by IS NOT NULL;
-- The dashboard counts members with a subscription active now.
CREATE INDEX subscriptions_active_idx ON subscriptions (ends_at, account_id);

-- +goose Down
DROP INDEX subscriptions_active_idx;
DROP INDEX subscriptions_granted_by_idx;
ALTER TABLE subscriptions DROP COLUMN grant_reason, DROP COLUMN granted_by;
