-- +goose Up
-- A conversation list entry is the member's own row plus the other member's card
-- (docs/adr/0022-conversation-list-rows.md). The list used to join, for each entry, the
-- conversation (when and by whom it began), the other member's row (how far they have read) and
-- the newest message: about nineteen buffers an entry, so the list of a member with a full page
-- of conversations cost twenty times that of a new member (measured by `make soak`: 29 buffers
-- a call in its first minute, 230 in its tenth). The member's row now carries those, written by
-- the same statements and triggers that change them, and an entry reads the row, the card and
-- the two pair checks (connected, blocked).
ALTER TABLE conversation_members
    ADD COLUMN started_by uuid,
    ADD COLUMN started_at timestamptz,
    ADD COLUMN other_read_seq bigint NOT NULL DEFAULT 0,
    ADD COLUMN last_id uuid,
    ADD COLUMN last_sender uuid,
    ADD COLUMN last_body text,
    ADD COLUMN last_at timestamptz;
UPDATE conversation_members cm SET started_by = c.started_by, started_at = c.started_at, other_read_seq = theirs.read_seq
FROM conversations c, conversation_members theirs
WHERE c.id = cm.conversation_id AND theirs.conversation_id = cm.conversation_id AND theirs.member_id = cm.other_id;
UPDATE conversation_members cm SET last_id = m.id, last_sender = m.sender_id, last_body = m.body, last_at = m.created_at
FROM messages m WHERE m.seq = cm.last_seq AND m.conversation_id = cm.conversation_id;

-- A message moves both sides' newest position, newest message and unread count; a deleted one
-- no longer waits to be read, and when it was the newest the entry has no newest message (the
-- list leaves it out, as it did when the newest message was gone).
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION conversation_members_follow_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE conversation_members cm SET last_seq = greatest(cm.last_seq, d.newest), unread = cm.unread + d.unread,
               last_id = CASE WHEN d.newest > cm.last_seq THEN d.newest_id ELSE cm.last_id END,
               last_sender = CASE WHEN d.newest > cm.last_seq THEN d.newest_sender ELSE cm.last_sender END,
               last_body = CASE WHEN d.newest > cm.last_seq THEN d.newest_body ELSE cm.last_body END,
               last_at = CASE WHEN d.newest > cm.last_seq THEN d.newest_at ELSE cm.last_at END
        FROM (SELECT DISTINCT ON (side.conversation_id, side.member_id) side.conversation_id, side.member_id,
                     a.seq AS newest, a.id AS newest_id, a.sender_id AS newest_sender, a.body AS newest_body, a.created_at AS newest_at,
                     count(*) FILTER (WHERE a.sender_id <> side.member_id AND a.seq > side.read_seq)
                         OVER (PARTITION BY side.conversation_id, side.member_id) AS unread
              FROM arriving a JOIN conversation_members side ON side.conversation_id = a.conversation_id
              ORDER BY side.conversation_id, side.member_id, a.seq DESC) d
        WHERE cm.conversation_id = d.conversation_id AND cm.member_id = d.member_id;
    ELSE
        -- A conversation's own deletion takes its members' rows with it, and this finds none.
        UPDATE conversation_members cm SET unread = greatest(cm.unread - d.gone, 0),
               last_id = CASE WHEN d.newest_gone THEN NULL ELSE cm.last_id END
        FROM (SELECT side.conversation_id, side.member_id,
                     count(*) FILTER (WHERE l.sender_id <> side.member_id AND l.seq > side.read_seq) AS gone,
                     bool_or(l.id = side.last_id) AS newest_gone
              FROM leaving l JOIN conversation_members side ON side.conversation_id = l.conversation_id
              GROUP BY side.conversation_id, side.member_id) d
        WHERE cm.conversation_id = d.conversation_id AND cm.member_id = d.member_id;
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd

-- A member's read marker is the other member's "read up to" on their own entry.
-- +goose StatementBegin
CREATE FUNCTION conversation_members_share_read() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE conversation_members SET other_read_seq = NEW.read_seq
    WHERE conversation_id = NEW.conversation_id AND member_id = NEW.other_id AND other_read_seq <> NEW.read_seq;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER conversation_members_read_shared AFTER UPDATE OF read_seq ON conversation_members
    FOR EACH ROW WHEN (OLD.read_seq IS DISTINCT FROM NEW.read_seq) EXECUTE FUNCTION conversation_members_share_read();

-- +goose Down
DROP TRIGGER conversation_members_read_shared ON conversation_members;
DROP FUNCTION conversation_members_share_read();
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION conversation_members_follow_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE conversation_members cm SET last_seq = greatest(cm.last_seq, d.newest), unread = cm.unread + d.unread
        FROM (SELECT side.conversation_id, side.member_id, max(a.seq) AS newest,
                     count(*) FILTER (WHERE a.sender_id <> side.member_id AND a.seq > side.read_seq) AS unread
              FROM arriving a JOIN conversation_members side ON side.conversation_id = a.conversation_id
              GROUP BY side.conversation_id, side.member_id) d
        WHERE cm.conversation_id = d.conversation_id AND cm.member_id = d.member_id;
    ELSE
        UPDATE conversation_members cm SET unread = greatest(cm.unread - d.gone, 0)
        FROM (SELECT side.conversation_id, side.member_id, count(*) AS gone
              FROM leaving l JOIN conversation_members side ON side.conversation_id = l.conversation_id
                   AND l.sender_id <> side.member_id AND l.seq > side.read_seq
              GROUP BY side.conversation_id, side.member_id) d
        WHERE cm.conversation_id = d.conversation_id AND cm.member_id = d.member_id;
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
ALTER TABLE conversation_members DROP COLUMN last_at, DROP COLUMN last_body, DROP COLUMN last_sender, DROP COLUMN last_id,
    DROP COLUMN other_read_seq, DROP COLUMN started_at, DROP COLUMN started_by;
