-- +goose Up
-- Calls between connections (docs/calls.md): the call log, and what each member's live stream
-- carries about a call (its changes of state and the signaling the two browsers exchange). The
-- media never passes through the server and nothing of it is kept. Erasing an account deletes
-- its calls and their events (the foreign keys cascade).

CREATE TABLE calls (
    id          uuid PRIMARY KEY,
    caller_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    callee_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    kind        text NOT NULL CHECK (kind IN ('voice', 'video')),
    state       text NOT NULL CHECK (state IN ('ringing', 'accepted', 'ended', 'missed', 'declined')),
    started_at  timestamptz NOT NULL,
    answered_at timestamptz,
    ended_at    timestamptz,
    end_reason  text CHECK (end_reason IN ('hang_up', 'cancelled', 'no_answer', 'declined', 'blocked')),
    CHECK (caller_id <> callee_id),
    CHECK ((state IN ('ringing', 'accepted')) = (ended_at IS NULL))
);
-- A member's live call (one at a time: the busy check reads these under the members' stream
-- locks), and the ringing calls the sweeper turns into missed ones.
CREATE INDEX calls_caller_live_idx ON calls (caller_id) WHERE state IN ('ringing', 'accepted');
CREATE INDEX calls_callee_live_idx ON calls (callee_id) WHERE state IN ('ringing', 'accepted');
CREATE INDEX calls_ringing_idx ON calls (started_at) WHERE state = 'ringing';
-- A pair's log, newest first.
CREATE INDEX calls_pair_idx ON calls (least(caller_id, callee_id), greatest(caller_id, callee_id), started_at DESC);

-- One event of a member's live stream about a call, positioned in the stream's one order
-- (event_positions, docs/adr/0013-messaging.md). kind 'state' carries the state the call moved
-- to; kind 'signal' carries an offer, an answer or an ICE candidate from the other member, as
-- the API validated it (domain/calls/signal.go). Events of calls over for an hour are pruned.
CREATE TABLE call_events (
    pos          bigint PRIMARY KEY DEFAULT nextval('event_positions'),
    call_id      uuid NOT NULL REFERENCES calls (id) ON DELETE CASCADE,
    recipient_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    kind         text NOT NULL CHECK (kind IN ('state', 'signal')),
    state        text NOT NULL,
    signal       jsonb,
    created_at   timestamptz NOT NULL,
    CHECK ((kind = 'signal') = (signal IS NOT NULL))
);
CREATE INDEX call_events_recipient_idx ON call_events (recipient_id, pos);
CREATE INDEX call_events_call_idx ON call_events (call_id);

-- A block ends the pair's live call at once, in the blocking transaction, whichever code path
-- wrote the block. The two members' stream locks are taken as adapters/postgres/positions.go
-- takes them (space 0x52470009, the account id's first four bytes), so the positions become
-- visible in order.
-- +goose StatementBegin
CREATE FUNCTION calls_end_on_block() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    c record;
    k int;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM calls
                   WHERE state IN ('ringing', 'accepted')
                     AND ((caller_id = NEW.blocker_id AND callee_id = NEW.blocked_id)
                       OR (caller_id = NEW.blocked_id AND callee_id = NEW.blocker_id))) THEN
        RETURN NEW;
    END IF;
    -- The stream locks before the call's row, in the order every call transaction takes them.
    FOR k IN SELECT DISTINCT ('x' || substr(replace(m::text, '-', ''), 1, 8))::bit(32)::int AS key
             FROM unnest(ARRAY[NEW.blocker_id, NEW.blocked_id]) AS m ORDER BY key LOOP
        PERFORM pg_advisory_xact_lock(1380384777, k);
    END LOOP;
    FOR c IN SELECT id, caller_id, callee_id FROM calls
             WHERE state IN ('ringing', 'accepted')
               AND ((caller_id = NEW.blocker_id AND callee_id = NEW.blocked_id)
                 OR (caller_id = NEW.blocked_id AND callee_id = NEW.blocker_id))
             FOR UPDATE LOOP
        UPDATE calls SET state = 'ended', ended_at = now(), end_reason = 'blocked' WHERE id = c.id;
        INSERT INTO call_events (call_id, recipient_id, kind, state, created_at)
        VALUES (c.id, c.caller_id, 'state', 'ended', now()), (c.id, c.callee_id, 'state', 'ended', now());
        PERFORM pg_notify('reshimgathi_notifications', c.caller_id::text);
        PERFORM pg_notify('reshimgathi_notifications', c.callee_id::text);
    END LOOP;
    RETURN NEW;
END $$;
-- +goose StatementEnd
CREATE TRIGGER calls_end_on_block AFTER INSERT ON blocks FOR EACH ROW EXECUTE FUNCTION calls_end_on_block();

-- +goose Down
DROP TRIGGER calls_end_on_block ON blocks;
DROP FUNCTION calls_end_on_block();
DROP TABLE call_events;
DROP TABLE calls;
