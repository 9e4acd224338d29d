package wiring_test

import (
	"context"
	"errors"
	"log/slog"
	"slices"
	"testing"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/cmd/server/wiring"
)

// A use case that refuses to be built stops NewServices, whose error is the refusal: the one-line
// wiring (must) neither panics out of it nor goes on with a use case missing.
func TestNewServicesAnswersARefusalAsItsError(t *testing.T) {
	_, _, err := wiring.NewServices(context.Background(), wiring.Deps{Log: slog.New(slog.DiscardHandler)})
	var missing *app.MissingDependencyError
	if !errors.As(err, &missing) || missing.UseCase != "AccountsApplication" || !slices.Contains(missing.Missing, "Tokens") {
		t.Fatalf("want AccountsApplication refusing without Tokens, got %v", err)
	}
}
