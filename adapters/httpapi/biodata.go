package httpapi

import (
	"bytes"
	"context"
	"fmt"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
)

// The biodata download (docs/biodata.md): the rules are app.DownloadBiodata's; this translates
// the query and writes the PDF as an attachment.

func (s *server) GetOwnBiodata(ctx context.Context, req api.GetOwnBiodataRequestObject) (api.GetOwnBiodataResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	b, err := s.svc.Biodata.Own(ctx, me.ID, biodataRequest(string(req.Params.Lang), (*string)(req.Params.Design), req.Params.IncludeContact))
	if err != nil {
		return nil, err
	}
	return api.GetOwnBiodata200ApplicationpdfResponse{BiodataPdfApplicationpdfResponse: biodataResponse(b)}, nil
}

func (s *server) GetMemberBiodata(ctx context.Context, req api.GetMemberBiodataRequestObject) (api.GetMemberBiodataResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	b, err := s.svc.Biodata.OfMember(ctx, me.ID, req.Id,
		biodataRequest(string(req.Params.Lang), (*string)(req.Params.Design), req.Params.IncludeContact))
	if err != nil {
		return nil, err
	}
	return api.GetMemberBiodata200ApplicationpdfResponse{BiodataPdfApplicationpdfResponse: biodataResponse(b)}, nil
}

func biodataRequest(lang string, design *string, includeContact *bool) app.BiodataRequest {
	return app.BiodataRequest{Lang: lang, Design: deref(design), IncludeContact: includeContact != nil && *includeContact}
}

func biodataResponse(b app.Biodata) api.BiodataPdfApplicationpdfResponse {
	disposition := fmt.Sprintf("attachment; filename=%q", b.FileName)
	return api.BiodataPdfApplicationpdfResponse{Body: bytes.NewReader(b.PDF), ContentLength: int64(len(b.PDF)),
		Headers: api.BiodataPdfResponseHeaders{ContentDisposition: &disposition}}
}
