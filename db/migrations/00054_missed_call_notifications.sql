-- +goose Up
-- A missed call becomes a notification to the member called (docs/calls.md), written in the
-- transaction that ends the call (adapters/postgres/calls.go), and a push through the same
-- trigger as the other notifications (00051_push.sql), under the device's "new messages" choice:
-- a call is the same conversation by voice.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (
    (kind IN ('request_received', 'request_accepted', 'request_rejected')
        AND request_id IS NOT NULL AND actor_id IS NOT NULL AND saved_search_id IS NULL)
    OR (kind = 'saved_search_match'
        AND request_id IS NULL AND actor_id IS NOT NULL AND saved_search_id IS NOT NULL AND match_count IS NOT NULL)
    OR (kind IN ('photo_request_received', 'photo_request_accepted', 'missed_call')
        AND request_id IS NULL AND actor_id IS NOT NULL AND saved_search_id IS NULL)
    OR (kind IN ('verification_approved', 'verification_rejected', 'report_outcome', 'moderation_warning')
        AND request_id IS NULL AND actor_id IS NULL AND saved_search_id IS NULL AND subject IS NOT NULL));

ALTER TABLE push_queue DROP CONSTRAINT push_queue_kind_check;
ALTER TABLE push_queue ADD CONSTRAINT push_queue_kind_check
    CHECK (kind IN ('interest_received', 'interest_accepted', 'new_message', 'search_alert', 'missed_call'));

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION push_enqueue(p_recipient uuid, p_kind text, p_actor uuid, p_request uuid,
                             p_conversation uuid, p_match_count integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM push_subscriptions WHERE account_id = p_recipient) THEN
        RETURN;
    END IF;
    INSERT INTO push_queue (subscription_id, recipient_id, kind, actor_id, request_id, conversation_id, match_count)
    SELECT s.id, s.account_id, p_kind, p_actor, p_request, p_conversation, p_match_count
    FROM push_subscriptions s
    JOIN profiles r ON r.account_id = s.account_id AND r.paused_at IS NULL AND r.suspended_at IS NULL
    WHERE s.account_id = p_recipient
      AND CASE p_kind WHEN 'interest_received' THEN s.interest_received
                      WHEN 'interest_accepted' THEN s.interest_accepted
                      WHEN 'new_message' THEN s.new_message
                      WHEN 'missed_call' THEN s.new_message
                      ELSE s.search_alert END
      AND (p_actor IS NULL OR p_kind = 'search_alert' OR NOT EXISTS (
              SELECT 1 FROM profiles a WHERE a.account_id = p_actor AND a.suspended_at IS NOT NULL))
      AND (p_actor IS NULL OR NOT EXISTS (
              SELECT 1 FROM blocks b WHERE (b.blocker_id = p_recipient AND b.blocked_id = p_actor)
                                        OR (b.blocker_id = p_actor AND b.blocked_id = p_recipient)));
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION push_on_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM push_enqueue(NEW.recipient_id,
        CASE NEW.kind WHEN 'request_received' THEN 'interest_received'
                      WHEN 'request_accepted' THEN 'interest_accepted'
                      WHEN 'missed_call' THEN 'missed_call'
                      ELSE 'search_alert' END,
        NEW.actor_id, NEW.request_id, NULL, NEW.match_count);
    RETURN NULL;
END $$;
-- +goose StatementEnd
DROP TRIGGER push_on_notification ON notifications;
CREATE TRIGGER push_on_notification AFTER INSERT ON notifications FOR EACH ROW
    WHEN (NEW.kind IN ('request_received', 'request_accepted', 'saved_search_match', 'missed_call'))
    EXECUTE FUNCTION push_on_notification();

-- +goose Down
DROP TRIGGER push_on_notification ON notifications;
CREATE TRIGGER push_on_notification AFTER INSERT ON notifications FOR EACH ROW
    WHEN (NEW.kind IN ('request_received', 'request_accepted', 'saved_search_match'))
    EXECUTE FUNCTION push_on_notification();
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION push_on_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM push_enqueue(NEW.recipient_id,
        CASE NEW.kind WHEN 'request_received' THEN 'interest_received'
                      WHEN 'request_accepted' THEN 'interest_accepted'
                      ELSE 'search_alert' END,
        NEW.actor_id, NEW.request_id, NULL, NEW.match_count);
    RETURN NULL;
END $$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION push_enqueue(p_recipient uuid, p_kind text, p_actor uuid, p_request uuid,
                             p_conversation uuid, p_match_count integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM push_subscriptions WHERE account_id = p_recipient) THEN
        RETURN;
    END IF;
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
                                        OR (b.blocker_id = p_actor AND b.blocked_id = p_recipient)));
END $$;
-- +goose StatementEnd
DELETE FROM push_queue WHERE kind = 'missed_call';
ALTER TABLE push_queue DROP CONSTRAINT push_queue_kind_check;
ALTER TABLE push_queue ADD CONSTRAINT push_queue_kind_check
    CHECK (kind IN ('interest_received', 'interest_accepted', 'new_message', 'search_alert'));
DELETE FROM notifications WHERE kind = 'missed_call';
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
