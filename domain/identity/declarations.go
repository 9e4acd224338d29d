package identity

import (
	"net/netip"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// Declarations are what the matrimonial-sites advisory (MeitY, 2016) asks a member to declare
// when they register: that they mean to marry, that what they wrote about themselves is true,
// and that they are of marriageable age (docs/adr/0016-trust-and-safety.md). They are recorded
// with when and from which client address they were made.
type Declarations struct {
	IntentToMarry   bool
	InformationTrue bool
	AgeConfirmed    bool
	At              time.Time
	IP              netip.Addr
}

// ErrDeclarationsIncomplete refuses declarations that are not all made: each one is a
// statement the member confirms, never a preference.
var ErrDeclarationsIncomplete = &errs.ValidationError{Message: "Please fix the errors in the form.",
	Fields: []errs.FieldError{{Field: "declarations", Message: "Please confirm all three declarations to continue."}}}

// Complete reports whether every declaration is made.
func (d Declarations) Complete() bool { return d.IntentToMarry && d.InformationTrue && d.AgeConfirmed }
