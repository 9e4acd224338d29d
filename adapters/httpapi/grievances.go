package httpapi

import (
	"context"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
)

// The grievance officer's public desk (docs/adr/0016-trust-and-safety.md; IT Rules 2021, rule 3(2)).

func (s *server) GetGrievanceOfficer(context.Context, api.GetGrievanceOfficerRequestObject) (api.GetGrievanceOfficerResponseObject, error) {
	o := s.svc.Grievances.Queries.Officer.Handle()
	return api.GetGrievanceOfficer200JSONResponse{Name: o.Name, Designation: o.Designation, Email: o.Email, Phone: o.Phone,
		Address: nonNil(o.Address), Hours: o.Hours}, nil
}

func (s *server) FileGrievance(ctx context.Context, req api.FileGrievanceRequestObject) (api.FileGrievanceResponseObject, error) {
	b := req.Body
	lang := "en"
	if b.Language != nil {
		lang = string(*b.Language)
	}
	c, err := s.svc.Grievances.Commands.File.Handle(ctx, ClientIP(ctx), grievance.Form{Name: b.Name, Email: b.Email, Phone: deref(b.Phone),
		MemberCode: deref(b.UserId), AgainstCode: deref(b.AgainstUserId), Category: string(b.Category),
		Description: b.Description, Language: lang})
	if err != nil {
		return nil, err
	}
	return api.FileGrievance201JSONResponse(ticketToAPI(c)), nil
}

func (s *server) LookupGrievance(ctx context.Context, req api.LookupGrievanceRequestObject) (api.LookupGrievanceResponseObject, error) {
	c, err := s.svc.Grievances.Queries.Status.Handle(ctx, ClientIP(ctx), req.Body.Ticket, req.Body.Email)
	if err != nil {
		return nil, err
	}
	return api.LookupGrievance200JSONResponse(ticketToAPI(c)), nil
}

// ticketToAPI is what the complainant sees of their ticket.
func ticketToAPI(c grievance.Complaint) api.GrievanceTicket {
	return api.GrievanceTicket{Ticket: c.Ticket, Category: api.GrievanceCategory(c.Category), Status: api.GrievanceStatus(c.Status),
		CreatedAt: c.CreatedAt, AcknowledgedAt: c.AcknowledgedAt, AcknowledgeBy: c.AcknowledgeBy(), ResolveBy: c.ResolveBy(),
		ResolvedAt: c.ResolvedAt, Resolution: optionalString(c.Resolution)}
}
