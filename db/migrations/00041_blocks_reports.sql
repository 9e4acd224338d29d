-- +goose Up
-- Blocks and reports (docs/adr/0016-trust-and-safety.md).

-- A block is one member's; two members may block each other, and either block hides each from
-- the other. Every "are these two blocked?" question asks the pair, whoever blocked: the
-- expression index answers it with one probe, as connection_requests' pair index does.
CREATE TABLE blocks (
    blocker_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    blocked_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (blocker_id, blocked_id),
    CHECK (blocker_id <> blocked_id)
);
CREATE INDEX blocks_pair_idx ON blocks (least(blocker_id, blocked_id), greatest(blocker_id, blocked_id));
CREATE INDEX blocks_blocked_idx ON blocks (blocked_id);

-- A report of a profile, for the admins' moderation queue. Reporting also blocks. The outcome
-- (dismissed, or an action taken) is told to the reporter; what was done is in admin_audit.
CREATE TABLE reports (
    id          uuid PRIMARY KEY,
    reporter_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    reported_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    reason      text NOT NULL CHECK (reason IN ('fake', 'already-married', 'harassment', 'asking-money', 'offensive-photo', 'other')),
    details     text NOT NULL DEFAULT '' CHECK (char_length(details) <= 2000),
    status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
    action      text CHECK (action IN ('dismiss', 'warn', 'remove-photo', 'suspend', 'delete')),
    created_at  timestamptz NOT NULL,
    handled_at  timestamptz,
    handled_by  uuid REFERENCES accounts (id) ON DELETE SET NULL,
    note        text,
    CHECK ((status = 'open') = (handled_at IS NULL)),
    CHECK (reporter_id <> reported_id)
);
-- One open report per reporter and member: reporting again adds nothing until it is handled.
CREATE UNIQUE INDEX reports_one_open ON reports (reporter_id, reported_id) WHERE status = 'open';
CREATE INDEX reports_queue_idx ON reports (created_at, id) WHERE status = 'open';
CREATE INDEX reports_reported_idx ON reports (reported_id, status);
CREATE INDEX reports_handled_by_idx ON reports (handled_by) WHERE handled_by IS NOT NULL;

-- Notifications that are not about a connection request: a photo request (from its member), and
-- notices from the team (no actor): a verification decided, a report's outcome, a warning.
-- subject is a code the notice's text depends on; note is an admin's own words. One check says,
-- for every kind, what it carries (it replaces 00037's kind and subject checks): a request, a
-- saved search's alert, a photo request, or a notice.
ALTER TABLE notifications
    ALTER COLUMN actor_id DROP NOT NULL,
    ADD COLUMN subject text,
    ADD COLUMN note text;
ALTER TABLE notifications DROP CONSTRAINT notifications_subject_check;
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (
    (kind IN ('request_received', 'request_accepted', 'request_rejected')
        AND request_id IS NOT NULL AND actor_id IS NOT NULL AND saved_search_id IS NULL)
    OR (kind = 'saved_search_match'
        AND request_id IS NULL AND actor_id IS NOT NULL AND saved_search_id IS NOT NULL AND match_count IS NOT NULL)
    OR (kind IN ('photo_request_received', 'photo_request_accepted')
        AND request_id IS NULL AND actor_id IS NOT NULL AND saved_search_id IS NULL)
    OR (kind IN ('verification_approved', 'verification_rejected', 'report_outcome', 'moderation_warning')
        AND request_id IS NULL AND actor_id IS NULL AND saved_search_id IS NULL AND subject IS NOT NULL));

-- +goose Down
DELETE FROM notifications WHERE kind NOT IN ('request_received', 'request_accepted', 'request_rejected', 'saved_search_match');
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
    CHECK (kind IN ('request_received', 'request_accepted', 'request_rejected', 'saved_search_match'));
ALTER TABLE notifications ADD CONSTRAINT notifications_subject_check CHECK (
    CASE kind WHEN 'saved_search_match' THEN request_id IS NULL AND saved_search_id IS NOT NULL AND match_count IS NOT NULL
              ELSE request_id IS NOT NULL AND saved_search_id IS NULL END);
ALTER TABLE notifications DROP COLUMN note, DROP COLUMN subject, ALTER COLUMN actor_id SET NOT NULL;
DROP TABLE reports;
DROP TABLE blocks;
