package postgres

import (
	"context"
	"slices"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// A repeated matches load checks the members its kept carousels show, one probe each
// (CheckShown). The answer depends on those members' rows only through their visibility, and
// on the viewer only through their blocks either way; so each instance remembers its last
// answer per viewer with the visibility epoch and the viewer's facts version it was read at
// (db/migrations/00058_visibility_epoch.sql, 00057_viewer_facts_versions.sql), and while both
// stand still a check reads three keys instead (docs/adr/0020-visibility-epoch.md).

// shownCheckEntries bounds the viewers remembered; past it the memory starts over.
const shownCheckEntries = 100_000

type shownCheck struct {
	ids    []uuid.UUID // the members checked, in the order asked
	epoch  int64
	facts  int64
	hidden []uuid.UUID
}

// CheckShown answers when viewer's profile last changed and which of ids viewer may not be shown
// now; profile.ErrNotFound when viewer has no profile.
func (s *DiscoveryStore) CheckShown(ctx context.Context, viewer uuid.UUID, ids []uuid.UUID) (time.Time, []uuid.UUID, error) {
	if last, ok := s.shown.get(viewer); ok && slices.Equal(last.ids, ids) {
		v, err := s.q.CheckShownVersions(ctx, viewer)
		if err != nil {
			return time.Time{}, nil, wrap("CheckShownVersions", err, profile.ErrNotFound)
		}
		if v.VisibilityEpoch == last.epoch && v.ViewerFactsVersion == last.facts {
			return v.UpdatedAt, slices.Clone(last.hidden), nil
		}
	}
	r, err := s.q.CheckShown(ctx, sqlcgen.CheckShownParams{Ids: ids, Viewer: viewer})
	if err != nil {
		return time.Time{}, nil, wrap("CheckShown", err, profile.ErrNotFound)
	}
	s.shown.put(viewer, &shownCheck{ids: slices.Clone(ids), epoch: r.VisibilityEpoch, facts: r.ViewerFactsVersion, hidden: slices.Clone(r.Hidden)})
	return r.UpdatedAt, r.Hidden, nil
}
