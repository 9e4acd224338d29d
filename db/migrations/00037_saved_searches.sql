-- +goose Up
-- Saved searches with a daily, opt-in alert when new members fit (docs/adr/0015-matching.md).
CREATE TABLE saved_searches (
    id              uuid PRIMARY KEY,
    account_id      uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name            text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
    -- The search's filters as the member set them (matching.Filters, JSON), checked when saved.
    filters         jsonb NOT NULL,
    alert           boolean NOT NULL DEFAULT false,
    created_at      timestamptz NOT NULL,
    -- Members who registered up to this instant have been considered for an alert.
    alerted_through timestamptz NOT NULL,
    -- When the next daily alert is due. A server takes a due search by moving this ahead in the
    -- same statement that selects it (FOR UPDATE SKIP LOCKED), so several servers never alert
    -- twice; one that dies mid-alert leaves it due again when that lease runs out.
    next_alert_at   timestamptz NOT NULL
);
CREATE INDEX saved_searches_account_idx ON saved_searches (account_id, created_at);
CREATE INDEX saved_searches_due_idx ON saved_searches (next_alert_at) WHERE alert;

-- The in-app alert is a notification of its own kind. It names the newest member who fits (the
-- actor, so a list shows a face and a click opens a profile), how many fit, and the search; it
-- belongs to no request.
ALTER TABLE notifications ALTER COLUMN request_id DROP NOT NULL;
ALTER TABLE notifications
    ADD COLUMN saved_search_id uuid REFERENCES saved_searches (id) ON DELETE CASCADE,
    ADD COLUMN match_count     integer CHECK (match_count > 0);
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
    CHECK (kind IN ('request_received', 'request_accepted', 'request_rejected', 'saved_search_match'));
ALTER TABLE notifications ADD CONSTRAINT notifications_subject_check CHECK (
    CASE kind WHEN 'saved_search_match' THEN request_id IS NULL AND saved_search_id IS NOT NULL AND match_count IS NOT NULL
              ELSE request_id IS NOT NULL AND saved_search_id IS NULL END);
CREATE INDEX notifications_saved_search_idx ON notifications (saved_search_id) WHERE saved_search_id IS NOT NULL;

-- +goose Down
DELETE FROM notifications WHERE kind = 'saved_search_match';
ALTER TABLE notifications DROP CONSTRAINT notifications_subject_check;
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
    CHECK (kind IN ('request_received', 'request_accepted', 'request_rejected'));
ALTER TABLE notifications DROP COLUMN saved_search_id, DROP COLUMN match_count;
ALTER TABLE notifications ALTER COLUMN request_id SET NOT NULL;
DROP TABLE saved_searches;
