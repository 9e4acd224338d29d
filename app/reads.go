package app

import (
	"context"
	"errors"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// ReadRouting decides whether a member's discovery reads may come from a read replica
// (docs/adr/0014-read-replicas.md). The replica answers the heavy reads about other members
// (search, matches, a profile view); a member who has just changed something reads from the
// primary, so their own change shows at once on every instance.
type ReadRouting interface {
	// FromReplica reports whether account's reads may go to the replica now: it is up and
	// close behind the primary, and account has written nothing lately.
	FromReplica(account uuid.UUID) bool
	// Wrote records that account changed something, on every instance, before the change is
	// acknowledged to the member.
	Wrote(ctx context.Context, account uuid.UUID)
}

// discoveryReads are the discovery store on the primary and, when set, on a replica with the
// routing between them: shared by the discovery queries that read other members.
type discoveryReads struct {
	primary DiscoveryStore
	replica DiscoveryStore // nil: every read goes to primary
	routing ReadRouting
}

// read runs fn on the replica when the routing allows it, else on the primary, and falls
// back to the other one where that helps: a replica that does not know the viewer or the
// member yet (registered a moment ago) is asked again on the primary, and when one side is
// unreachable the other serves what it has.
func (r *discoveryReads) read(viewer uuid.UUID, fn func(DiscoveryStore) error) error {
	if r.replica == nil || r.routing == nil {
		return fn(r.primary)
	}
	if !r.routing.FromReplica(viewer) {
		err := fn(r.primary)
		if errors.Is(err, errs.ErrUnavailable) {
			return fn(r.replica) // the primary is down: a replica's slightly older answer beats a 503
		}
		return err
	}
	err := fn(r.replica)
	if errors.Is(err, errs.ErrUnavailable) || errors.Is(err, errs.ErrNotFound) {
		return fn(r.primary)
	}
	return err
}

// NoteWrite tells the read routing that a member changed something (the HTTP adapter calls it
// for every successful change a member makes, whatever the use case; Safety for the other
// member of a block).
type NoteWrite struct {
	routing ReadRouting // nil: no replica, nothing to steer
}

func (c *NoteWrite) Handle(ctx context.Context, member uuid.UUID) {
	if c.routing != nil {
		c.routing.Wrote(ctx, member)
	}
}

// Routed reports whether there is read routing to tell at all.
func (c *NoteWrite) Routed() bool { return c.routing != nil }
