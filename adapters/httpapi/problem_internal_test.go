package httpapi

import (
	"context"
	"errors"
	"fmt"
	"net/http/httptest"
	"testing"
)

// A query cut short because the client left is answered 499 (as nginx logs it), not counted as
// the server failing; the same error while the client still waits stays a 500.
func TestAnAbandonedRequestIsNotAServerError(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	w := httptest.NewRecorder()
	writeProblem(w, httptest.NewRequest("GET", "/api/user/all/match-prefrences", nil).WithContext(ctx),
		fmt.Errorf("ProfilesByAccounts: %w", context.Canceled))
	if w.Code != 499 {
		t.Fatalf("abandoned: %d", w.Code)
	}
	w = httptest.NewRecorder()
	writeProblem(w, httptest.NewRequest("GET", "/api/user/all/match-prefrences", nil), errors.New("ProfilesByAccounts: boom"))
	if w.Code != 500 {
		t.Fatalf("a real failure: %d", w.Code)
	}
}
