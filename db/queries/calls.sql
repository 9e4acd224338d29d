-- Calls between connections (docs/calls.md). Every change of a call runs under the two members'
-- stream locks (adapters/postgres/positions.go), taken before the call's row, so a member's
-- one-live-call check cannot race and positions become visible in order.

-- name: Blocked :one
SELECT EXISTS (SELECT 1 FROM blocks
               WHERE least(blocker_id, blocked_id) = least(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid)
                 AND greatest(blocker_id, blocked_id) = greatest(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid));

-- LiveCallsOf locks the live calls either member is in.
-- name: LiveCallsOf :many
SELECT id, caller_id, callee_id, kind, state, started_at, answered_at, ended_at, end_reason FROM calls
WHERE state IN ('ringing', 'accepted')
  AND (caller_id IN (sqlc.arg(a)::uuid, sqlc.arg(b)::uuid) OR callee_id IN (sqlc.arg(a)::uuid, sqlc.arg(b)::uuid))
FOR UPDATE;

-- name: InsertCall :exec
INSERT INTO calls (id, caller_id, callee_id, kind, state, started_at)
VALUES ($1, $2, $3, $4, 'ringing', $5);

-- name: CallByID :one
SELECT id, caller_id, callee_id, kind, state, started_at, answered_at, ended_at, end_reason FROM calls
WHERE id = $1;

-- name: CallForUpdate :one
SELECT id, caller_id, callee_id, kind, state, started_at, answered_at, ended_at, end_reason FROM calls
WHERE id = $1
FOR UPDATE;

-- name: SetCallState :exec
UPDATE calls SET state = $2, answered_at = $3, ended_at = $4, end_reason = $5
WHERE id = $1;

-- name: InsertCallEvent :exec
INSERT INTO call_events (call_id, recipient_id, kind, state, signal, created_at)
VALUES ($1, $2, $3, $4, $5, $6);

-- RingingSince lists calls still ringing that started before cutoff (the sweeper turns them
-- into missed calls, each under its own locks).
-- name: RingingSince :many
SELECT id FROM calls WHERE state = 'ringing' AND started_at <= sqlc.arg(cutoff)
ORDER BY started_at
LIMIT sqlc.arg(page_limit);

-- PruneCallEvents forgets the signaling of calls over before cutoff: a stream resuming after it
-- has nothing to do with them.
-- name: PruneCallEvents :execrows
DELETE FROM call_events e USING calls c
WHERE e.call_id = c.id AND c.ended_at < sqlc.arg(cutoff);

-- What a live stream carries about calls after a position (adapters/postgres/feed.go). The
-- other member is named by code; no contact detail is read.
-- name: CallEventsAfter :many
SELECT e.pos, e.kind AS event_kind, e.state AS event_state, e.signal, e.created_at,
       c.id, c.caller_id, c.callee_id, c.kind, c.started_at, c.answered_at, c.ended_at, c.end_reason,
       caller.member_code AS caller_code, callee.member_code AS callee_code
FROM call_events e
JOIN calls c ON c.id = e.call_id
JOIN profiles caller ON caller.account_id = c.caller_id
JOIN profiles callee ON callee.account_id = c.callee_id
WHERE e.recipient_id = sqlc.arg(me) AND e.pos > sqlc.arg(after_seq)
ORDER BY e.pos
LIMIT sqlc.arg(page_limit);

-- name: CallStreamHead :one
SELECT coalesce(max(pos), 0)::bigint AS head FROM call_events WHERE recipient_id = $1;

-- CallLog is the pair's calls, newest first (the conversation shows them).
-- name: CallLog :many
SELECT id, caller_id, callee_id, kind, state, started_at, answered_at, ended_at, end_reason FROM calls
WHERE least(caller_id, callee_id) = least(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid)
  AND greatest(caller_id, callee_id) = greatest(sqlc.arg(a)::uuid, sqlc.arg(b)::uuid)
ORDER BY started_at DESC
LIMIT sqlc.arg(page_limit);

-- The member's own copy of their data (docs/security.md 22): every call they made or received,
-- the other member named by code only.
-- name: ExportCalls :many
SELECT c.id, c.caller_id, c.callee_id, c.kind, c.state, c.started_at, c.answered_at, c.ended_at, c.end_reason,
       other.member_code
FROM calls c
JOIN profiles other ON other.account_id = CASE WHEN c.caller_id = sqlc.arg(account)::uuid THEN c.callee_id ELSE c.caller_id END
WHERE c.caller_id = sqlc.arg(account)::uuid OR c.callee_id = sqlc.arg(account)::uuid
ORDER BY c.started_at;
