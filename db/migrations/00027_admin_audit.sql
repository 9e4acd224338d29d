-- +goose Up
-- What admins did (docs/security.md 11): who, when, which action, on which member, and the names of
-- the fields an edit changed, never their values. No foreign key to the member: an entry outlives
-- the member's erasure, naming them by id and member code only. Nothing may change or remove an
-- entry, whatever the client: the triggers refuse UPDATE, DELETE and TRUNCATE.
CREATE TABLE admin_audit (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at          timestamptz NOT NULL,
    admin_id    uuid NOT NULL,
    admin_email text NOT NULL,
    action      text NOT NULL CHECK (action ~ '^[a-z_]{3,40}$'),
    member_id   uuid,
    member_code text CHECK (member_code ~ '^MH[0-9A-Z]{8}$'),
    fields      text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX admin_audit_at_idx ON admin_audit (at DESC, id DESC);
CREATE INDEX admin_audit_admin_idx ON admin_audit (admin_id, at DESC);
CREATE INDEX admin_audit_member_idx ON admin_audit (member_code, at DESC) WHERE member_code IS NOT NULL;
CREATE INDEX admin_audit_action_idx ON admin_audit (action, at DESC);

-- +goose StatementBegin
CREATE FUNCTION admin_audit_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'admin_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
-- +goose StatementEnd
CREATE TRIGGER admin_audit_no_update BEFORE UPDATE OR DELETE ON admin_audit
    FOR EACH ROW EXECUTE FUNCTION admin_audit_is_append_only();
CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON admin_audit
    FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_is_append_only();

-- +goose Down
DROP TABLE admin_audit;
DROP FUNCTION admin_audit_is_append_only();
