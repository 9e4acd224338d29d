package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi/formdecode"
	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// profileForm is how registration and edit bodies are decoded (docs/decisions.md §9).
var profileForm = formdecode.Options{
	JSONFields: map[string]bool{"partnerPreferences": true, "languages": true, "hobbies": true,
		"nativePlace": true, "horoscope": true, "declarations": true},
	Numeric: map[string]bool{"child": true, "income": true, "height": true, "weight": true, "siblings": true,
		"partnerPreferences.age.min": true, "partnerPreferences.age.max": true,
		"partnerPreferences.height.min": true, "partnerPreferences.height.max": true, "horoscope.charan": true},
	Booleans: map[string]bool{"acceptTerms": true, "declarations.intentToMarry": true,
		"declarations.informationTrue": true, "declarations.ageConfirmed": true},
}

// decodeProfileForm reads a registration or edit body: fields into dst (unknown fields are
// refused), the profilePicture part through the image pipeline as it streams in.
func (s *server) decodeProfileForm(ctx context.Context, body *multipart.Reader, dst any) (*app.Photo, error) {
	return s.decodeForm(ctx, body, profileForm, dst)
}

// decodeForm is decodeProfileForm with the decoder's options given (the admin's add-user form
// has one more, boolean, field).
func (s *server) decodeForm(ctx context.Context, body *multipart.Reader, opts formdecode.Options, dst any) (*app.Photo, error) {
	if body == nil {
		return nil, errUnsupportedContentType
	}
	var photo *app.Photo
	doc, err := formdecode.Decode(body, opts, func(field, _ string, r io.Reader) error {
		if field != "profilePicture" {
			return formdecode.ErrUnexpectedFile
		}
		if photo != nil {
			return fmt.Errorf("%w: only one profilePicture", formdecode.ErrDuplicateKey)
		}
		p, err := s.pictures.ProcessPhoto(ctx, r)
		if err != nil {
			return err
		}
		photo = &p
		return nil
	})
	if err != nil {
		return nil, formError(err)
	}
	// The form's texts pass the same rules as a JSON body's (texthygiene.go), by the schema the
	// edge found for this operation.
	schema, _ := ctx.Value(bodySchemaKey).(*openapi3.Schema)
	if doc, err = cleanJSON(doc, schema); err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return nil, jsonFieldError(err)
	}
	return photo, nil
}

// formError keeps picture and size errors as they are (415/413/422, by their kind) and turns
// the decoder's own errors into a 400 naming the field.
func formError(err error) error {
	for _, keep := range []error{errs.ErrUnsupportedMedia, errs.ErrTooLarge, errs.ErrUnprocessable} {
		if errors.Is(err, keep) {
			return err
		}
	}
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return tooBig
	}
	field := formdecode.FieldOf(err)
	if field == "" {
		field = "body"
	}
	return &errs.ValidationError{Message: "The form could not be read.",
		Fields: []errs.FieldError{{Field: field, Message: "This field is not valid."}}}
}

func jsonFieldError(err error) error {
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) {
		return &errs.ValidationError{Message: "Please fix the errors in the form.",
			Fields: []errs.FieldError{{Field: wireField(typeErr.Field), Message: "Please enter a valid value."}}}
	}
	if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return &errs.ValidationError{Message: "Please fix the errors in the form.",
			Fields: []errs.FieldError{{Field: strings.Trim(name, `"`), Message: "Unknown field."}}}
	}
	return &errs.ValidationError{Message: "Please fix the errors in the form.",
		Fields: []errs.FieldError{{Field: "body", Message: "Please enter valid values."}}}
}

// wireField drops the Go names of embedded structs ("ProfileChanges.income" → "income"):
// members and clients know fields by their JSON names only.
func wireField(path string) string {
	parts := strings.Split(path, ".")
	for len(parts) > 1 && parts[0] != "" && parts[0][0] >= 'A' && parts[0][0] <= 'Z' {
		parts = parts[1:]
	}
	return strings.Join(parts, ".")
}

// fieldsFromAPI converts the contract's profile fields into the domain's input.
func fieldsFromAPI(c api.ProfileChanges) profile.Fields {
	f := profile.Fields{
		FullName: c.FullName, Religion: c.Religion, Caste: c.Caste, CustomCaste: c.CustomCaste, CustomReligion: c.CustomReligion,
		MaritalStatus: c.MaritalStatus, Children: c.Child, City: c.City, Education: c.Education,
		Profession: c.Profession, IncomeKMonth: c.Income, HeightCM: c.Height, WeightKG: c.Weight,
		BloodGroup: c.BloodGroup, Languages: c.Languages, MotherTongue: c.MotherTongue, Hobbies: c.Hobbies, Father: c.Father,
		FatherJob: c.FatherOccupation, Mother: c.Mother, MotherJob: c.MotherOccupation, Siblings: c.Siblings,
		FoodPref: c.FoodPref, Disability: c.Disability, Drinking: c.IsDrinking, Smoking: c.IsSmoking,
		Email: c.Email, Phone: c.Phone, AboutMe: c.AboutMe, CreatedBy: c.CreatedBy, SubCaste: c.SubCaste, Gotra: c.Gotra,
		Complexion: c.Complexion, BodyType: c.BodyType, WorkingSector: c.WorkingSector, LivingWithFamily: c.LivingWithFamily,
	}
	if np := c.NativePlace; np != nil {
		f.NativeDistrict, f.NativeTaluka = np.District, np.Taluka
	}
	if h := c.Horoscope; h != nil {
		f.Rashi, f.Nakshatra, f.Charan, f.Manglik, f.BirthTime, f.BirthPlace = h.Rashi, h.Nakshatra, h.Charan,
			h.Manglik, h.BirthTime, h.BirthPlace
		if h.Source != nil {
			src := string(*h.Source)
			f.HoroscopeSource = &src
		}
	}
	if f.FoodPref == nil {
		// The first edit screen's spelling of foodPref (docs/decisions.md §1): same field.
		f.FoodPref = c.FoodPreference
	}
	if c.Gender != nil {
		g := string(*c.Gender)
		f.Gender = &g
	}
	if c.Plan != nil {
		// The spec's clients send the tier picked at registration as `plan`: a preference only.
		p := string(*c.Plan)
		f.PreferredPlan = &p
	}
	if c.PreferredLanguage != nil {
		l := string(*c.PreferredLanguage)
		f.Language = &l
	}
	if c.Dob != nil {
		d := c.Dob.Time
		f.DOB = &d
	}
	if pp := c.PartnerPreferences; pp != nil {
		if pp.Age != nil {
			f.PartnerAgeMin, f.PartnerAgeMax = pp.Age.Min, pp.Age.Max
		}
		if pp.Height != nil {
			f.PartnerHeightMin, f.PartnerHeightMax = pp.Height.Min, pp.Height.Max
		}
		if pp.Location != nil {
			f.PartnerCity = pp.Location.City
		}
		f.PartnerCaste, f.PartnerReligion = pp.Caste, pp.Religion
		f.PartnerMaritalStatuses, f.PartnerManglik = pp.MaritalStatus, pp.Manglik
	}
	return f
}

// documentForm decodes a verification document: kind and documentType, and the image part
// through the image pipeline's document size (docs/adr/0016-trust-and-safety.md).
var documentForm = formdecode.Options{MaxParts: 4}

// decodeDocumentForm reads the form's fields and its one image, re-encoded (metadata gone)
// before anything is kept.
func (s *server) decodeDocumentForm(ctx context.Context, body *multipart.Reader) (api.VerificationDocumentForm, []byte, error) {
	var form api.VerificationDocumentForm
	if body == nil {
		return form, nil, errUnsupportedContentType
	}
	var image []byte
	doc, err := formdecode.Decode(body, documentForm, func(field, _ string, r io.Reader) error {
		if field != "image" {
			return formdecode.ErrUnexpectedFile
		}
		if image != nil {
			return fmt.Errorf("%w: only one image", formdecode.ErrDuplicateKey)
		}
		jpeg, err := s.pictures.ProcessDocument(ctx, r)
		if err != nil {
			return err
		}
		image = jpeg
		return nil
	})
	if err != nil {
		return form, nil, formError(err)
	}
	schema, _ := ctx.Value(bodySchemaKey).(*openapi3.Schema)
	if doc, err = cleanJSON(doc, schema); err != nil {
		return form, nil, err
	}
	var fields struct {
		Kind         string  `json:"kind"`
		DocumentType *string `json:"documentType,omitempty"`
	}
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fields); err != nil {
		return form, nil, jsonFieldError(err)
	}
	if image == nil {
		return form, nil, &errs.ValidationError{Message: "Please fix the errors in the form.",
			Fields: []errs.FieldError{{Field: "image", Message: "Please choose a picture of the document."}}}
	}
	form.Kind = api.VerificationKind(fields.Kind)
	if fields.DocumentType != nil {
		t := api.DocumentType(*fields.DocumentType)
		form.DocumentType = &t
	}
	return form, image, nil
}
