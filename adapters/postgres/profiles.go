package postgres

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// ProfileStore implements app.ProfileStore.
type ProfileStore struct {
	pool *pgxpool.Pool
	q    *sqlcgen.Queries
}

func NewProfileStore(pool *pgxpool.Pool) *ProfileStore {
	return &ProfileStore{pool: pool, q: sqlcgen.New(pool)}
}

func (s *ProfileStore) ProfileByAccount(ctx context.Context, id uuid.UUID) (profile.Profile, error) {
	r, err := s.q.ProfileByAccount(ctx, id)
	if err != nil {
		return profile.Profile{}, wrap("ProfileByAccount", err, profile.ErrNotFound)
	}
	return profileToDomain(r.Profile, r.Email, r.Phone), nil
}

func (s *ProfileStore) ProfileByCode(ctx context.Context, code string) (profile.Profile, error) {
	r, err := s.q.ProfileByCode(ctx, code)
	if err != nil {
		return profile.Profile{}, wrap("ProfileByCode", err, profile.ErrNotFound)
	}
	return profileToDomain(r.Profile, r.Email, r.Phone), nil
}

func (s *ProfileStore) UpdateProfile(ctx context.Context, id uuid.UUID, change func(*profile.Profile) error) (profile.Profile, error) {
	var out profile.Profile
	err := inTx(ctx, s.pool, "UpdateProfile", func(q *sqlcgen.Queries) error {
		r, err := q.ProfileByAccountForUpdate(ctx, id)
		if err != nil {
			return wrap("UpdateProfile", err, profile.ErrNotFound)
		}
		p := profileToDomain(r.Profile, r.Email, r.Phone)
		if err := change(&p); err != nil {
			return err
		}
		if p.Contact.Email != r.Email || p.Contact.Phone != r.Phone {
			err := q.UpdateContact(ctx, sqlcgen.UpdateContactParams{ID: id, Email: p.Contact.Email, Phone: p.Contact.Phone})
			switch {
			case uniqueViolation(err, "accounts_email_key"):
				return profile.ErrEmailTaken
			case uniqueViolation(err, "accounts_phone_key"):
				return profile.ErrPhoneTaken
			case err != nil:
				return wrap("UpdateProfile", err, nil)
			}
		}
		row := profileToDB(p)
		if err := q.UpdateProfile(ctx, sqlcgen.UpdateProfileParams{
			AccountID: row.AccountID, FullName: row.FullName, Gender: row.Gender, Dob: row.Dob, Religion: row.Religion,
			Caste: row.Caste, CustomCaste: row.CustomCaste, CustomReligion: row.CustomReligion, MaritalStatus: row.MaritalStatus,
			Children: row.Children,
			City:     row.City, Education: row.Education, Profession: row.Profession, IncomeKMonth: row.IncomeKMonth,
			HeightCm: row.HeightCm, WeightKg: row.WeightKg, BloodGroup: row.BloodGroup, Languages: row.Languages,
			Hobbies: row.Hobbies, Father: row.Father, FatherOccupation: row.FatherOccupation, Mother: row.Mother,
			MotherOccupation: row.MotherOccupation, Siblings: row.Siblings, FoodPref: row.FoodPref,
			Disability: row.Disability, Drinking: row.Drinking, Smoking: row.Smoking, PreferredPlan: row.PreferredPlan,
			PrefAgeMin: row.PrefAgeMin, PrefAgeMax: row.PrefAgeMax, PrefCity: row.PrefCity, PrefCaste: row.PrefCaste,
			PrefReligion: row.PrefReligion, PrefHeightMin: row.PrefHeightMin, PrefHeightMax: row.PrefHeightMax,
			PhotoID: row.PhotoID, PreferredLanguage: row.PreferredLanguage, UpdatedAt: row.UpdatedAt,
			MotherTongue: row.MotherTongue, AboutMe: row.AboutMe, CreatedBy: row.CreatedBy,
			NativeDistrict: row.NativeDistrict, NativeTaluka: row.NativeTaluka, SubCaste: row.SubCaste, Gotra: row.Gotra,
			Rashi: row.Rashi, Nakshatra: row.Nakshatra, Charan: row.Charan, Manglik: row.Manglik, BirthTime: row.BirthTime,
			BirthPlace: row.BirthPlace, Complexion: row.Complexion, BodyType: row.BodyType, WorkingSector: row.WorkingSector,
			LivingWithFamily: row.LivingWithFamily, PrefMarital: row.PrefMarital, PrefManglik: row.PrefManglik,
			District: row.District, HoroscopeKey: row.HoroscopeKey, HoroscopeSource: row.HoroscopeSource,
		}); err != nil {
			return wrap("UpdateProfile", err, nil)
		}
		out = p
		return nil
	})
	return out, err
}

func (s *ProfileStore) TouchLastActive(ctx context.Context, ids []uuid.UUID, now time.Time) error {
	return wrap("TouchLastActive", s.q.TouchLastActive(ctx, sqlcgen.TouchLastActiveParams{Ids: ids, Now: now}), nil)
}

// PhotoInUse reports whether any profile still shows the picture (demo members share them).
func (s *ProfileStore) PhotoInUse(ctx context.Context, photoID string) (bool, error) {
	used, err := s.q.PhotoInUse(ctx, &photoID)
	return used, wrap("PhotoInUse", err, nil)
}

func profileToDB(p profile.Profile) sqlcgen.InsertProfileParams {
	h := p.Horoscope
	return sqlcgen.InsertProfileParams{
		AccountID: p.AccountID, MemberCode: p.Code, FullName: p.FullName, Gender: p.Gender, Dob: p.DOB,
		Religion: p.Religion, Caste: p.Caste, CustomCaste: optional(p.CustomCaste), CustomReligion: optional(p.CustomReligion),
		MaritalStatus: p.MaritalStatus,
		Children:      int16(p.Children), City: p.City, Education: p.Education, Profession: p.Profession,
		IncomeKMonth: int32(p.IncomeKMonth), HeightCm: int16(p.HeightCM), WeightKg: int16(p.WeightKG),
		BloodGroup: p.BloodGroup, Languages: nonNilStrings(p.Languages), Hobbies: nonNilStrings(p.Hobbies), Father: p.Father,
		FatherOccupation: p.FatherJob, Mother: p.Mother, MotherOccupation: p.MotherJob, Siblings: int16(p.Siblings),
		FoodPref: p.FoodPref, Disability: p.Disability, Drinking: p.Drinking, Smoking: p.Smoking,
		PreferredPlan: optional(p.PreferredPlan),
		PrefAgeMin:    int16(p.Partner.AgeMin), PrefAgeMax: int16(p.Partner.AgeMax), PrefCity: optional(p.Partner.City),
		PrefCaste: optional(p.Partner.Caste), PrefReligion: optional(p.Partner.Religion),
		PrefHeightMin: optionalInt(p.Partner.HeightMin), PrefHeightMax: optionalInt(p.Partner.HeightMax),
		PhotoID: optional(p.PhotoID), PreferredLanguage: p.Language, RegisteredAt: p.RegisteredAt,
		UpdatedAt: p.UpdatedAt, LastActiveAt: p.LastActiveAt, MotherTongue: optional(p.MotherTongue),
		AboutMe: optional(p.AboutMe), CreatedBy: optional(p.CreatedBy), NativeDistrict: optional(p.NativeDistrict),
		NativeTaluka: optional(p.NativeTaluka), SubCaste: optional(p.SubCaste), Gotra: optional(p.Gotra),
		Rashi: optional(h.Rashi), Nakshatra: optional(h.Nakshatra), Charan: optionalInt(h.Charan),
		Manglik: optional(h.Manglik), BirthTime: optional(h.BirthTime), BirthPlace: optional(h.BirthPlace),
		HoroscopeSource: optional(h.Source),
		Complexion:      optional(p.Complexion), BodyType: optional(p.BodyType), WorkingSector: optional(p.WorkingSector),
		LivingWithFamily: optional(p.LivingWithFamily), PrefMarital: nonNilStrings(p.Partner.MaritalStatuses),
		PrefManglik: optional(p.Partner.Manglik), TermsAcceptedAt: optionalTime(p.TermsAcceptedAt),
		// Derived columns the search index reads (db/migrations/00035_family_profile.sql).
		District: p.District(), HoroscopeKey: optionalKey(h.Key()),
	}
}

func nonNilStrings(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func optionalTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

// optionalKey stores "no horoscope" (-1) as NULL.
func optionalKey(k int) *int16 {
	if k < 0 {
		return nil
	}
	v := int16(k)
	return &v
}

func profileToDomain(r sqlcgen.Profile, email, phone string) profile.Profile {
	return profile.Profile{
		AccountID: r.AccountID, Code: r.MemberCode, FullName: r.FullName, Gender: r.Gender, DOB: r.Dob,
		Religion: r.Religion, Caste: r.Caste, CustomCaste: value(r.CustomCaste), CustomReligion: value(r.CustomReligion),
		MaritalStatus: r.MaritalStatus,
		Children:      int(r.Children), City: r.City, Education: r.Education, Profession: r.Profession,
		IncomeKMonth: int(r.IncomeKMonth), HeightCM: int(r.HeightCm), WeightKG: int(r.WeightKg),
		BloodGroup: r.BloodGroup, Languages: r.Languages, MotherTongue: value(r.MotherTongue), Hobbies: r.Hobbies,
		Father: r.Father, FatherJob: r.FatherOccupation, Mother: r.Mother, MotherJob: r.MotherOccupation, Siblings: int(r.Siblings),
		FoodPref: r.FoodPref, Disability: r.Disability, Drinking: r.Drinking, Smoking: r.Smoking,
		PreferredPlan: value(r.PreferredPlan),
		Partner: profile.Partner{AgeMin: int(r.PrefAgeMin), AgeMax: int(r.PrefAgeMax), City: value(r.PrefCity),
			Caste: value(r.PrefCaste), Religion: value(r.PrefReligion),
			HeightMin: int(value(r.PrefHeightMin)), HeightMax: int(value(r.PrefHeightMax)),
			MaritalStatuses: nilIfEmpty(r.PrefMarital), Manglik: value(r.PrefManglik)},
		AboutMe: value(r.AboutMe), CreatedBy: value(r.CreatedBy), NativeDistrict: value(r.NativeDistrict),
		NativeTaluka: value(r.NativeTaluka), SubCaste: value(r.SubCaste), Gotra: value(r.Gotra),
		Horoscope: profile.Horoscope{Rashi: value(r.Rashi), Nakshatra: value(r.Nakshatra), Charan: int(value(r.Charan)),
			Manglik: value(r.Manglik), BirthTime: value(r.BirthTime), BirthPlace: value(r.BirthPlace),
			Source: value(r.HoroscopeSource)},
		Complexion: value(r.Complexion), BodyType: value(r.BodyType), WorkingSector: value(r.WorkingSector),
		LivingWithFamily: value(r.LivingWithFamily), TermsAcceptedAt: value(r.TermsAcceptedAt),
		PhotoID: value(r.PhotoID), Language: r.PreferredLanguage, Contact: profile.Contact{Email: email, Phone: phone},
		RegisteredAt: r.RegisteredAt, UpdatedAt: r.UpdatedAt, LastActiveAt: r.LastActiveAt,
		Suspended:       r.SuspendedAt != nil,
		Badges:          badges(r.EmailVerifiedAt, r.PhoneVerifiedAt, r.IDVerifiedAt, r.PhotoVerifiedAt),
		PhotoVisibility: r.PhotoVisibility, Paused: r.PausedAt != nil,
	}
}

// badges reads the four verification instants every card and profile query selects.
func badges(email, phone, id, photo *time.Time) profile.Badges {
	return profile.Badges{Email: email != nil, Phone: phone != nil, ID: id != nil, Photo: photo != nil}
}

// nilIfEmpty reads an empty list as "none given", the way the domain keeps it.
func nilIfEmpty(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}

// optional stores a zero value as NULL ("not given").
func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func optionalInt(n int) *int16 {
	if n == 0 {
		return nil
	}
	v := int16(n)
	return &v
}

func value[T any](p *T) T {
	var zero T
	if p != nil {
		return *p
	}
	return zero
}
