package app_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// memberFiles are the members' stored profiles by code, as the admin's edit sees them: UpdateProfile
// lets change decide on a copy and keeps it only when change agrees, as the adapter's transaction.
type memberFiles struct {
	app.ProfileStore
	byCode map[string]profile.Profile
}

func (f *memberFiles) ProfileByCode(_ context.Context, code string) (profile.Profile, error) {
	if p, ok := f.byCode[code]; ok {
		return p, nil
	}
	return profile.Profile{}, profile.ErrNotFound
}

func (f *memberFiles) UpdateProfile(_ context.Context, id uuid.UUID, change func(*profile.Profile) error) (profile.Profile, error) {
	for code, p := range f.byCode {
		if p.AccountID == id {
			if err := change(&p); err != nil {
				return profile.Profile{}, err
			}
			f.byCode[code] = p
			return p, nil
		}
	}
	return profile.Profile{}, profile.ErrNotFound
}

func (f *memberFiles) PhotoInUse(_ context.Context, id string) (bool, error) {
	for _, p := range f.byCode {
		if p.PhotoID == id {
			return true, nil
		}
	}
	return false, nil
}

// memberDesk answers a member's details from the files, as they are after the edit.
type memberDesk struct {
	app.MemberAdminStore
	files *memberFiles
}

func (d memberDesk) MemberDetail(ctx context.Context, code string, _ time.Time) (app.MemberDetail, error) {
	p, err := d.files.ProfileByCode(ctx, code)
	return app.MemberDetail{Profile: p}, err
}

// photoShelf keeps the pictures saved, by id.
type photoShelf struct{ kept map[string]bool }

func (s *photoShelf) SavePhoto(context.Context, app.Photo) (string, error) {
	id := "photo-" + uuid.NewString()
	s.kept[id] = true
	return id, nil
}

func (s *photoShelf) DeletePhoto(_ context.Context, id string) error {
	delete(s.kept, id)
	return nil
}

func TestAdminEditMember(t *testing.T) {
	ctx := context.Background()
	setup := func() (*app.EditMember, *memberFiles, *photoShelf, *auditLog, profile.Profile) {
		bride, err := profile.New(uuid.New(), registration().Fields, adminNow, nil)
		if err != nil {
			t.Fatal(err)
		}
		bride.PhotoID = "old"
		files := &memberFiles{byCode: map[string]profile.Profile{bride.Code: bride}}
		shelf := &photoShelf{kept: map[string]bool{"old": true}}
		audit := &auditLog{}
		edit := app.NewEditMember(files, shelf, memberDesk{files: files}, audit, nil, func() time.Time { return adminNow })
		return edit, files, shelf, audit, bride
	}

	t.Run("an admin may change the gender, and the audit names the fields changed, never their values", func(t *testing.T) {
		edit, files, _, audit, bride := setup()
		male, name := "male", "Mansi Joshi"
		d, err := edit.Handle(ctx, anAdmin, bride.Code, profile.Fields{Gender: &male, FullName: &name}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if d.Profile.Gender != "male" || d.Profile.FullName != name || files.byCode[bride.Code].Gender != "male" {
			t.Fatalf("answered %+v, stored %+v", d.Profile, files.byCode[bride.Code])
		}
		if len(audit.entries) != 1 {
			t.Fatalf("audit %+v", audit.entries)
		}
		e := audit.entries[0]
		if e.Action != admin.ActionMemberEdited || e.MemberCode != bride.Code || e.MemberID != bride.AccountID || e.AdminID != anAdmin.ID {
			t.Fatalf("audit entry %+v", e)
		}
		if !slices.Contains(e.Fields, "gender") || !slices.Contains(e.Fields, "fullName") || slices.Contains(e.Fields, name) {
			t.Fatalf("audited fields %v", e.Fields)
		}
	})

	t.Run("the horoscope's mark is checked again: a corrected birth time unmarks calculated values", func(t *testing.T) {
		edit, files, _, _, bride := setup()
		r, err := app.CalculateHoroscope{}.Handle(app.HoroscopeBirth{Date: bride.DOB.Format("2006-01-02"), Time: "06:45",
			PlaceID: "mh-pune-pune-city"})
		if err != nil {
			t.Fatal(err)
		}
		s := func(v string) *string { return &v }
		charan := r.Chart.Moon.Charan
		computed := profile.Fields{Rashi: s(r.Chart.Moon.Rashi), Nakshatra: s(r.Chart.Moon.Nakshatra), Charan: &charan,
			Manglik: s(r.Chart.Manglik.Status), BirthTime: s("06:45"), BirthPlace: s("mh-pune-pune-city")}
		source := func() string { return files.byCode[bride.Code].Horoscope.Source }
		if _, err := edit.Handle(ctx, anAdmin, bride.Code, computed, nil); err != nil || source() != profile.SourceCalculated {
			t.Fatalf("the computed values: source %q, err %v", source(), err)
		}
		if _, err := edit.Handle(ctx, anAdmin, bride.Code, profile.Fields{FullName: s("Mansi Joshi")}, nil); err != nil ||
			source() != profile.SourceCalculated {
			t.Fatalf("an edit away from the horoscope: source %q, err %v", source(), err)
		}
		if _, err := edit.Handle(ctx, anAdmin, bride.Code, profile.Fields{BirthTime: s("18:45")}, nil); err != nil ||
			source() != profile.SourceTyped {
			t.Fatalf("the birth time moved by twelve hours: source %q, want typed (err %v)", source(), err)
		}
	})

	t.Run("a new picture replaces the old one, which goes when no profile shows it", func(t *testing.T) {
		edit, files, shelf, audit, bride := setup()
		if _, err := edit.Handle(ctx, anAdmin, bride.Code, profile.Fields{}, &app.Photo{Full: []byte{1}}); err != nil {
			t.Fatal(err)
		}
		now := files.byCode[bride.Code].PhotoID
		if now == "old" || !shelf.kept[now] || shelf.kept["old"] || len(shelf.kept) != 1 {
			t.Fatalf("profile shows %q, shelf keeps %v", now, shelf.kept)
		}
		if len(audit.entries) != 1 || !slices.Contains(audit.entries[0].Fields, "profilePicture") {
			t.Fatalf("audit %+v", audit.entries)
		}
	})

	t.Run("a refused edit keeps nothing: not the change, not the new picture, no audit entry", func(t *testing.T) {
		edit, files, shelf, audit, bride := setup()
		empty := ""
		_, err := edit.Handle(ctx, anAdmin, bride.Code, profile.Fields{FullName: &empty}, &app.Photo{Full: []byte{1}})
		if !errors.Is(err, errs.ErrInvalid) || !fieldErr(err, "fullName") {
			t.Fatalf("an empty name: want a form error on fullName, got %v", err)
		}
		if got := files.byCode[bride.Code]; got.FullName != bride.FullName || got.PhotoID != "old" {
			t.Fatalf("stored %+v", files.byCode[bride.Code])
		}
		if len(shelf.kept) != 1 || !shelf.kept["old"] || len(audit.entries) != 0 {
			t.Fatalf("shelf %v, audit %+v", shelf.kept, audit.entries)
		}
	})

	t.Run("a member that does not exist is not found", func(t *testing.T) {
		edit, _, shelf, audit, _ := setup()
		name := "Nobody"
		if _, err := edit.Handle(ctx, anAdmin, "MHNOBODY01", profile.Fields{FullName: &name}, nil); !errors.Is(err, profile.ErrNotFound) {
			t.Fatalf("want not found, got %v", err)
		}
		if len(shelf.kept) != 1 || len(audit.entries) != 0 {
			t.Fatalf("shelf %v, audit %+v", shelf.kept, audit.entries)
		}
	})

	t.Run("an edit the audit log could not record fails", func(t *testing.T) {
		edit, _, _, audit, bride := setup()
		audit.broken = true
		name := "Mansi Joshi"
		if _, err := edit.Handle(ctx, anAdmin, bride.Code, profile.Fields{FullName: &name}, nil); err == nil {
			t.Fatal("an unaudited edit answered success")
		}
	})
}

// registeredProfiles reads the profiles the account store registered, by code.
type registeredProfiles struct {
	app.ProfileStore
	accounts *acctStore
}

func (r registeredProfiles) ProfileByCode(_ context.Context, code string) (profile.Profile, error) {
	for _, p := range r.accounts.storedP {
		if p.Code == code {
			return p, nil
		}
	}
	return profile.Profile{}, profile.ErrNotFound
}

// grantBook records the subscriptions granted by hand.
type grantBook struct{ granted []app.Grant }

func (b *grantBook) Grant(_ context.Context, g app.Grant) (plans.Subscription, error) {
	b.granted = append(b.granted, g)
	return plans.Subscription{Plan: g.Plan}, nil
}

func TestAdminCreateMember(t *testing.T) {
	ctx := context.Background()
	setup := func() (*app.CreateMember, *acctRig, *grantBook, *auditLog) {
		accounts := newAcctRig(t)
		book, audit := &grantBook{}, &auditLog{}
		now := func() time.Time { return adminNow }
		grant := app.NewGrantSubscription(registeredProfiles{accounts: accounts.store}, book, audit, nil, now)
		return app.NewCreateMember(accounts.a.Commands.AddMember, grant, audit, nil, now), accounts, book, audit
	}

	t.Run("the partner's maximum age must be above the minimum, or nothing is added", func(t *testing.T) {
		create, accounts, book, audit := setup()
		n := app.NewMember{Registration: registration(), Subscribe: true}
		n.Fields.PartnerAgeMin, n.Fields.PartnerAgeMax = ref(30), ref(30)
		if _, err := create.Handle(ctx, anAdmin, n); !fieldErr(err, "partnerPreferences.age") {
			t.Fatalf("want a form error on partnerPreferences.age, got %v", err)
		}
		if len(accounts.store.stored)+len(book.granted)+len(audit.entries) != 0 {
			t.Fatalf("stored %v, granted %v, audited %v", accounts.store.stored, book.granted, audit.entries)
		}
	})

	t.Run("a member added is audited, registered from no address and not throttled as registrations are", func(t *testing.T) {
		create, accounts, book, audit := setup()
		for i := range app.PolicyRegistrations.Limit + 1 {
			n := app.NewMember{Registration: registration()}
			n.Fields.Email, n.Fields.Phone = ref(fmt.Sprintf("added%d@example.in", i)), ref(fmt.Sprintf("98220%05d", i))
			p, err := create.Handle(ctx, anAdmin, n)
			if err != nil {
				t.Fatalf("member %d: %v", i+1, err)
			}
			if e := audit.entries[i]; e.Action != admin.ActionMemberCreated || e.MemberCode != p.Code || e.MemberID != p.AccountID {
				t.Fatalf("audit %+v", e)
			}
		}
		if a := accounts.store.stored[0]; a.RegisteredFrom.IsValid() || a.Role != identity.RoleMember {
			t.Fatalf("stored %+v", a)
		}
		if len(book.granted) != 0 {
			t.Fatalf("granted without the subscribe choice: %+v", book.granted)
		}
	})

	t.Run("the subscribe choice grants the preferred plan with its own reason, audited after the creation", func(t *testing.T) {
		create, _, book, audit := setup()
		p, err := create.Handle(ctx, anAdmin, app.NewMember{Registration: registration(), Subscribe: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(book.granted) != 1 {
			t.Fatalf("granted %+v", book.granted)
		}
		g := book.granted[0]
		if g.Account != p.AccountID || g.Plan != plans.Premium || g.GrantedBy != anAdmin.ID || g.Reason == "" {
			t.Fatalf("grant %+v", g)
		}
		if len(audit.entries) != 2 || audit.entries[0].Action != admin.ActionMemberCreated ||
			audit.entries[1].Action != admin.ActionSubscriptionGranted {
			t.Fatalf("audit %+v", audit.entries)
		}
	})
}

// memberIndex answers the member table: rows for one page, and how many match up to the limit asked.
type memberIndex struct {
	app.MemberAdminStore
	matching   int
	askedLimit int
	asked      admin.MemberQuery
}

func (m *memberIndex) Members(_ context.Context, q admin.MemberQuery, p paging.Page, countLimit int, _ time.Time) ([]app.MemberRow, int, error) {
	m.asked, m.askedLimit = q, countLimit
	rows := make([]app.MemberRow, min(p.Limit, max(0, m.matching-p.Offset())))
	return rows, min(m.matching, countLimit), nil
}

func TestAdminListMembersCountsNoFurtherThanItsCap(t *testing.T) {
	ctx := context.Background()
	t.Run("a few matches are counted exactly, ten a page", func(t *testing.T) {
		index := &memberIndex{matching: 25}
		page, err := app.NewListMembers(index, nil).Handle(ctx, "", 3)
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Rows) != 5 || page.Counted != 25 || page.More || page.TotalPages != 3 || page.Page != 3 {
			t.Fatalf("%+v", page)
		}
	})
	t.Run("past the cap the count stops and says there are more", func(t *testing.T) {
		index := &memberIndex{matching: 1_000_000}
		page, err := app.NewListMembers(index, nil).Handle(ctx, "a", 1)
		if err != nil {
			t.Fatal(err)
		}
		if index.askedLimit != 10_001 || page.Counted != 10_000 || !page.More || page.TotalPages != 1000 {
			t.Fatalf("asked to count %d; %+v", index.askedLimit, page)
		}
	})
}

// memberTable answers Members as the port promises: a page of matches, and how many match up to
// the limit asked for (more when more match).
type memberTable struct {
	app.MemberAdminStore
	matching int
	asked    []admin.MemberQuery
	pages    []paging.Page
}

func (m *memberTable) Members(_ context.Context, q admin.MemberQuery, p paging.Page, countLimit int, _ time.Time) ([]app.MemberRow, int, error) {
	m.asked, m.pages = append(m.asked, q), append(m.pages, p)
	rows := make([]app.MemberRow, min(p.Limit, max(m.matching-p.Offset(), 0)))
	return rows, min(m.matching, countLimit), nil
}

func TestTheMemberTableShowsTenAPageAndCountsUpToTenThousand(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name              string
		matching, page    int
		query             string
		wantBy            admin.SearchBy
		wantRows, wantPgs int
		wantCount         int
		wantMore          bool
	}{
		{"everyone, first page", 25, 1, "", admin.SearchAll, 10, 3, 25, false},
		{"the last page holds the rest", 25, 3, "  ", admin.SearchAll, 5, 3, 25, false},
		{"a page below one is the first", 25, -4, "", admin.SearchAll, 10, 3, 25, false},
		{"a phone prefix", 3, 1, "98220", admin.SearchPhone, 3, 1, 3, false},
		{"exactly the cap is counted exactly", 10_000, 1, "", admin.SearchAll, 10, 1000, 10_000, false},
		{"past the cap the count stops and says there are more", 250_000, 1, "a@", admin.SearchEmail, 10, 1000, 10_000, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			table := &memberTable{matching: c.matching}
			page, err := app.NewListMembers(table, func() time.Time { return callNow }).Handle(ctx, c.query, c.page)
			if err != nil || len(page.Rows) != c.wantRows || page.TotalPages != c.wantPgs || page.Counted != c.wantCount ||
				page.More != c.wantMore || page.Page != max(c.page, 1) {
				t.Fatalf("%+v (%d rows) %v", page, len(page.Rows), err)
			}
			if table.asked[0].By != c.wantBy || table.pages[0].Limit != 10 {
				t.Fatalf("asked %+v, page %+v", table.asked[0], table.pages[0])
			}
		})
	}
}
