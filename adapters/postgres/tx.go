package postgres

import (
	"context"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
)

// inTx runs fn in one transaction: committed when fn returns nil, rolled back otherwise.
func inTx(ctx context.Context, pool *pgxpool.Pool, op string, fn func(q *sqlcgen.Queries) error) error {
	tx, err := pool.Begin(ctx)
	if err != nil {
		return wrap(op, err, nil)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	if err := fn(sqlcgen.New(tx)); err != nil {
		return err
	}
	if err := tx.Commit(ctx); err != nil {
		return wrap(op, err, nil)
	}
	return nil
}
