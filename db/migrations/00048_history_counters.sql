-- +goose Up
-- Nothing a member reads gets slower as their history grows (docs/adr/0013-messaging.md,
-- "Counters kept on write"). The conversation list, the unread badges and the notification
-- list used to count a member's messages and notifications on every read: linear in how much
-- they had received. The counts are now kept by the writes, in the writing transaction, by
-- triggers (every writer, the cascades of an erasure and the restore drill's clean-up included),
-- and each read touches one page of rows.

-- Each member's side of a conversation carries the conversation's newest position (so the list
-- walks one index in order, a page at a time) and how many messages from the other member lie
-- after their read marker.
ALTER TABLE conversation_members
    ADD COLUMN last_seq bigint NOT NULL DEFAULT 0,
    ADD COLUMN unread integer NOT NULL DEFAULT 0 CHECK (unread >= 0);
UPDATE conversation_members cm SET
    last_seq = c.last_seq,
    unread = (SELECT count(*) FROM messages u
              WHERE u.conversation_id = cm.conversation_id AND u.seq > cm.read_seq AND u.sender_id <> cm.member_id)
FROM conversations c WHERE c.id = cm.conversation_id;
CREATE INDEX conversation_members_list_idx ON conversation_members (member_id, last_seq DESC);
-- A message moves both sides' newest position and counts as unread for the member it went to;
-- a deleted one (the restore drill removes its own) no longer waits to be read. Statement-level,
-- so a statement of many messages updates each side once, not once a message.
-- +goose StatementBegin
CREATE FUNCTION conversation_members_follow_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE conversation_members cm SET last_seq = greatest(cm.last_seq, d.newest), unread = cm.unread + d.unread
        FROM (SELECT side.conversation_id, side.member_id, max(a.seq) AS newest,
                     count(*) FILTER (WHERE a.sender_id <> side.member_id AND a.seq > side.read_seq) AS unread
              FROM arriving a JOIN conversation_members side ON side.conversation_id = a.conversation_id
              GROUP BY side.conversation_id, side.member_id) d
        WHERE cm.conversation_id = d.conversation_id AND cm.member_id = d.member_id;
    ELSE
        -- A conversation's own deletion takes its members' rows with it, and this finds none.
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
CREATE TRIGGER messages_counted_insert AFTER INSERT ON messages
    REFERENCING NEW TABLE AS arriving FOR EACH STATEMENT EXECUTE FUNCTION conversation_members_follow_messages();
CREATE TRIGGER messages_counted_delete AFTER DELETE ON messages
    REFERENCING OLD TABLE AS leaving FOR EACH STATEMENT EXECUTE FUNCTION conversation_members_follow_messages();

-- What each member's badges and lists count: their notifications, those not yet read, and the
-- messages waiting for them in all their conversations (the sum of their rows' unread). A
-- member without a row has none of them.
CREATE TABLE member_counts (
    member_id            uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    notifications        integer NOT NULL DEFAULT 0 CHECK (notifications >= 0),
    notifications_unread integer NOT NULL DEFAULT 0 CHECK (notifications_unread >= 0 AND notifications_unread <= notifications),
    messages_unread      integer NOT NULL DEFAULT 0 CHECK (messages_unread >= 0)
);
INSERT INTO member_counts (member_id, notifications, notifications_unread, messages_unread)
SELECT member_id, sum(notifications), sum(notifications_unread), sum(messages_unread)
FROM (SELECT recipient_id AS member_id, count(*) AS notifications, count(*) FILTER (WHERE read_at IS NULL) AS notifications_unread,
             0 AS messages_unread
      FROM notifications GROUP BY recipient_id
      UNION ALL
      SELECT member_id, 0, 0, sum(unread) FROM conversation_members GROUP BY member_id) counts
GROUP BY member_id;

-- Any change of a conversation row's unread (a message, a mark-read, a deleted message, the row
-- deleted with its conversation) moves the member's total by as much. Only a rise creates the
-- total's row: an erasure may delete it before the member's conversations.
-- +goose StatementBegin
CREATE FUNCTION member_counts_follow_unread() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    member uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.member_id ELSE NEW.member_id END;
    delta integer := (CASE WHEN TG_OP = 'DELETE' THEN 0 ELSE NEW.unread END) - (CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.unread END);
BEGIN
    IF delta > 0 THEN
        INSERT INTO member_counts AS c (member_id, messages_unread) VALUES (member, delta)
        ON CONFLICT (member_id) DO UPDATE SET messages_unread = c.messages_unread + excluded.messages_unread;
    ELSIF delta < 0 THEN
        UPDATE member_counts SET messages_unread = messages_unread + delta WHERE member_id = member;
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER conversation_members_counted AFTER INSERT OR UPDATE OF unread OR DELETE ON conversation_members
    FOR EACH ROW EXECUTE FUNCTION member_counts_follow_unread();

-- Statement-level triggers: a mark-read of forty notifications updates the counter once, not
-- forty times. Rows leaving count -1, rows arriving +1, per recipient, in the recipients' order
-- (two statements touching the same members lock their counters in one order). Only an insert
-- creates a counter: an erasure may delete the member's counter before their notifications.
-- +goose StatementBegin
CREATE FUNCTION member_counts_follow_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO member_counts AS c (member_id, notifications, notifications_unread)
        SELECT recipient_id, count(*), count(*) FILTER (WHERE read_at IS NULL) FROM arriving
        GROUP BY recipient_id ORDER BY recipient_id
        ON CONFLICT (member_id) DO UPDATE SET notifications = c.notifications + excluded.notifications,
                                              notifications_unread = c.notifications_unread + excluded.notifications_unread;
    ELSIF TG_OP = 'UPDATE' THEN
        UPDATE member_counts c SET notifications = c.notifications + d.total, notifications_unread = c.notifications_unread + d.unread
        FROM (SELECT member_id, sum(total) AS total, sum(unread) AS unread
              FROM (SELECT recipient_id AS member_id, 1 AS total, (read_at IS NULL)::int AS unread FROM arriving
                    UNION ALL
                    SELECT recipient_id, -1, -(read_at IS NULL)::int FROM leaving) changes
              GROUP BY member_id HAVING sum(total) <> 0 OR sum(unread) <> 0) d
        WHERE c.member_id = d.member_id;
    ELSE
        UPDATE member_counts c SET notifications = c.notifications - d.total, notifications_unread = c.notifications_unread - d.unread
        FROM (SELECT recipient_id AS member_id, count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread
              FROM leaving GROUP BY recipient_id) d
        WHERE c.member_id = d.member_id;
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER notifications_counted_insert AFTER INSERT ON notifications
    REFERENCING NEW TABLE AS arriving FOR EACH STATEMENT EXECUTE FUNCTION member_counts_follow_notifications();
CREATE TRIGGER notifications_counted_update AFTER UPDATE ON notifications
    REFERENCING OLD TABLE AS leaving NEW TABLE AS arriving FOR EACH STATEMENT EXECUTE FUNCTION member_counts_follow_notifications();
CREATE TRIGGER notifications_counted_delete AFTER DELETE ON notifications
    REFERENCING OLD TABLE AS leaving FOR EACH STATEMENT EXECUTE FUNCTION member_counts_follow_notifications();

-- The list's order, newest first and ties by position, read straight from one index (the old
-- index had no position, so a page sorted every notification of the member).
CREATE INDEX notifications_page_idx ON notifications (recipient_id, created_at DESC, seq DESC);
DROP INDEX notifications_recipient_idx;

-- +goose Down
CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, created_at DESC);
DROP INDEX notifications_page_idx;
DROP TRIGGER notifications_counted_delete ON notifications;
DROP TRIGGER notifications_counted_update ON notifications;
DROP TRIGGER notifications_counted_insert ON notifications;
DROP FUNCTION member_counts_follow_notifications();
DROP TRIGGER messages_counted_delete ON messages;
DROP TRIGGER messages_counted_insert ON messages;
DROP FUNCTION conversation_members_follow_messages();
DROP TRIGGER conversation_members_counted ON conversation_members;
DROP FUNCTION member_counts_follow_unread();
DROP TABLE member_counts;
DROP INDEX conversation_members_list_idx;
ALTER TABLE conversation_members DROP COLUMN unread, DROP COLUMN last_seq;
