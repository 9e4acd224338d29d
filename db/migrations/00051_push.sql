-- +goose Up
-- Web Push (docs/push.md): a member's devices that asked for pushes, and the pushes waiting to be
-- sent. Erasing an account deletes its devices and their queued pushes (the foreign keys cascade).

-- One row per browser that subscribed: the endpoint its push service gave it (unique: the same
-- browser subscribing again, even for another member after a logout, replaces the row) and the
-- keys a push is encrypted for. What the member wants pushed and their quiet hours belong to the
-- device: a phone may buzz for messages while the laptop stays silent.
CREATE TABLE push_subscriptions (
    id                uuid PRIMARY KEY,
    account_id        uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    endpoint          text NOT NULL UNIQUE CHECK (char_length(endpoint) BETWEEN 1 AND 1024),
    p256dh            text NOT NULL CHECK (char_length(p256dh) BETWEEN 1 AND 128),
    auth              text NOT NULL CHECK (char_length(auth) BETWEEN 1 AND 64),
    device_label      text NOT NULL DEFAULT '' CHECK (char_length(device_label) <= 60),
    interest_received boolean NOT NULL DEFAULT true,
    interest_accepted boolean NOT NULL DEFAULT true,
    new_message       boolean NOT NULL DEFAULT true,
    search_alert      boolean NOT NULL DEFAULT true,
    -- Whether the lock screen may show the sender's first name (never more of them).
    show_sender_name  boolean NOT NULL DEFAULT false,
    -- Nothing buzzes from quiet_start to quiet_end (minutes after midnight in time_zone; the window
    -- may cross midnight; equal means no quiet hours). 22:00-07:00 India time by default.
    quiet_start       smallint NOT NULL DEFAULT 1320 CHECK (quiet_start BETWEEN 0 AND 1439),
    quiet_end         smallint NOT NULL DEFAULT 420 CHECK (quiet_end BETWEEN 0 AND 1439),
    time_zone         text NOT NULL DEFAULT 'Asia/Kolkata' CHECK (char_length(time_zone) BETWEEN 1 AND 64),
    created_at        timestamptz NOT NULL,
    updated_at        timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_account_idx ON push_subscriptions (account_id, created_at);

-- A push waiting to be sent to one device. It holds what the event was and whom it is about (the
-- actor, the request, the conversation), never a name, contact or birth detail: the sender reads
-- the actor's first name at send time, if the device allows it, so an erased or renamed actor is
-- never pushed from a stale copy. A sender claims rows by pushing next_attempt_at past a lease
-- (FOR UPDATE SKIP LOCKED), so several instances never send the same push; not_before is the end
-- of the quiet hours a push was held for.
CREATE TABLE push_queue (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    subscription_id uuid NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    recipient_id    uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    kind            text NOT NULL CHECK (kind IN ('interest_received', 'interest_accepted', 'new_message', 'search_alert')),
    actor_id        uuid REFERENCES accounts (id) ON DELETE CASCADE,
    request_id      uuid REFERENCES connection_requests (id) ON DELETE CASCADE,
    conversation_id uuid REFERENCES conversations (id) ON DELETE CASCADE,
    match_count     integer,
    created_at      timestamptz NOT NULL DEFAULT now(),
    not_before      timestamptz NOT NULL DEFAULT now(),
    attempts        integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_queue_due_idx ON push_queue (next_attempt_at);
CREATE INDEX push_queue_subscription_idx ON push_queue (subscription_id);
CREATE INDEX push_queue_actor_idx ON push_queue (actor_id) WHERE actor_id IS NOT NULL;
CREATE INDEX push_queue_request_idx ON push_queue (request_id) WHERE request_id IS NOT NULL;
CREATE INDEX push_queue_conversation_idx ON push_queue (conversation_id) WHERE conversation_id IS NOT NULL;
CREATE INDEX push_queue_recipient_idx ON push_queue (recipient_id);

-- push_enqueue queues one push per device of the recipient that wants this kind, in the
-- transaction that wrote the event (a trigger: no code path that writes a notification or a
-- message can forget it, and a rolled-back event queues nothing). Nothing is queued when the
-- recipient is paused or suspended, the actor suspended, or either blocked the other; the sender
-- checks all of it again at send time, since any of it may change while a push waits.
-- +goose StatementBegin
CREATE FUNCTION push_enqueue(p_recipient uuid, p_kind text, p_actor uuid, p_request uuid,
                             p_conversation uuid, p_match_count integer) RETURNS void
LANGUAGE sql AS $$
    INSERT INTO push_queue (subscription_id, recipient_id, kind, actor_id, request_id, conversation_id, match_count)
    SELECT s.id, s.account_id, p_kind, p_actor, p_request, p_conversation, p_match_count
    FROM push_subscriptions s
    JOIN profiles r ON r.account_id = s.account_id AND r.paused_at IS NULL AND r.suspended_at IS NULL
    WHERE s.account_id = p_recipient
      AND CASE p_kind WHEN 'interest_received' THEN s.interest_received
                      WHEN 'interest_accepted' THEN s.interest_accepted
                      WHEN 'new_message' THEN s.new_message
                      ELSE s.search_alert END
      AND (p_actor IS NULL OR p_kind = 'search_alert' OR NOT EXISTS (
              SELECT 1 FROM profiles a WHERE a.account_id = p_actor AND a.suspended_at IS NOT NULL))
      AND (p_actor IS NULL OR NOT EXISTS (
              SELECT 1 FROM blocks b WHERE (b.blocker_id = p_recipient AND b.blocked_id = p_actor)
                                        OR (b.blocker_id = p_actor AND b.blocked_id = p_recipient)))
$$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION push_on_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM push_enqueue(NEW.recipient_id,
        CASE NEW.kind WHEN 'request_received' THEN 'interest_received'
                      WHEN 'request_accepted' THEN 'interest_accepted'
                      ELSE 'search_alert' END,
        NEW.actor_id, NEW.request_id, NULL, NEW.match_count);
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER push_on_notification AFTER INSERT ON notifications FOR EACH ROW
    WHEN (NEW.kind IN ('request_received', 'request_accepted', 'saved_search_match'))
    EXECUTE FUNCTION push_on_notification();

-- +goose StatementBegin
CREATE FUNCTION push_on_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM push_enqueue(CASE WHEN c.member_low = NEW.sender_id THEN c.member_high ELSE c.member_low END,
                         'new_message', NEW.sender_id, NULL, NEW.conversation_id, NULL)
    FROM conversations c WHERE c.id = NEW.conversation_id;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER push_on_message AFTER INSERT ON messages FOR EACH ROW EXECUTE FUNCTION push_on_message();

-- +goose Down
DROP TRIGGER push_on_message ON messages;
DROP TRIGGER push_on_notification ON notifications;
DROP FUNCTION push_on_message();
DROP FUNCTION push_on_notification();
DROP FUNCTION push_enqueue(uuid, text, uuid, uuid, uuid, integer);
DROP TABLE push_queue;
DROP TABLE push_subscriptions;
