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

// Wrote tells the read routing that the viewer changed something (the HTTP adapter calls it
// for every successful change a member makes, whatever the use case).
func (d *Discovery) Wrote(ctx context.Context, viewer uuid.UUID) {
	if d.Routing != nil {
		d.Routing.Wrote(ctx, viewer)
	}
}

// read runs fn on the replica when the routing allows it, else on the primary, and falls
// back to the other one where that helps: a replica that does not know the viewer or the
// member yet (registered a moment ago) is asked again on the primary, and when one side is
// unreachable the other serves what it has.
func (d *Discovery) read(viewer uuid.UUID, fn func(DiscoveryStore) error) error {
	if d.Replica == nil || d.Routing == nil {
		return fn(d.Store)
	}
	if !d.Routing.FromReplica(viewer) {
		err := fn(d.Store)
		if errors.Is(err, errs.ErrUnavailable) {
			return fn(d.Replica) // the primary is down: a replica's slightly older answer beats a 503
		}
		return err
	}
	err := fn(d.Replica)
	if errors.Is(err, errs.ErrUnavailable) || errors.Is(err, errs.ErrNotFound) {
		return fn(d.Store)
	}
	return err
}
