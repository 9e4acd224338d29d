package httpapi

import (
	"context"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// The members' side of trust and safety (docs/adr/0016-trust-and-safety.md): badges and
// verification, privacy settings, blocks, reports, declarations. Shortlists, viewers and photo
// requests are in trust_lists.go.

// badgesToAPI lists the badges a member earned, in a fixed order.
func badgesToAPI(b profile.Badges) *api.Badges {
	out := api.Badges{}
	for _, x := range []struct {
		on bool
		b  api.VerificationBadge
	}{{b.Email, api.VerificationBadgeEmail}, {b.Phone, api.VerificationBadgePhone}, {b.ID, api.VerificationBadgeId},
		{b.Photo, api.VerificationBadgePhoto}} {
		if x.on {
			out = append(out, x.b)
		}
	}
	return &out
}

// withOwnTrust adds what only the member sees of their own trust settings.
func withOwnTrust(u *api.UserData, p profile.Profile) {
	visibility := api.PhotoVisibility(p.PhotoVisibility)
	u.PhotoVisibility, u.Paused = &visibility, &p.Paused
}

// withViewerTrust adds what a viewer sees of their standing with another member.
func withViewerTrust(u *api.UserData, v app.ProfileView) {
	hidden := !v.PhotoVisible
	u.PhotoHidden, u.Shortlisted = &hidden, &v.Shortlisted
	if v.PhotoRequest != "" {
		state := api.PhotoRequestState(v.PhotoRequest)
		u.PhotoRequest = &state
	}
}

func (s *server) GetVerification(ctx context.Context, _ api.GetVerificationRequestObject) (api.GetVerificationResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	st, err := s.svc.Verification.Queries.Status.Handle(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	out := api.GetVerification200JSONResponse{Badges: *badgesToAPI(st.Badges), Email: st.Email, Phone: st.Phone,
		Documents: make([]api.VerificationDocument, 0, len(st.Records))}
	if !st.PhoneCodeExpires.IsZero() {
		out.PhoneCodeExpiresAt = &st.PhoneCodeExpires
	}
	for _, r := range st.Records {
		out.Documents = append(out.Documents, documentToAPI(r))
	}
	return out, nil
}

func documentToAPI(r verification.Record) api.VerificationDocument {
	d := api.VerificationDocument{Kind: api.VerificationKind(r.Kind), Status: api.VerificationDocumentStatus(r.Status),
		SubmittedAt: r.SubmittedAt, DecidedAt: r.DecidedAt, Reason: optionalString(r.Reason)}
	if r.DocumentType != "" {
		t := api.DocumentType(r.DocumentType)
		d.DocumentType = &t
	}
	return d
}

func (s *server) SendEmailVerification(ctx context.Context, _ api.SendEmailVerificationRequestObject) (api.SendEmailVerificationResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Verification.Commands.SendEmailLink.Handle(ctx, me.ID); err != nil {
		return nil, err
	}
	return api.SendEmailVerification200JSONResponse{Message: "We have e-mailed you a link. Open it within 24 hours to verify your address."}, nil
}

func (s *server) ConfirmEmailVerification(ctx context.Context, req api.ConfirmEmailVerificationRequestObject) (api.ConfirmEmailVerificationResponseObject, error) {
	if err := s.svc.Verification.Commands.ConfirmEmail.Handle(ctx, req.Body.Token); err != nil {
		return nil, err
	}
	return api.ConfirmEmailVerification200JSONResponse{Message: "Your e-mail address is verified."}, nil
}

func (s *server) SendPhoneCode(ctx context.Context, _ api.SendPhoneCodeRequestObject) (api.SendPhoneCodeResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Verification.Commands.SendPhoneCode.Handle(ctx, me.ID, ClientIP(ctx)); err != nil {
		return nil, err
	}
	return api.SendPhoneCode200JSONResponse{Message: "We have texted a 6-digit code to your phone. It works for 10 minutes."}, nil
}

func (s *server) ConfirmPhoneCode(ctx context.Context, req api.ConfirmPhoneCodeRequestObject) (api.ConfirmPhoneCodeResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Verification.Commands.ConfirmPhone.Handle(ctx, me.ID, req.Body.Code); err != nil {
		return nil, err
	}
	return api.ConfirmPhoneCode200JSONResponse{Message: "Your phone number is verified."}, nil
}

func (s *server) SubmitVerificationDocument(ctx context.Context, req api.SubmitVerificationDocumentRequestObject) (api.SubmitVerificationDocumentResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	form, image, err := s.decodeDocumentForm(ctx, req.Body)
	if err != nil {
		return nil, err
	}
	r, err := s.svc.Verification.Commands.SubmitDocument.Handle(ctx, me.ID, string(form.Kind), string(deref(form.DocumentType)), image)
	if err != nil {
		return nil, err
	}
	return api.SubmitVerificationDocument201JSONResponse(documentToAPI(r)), nil
}

func (s *server) MakeDeclarations(ctx context.Context, req api.MakeDeclarationsRequestObject) (api.MakeDeclarationsResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	b := req.Body
	if err := s.svc.Accounts.Commands.Declare.Handle(ctx, me.ID, ClientIP(ctx), identity.Declarations{IntentToMarry: b.IntentToMarry,
		InformationTrue: b.InformationTrue, AgeConfirmed: b.AgeConfirmed}); err != nil {
		return nil, err
	}
	return api.MakeDeclarations200JSONResponse{Message: "Thank you. Your declarations are recorded."}, nil
}

func (s *server) UpdatePrivacySettings(ctx context.Context, req api.UpdatePrivacySettingsRequestObject) (api.UpdatePrivacySettingsResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	p, err := s.svc.Profiles.Queries.Own.Handle(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	next := app.Settings{PhotoVisibility: p.PhotoVisibility, Paused: p.Paused}
	if v := req.Body.PhotoVisibility; v != nil {
		next.PhotoVisibility = string(*v)
	}
	if req.Body.Paused != nil {
		next.Paused = *req.Body.Paused
	}
	got, err := s.svc.Controls.Commands.SetSettings.Handle(ctx, me.ID, next)
	if err != nil {
		return nil, err
	}
	return api.UpdatePrivacySettings200JSONResponse{PhotoVisibility: api.PhotoVisibility(got.PhotoVisibility), Paused: got.Paused}, nil
}

func (s *server) ListBlocks(ctx context.Context, _ api.ListBlocksRequestObject) (api.ListBlocksResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	blocked, err := s.svc.Safety.Queries.Blocks.Handle(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	out := api.ListBlocks200JSONResponse{Blocked: make([]api.BlockedMember, 0, len(blocked))}
	for _, b := range blocked {
		out.Blocked = append(out.Blocked, api.BlockedMember{UserId: b.Code, FullName: b.FullName, BlockedAt: b.BlockedAt})
	}
	return out, nil
}

func (s *server) BlockMember(ctx context.Context, req api.BlockMemberRequestObject) (api.BlockMemberResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Safety.Commands.Block.Handle(ctx, me.ID, req.UserId); err != nil {
		return nil, err
	}
	return api.BlockMember200JSONResponse{Message: "Blocked. You will not see each other any more."}, nil
}

func (s *server) UnblockMember(ctx context.Context, req api.UnblockMemberRequestObject) (api.UnblockMemberResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Safety.Commands.Unblock.Handle(ctx, me.ID, req.UserId); err != nil {
		return nil, err
	}
	return api.UnblockMember200JSONResponse{Message: "Unblocked."}, nil
}

func (s *server) ReportMember(ctx context.Context, req api.ReportMemberRequestObject) (api.ReportMemberResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Safety.Commands.Report.Handle(ctx, me.ID, req.UserId, string(req.Body.Reason), deref(req.Body.Details)); err != nil {
		return nil, err
	}
	return api.ReportMember201JSONResponse{Message: "Thank you. Our team will review this profile, and we have blocked it for you."}, nil
}
