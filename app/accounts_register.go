package app

import (
	"context"
	"log/slog"
	"net/netip"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// Registration is what the wizard submits.
type Registration struct {
	Fields   profile.Fields
	Password string
	Photo    *Photo // nil when no picture came
	// Declarations are the advisory's three (docs/adr/0016-trust-and-safety.md): nil when the
	// client did not send them (clients written before they existed); sent, all three are made.
	Declarations *identity.Declarations
}

// RegisterMember creates the account and profile, stores the picture, and sends a welcome e-mail.
type RegisterMember struct {
	creation accountCreation
	limits   *RateLimiter
	now      func() time.Time
}

func NewRegisterMember(creation accountCreation, limits *RateLimiter, now func() time.Time) *RegisterMember {
	return mustHave(&RegisterMember{creation: creation, limits: limits, now: clockOr(now)})
}

// Handle registers a member from ip, within the client's registrations.
func (c *RegisterMember) Handle(ctx context.Context, ip netip.Addr, r Registration) (profile.Profile, error) {
	if err := c.limits.Take(ctx, PolicyRegistrations, ClientKey(ip)); err != nil {
		return profile.Profile{}, err
	}
	if d := r.Declarations; d != nil {
		d.At, d.IP = c.now(), ip
	}
	return c.creation.create(ctx, ip, r, nil)
}

// accountCreation is registration without its throttle, for a member who registers and for one
// an admin adds.
type accountCreation struct {
	store  AccountStore
	photos PhotoStore
	hasher identity.PasswordHasher
	mail   AccountMailer
	mails  *mailQueue
	log    *slog.Logger
	now    func() time.Time
}

func newAccountCreation(store AccountStore, photos PhotoStore, hasher identity.PasswordHasher, mail AccountMailer,
	mails *mailQueue, log *slog.Logger, now func() time.Time) accountCreation {
	return *mustHave(&accountCreation{store: store, photos: photos, hasher: hasher, mail: mail, mails: mails,
		log: logOr(log), now: clockOr(now)})
}

// create registers from ip (none for a member an admin adds; extra holds the admin form's own
// rules).
func (a accountCreation) create(ctx context.Context, ip netip.Addr, r Registration, extra func(*errs.Validator)) (profile.Profile, error) {
	now := a.now()
	id := uuid.New()
	p, err := profile.New(id, r.Fields, now, func(v *errs.Validator) {
		name, email := deref(r.Fields.FullName), deref(r.Fields.Email)
		if err := identity.CheckPassword(r.Password, name, email); err != nil {
			v.Check(false, "password", err.Error())
		}
		v.Check(r.Photo != nil, "profilePicture", "Profile picture is required")
		if r.Declarations != nil {
			v.Check(r.Declarations.Complete(), "declarations", identity.ErrDeclarationsIncomplete.Fields[0].Message)
		}
		if extra != nil {
			extra(v)
		}
	})
	if err != nil {
		return profile.Profile{}, err
	}
	if err := settleHoroscopeSource(&p, deref(r.Fields.HoroscopeSource)); err != nil {
		return profile.Profile{}, err
	}
	hash, err := a.hasher.Hash(ctx, r.Password)
	if err != nil {
		return profile.Profile{}, err
	}
	if p.PhotoID, err = a.photos.SavePhoto(ctx, *r.Photo); err != nil {
		return profile.Profile{}, err
	}
	acct := identity.Account{ID: id, Email: p.Contact.Email, Phone: p.Contact.Phone, PasswordHash: hash,
		Role: identity.RoleMember, RegisteredFrom: ip}
	if err := a.store.Register(ctx, acct, p, r.Declarations); err != nil {
		// Nothing half-stored: the picture goes when the rows do not come.
		if derr := a.photos.DeletePhoto(context.WithoutCancel(ctx), p.PhotoID); derr != nil {
			a.log.Error("orphaned photo", slog.String("photo", p.PhotoID), slog.String("error", derr.Error()))
		}
		return profile.Profile{}, err
	}
	a.log.Info("registered", slog.String("account", id.String()), slog.String("member", p.Code))
	a.mails.send(func(ctx context.Context) error {
		return a.mail.Welcome(ctx, p.Contact.Email, p.Language, p.FullName, p.Code)
	})
	return p, nil
}
