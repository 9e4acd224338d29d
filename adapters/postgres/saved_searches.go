package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
)

// SavedSearchStore implements app.SavedSearchStore.
type SavedSearchStore struct {
	pool *pgxpool.Pool
	q    *sqlcgen.Queries
}

func NewSavedSearchStore(pool *pgxpool.Pool) *SavedSearchStore {
	return &SavedSearchStore{pool: pool, q: sqlcgen.New(pool)}
}

// storedFilters is how a saved search's filters are kept (JSON in saved_searches.filters): the
// search request's names, so that an export reads like the API.
type storedFilters struct {
	MinAge           int      `json:"min_age,omitempty"`
	MaxAge           int      `json:"max_age,omitempty"`
	Caste            string   `json:"caste,omitempty"`
	Religion         string   `json:"religion,omitempty"`
	City             string   `json:"location,omitempty"`
	MotherTongue     string   `json:"motherTongue,omitempty"`
	District         string   `json:"district,omitempty"`
	NativeDistrict   string   `json:"nativeDistrict,omitempty"`
	HeightMin        int      `json:"heightMin,omitempty"`
	HeightMax        int      `json:"heightMax,omitempty"`
	SubCaste         string   `json:"subCaste,omitempty"`
	MaritalStatuses  []string `json:"maritalStatus,omitempty"`
	Education        []string `json:"education,omitempty"`
	Profession       []string `json:"profession,omitempty"`
	MinIncome        string   `json:"minIncome,omitempty"`
	Manglik          string   `json:"manglik,omitempty"`
	WithPhoto        bool     `json:"withPhoto,omitempty"`
	ActiveWithinDays int      `json:"activeWithinDays,omitempty"`
	HoroscopeMatch   bool     `json:"horoscopeMatch,omitempty"`
	Verified         bool     `json:"verified,omitempty"`
	Sort             string   `json:"sort,omitempty"` // empty: recent (and searches saved before it was kept)
}

func filtersToDB(f matching.Filters) []byte {
	b, _ := json.Marshal(storedFilters{f.MinAge, f.MaxAge, f.Caste, f.Religion, f.City, f.MotherTongue, f.District,
		f.NativeDistrict, f.HeightMin, f.HeightMax, f.SubCaste, f.MaritalStatuses, f.Education, f.Profession, f.MinIncome,
		f.Manglik, f.WithPhoto, f.ActiveWithinDays, f.HoroscopeMatch, f.VerifiedOnly, f.Sort}) // plain fields always encode
	return b
}

// FiltersFromDB reads stored filters (the data export shows them too).
func FiltersFromDB(b []byte) matching.Filters {
	var s storedFilters
	_ = json.Unmarshal(b, &s) // written by filtersToDB; an unreadable row reads as "no filters"
	return matching.Filters{MinAge: s.MinAge, MaxAge: s.MaxAge, Caste: s.Caste, Religion: s.Religion, City: s.City,
		MotherTongue: s.MotherTongue, District: s.District, NativeDistrict: s.NativeDistrict, HeightMin: s.HeightMin,
		HeightMax: s.HeightMax, SubCaste: s.SubCaste, MaritalStatuses: s.MaritalStatuses, Education: s.Education,
		Profession: s.Profession, MinIncome: s.MinIncome, Manglik: s.Manglik, WithPhoto: s.WithPhoto,
		ActiveWithinDays: s.ActiveWithinDays, HoroscopeMatch: s.HoroscopeMatch, VerifiedOnly: s.Verified, Sort: s.Sort}
}

func (s *SavedSearchStore) Create(ctx context.Context, ss matching.SavedSearch, firstAlert time.Time) error {
	return inTx(ctx, s.pool, "CreateSavedSearch", func(q *sqlcgen.Queries) error {
		if err := q.LockSavedSearchOwner(ctx, ss.Owner); err != nil {
			return wrap("CreateSavedSearch", err, nil)
		}
		n, err := q.CountSavedSearches(ctx, ss.Owner)
		if err != nil {
			return wrap("CreateSavedSearch", err, nil)
		}
		if n >= matching.MaxSavedSearches {
			return matching.ErrSavedSearchLimit
		}
		return wrap("CreateSavedSearch", q.InsertSavedSearch(ctx, sqlcgen.InsertSavedSearchParams{ID: ss.ID, AccountID: ss.Owner,
			Name: ss.Name, Filters: filtersToDB(ss.Filters), Alert: ss.Alert, CreatedAt: ss.CreatedAt,
			AlertedThrough: ss.CreatedAt, NextAlertAt: firstAlert}), nil)
	})
}

func savedToDomain(owner, id uuid.UUID, name string, filters []byte, alert bool, created time.Time) matching.SavedSearch {
	return matching.SavedSearch{ID: id, Owner: owner, Name: name, Filters: FiltersFromDB(filters), Alert: alert, CreatedAt: created}
}

func (s *SavedSearchStore) List(ctx context.Context, owner uuid.UUID) ([]matching.SavedSearch, error) {
	rows, err := s.q.SavedSearches(ctx, owner)
	if err != nil {
		return nil, wrap("SavedSearches", err, nil)
	}
	out := make([]matching.SavedSearch, 0, len(rows))
	for _, r := range rows {
		out = append(out, savedToDomain(owner, r.ID, r.Name, r.Filters, r.Alert, r.CreatedAt))
	}
	return out, nil
}

func (s *SavedSearchStore) Get(ctx context.Context, owner, id uuid.UUID) (matching.SavedSearch, error) {
	r, err := s.q.SavedSearch(ctx, sqlcgen.SavedSearchParams{ID: id, AccountID: owner})
	if err != nil {
		return matching.SavedSearch{}, wrap("SavedSearch", err, matching.ErrSavedSearchNotFound)
	}
	return savedToDomain(owner, r.ID, r.Name, r.Filters, r.Alert, r.CreatedAt), nil
}

func (s *SavedSearchStore) Update(ctx context.Context, ss matching.SavedSearch, now, nextAlert time.Time) (matching.SavedSearch, error) {
	r, err := s.q.UpdateSavedSearch(ctx, sqlcgen.UpdateSavedSearchParams{Name: ss.Name, Alert: ss.Alert, Now: now,
		NextAlertAt: nextAlert, ID: ss.ID, AccountID: ss.Owner})
	if err != nil {
		return matching.SavedSearch{}, wrap("UpdateSavedSearch", err, matching.ErrSavedSearchNotFound)
	}
	return savedToDomain(ss.Owner, r.ID, r.Name, r.Filters, r.Alert, r.CreatedAt), nil
}

func (s *SavedSearchStore) Delete(ctx context.Context, owner, id uuid.UUID) error {
	n, err := s.q.DeleteSavedSearch(ctx, sqlcgen.DeleteSavedSearchParams{ID: id, AccountID: owner})
	if err != nil {
		return wrap("DeleteSavedSearch", err, nil)
	}
	if n == 0 {
		return matching.ErrSavedSearchNotFound
	}
	return nil
}

func (s *SavedSearchStore) ClaimDue(ctx context.Context, now, leaseUntil time.Time, batch int) ([]app.DueAlert, error) {
	rows, err := s.q.ClaimDueAlerts(ctx, sqlcgen.ClaimDueAlertsParams{LeaseUntil: leaseUntil, Now: now, Batch: int32(batch)})
	if err != nil {
		return nil, wrap("ClaimDueAlerts", err, nil)
	}
	out := make([]app.DueAlert, 0, len(rows))
	for _, r := range rows {
		out = append(out, app.DueAlert{Search: savedToDomain(r.AccountID, r.ID, r.Name, r.Filters, true, time.Time{}),
			Through: r.AlertedThrough})
	}
	return out, nil
}

func (s *SavedSearchStore) CompleteAlert(ctx context.Context, a app.DueAlert, newest uuid.UUID, count int, through, next time.Time) error {
	return inTx(ctx, s.pool, "CompleteAlert", func(q *sqlcgen.Queries) error {
		if newest != uuid.Nil {
			if err := lockStreams(ctx, q, a.Search.Owner); err != nil {
				return wrap("CompleteAlert", err, nil)
			}
			n := notifications.Notification{ID: uuid.New(), Recipient: a.Search.Owner, Actor: newest,
				Kind: notifications.SearchMatch, CreatedAt: through, SavedSearch: a.Search.ID, Count: count}
			_, err := q.InsertSearchAlert(ctx, sqlcgen.InsertSearchAlertParams{ID: n.ID, RecipientID: n.Recipient,
				ActorID: nullUUID(n.Actor), SavedSearchID: uuid.NullUUID{UUID: n.SavedSearch, Valid: true},
				MatchCount: ptrInt32(int32(count)), CreatedAt: n.CreatedAt})
			switch {
			case errors.Is(err, pgx.ErrNoRows):
			case err != nil:
				return wrap("CompleteAlert", err, nil)
			}
			if err := wakeStreams(ctx, q, a.Search.Owner); err != nil {
				return wrap("CompleteAlert", err, nil)
			}
		}
		return wrap("CompleteAlert", q.CompleteAlert(ctx, sqlcgen.CompleteAlertParams{Through: through, NextAlertAt: next,
			ID: a.Search.ID}), nil)
	})
}

func ptrInt32(v int32) *int32 { return &v }
