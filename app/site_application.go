// Package app holds the use cases: each loads domain objects through ports, lets the domain
// decide, and persists through the adapters. It knows nothing of HTTP or SQL.
package app

import "time"

// SiteApplication is the public website's use cases, one to a file (site_*.go), laid out as
// admin_application.go.
type SiteApplication struct {
	Commands SiteCommands
	Queries  SiteQueries
}

// SiteCommands store what visitors send.
type SiteCommands struct {
	Contact  *SendContactMessage
	Feedback *SendFeedback
}

// SiteQueries read the public pages.
type SiteQueries struct {
	Stories *ListStories
	Plans   *ListPlans
	Posts   *ListPosts
	Post    *ReadPost
}

// SitePorts are what the website's use cases use; Now is optional (the wall clock).
type SitePorts struct {
	Store  SiteStore
	Plans  PlanStore
	Limits *RateLimiter
	Now    func() time.Time
}

// NewSiteApplication builds the website's use cases, naming every port missing.
func NewSiteApplication(p SitePorts) (*SiteApplication, error) {
	if err := requireFields("SiteApplication", p, "Now"); err != nil {
		return nil, err
	}
	return &SiteApplication{
		Commands: SiteCommands{
			Contact:  NewSendContactMessage(p.Store, p.Limits, p.Now),
			Feedback: NewSendFeedback(p.Store, p.Limits, p.Now),
		},
		Queries: SiteQueries{
			Stories: NewListStories(p.Store),
			Plans:   NewListPlans(p.Plans),
			Posts:   NewListPosts(p.Store),
			Post:    NewReadPost(p.Store),
		},
	}, nil
}
