-- Messaging (docs/adr/0013-messaging.md). Every read of a member's conversations goes through
-- their own conversation_members row: a conversation that is not theirs does not exist for them.
-- A conversation between members blocked either way does not exist for either while the block
-- lasts (docs/adr/0016): every read below carries the block predicate on the pair.

-- LockEventPositions serialises, per member, the transactions that take positions in the
-- member's live stream, so positions become visible in the order they were taken.
-- name: LockEventPositions :exec
SELECT pg_advisory_xact_lock(sqlc.arg(space)::int, sqlc.arg(member_key)::int);

-- name: Connected :one
SELECT EXISTS (
    SELECT 1 FROM connection_requests
    WHERE least(sender_id, receiver_id) = least(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid)
      AND greatest(sender_id, receiver_id) = greatest(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid)
      AND status = 'accepted');

-- name: ConversationBetween :one
SELECT id, started_by, started_at FROM conversations
WHERE member_low = least(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid)
  AND member_high = greatest(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid);

-- name: InsertConversation :exec
INSERT INTO conversations (id, member_low, member_high, started_by, started_at)
VALUES (sqlc.arg(id), least(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid), greatest(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid),
        sqlc.arg(a), sqlc.arg(now));

-- Each side's row carries when and by whom the conversation began, for the list (migration 00060).
-- name: InsertConversationMembers :exec
INSERT INTO conversation_members (conversation_id, member_id, other_id, started_by, started_at)
SELECT c.id, x.member_id, x.other_id, c.started_by, c.started_at
FROM conversations c,
     (VALUES (sqlc.arg(a)::uuid, sqlc.arg(b)::uuid), (sqlc.arg(b)::uuid, sqlc.arg(a)::uuid)) x (member_id, other_id)
WHERE c.id = sqlc.arg(id);

-- name: InsertMessage :one
INSERT INTO messages (id, conversation_id, sender_id, body, created_at)
VALUES ($1, $2, $3, $4, $5)
RETURNING seq;

-- name: SetLastMessage :exec
UPDATE conversations SET last_seq = sqlc.arg(seq) WHERE id = sqlc.arg(id) AND last_seq < sqlc.arg(seq);

-- name: MyConversation :one
SELECT c.id, c.started_by, c.started_at, cm.other_id
FROM conversation_members cm JOIN conversations c ON c.id = cm.conversation_id
WHERE cm.member_id = sqlc.arg(me) AND cm.conversation_id = sqlc.arg(conversation_id)
  AND NOT EXISTS (SELECT 1 FROM blocks b
                  WHERE least(b.blocker_id, b.blocked_id) = least(cm.member_id, cm.other_id)
                    AND greatest(b.blocker_id, b.blocked_id) = greatest(cm.member_id, cm.other_id));

-- MarkRead moves the member's read marker forward to the message, never back, and gives the
-- change a position in the live stream. What is left unread is counted again from the new
-- marker on (only the messages after it: none when the member read to the newest); the
-- message trigger keeps the count from there (migration 00048).
-- name: MarkRead :one
UPDATE conversation_members cm
SET read_seq = m.seq, read_at = sqlc.arg(now), read_pos = nextval('event_positions'),
    unread = (SELECT count(*) FROM messages u
              WHERE u.conversation_id = cm.conversation_id AND u.seq > m.seq AND u.sender_id <> cm.member_id)
FROM messages m
WHERE cm.member_id = sqlc.arg(me) AND cm.conversation_id = sqlc.arg(conversation_id)
  AND m.id = sqlc.arg(message_id) AND m.conversation_id = cm.conversation_id AND m.seq > cm.read_seq
RETURNING cm.read_seq;

-- name: MessageInConversation :one
SELECT EXISTS (SELECT 1 FROM messages WHERE id = sqlc.arg(message_id) AND conversation_id = sqlc.arg(conversation_id));

-- ConversationPage lists the member's conversations, the one with the newest message first;
-- before is the last_seq of the last one on the previous page. It walks the member's own rows
-- in last_seq order (conversation_members_list_idx) and stops after a page. Each row carries what
-- its entry shows besides the other member's card: the counter the writes keep, the other side's
-- read marker and the newest message (docs/adr/0013-messaging.md, "Counters kept on write";
-- docs/adr/0022-conversation-list-rows.md), so an entry costs the row, the card and the two pair
-- checks however many conversations and messages the member has.
-- name: ConversationPage :many
SELECT cm.conversation_id AS id, cm.started_by::uuid AS started_by, cm.started_at::timestamptz AS started_at, cm.last_seq,
       cm.read_seq, cm.other_read_seq,
       p.account_id AS other_id, p.member_code, p.full_name, p.dob, p.caste, p.city, p.photo_id,
       cm.last_id::uuid AS last_id, cm.last_sender::uuid AS last_sender, cm.last_body::text AS last_body, cm.last_at::timestamptz AS last_at,
       cm.unread::bigint AS unread,
       EXISTS (SELECT 1 FROM connection_requests r
               WHERE least(r.sender_id, r.receiver_id) = least(cm.member_id, cm.other_id)
                 AND greatest(r.sender_id, r.receiver_id) = greatest(cm.member_id, cm.other_id)
                 AND r.status = 'accepted') AS connected
FROM conversation_members cm
JOIN profiles p ON p.account_id = cm.other_id
WHERE cm.member_id = sqlc.arg(me) AND cm.last_seq < sqlc.arg(before) AND cm.last_id IS NOT NULL AND p.suspended_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM blocks b
                  WHERE least(b.blocker_id, b.blocked_id) = least(cm.member_id, cm.other_id)
                    AND greatest(b.blocker_id, b.blocked_id) = greatest(cm.member_id, cm.other_id))
ORDER BY cm.last_seq DESC
LIMIT sqlc.arg(page_limit);

-- name: ConversationWith :one
SELECT c.id, c.started_by, c.started_at, c.last_seq,
       cm.read_seq, theirs.read_seq AS other_read_seq,
       cm.unread::bigint AS unread
FROM conversation_members cm
JOIN conversations c ON c.id = cm.conversation_id
JOIN conversation_members theirs ON theirs.conversation_id = c.id AND theirs.member_id = cm.other_id
WHERE cm.member_id = sqlc.arg(me) AND cm.other_id = sqlc.arg(other)
  AND NOT EXISTS (SELECT 1 FROM blocks b
                  WHERE least(b.blocker_id, b.blocked_id) = least(cm.member_id, cm.other_id)
                    AND greatest(b.blocker_id, b.blocked_id) = greatest(cm.member_id, cm.other_id));

-- name: ConversationByID :one
SELECT c.id, c.started_by, c.started_at, c.last_seq,
       cm.read_seq, theirs.read_seq AS other_read_seq, cm.other_id,
       cm.unread::bigint AS unread
FROM conversation_members cm
JOIN conversations c ON c.id = cm.conversation_id
JOIN conversation_members theirs ON theirs.conversation_id = c.id AND theirs.member_id = cm.other_id
WHERE cm.member_id = sqlc.arg(me) AND cm.conversation_id = sqlc.arg(conversation_id)
  AND NOT EXISTS (SELECT 1 FROM blocks b
                  WHERE least(b.blocker_id, b.blocked_id) = least(cm.member_id, cm.other_id)
                    AND greatest(b.blocker_id, b.blocked_id) = greatest(cm.member_id, cm.other_id));

-- History reads one page backwards from before (a position), scoped to the member's own row.
-- name: History :many
SELECT m.id, m.sender_id, m.body, m.created_at, m.seq
FROM conversation_members cm
JOIN messages m ON m.conversation_id = cm.conversation_id
WHERE cm.member_id = sqlc.arg(me) AND cm.conversation_id = sqlc.arg(conversation_id) AND m.seq < sqlc.arg(before)
  AND NOT EXISTS (SELECT 1 FROM blocks b
                  WHERE least(b.blocker_id, b.blocked_id) = least(cm.member_id, cm.other_id)
                    AND greatest(b.blocker_id, b.blocked_id) = greatest(cm.member_id, cm.other_id))
ORDER BY m.seq DESC
LIMIT sqlc.arg(page_limit);

-- name: MessageIDAt :one
SELECT id FROM messages WHERE seq = $1;

-- UnreadMessages is the member's total the writes keep (migration 00048), less what waits in
-- conversations hidden by a block: one row and the member's blocks, not their messages. A pair
-- that blocked each other both ways is one conversation, subtracted once.
-- name: UnreadMessages :one
SELECT ((SELECT coalesce(max(mc.messages_unread), 0) FROM member_counts mc WHERE mc.member_id = sqlc.arg(me)::uuid)
      - (SELECT coalesce(sum(cm.unread), 0) FROM conversation_members cm
         WHERE cm.member_id = sqlc.arg(me)::uuid AND cm.unread > 0
           AND cm.conversation_id IN (SELECT c.id FROM blocks b
                                      JOIN conversations c ON c.member_low = least(b.blocker_id, b.blocked_id)
                                                          AND c.member_high = greatest(b.blocker_id, b.blocked_id)
                                      WHERE b.blocker_id = sqlc.arg(me)::uuid OR b.blocked_id = sqlc.arg(me)::uuid)))::bigint AS unread;

-- What a live stream carries after a position, read together with the notifications in one
-- snapshot (adapters/postgres/feed.go).

-- name: MessagesAfter :many
SELECT m.id, m.conversation_id, m.sender_id, m.body, m.created_at, m.seq, p.member_code AS sender_code
FROM conversation_members cm
JOIN messages m ON m.conversation_id = cm.conversation_id AND m.seq > sqlc.arg(after_seq)
JOIN profiles p ON p.account_id = m.sender_id
WHERE cm.member_id = sqlc.arg(me)
  AND NOT EXISTS (SELECT 1 FROM blocks b
                  WHERE least(b.blocker_id, b.blocked_id) = least(cm.member_id, cm.other_id)
                    AND greatest(b.blocker_id, b.blocked_id) = greatest(cm.member_id, cm.other_id))
ORDER BY m.seq
LIMIT sqlc.arg(page_limit);

-- name: ReadsAfter :many
SELECT theirs.conversation_id, theirs.member_id, theirs.read_at, theirs.read_pos, p.member_code AS reader_code, m.id AS up_to
FROM conversation_members cm
JOIN conversation_members theirs ON theirs.conversation_id = cm.conversation_id AND theirs.read_pos > sqlc.arg(after_seq)
JOIN profiles p ON p.account_id = theirs.member_id
JOIN messages m ON m.seq = theirs.read_seq
WHERE cm.member_id = sqlc.arg(me)
  AND NOT EXISTS (SELECT 1 FROM blocks b
                  WHERE least(b.blocker_id, b.blocked_id) = least(cm.member_id, cm.other_id)
                    AND greatest(b.blocker_id, b.blocked_id) = greatest(cm.member_id, cm.other_id))
ORDER BY theirs.read_pos
LIMIT sqlc.arg(page_limit);

-- name: StreamHead :one
SELECT greatest(
    (SELECT coalesce(max(seq), 0) FROM notifications WHERE recipient_id = sqlc.arg(me)),
    (SELECT coalesce(max(c.last_seq), 0) FROM conversation_members cm JOIN conversations c ON c.id = cm.conversation_id
     WHERE cm.member_id = sqlc.arg(me)),
    (SELECT coalesce(max(theirs.read_pos), 0) FROM conversation_members cm
     JOIN conversation_members theirs ON theirs.conversation_id = cm.conversation_id
     WHERE cm.member_id = sqlc.arg(me)))::bigint AS head;

-- The member's own copy of their data (docs/security.md 22): every message of their conversations,
-- the other member named by code only.
-- name: ExportMessages :many
SELECT other.member_code, (m.sender_id = sqlc.arg(account)::uuid)::boolean AS sent, m.body, m.created_at,
       (m.seq <= CASE WHEN m.sender_id = sqlc.arg(account)::uuid THEN theirs.read_seq ELSE cm.read_seq END)::boolean AS read
FROM conversation_members cm
JOIN conversation_members theirs ON theirs.conversation_id = cm.conversation_id AND theirs.member_id = cm.other_id
JOIN profiles other ON other.account_id = cm.other_id
JOIN messages m ON m.conversation_id = cm.conversation_id
WHERE cm.member_id = sqlc.arg(account)::uuid
ORDER BY m.seq;
