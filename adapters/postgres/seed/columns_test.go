package seed

import (
	"slices"
	"testing"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

// A later migration may add columns; the COPY lists must name every column the database
// cannot fill by itself, and nothing the tables lack.
func TestColumnListsMatchSchema(t *testing.T) {
	pool, err := postgres.Open(t.Context(), pgtest.NewDatabase(t, postgres.Migrate))
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	for table, listed := range map[string][]string{"accounts": accountColumns, "profiles": profileColumns} {
		rows, err := pool.Query(t.Context(), `SELECT column_name, is_nullable = 'NO' AND column_default IS NULL
			FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`, table)
		if err != nil {
			t.Fatal(err)
		}
		exists := map[string]bool{}
		for rows.Next() {
			var column string
			var required bool
			if err := rows.Scan(&column, &required); err != nil {
				t.Fatal(err)
			}
			exists[column] = true
			if required && !slices.Contains(listed, column) {
				t.Errorf("%s.%s is NOT NULL without a default but is not generated", table, column)
			}
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		for _, c := range listed {
			if !exists[c] {
				t.Errorf("%s.%s is generated but the table has no such column", table, c)
			}
		}
	}
}
