package httpapi

import (
	"context"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

func (s *server) Register(ctx context.Context, req api.RegisterRequestObject) (api.RegisterResponseObject, error) {
	var doc registrationDoc
	photo, err := s.decodeProfileForm(ctx, req.Body, &doc)
	if err != nil {
		return nil, err
	}
	fields := fieldsFromAPI(doc.ProfileChanges)
	fields.AcceptTerms = doc.AcceptTerms
	reg := app.Registration{Fields: fields, Password: deref(doc.Password), Photo: photo}
	if d := doc.Declarations; d != nil {
		reg.Declarations = &identity.Declarations{IntentToMarry: deref(d.IntentToMarry),
			InformationTrue: deref(d.InformationTrue), AgeConfirmed: deref(d.AgeConfirmed)}
	}
	p, session, err := s.svc.Accounts.Commands.RegisterAndSignIn.Handle(ctx, ClientIP(ctx), reg)
	if err != nil {
		return nil, err
	}
	return api.Register200JSONResponse{Message: "Registration successful. Please login.", UserId: p.Code,
		Token: session.Token, ExpiresAt: session.ExpiresAt}, nil
}

func (s *server) CheckRegistrationEmail(ctx context.Context, req api.CheckRegistrationEmailRequestObject) (api.CheckRegistrationEmailResponseObject, error) {
	if err := s.svc.Accounts.Queries.CheckRegistrationEmail.Handle(ctx, ClientIP(ctx), req.Body.Email); err != nil {
		return nil, err
	}
	return api.CheckRegistrationEmail200JSONResponse{Message: "This e-mail can register."}, nil
}

// registrationDoc is the decoded wizard: the profile fields plus the password.
type registrationDoc struct {
	api.ProfileChanges
	Password     *string `json:"password,omitempty"`
	AcceptTerms  *bool   `json:"acceptTerms,omitempty"`
	Declarations *struct {
		IntentToMarry   *bool `json:"intentToMarry,omitempty"`
		InformationTrue *bool `json:"informationTrue,omitempty"`
		AgeConfirmed    *bool `json:"ageConfirmed,omitempty"`
	} `json:"declarations,omitempty"`
}

func (s *server) Login(ctx context.Context, req api.LoginRequestObject) (api.LoginResponseObject, error) {
	res, err := s.svc.Accounts.Commands.Login.Handle(ctx, ClientIP(ctx), req.Body.Email, req.Body.Password)
	if err != nil {
		return nil, err
	}
	out := api.Login200JSONResponse{Token: res.Token, ExpiresAt: res.ExpiresAt, Message: "Login successful"}
	if res.Language == "en" || res.Language == "mr" {
		lang := api.SessionLanguage(res.Language)
		out.Language = &lang
	}
	return out, nil
}

func (s *server) Logout(ctx context.Context, _ api.LogoutRequestObject) (api.LogoutResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Accounts.Commands.Logout.Handle(ctx, me.ID); err != nil {
		return nil, err
	}
	return api.Logout200JSONResponse{Message: "You have been logged out."}, nil
}

func (s *server) ForgotPassword(ctx context.Context, req api.ForgotPasswordRequestObject) (api.ForgotPasswordResponseObject, error) {
	if err := s.svc.Accounts.Commands.ForgotPassword.Handle(ctx, ClientIP(ctx), req.Body.Email); err != nil {
		return nil, err
	}
	return api.ForgotPassword200JSONResponse{Message: app.ResetRequested}, nil
}

func (s *server) VerifyOtp(ctx context.Context, req api.VerifyOtpRequestObject) (api.VerifyOtpResponseObject, error) {
	if err := s.svc.Accounts.Commands.VerifyResetCode.Handle(ctx, ClientIP(ctx), req.Body.Email, req.Body.Otp); err != nil {
		return nil, err
	}
	return api.VerifyOtp200JSONResponse{Message: "OTP verified successfully."}, nil
}

func (s *server) ResetPassword(ctx context.Context, req api.ResetPasswordRequestObject) (api.ResetPasswordResponseObject, error) {
	b := req.Body
	if err := s.svc.Accounts.Commands.ResetPassword.Handle(ctx, ClientIP(ctx), b.Email, b.Otp, b.Password, b.Cpassword); err != nil {
		return nil, err
	}
	return api.ResetPassword200JSONResponse{Message: "Password reset successful."}, nil
}
