package httpapi

import (
	"context"
	"time"

	"github.com/google/uuid"

	openapi_types "github.com/oapi-codegen/runtime/types"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func (s *server) GetUserProfile(ctx context.Context, req api.GetUserProfileRequestObject) (api.GetUserProfileResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	if req.Id != "none" {
		v, err := s.svc.Discovery.View(ctx, me.ID, req.Id)
		if err != nil {
			return nil, err
		}
		u := s.userData(v.Profile, me.ID, now, v.ShowContact)
		u.RequestStatus = &api.RequestStatus{Status: api.RequestState(v.Request.State), Direction: api.RequestDirection(v.Request.Direction)}
		u.CanRevealContact = &v.CanReveal
		return api.GetUserProfile200JSONResponse{UserData: u}, nil
	}
	p, err := s.svc.Profiles.Own(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	u := s.userData(p, me.ID, now, true)
	if sub, err := s.svc.Discovery.Subscription(ctx, me.ID); err != nil {
		return nil, err
	} else {
		u.IsSubscribe = sub.Active(now)
	}
	return api.GetUserProfile200JSONResponse{UserData: u}, nil
}

func (s *server) UpdateProfile(ctx context.Context, req api.UpdateProfileRequestObject) (api.UpdateProfileResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	var changes api.ProfileChanges
	photo, err := decodeProfileForm(ctx, req.Body, &changes)
	if err != nil {
		return nil, err
	}
	p, err := s.svc.Profiles.Edit(ctx, me.ID, fieldsFromAPI(changes), photo)
	if err != nil {
		return nil, err
	}
	return api.UpdateProfile200JSONResponse{Message: "Profile updated successfully.", UserData: s.userData(p, me.ID, time.Now(), true)}, nil
}

// userData is a profile as viewer may see it: contact keys only when withContact, picture links
// signed for viewer.
func (s *server) userData(p profile.Profile, viewer uuid.UUID, now time.Time, withContact bool) api.UserData {
	u := api.UserData{
		UserId: p.Code, FullName: p.FullName, Age: p.Age(now), Gender: api.Gender(p.Gender),
		Dob: openapi_types.Date{Time: p.DOB}, Religion: p.Religion, Caste: p.Caste,
		MaritalStatus: api.MaritalStatus(p.MaritalStatus), Child: p.Children, City: p.City,
		State: profile.State, Country: profile.Country, Education: p.Education, Profession: p.Profession,
		Income: p.IncomeKMonth, Height: p.HeightCM, Weight: p.WeightKG, BloodGroup: api.BloodGroup(p.BloodGroup),
		Languages: nonNil(p.Languages), Hobbies: nonNil(p.Hobbies), Father: p.Father, FatherOccupation: p.FatherJob,
		Mother: p.Mother, MotherOccupation: p.MotherJob, Siblings: p.Siblings, FoodPref: api.FoodPref(p.FoodPref),
		Disability: api.YesNo(p.Disability), IsDrinking: api.Habit(p.Drinking), IsSmoking: api.Habit(p.Smoking),
		Plan: api.PlanCode(p.Plan), IsSubscribe: false, RegisteredAt: p.RegisteredAt,
		PartnerPreferences: partnerToAPI(p.Partner),
	}
	if p.CustomCaste != "" {
		u.CustomCaste = &p.CustomCaste
	}
	if p.MotherTongue != "" {
		u.MotherTongue = &p.MotherTongue
	}
	if p.PhotoID != "" {
		full, thumb := s.media.link(p.PhotoID, "full", viewer, now), s.media.link(p.PhotoID, "thumb", viewer, now)
		u.ProfilePicture, u.ProfileThumbnail = &full, &thumb
	}
	if withContact {
		u.Email, u.Phone = &p.Contact.Email, &p.Contact.Phone
		lang := api.UserDataPreferredLanguage(p.Language)
		u.PreferredLanguage = &lang
	}
	return u
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
