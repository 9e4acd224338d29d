package httpapi

import (
	"context"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/biodatalink"
)

// The biodata share links (docs/biodata.md, "Share links"): the rules are
// app.BiodataLinksApplication's; this translates. The link's URL is the public download itself
// (GetSharedBiodata), so the web needs no page of its own for it.

func (s *server) ListBiodataLinks(ctx context.Context, _ api.ListBiodataLinksRequestObject) (api.ListBiodataLinksResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	links, err := s.svc.BiodataLinks.Queries.List.Handle(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	out := make([]api.BiodataLink, 0, len(links))
	for _, l := range links {
		out = append(out, biodataLinkOut(l))
	}
	return api.ListBiodataLinks200JSONResponse{Links: out}, nil
}

func (s *server) CreateBiodataLink(ctx context.Context, req api.CreateBiodataLinkRequestObject) (api.CreateBiodataLinkResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	b := req.Body
	in := app.NewBiodataLink{BiodataRequest: app.BiodataRequest{Lang: string(b.Lang), Design: string(deref(b.Design)),
		IncludeContact: deref(b.IncludeContact)}, Days: deref(b.Days)}
	c, err := s.svc.BiodataLinks.Commands.Create.Handle(ctx, me.ID, in)
	if err != nil {
		return nil, err
	}
	return api.CreateBiodataLink201JSONResponse{Link: biodataLinkOut(c.Link), Url: c.URL}, nil
}

func (s *server) RevokeBiodataLink(ctx context.Context, req api.RevokeBiodataLinkRequestObject) (api.RevokeBiodataLinkResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.BiodataLinks.Commands.Revoke.Handle(ctx, me.ID, req.LinkId); err != nil {
		return nil, err
	}
	return api.RevokeBiodataLink204Response{}, nil
}

func (s *server) GetSharedBiodata(ctx context.Context, req api.GetSharedBiodataRequestObject) (api.GetSharedBiodataResponseObject, error) {
	b, err := s.svc.BiodataLinks.Queries.Download.Handle(ctx, ClientIP(ctx), req.Token)
	if err != nil {
		return nil, err
	}
	return api.GetSharedBiodata200ApplicationpdfResponse{BiodataPdfApplicationpdfResponse: biodataResponse(b)}, nil
}

func biodataLinkOut(l biodatalink.Link) api.BiodataLink {
	return api.BiodataLink{Id: l.ID, Lang: api.BiodataLinkLang(l.Lang), Design: api.BiodataLinkDesign(l.Design),
		IncludeContact: l.IncludeContact, CreatedAt: l.CreatedAt, ExpiresAt: l.ExpiresAt, RevokedAt: l.RevokedAt,
		Downloads: l.Downloads, LastDownloadAt: l.LastDownloadAt}
}
