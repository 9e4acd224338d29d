package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// VerificationStatus is what the member's dashboard shows: the badges, and where each document
// stands.
type VerificationStatus struct {
	Badges profile.Badges
	Email  string
	Phone  string
	// PhoneCodeExpires is when the code texted to Phone stops working; zero when none waits.
	PhoneCodeExpires time.Time
	Records          []verification.Record
}

// ReadVerificationStatus is the caller's badges and documents.
type ReadVerificationStatus struct {
	profiles ProfileStore
	store    VerificationStore
	now      func() time.Time
}

func NewReadVerificationStatus(profiles ProfileStore, store VerificationStore, now func() time.Time) *ReadVerificationStatus {
	return mustHave(&ReadVerificationStatus{profiles: profiles, store: store, now: clockOr(now)})
}

func (q *ReadVerificationStatus) Handle(ctx context.Context, me uuid.UUID) (VerificationStatus, error) {
	p, err := q.profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return VerificationStatus{}, err
	}
	records, err := q.store.Records(ctx, me)
	if err != nil {
		return VerificationStatus{}, err
	}
	st := VerificationStatus{Badges: p.Badges, Email: p.Contact.Email, Phone: p.Contact.Phone, Records: records}
	if !p.Badges.Phone {
		expires, live, err := q.store.LivePhoneCode(ctx, me, p.Contact.Phone, q.now())
		if err != nil {
			return VerificationStatus{}, err
		}
		if live {
			st.PhoneCodeExpires = expires
		}
	}
	return st, nil
}
