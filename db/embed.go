// Package db holds the schema (goose migrations, embedded in the binary) and the SQL
// queries sqlc turns into adapters/postgres/sqlcgen.
package db

import "embed"

//go:generate go tool sqlc generate

// Migrations are applied in order by adapters/postgres.Migrate; sqlc reads the same files as its schema.
//
//go:embed migrations/*.sql
var Migrations embed.FS
