package seed

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// SavePhoto stores one illustrated avatar (every size an upload is stored in) and answers its
// photo id; app.PhotoStore's SavePhoto is one.
type SavePhoto func(ctx context.Context, p app.Photo) (string, error)

// Fill stores the demo avatars, hashes the demo password once, and generates n members after
// the first `first` indexes; member `first` is the demo login when withDemo.
func Fill(ctx context.Context, pool *pgxpool.Pool, save SavePhoto, hasher identity.PasswordHasher,
	n int, seedValue, first int64, withDemo bool) (Stats, error) {
	female, male, err := DemoPhotos(ctx, save)
	if err != nil {
		return Stats{}, err
	}
	hash, err := hasher.Hash(ctx, DemoPassword())
	if err != nil {
		return Stats{}, err
	}
	o := Options{Members: n, Seed: seedValue, First: first, PasswordHash: hash,
		PhotosFemale: female, PhotosMale: male, Now: time.Now()}
	if withDemo {
		o.DemoEmail = DemoEmail
	}
	return Generate(ctx, pool, o)
}
