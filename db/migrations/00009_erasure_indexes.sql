-- +goose Up
-- Erasing a member (docs/security.md 22) deletes the account, and PostgreSQL follows every foreign
-- key to it. A key column without an index makes each of those a scan of the whole table: these
-- are the four that had none.
CREATE INDEX notifications_actor_idx ON notifications (actor_id);
CREATE INDEX notifications_request_idx ON notifications (request_id);
CREATE INDEX contact_reveals_member_idx ON contact_reveals (member_id);
CREATE INDEX contact_reveals_viewer_idx ON contact_reveals (viewer_id, revealed_at);

-- +goose Down
DROP INDEX contact_reveals_viewer_idx;
DROP INDEX contact_reveals_member_idx;
DROP INDEX notifications_request_idx;
DROP INDEX notifications_actor_idx;
