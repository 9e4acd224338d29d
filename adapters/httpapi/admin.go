package httpapi

import (
	"context"
	"encoding/base64"

	"github.com/reshimgathi/reshimgathi/api"
)

// The admin area's sign-in and two-factor operations (docs/adr/0011-admin.md).

func (s *server) AdminLogin(ctx context.Context, req api.AdminLoginRequestObject) (api.AdminLoginResponseObject, error) {
	b := req.Body
	res, err := s.svc.Admin.Commands.Login.Handle(ctx, ClientIP(ctx), b.Email, b.Password, deref(b.Code))
	if err != nil {
		return nil, err
	}
	return api.AdminLogin200JSONResponse{Token: res.Token, ExpiresAt: res.ExpiresAt, Message: "Login successful"}, nil
}

func (s *server) AdminLogout(ctx context.Context, _ api.AdminLogoutRequestObject) (api.AdminLogoutResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Admin.Commands.Logout.Handle(ctx, me.ID); err != nil {
		return nil, err
	}
	return api.AdminLogout200JSONResponse{Message: "You have been logged out."}, nil
}

func (s *server) GetAdminAccount(ctx context.Context, _ api.GetAdminAccountRequestObject) (api.GetAdminAccountResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	st, err := s.svc.Admin.Queries.TwoFactorStatus.Handle(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	return api.GetAdminAccount200JSONResponse{Id: me.ID, Email: me.Email, TotpEnabled: st.Enabled, RecoveryCodesLeft: st.CodesLeft}, nil
}

func (s *server) BeginAdminTotp(ctx context.Context, _ api.BeginAdminTotpRequestObject) (api.BeginAdminTotpResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	setup, err := s.svc.Admin.Commands.BeginTwoFactor.Handle(ctx, me)
	if err != nil {
		return nil, err
	}
	// A data: URL, which the CSP allows for images: the QR code never leaves this response.
	qr := "data:image/png;base64," + base64.StdEncoding.EncodeToString(setup.QRCode)
	return api.BeginAdminTotp200JSONResponse{Secret: setup.Secret, OtpauthUrl: setup.URL, QrCode: qr}, nil
}

func (s *server) ConfirmAdminTotp(ctx context.Context, req api.ConfirmAdminTotpRequestObject) (api.ConfirmAdminTotpResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	codes, err := s.svc.Admin.Commands.ConfirmTwoFactor.Handle(ctx, me, req.Body.Code)
	if err != nil {
		return nil, err
	}
	return api.ConfirmAdminTotp200JSONResponse{Message: "Two-factor sign-in is on.", RecoveryCodes: codes}, nil
}

func (s *server) DisableAdminTotp(ctx context.Context, req api.DisableAdminTotpRequestObject) (api.DisableAdminTotpResponseObject, error) {
	me, err := adminCaller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Admin.Commands.DisableTwoFactor.Handle(ctx, me, req.Body.Code); err != nil {
		return nil, err
	}
	return api.DisableAdminTotp200JSONResponse{Message: "Two-factor sign-in is off."}, nil
}
