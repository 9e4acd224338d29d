package httpapi

import (
	"context"
	"time"

	"github.com/google/uuid"

	openapi_types "github.com/oapi-codegen/runtime/types"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/birthplace"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func (s *server) GetUserProfile(ctx context.Context, req api.GetUserProfileRequestObject) (api.GetUserProfileResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	if req.Id != "none" {
		v, err := s.svc.Discovery.Queries.ViewProfile.Handle(ctx, me.ID, req.Id)
		if err != nil {
			return nil, err
		}
		return encodeAnswer(4<<10, &api.GetUserProfile200JSONResponse{UserData: s.viewedUserData(v, me.ID, now)},
			api.AppendJSONGetUserProfile200JSONResponse)
	}
	p, err := s.svc.Profiles.Queries.Own.Handle(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	u, err := s.ownUserData(ctx, p, now)
	if err != nil {
		return nil, err
	}
	declared, err := s.svc.Accounts.Queries.Declared.Handle(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	isDeclared := declared != nil
	u.Declared = &isDeclared
	return api.GetUserProfile200JSONResponse{UserData: u}, nil
}

// viewedUserData translates a profile app.ViewProfile shaped for its viewer: another member's, or
// the caller's own previewed from another member's side. What the view leaves out, the viewer
// may not see (app/profile_view.go); nothing here decides it.
func (s *server) viewedUserData(v app.ProfileView, viewer uuid.UUID, now time.Time) api.UserData {
	u := s.userData(v.Profile, viewer, now)
	withPlan(&u, v.MemberPlan)
	if v.Contact != nil {
		withContact(&u, *v.Contact)
	}
	if v.Birth != nil {
		withBirthDetails(&u, *v.Birth)
	}
	if v.GunMilan != nil {
		u.GunMilan = gunMilanToAPI(*v.GunMilan)
		if v.GunMilanFrom != "" {
			from := api.GunMilanHoroscopes(v.GunMilanFrom)
			u.GunMilan.Horoscopes = &from
		}
	}
	u.RequestStatus = &api.RequestStatus{Status: api.RequestState(v.Request.State), Direction: api.RequestDirection(v.Request.Direction)}
	u.CanRevealContact = &v.CanReveal
	withViewerTrust(&u, v)
	return u
}

// PreviewOwnProfile is the caller's profile as a free member, a subscriber or a connection
// would see it (app.PreviewProfile decides what each may see).
func (s *server) PreviewOwnProfile(ctx context.Context, req api.PreviewOwnProfileRequestObject) (api.PreviewOwnProfileResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	v, err := s.svc.Discovery.Queries.Preview.Handle(ctx, me.ID, app.Viewpoint(req.Params.As))
	if err != nil {
		return nil, err
	}
	return api.PreviewOwnProfile200JSONResponse{UserData: s.viewedUserData(v, me.ID, time.Now()), As: req.Params.As}, nil
}

func (s *server) UpdateProfile(ctx context.Context, req api.UpdateProfileRequestObject) (api.UpdateProfileResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	var changes api.ProfileChanges
	photo, err := s.decodeProfileForm(ctx, req.Body, &changes)
	if err != nil {
		return nil, err
	}
	p, err := s.svc.Profiles.Commands.Edit.Handle(ctx, me.ID, fieldsFromAPI(changes), photo)
	if err != nil {
		return nil, err
	}
	u, err := s.ownUserData(ctx, p, time.Now())
	if err != nil {
		return nil, err
	}
	return api.UpdateProfile200JSONResponse{Message: "Profile updated successfully.", UserData: u}, nil
}

// ownUserData is the member's own profile: contact details, the preferred plan, and the
// subscription as it stands at this moment (every answer carrying it, the edit's included).
func (s *server) ownUserData(ctx context.Context, p profile.Profile, now time.Time) (api.UserData, error) {
	plan, err := s.svc.Discovery.Queries.OwnPlan.Handle(ctx, p)
	if err != nil {
		return api.UserData{}, err
	}
	return s.ownProfileWith(p, plan, now), nil
}

// ownProfileWith translates the member's own profile with its plan side as app shaped it
// (app.OwnPlan: the subscription active now, the plan to offer).
func (s *server) ownProfileWith(p profile.Profile, plan app.OwnPlan, now time.Time) api.UserData {
	u := s.wholeUserData(p, p.AccountID, now)
	c := profile.CompletenessOf(p)
	u.Completeness = &api.Completeness{Percent: c.Percent, Next: nonNil(c.Next)}
	if p.PreferredPlan != "" {
		preferred := api.PlanCode(p.PreferredPlan)
		u.PreferredPlan = &preferred
	}
	if plan.Subscribed() {
		withPlan(&u, plan.Subscription.Plan)
		u.Subscription = membershipToAPI(plan.Subscription)
	}
	if plan.Upgrade != "" {
		upgrade := api.PlanCode(plan.Upgrade)
		u.UpgradePlan = &upgrade
	}
	return u
}

// withPlan shows the plan a member has (their active subscription's), never the one they prefer.
func withPlan(u *api.UserData, plan plans.Code) {
	if plan == "" {
		return
	}
	code := api.PlanCode(plan)
	u.Plan, u.IsSubscribe = &code, true
}

func membershipToAPI(sub plans.Subscription) *api.Membership {
	m := &api.Membership{Plan: api.PlanCode(sub.Plan), StartsAt: sub.StartsAt, EndsAt: sub.EndsAt, ContactsUsed: sub.Used}
	if sub.Allowance > 0 {
		allowance, remaining := sub.Allowance, sub.Remaining()
		m.ContactAllowance, m.ContactsRemaining = &allowance, &remaining
	}
	return m
}

// wholeUserData is a whole profile, for those who may see all of it: the member themself and
// admins. Contact details, the time and place of birth and the member's own trust settings
// included; plans aside.
func (s *server) wholeUserData(p profile.Profile, viewer uuid.UUID, now time.Time) api.UserData {
	u := s.userData(p, viewer, now)
	withContact(&u, app.ShownContact{Email: p.Contact.Email, Phone: p.Contact.Phone, Language: p.Language})
	withOwnTrust(&u, p)
	withBirthDetails(&u, app.OwnBirthDetails(p))
	return u
}

// userData is the part of a profile every viewer who may see it sees, picture links signed for
// viewer: never the contact details (withContact), the time and place of birth
// (withBirthDetails) or the member's own settings (withOwnTrust), which the callers add for
// those app lets see them. It says nothing of plans: withPlan adds the plan the member has,
// ownUserData the rest for the member.
func (s *server) userData(p profile.Profile, viewer uuid.UUID, now time.Time) api.UserData {
	u := api.UserData{
		UserId: p.Code, FullName: p.FullName, Age: p.Age(now), Gender: api.Gender(p.Gender),
		Dob: openapi_types.Date{Time: p.DOB}, Religion: p.Religion, Caste: p.Caste,
		MaritalStatus: api.MaritalStatus(p.MaritalStatus), Child: p.Children, City: p.City,
		State: profile.State, Country: profile.Country, Education: p.Education, Profession: p.Profession,
		Income: p.IncomeKMonth, Height: p.HeightCM, Weight: p.WeightKG, BloodGroup: api.BloodGroup(p.BloodGroup),
		Languages: nonNil(p.Languages), Hobbies: nonNil(p.Hobbies), Father: p.Father, FatherOccupation: p.FatherJob,
		Mother: p.Mother, MotherOccupation: p.MotherJob, Siblings: p.Siblings, FoodPref: api.FoodPref(p.FoodPref),
		Disability: api.YesNo(p.Disability), IsDrinking: api.Habit(p.Drinking), IsSmoking: api.Habit(p.Smoking),
		IsSubscribe: false, RegisteredAt: p.RegisteredAt,
		PartnerPreferences: partnerToAPI(p.Partner), Badges: badgesToAPI(p.Badges),
	}
	if p.CustomReligion != "" {
		u.CustomReligion = &p.CustomReligion
	}
	if p.CustomCaste != "" {
		u.CustomCaste = &p.CustomCaste
	}
	if p.MotherTongue != "" {
		u.MotherTongue = &p.MotherTongue
	}
	if p.PhotoID != "" {
		pic := s.media.picture(p.PhotoID, viewer, now)
		u.ProfilePicture, u.ProfileThumbnail, u.ProfilePhotoSrcset = &pic.full, &pic.thumb, pic.srcset
	}
	withFamilyProfile(&u, p)
	return u
}

// withContact adds how to reach the member.
func withContact(u *api.UserData, c app.ShownContact) {
	u.Email, u.Phone = &c.Email, &c.Phone
	lang := api.UserDataPreferredLanguage(c.Language)
	u.PreferredLanguage = &lang
}

func partnerToAPI(pp profile.Partner) api.PartnerPreferences {
	country, state := profile.Country, profile.State
	out := api.PartnerPreferences{
		Age:      &api.AgeRange{Min: &pp.AgeMin, Max: &pp.AgeMax},
		Location: &api.PartnerLocation{Country: &country, State: &state},
	}
	if pp.City != "" {
		out.Location.City = &pp.City
	}
	if pp.Caste != "" {
		out.Caste = &pp.Caste
	}
	if pp.Religion != "" {
		out.Religion = &pp.Religion
	}
	if pp.HeightMin != 0 || pp.HeightMax != 0 {
		out.Height = &api.HeightRange{}
		if pp.HeightMin != 0 {
			out.Height.Min = &pp.HeightMin
		}
		if pp.HeightMax != 0 {
			out.Height.Max = &pp.HeightMax
		}
	}
	return out
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// withFamilyProfile adds the profile families expect; the horoscope without the time and place
// of birth, which withBirthDetails adds for those who may see them.
func withFamilyProfile(u *api.UserData, p profile.Profile) {
	opt := func(v string) *string {
		if v == "" {
			return nil
		}
		return &v
	}
	u.AboutMe, u.CreatedBy, u.SubCaste, u.Gotra = opt(p.AboutMe), opt(p.CreatedBy), opt(p.SubCaste), opt(p.Gotra)
	u.Complexion, u.BodyType, u.WorkingSector = opt(p.Complexion), opt(p.BodyType), opt(p.WorkingSector)
	u.LivingWithFamily, u.District, u.AnnualIncome = opt(p.LivingWithFamily), opt(p.District()), opt(p.AnnualIncome())
	if p.NativeDistrict != "" {
		u.NativePlace = &api.NativePlace{District: opt(p.NativeDistrict), Taluka: opt(p.NativeTaluka)}
	}
	if h := p.Horoscope; h.Rashi != "" || h.Nakshatra != "" || h.Manglik != "" {
		u.Horoscope = &api.HoroscopeAnswer{Rashi: opt(h.Rashi), Nakshatra: opt(h.Nakshatra), Manglik: opt(h.Manglik)}
		if h.Charan != 0 {
			u.Horoscope.Charan = &h.Charan
		}
		if h.Source != "" {
			src := api.HoroscopeSource(h.Source)
			u.Horoscope.Source = &src
		}
	}
	if pp := p.Partner; len(pp.MaritalStatuses) > 0 || pp.Manglik != "" {
		u.PartnerPreferences.MaritalStatus = nonNilSlice(pp.MaritalStatuses)
		u.PartnerPreferences.Manglik = opt(pp.Manglik)
	}
}

func nonNilSlice(s []string) *[]string {
	if len(s) == 0 {
		return nil
	}
	return &s
}

// withBirthDetails adds the time and place of birth (those given) and the kundali app computed
// from them.
func withBirthDetails(u *api.UserData, b app.BirthDetails) {
	if b.Time == "" && b.Place == "" {
		return
	}
	if u.Horoscope == nil {
		u.Horoscope = &api.HoroscopeAnswer{}
	}
	if b.Time != "" {
		u.Horoscope.BirthTime = &b.Time
	}
	if b.Place != "" {
		u.Horoscope.BirthPlace = &b.Place
		if place, ok := birthplace.ByID(b.Place); ok {
			details := birthPlaceOut(place)
			u.Horoscope.BirthPlaceDetails = &details
		}
	}
	if b.Kundali != nil {
		u.Horoscope.Kundali = kundaliOut(*b.Kundali)
	}
}

func gunMilanToAPI(g matching.GunMilan) *api.GunMilan {
	out := &api.GunMilan{Points: float32(g.Points())}
	for _, k := range g.Kootas {
		out.Kootas = append(out.Kootas, api.GunMilanKoota{Max: k.Max, Name: api.GunMilanKootaName(k.Name),
			Points: float32(k.Halves) / 2})
	}
	return out
}
