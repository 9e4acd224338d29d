-- +goose Up
-- Admins are accounts with the admin role and no member profile (docs/adr/0011-admin.md): they
-- have no phone, written as '' (not NULL, so every query reading a member's phone keeps a plain
-- string). A member still must have ten digits, and phones stay unique among those who have one.
ALTER TABLE accounts DROP CONSTRAINT accounts_phone_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_phone_check
    CHECK (phone ~ '^[0-9]{10}$' OR (role = 'admin' AND phone = ''));
DROP INDEX accounts_phone_key;
CREATE UNIQUE INDEX accounts_phone_key ON accounts (phone) WHERE phone <> '';

-- Where a member registered from, shown to admins (abuse reports, duplicate sign-ups). Kept from
-- this migration on; erased with the account.
ALTER TABLE accounts ADD COLUMN registration_ip inet;

-- The last suspension or reinstatement: when, and the admin's reason. A suspended member reads
-- the reason when a login is refused.
ALTER TABLE profiles ADD COLUMN status_changed_at timestamptz, ADD COLUMN status_reason text;

-- The admin's member search is a case-insensitive prefix of an e-mail (stored lower-case) or a
-- phone. The statements run with generic plans (plan_cache_mode = force_generic_plan), which
-- never turn LIKE 'x%' into an index range; the store sends the range itself
-- (col >= prefix AND col < prefix || U+10FFFF), in byte order: these indexes use the C collation
-- so that order is the index's order. Only members are searched (partial indexes: the queries
-- say role = 'member'), and a page or a count reads the index alone. make bench explains both
-- (cmd/bench/admin.go).
CREATE INDEX accounts_email_prefix_idx ON accounts ((email COLLATE "C")) WHERE role = 'member';
CREATE INDEX accounts_phone_prefix_idx ON accounts ((phone COLLATE "C")) WHERE role = 'member';

-- The admin's member list, newest first, and the dashboard's "new in the last 7 days".
CREATE INDEX profiles_registered_idx ON profiles (registered_at DESC, account_id);

-- +goose Down
DROP INDEX profiles_registered_idx;
DROP INDEX accounts_phone_prefix_idx;
DROP INDEX accounts_email_prefix_idx;
ALTER TABLE profiles DROP COLUMN status_reason, DROP COLUMN status_changed_at;
ALTER TABLE accounts DROP COLUMN registration_ip;
DELETE FROM accounts WHERE phone = '';
DROP INDEX accounts_phone_key;
CREATE UNIQUE INDEX accounts_phone_key ON accounts (phone);
ALTER TABLE accounts DROP CONSTRAINT accounts_phone_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_phone_check CHECK (phone ~ '^[0-9]{10}$');
