package profile

import (
	"reflect"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// New builds a registering member's profile. Every field is required (the wizard's six steps);
// errors are collected so the form can mark each one. extra lets the caller add the account's
// own checks (password) to the same answer.
func New(accountID uuid.UUID, f Fields, now time.Time, extra func(*errs.Validator)) (Profile, error) {
	p := Profile{AccountID: accountID, Code: NewMemberCode(), Drinking: "no", Smoking: "no",
		Children: 0, RegisteredAt: now, UpdatedAt: now, LastActiveAt: now}
	f.apply(&p)
	if f.AcceptTerms != nil && *f.AcceptTerms {
		p.TermsAcceptedAt = now
	}
	var v errs.Validator
	v.Check(f.AcceptTerms == nil || *f.AcceptTerms, "acceptTerms", "Please accept the terms and the privacy policy")
	if f.Email == nil || f.Phone == nil {
		v.Check(f.Email != nil, "email", "Invalid email format")
		v.Check(f.Phone != nil, "phone", "Please enter a 10-digit mobile number starting with 6, 7, 8 or 9")
	}
	p.validate(&v, now)
	if extra != nil {
		extra(&v)
	}
	if err := v.Err(formSummary); err != nil {
		return Profile{}, err
	}
	return p, nil
}

// Edit applies the changed fields, validates the result as a whole, and reports whether
// anything actually changed; an edit that changes nothing is ErrNoChanges.
func (p *Profile) Edit(f Fields, photoChanged bool, now time.Time) error {
	before := *p
	next := *p
	next.Languages = append([]string(nil), p.Languages...)
	next.Hobbies = append([]string(nil), p.Hobbies...)
	// append to nil keeps "none" as nil, the way apply leaves an emptied list.
	next.Partner.MaritalStatuses = append([]string(nil), p.Partner.MaritalStatuses...)
	before.Partner.MaritalStatuses = next.Partner.MaritalStatuses
	f.AcceptTerms = nil // accepted once, at registration
	f.apply(&next)
	next.UpdatedAt, before.UpdatedAt = now, now
	if !photoChanged && reflect.DeepEqual(before, next) {
		return ErrNoChanges
	}
	var v errs.Validator
	// Gender decides who a member meets (matching.MayMeet): a member cannot move themself into the
	// other pool; only an admin may correct it.
	v.Check(next.Gender == before.Gender, "gender", "Gender cannot be changed after registration.")
	next.validate(&v, now)
	if err := v.Err(formSummary); err != nil {
		return err
	}
	*p = next
	return nil
}
