package app

import (
	"context"
	"net/netip"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// AddMember creates a member an admin adds (AdminApplication's CreateMember).
type AddMember struct{ creation accountCreation }

func NewAddMember(creation accountCreation) *AddMember {
	return mustHave(&AddMember{creation: creation})
}

// Handle is a registration from no address and without the registration throttle; extra holds
// the admin form's own rules.
func (c *AddMember) Handle(ctx context.Context, r Registration, extra func(*errs.Validator)) (profile.Profile, error) {
	return c.creation.create(ctx, netip.Addr{}, r, extra)
}
