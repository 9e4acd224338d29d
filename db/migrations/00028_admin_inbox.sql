-- +goose Up
-- The admins' inbox: contact messages and feedback are marked handled, with a note.
ALTER TABLE contact_messages
    ADD COLUMN handled_at timestamptz,
    ADD COLUMN handled_by uuid REFERENCES accounts (id) ON DELETE SET NULL,
    ADD COLUMN note text;
ALTER TABLE feedback
    ADD COLUMN handled_at timestamptz,
    ADD COLUMN handled_by uuid REFERENCES accounts (id) ON DELETE SET NULL,
    ADD COLUMN note text;
-- The dashboard counts the open items.
CREATE INDEX contact_messages_open_idx ON contact_messages (created_at DESC) WHERE handled_at IS NULL;
CREATE INDEX feedback_open_idx ON feedback (created_at DESC) WHERE handled_at IS NULL;
CREATE INDEX contact_messages_handled_by_idx ON contact_messages (handled_by) WHERE handled_by IS NOT NULL;
CREATE INDEX feedback_handled_by_idx ON feedback (handled_by) WHERE handled_by IS NOT NULL;

-- +goose Down
DROP INDEX feedback_handled_by_idx;
DROP INDEX contact_messages_handled_by_idx;
DROP INDEX feedback_open_idx;
DROP INDEX contact_messages_open_idx;
ALTER TABLE feedback DROP COLUMN note, DROP COLUMN handled_by, DROP COLUMN handled_at;
ALTER TABLE contact_messages DROP COLUMN note, DROP COLUMN handled_by, DROP COLUMN handled_at;
