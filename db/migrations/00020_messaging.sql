-- +goose Up
-- Messaging between connected members (docs/adr/0013-messaging.md).

-- One position space for everything a member's live stream carries: notifications, messages
-- and changes of read state. A stream resumes after one number (Last-Event-ID), so the three
-- must be ordered against each other. Notifications keep the positions they already have.
CREATE SEQUENCE event_positions AS bigint;
SELECT setval('event_positions', coalesce((SELECT max(seq) FROM notifications), 0) + 1, false);
ALTER TABLE notifications ALTER COLUMN seq DROP IDENTITY;
ALTER TABLE notifications ALTER COLUMN seq SET DEFAULT nextval('event_positions');

-- One conversation per unordered pair, whoever wrote first.
CREATE TABLE conversations (
    id          uuid PRIMARY KEY,
    member_low  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    member_high uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    -- The member who sent the first message: the other one may always reply.
    started_by  uuid NOT NULL,
    started_at  timestamptz NOT NULL,
    -- Position of the newest message (the list is ordered by it).
    last_seq    bigint NOT NULL DEFAULT 0,
    CHECK (member_low < member_high),
    CHECK (started_by IN (member_low, member_high)),
    UNIQUE (member_low, member_high)
);
CREATE INDEX conversations_high_idx ON conversations (member_high);

-- Each member's side of a conversation: what they have read. Every query of a member's
-- conversations goes through their own row, which is how ownership is checked in SQL.
CREATE TABLE conversation_members (
    conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    member_id       uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    other_id        uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    -- Position of the newest message this member has read (0: none).
    read_seq        bigint NOT NULL DEFAULT 0,
    read_at         timestamptz,
    -- Event position of the last change of read_seq, so a read receipt resumes like the rest.
    read_pos        bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (member_id, conversation_id),
    UNIQUE (conversation_id, member_id)
);
CREATE INDEX conversation_members_other_idx ON conversation_members (other_id);

CREATE TABLE messages (
    id              uuid PRIMARY KEY,
    conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    sender_id       uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    -- Plain text exactly as the member wrote it (trimmed); never HTML.
    body            text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
    created_at      timestamptz NOT NULL,
    seq             bigint NOT NULL DEFAULT nextval('event_positions') UNIQUE
);
-- History pages walk a conversation backwards by position; unread counts read forwards.
CREATE INDEX messages_history_idx ON messages (conversation_id, seq);
CREATE INDEX messages_sender_idx ON messages (sender_id);

-- +goose Down
DROP TABLE messages;
DROP TABLE conversation_members;
DROP TABLE conversations;
ALTER TABLE notifications ALTER COLUMN seq DROP DEFAULT;
ALTER TABLE notifications ALTER COLUMN seq ADD GENERATED ALWAYS AS IDENTITY;
SELECT setval(pg_get_serial_sequence('notifications', 'seq'), coalesce((SELECT max(seq) FROM notifications), 0) + 1, false);
DROP SEQUENCE event_positions;
