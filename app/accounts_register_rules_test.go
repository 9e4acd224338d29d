package app_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// ---- registration ----

func registration() app.Registration {
	return app.Registration{
		Fields: profile.Fields{
			FullName: ref("Snehal Deshmukh"), Gender: ref("female"), DOB: ref(time.Date(1998, 5, 14, 0, 0, 0, 0, time.UTC)),
			Religion: ref("Hindu"), Caste: ref("Maratha"), MaritalStatus: ref("Never Married"), City: ref("pune"),
			Education: ref("be-btech"), Profession: ref("software-engineer"), IncomeKMonth: ref(85), HeightCM: ref(162),
			WeightKG: ref(55), BloodGroup: ref("b+"), Languages: ref([]string{"Marathi"}),
			Hobbies: ref([]string{"Reading"}), Father: ref("Sunil"), FatherJob: ref("Teacher"), Mother: ref("Asha"),
			MotherJob: ref("Homemaker"), Siblings: ref(1), FoodPref: ref("non-Veg"), Disability: ref("No"),
			PreferredPlan: ref("premium"), PartnerAgeMin: ref(26), PartnerAgeMax: ref(32), Email: ref(" Snehal@Example.in"),
			Phone: ref("9822012345"),
		},
		Password: goodPassword,
		Photo:    &app.Photo{Full: []byte{1}},
	}
}

func fieldErr(err error, field string) bool {
	var ve *errs.ValidationError
	if !errors.As(err, &ve) {
		return false
	}
	for _, f := range ve.Fields {
		if f.Field == field {
			return true
		}
	}
	return false
}

func TestRegisterDecisions(t *testing.T) {
	ctx := context.Background()

	t.Run("a valid registration stores a member account with the normalised e-mail and a hash, and welcomes", func(t *testing.T) {
		r := newAcctRig(t)
		reg := registration()
		reg.Declarations = &identity.Declarations{IntentToMarry: true, InformationTrue: true, AgeConfirmed: true}
		p, err := r.a.Commands.Register.Handle(ctx, ipOwner, reg)
		r.a.WaitForMail()
		if err != nil {
			t.Fatal(err)
		}
		if len(r.store.stored) != 1 {
			t.Fatalf("stored %d accounts", len(r.store.stored))
		}
		acct := r.store.stored[0]
		if acct.Email != "snehal@example.in" || acct.PasswordHash != "hash:"+goodPassword || acct.Role != identity.RoleMember ||
			acct.RegisteredFrom != ipOwner || acct.ID != p.AccountID {
			t.Fatalf("account %+v", acct)
		}
		if d := r.store.storedD[0]; d == nil || !d.At.Equal(acctNow) || d.IP != ipOwner {
			t.Fatalf("declarations %+v", d)
		}
		if len(r.photos.saved) != 1 || p.PhotoID != r.photos.saved[0] || len(r.photos.deleted) != 0 {
			t.Fatalf("photos %+v, profile photo %q", r.photos, p.PhotoID)
		}
		if len(r.mail.sent) != 1 || r.mail.sent[0].kind != "welcome" || r.mail.sent[0].to != "snehal@example.in" ||
			r.mail.sent[0].extra != p.Code {
			t.Fatalf("mails %+v", r.mail.sent)
		}
	})

	t.Run("a taken e-mail is refused and the picture does not stay behind", func(t *testing.T) {
		taken := identity.Account{ID: uuid.New(), Email: "snehal@example.in", Role: identity.RoleMember}
		r := newAcctRig(t, taken)
		_, err := r.a.Commands.Register.Handle(ctx, ipOwner, registration())
		r.a.WaitForMail()
		if !errors.Is(err, profile.ErrEmailTaken) {
			t.Fatalf("got %v", err)
		}
		if len(r.photos.saved) != 1 || len(r.photos.deleted) != 1 || r.photos.deleted[0] != r.photos.saved[0] {
			t.Fatalf("photos %+v", r.photos)
		}
		if len(r.mail.sent) != 0 {
			t.Fatal("welcomed a refused registration")
		}
	})

	for _, c := range []struct {
		name, field string
		mutate      func(*app.Registration)
	}{
		{"a weak password", "password", func(r *app.Registration) { r.Password = "short" }},
		{"a password holding the name", "password", func(r *app.Registration) { r.Password = "snehal-deshmukh-2024" }},
		{"no picture", "profilePicture", func(r *app.Registration) { r.Photo = nil }},
		{"declarations not all made", "declarations", func(r *app.Registration) {
			r.Declarations = &identity.Declarations{IntentToMarry: true}
		}},
		{"an invalid profile", "fullName", func(r *app.Registration) { r.Fields.FullName = ref(" ") }},
	} {
		t.Run("refused: "+c.name, func(t *testing.T) {
			r := newAcctRig(t)
			reg := registration()
			c.mutate(&reg)
			_, err := r.a.Commands.Register.Handle(ctx, ipOwner, reg)
			if !errors.Is(err, errs.ErrInvalid) || !fieldErr(err, c.field) {
				t.Fatalf("got %v, want a form error on %s", err, c.field)
			}
			if len(r.store.stored) != 0 || len(r.photos.saved) != 0 {
				t.Fatal("something was stored")
			}
		})
	}

	t.Run("registrations per client are rate limited", func(t *testing.T) {
		r := newAcctRig(t)
		r.limits.SetLimit(app.PolicyRegistrations, 1)
		_, _ = r.a.Commands.Register.Handle(ctx, ipOwner, registration())
		var rl *errs.RateLimitedError
		reg := registration()
		reg.Fields.Email = ref("other@example.in")
		if _, err := r.a.Commands.Register.Handle(ctx, ipOwner, reg); !errors.As(err, &rl) {
			t.Fatalf("got %v", err)
		}
		r.a.WaitForMail()
		if len(r.store.stored) != 1 {
			t.Fatalf("stored %d", len(r.store.stored))
		}
	})
}

func TestDeclareRefusesIncompleteDeclarations(t *testing.T) {
	r := newAcctRig(t, alice)
	if err := r.a.Commands.Declare.Handle(context.Background(), aliceID, ipOwner, identity.Declarations{IntentToMarry: true, AgeConfirmed: true}); !errors.Is(err, errs.ErrInvalid) {
		t.Fatalf("got %v", err)
	}
	if len(r.decl.recorded) != 0 {
		t.Fatal("recorded incomplete declarations")
	}
	if err := r.a.Commands.Declare.Handle(context.Background(), aliceID, ipOwner, identity.Declarations{IntentToMarry: true, InformationTrue: true, AgeConfirmed: true}); err != nil || len(r.decl.recorded) != 1 {
		t.Fatalf("complete declarations: %v, recorded %v", err, r.decl.recorded)
	}
}

func TestTheRegistrationEmailCheckAnswersWhatRegisteringWould(t *testing.T) {
	ctx := context.Background()
	r := newAcctRig(t, alice)
	check := r.a.Queries.CheckRegistrationEmail

	if err := check.Handle(ctx, ipOwner, "new.member@example.in"); err != nil {
		t.Fatalf("a free address: %v", err)
	}
	if err := check.Handle(ctx, ipOwner, " Alice@Example.IN "); !errors.Is(err, profile.ErrEmailTaken) {
		t.Fatalf("a registered address, typed otherwise: %v", err)
	}
	var v *errs.ValidationError
	if err := check.Handle(ctx, ipOwner, "not an address"); !errors.As(err, &v) || len(v.Fields) != 1 || v.Fields[0].Field != "email" {
		t.Fatalf("a malformed address: %v", err)
	}
	if len(r.store.lookups) != 2 || r.store.lookups[1] != alice.Email {
		t.Fatalf("looked up %v: a malformed address is read nowhere", r.store.lookups)
	}

	// Throttled per client like registering, so it is no better an oracle of who is registered.
	r.limits.SetLimit(app.PolicyRegistrationChecks, 2) // the two well-formed checks above
	var rl *errs.RateLimitedError
	if err := check.Handle(ctx, ipOwner, alice.Email); !errors.As(err, &rl) {
		t.Fatalf("the third well-formed check from one client: %v", err)
	}
	if err := check.Handle(ctx, ipOther, alice.Email); !errors.Is(err, profile.ErrEmailTaken) {
		t.Fatalf("another client: %v", err)
	}
}

func TestRegisteringFromTheWizardSignsTheNewMemberIn(t *testing.T) {
	ctx := context.Background()

	r := newAcctRig(t)
	p, login, err := r.a.Commands.RegisterAndSignIn.Handle(ctx, ipOwner, registration())
	r.a.WaitForMail()
	if err != nil || len(r.store.stored) != 1 || p.AccountID != r.store.stored[0].ID {
		t.Fatalf("%+v %v", p, err)
	}
	claims, ok := r.tokens.issued[login.Token]
	if !ok || claims.Subject != p.AccountID || !claims.IssuedAt.Equal(acctNow) || !login.ExpiresAt.Equal(claims.ExpiresAt) {
		t.Fatalf("login %+v, issued %+v", login, r.tokens.issued)
	}

	taken := identity.Account{ID: uuid.New(), Email: "snehal@example.in", Role: identity.RoleMember}
	r = newAcctRig(t, taken)
	if _, login, err := r.a.Commands.RegisterAndSignIn.Handle(ctx, ipOwner, registration()); !errors.Is(err, profile.ErrEmailTaken) ||
		login.Token != "" || len(r.tokens.issued) != 0 {
		t.Fatalf("a refused registration: %v, login %+v, issued %d", err, login, len(r.tokens.issued))
	}
	r.a.WaitForMail()
}
