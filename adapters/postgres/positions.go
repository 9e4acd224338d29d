package postgres

import (
	"context"
	"encoding/binary"
	"slices"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
)

// streamLockSpace is the first key of the advisory locks below, so they cannot collide with
// another use of advisory locks (goose's migration lock is a single bigint key).
const streamLockSpace = 0x52470009

// lockStreams must come first in every transaction that takes a position in a member's live
// stream (notifications.seq, messages.seq, conversation_members.read_pos: one sequence,
// event_positions). A sequence hands out numbers in call order but transactions commit in any
// order, so without it a stream could read position 12 before 11 commits, move past 11 and
// never send it. Holding a lock per member until commit makes each member's positions visible
// in order; locks are taken in key order, so two transactions never wait on each other in a
// circle (docs/adr/0013-messaging.md).
func lockStreams(ctx context.Context, q *sqlcgen.Queries, members ...uuid.UUID) error {
	keys := make([]int32, 0, len(members))
	for _, m := range members {
		// Account ids are random (v4): their first four bytes spread well. Two members sharing a
		// key only wait for each other.
		keys = append(keys, int32(binary.BigEndian.Uint32(m[:4])))
	}
	slices.Sort(keys)
	for i, k := range keys {
		if i > 0 && k == keys[i-1] {
			continue
		}
		if err := q.LockEventPositions(ctx, sqlcgen.LockEventPositionsParams{Space: streamLockSpace, MemberKey: k}); err != nil {
			return err
		}
	}
	return nil
}

// wakeStreams tells every instance, at commit, that the members' streams have something new.
func wakeStreams(ctx context.Context, q *sqlcgen.Queries, members ...uuid.UUID) error {
	for _, m := range members {
		if err := q.NotifyRecipient(ctx, m.String()); err != nil {
			return err
		}
	}
	return nil
}
