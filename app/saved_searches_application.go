package app

import (
	"log/slog"
	"time"
)

// The saved searches' use cases (keeping members' saved searches and sending their daily
// alerts), one command or query to a file (saved_searches_*.go), each holding only the ports it
// uses. SavedSearchesApplication is their index: the HTTP adapter calls Commands.X.Handle and
// Queries.X.Handle; the server runs Commands.SendAlerts in the background.
type SavedSearchesApplication struct {
	Commands SavedSearchesCommands
	Queries  SavedSearchesQueries
}

// SavedSearchesCommands change something.
type SavedSearchesCommands struct {
	Create     *CreateSavedSearch
	Update     *UpdateSavedSearch
	Delete     *DeleteSavedSearch
	SendAlerts *SendSearchAlerts
}

// SavedSearchesQueries read.
type SavedSearchesQueries struct {
	List *ListSavedSearches
}

// SavedSearchesPorts are every port the saved searches' use cases use between them. JoinedSince
// is discovery's query the alerts run (DiscoveryApplication.Queries.JoinedSince); SearchURL is
// where an alert e-mail sends the member (PUBLIC_BASE_URL + "/search"). Log and Now are optional
// (a discarding log, the wall clock).
type SavedSearchesPorts struct {
	Store       SavedSearchStore
	JoinedSince *JoinedSince
	Profiles    ProfileStore
	Mail        SearchAlertMailer
	SearchURL   string
	Log         *slog.Logger
	Now         func() time.Time
}

// NewSavedSearchesApplication builds every saved searches' use case, naming every port missing.
func NewSavedSearchesApplication(p SavedSearchesPorts) (*SavedSearchesApplication, error) {
	if err := requireFields("SavedSearchesApplication", p, "Log", "Now"); err != nil {
		return nil, err
	}
	now := clockOr(p.Now)
	return &SavedSearchesApplication{
		Commands: SavedSearchesCommands{
			Create: &CreateSavedSearch{store: p.Store, now: now},
			Update: &UpdateSavedSearch{store: p.Store, now: now},
			Delete: &DeleteSavedSearch{store: p.Store},
			SendAlerts: &SendSearchAlerts{store: p.Store, joinedSince: p.JoinedSince, profiles: p.Profiles, mail: p.Mail,
				searchURL: p.SearchURL, log: logOr(p.Log), now: now},
		},
		Queries: SavedSearchesQueries{List: &ListSavedSearches{store: p.Store}},
	}, nil
}
