package app

import (
	"fmt"
	"log/slog"
	"reflect"
	"strings"
	"time"
)

// Every use case has a constructor, NewX(XDeps): it refuses to build without a required
// dependency (naming every one missing), sets the defaults (Now is time.Now, Log discards), and
// takes the optional ones (nil: off) in the same deps, so nothing is set after construction.

// MissingDependencyError is a constructor refusing to build: Missing names every required
// dependency that was nil.
type MissingDependencyError struct {
	UseCase string
	Missing []string
}

func (e *MissingDependencyError) Error() string {
	return fmt.Sprintf("app: %s needs %s", e.UseCase, strings.Join(e.Missing, ", "))
}

// required collects what one constructor was not given.
type required struct {
	useCase string
	missing []string
}

func (r *required) need(name string, dep any) {
	if isNil(dep) {
		r.missing = append(r.missing, name)
	}
}

func (r *required) err() error {
	if len(r.missing) == 0 {
		return nil
	}
	return &MissingDependencyError{UseCase: r.useCase, Missing: r.missing}
}

// isNil is also true for an interface holding a nil pointer (or map, func, channel): it would pass
// a plain comparison and fail at its first call.
func isNil(dep any) bool {
	if dep == nil {
		return true
	}
	switch v := reflect.ValueOf(dep); v.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Func, reflect.Chan, reflect.Slice, reflect.Interface:
		return v.IsNil()
	}
	return false
}

// clockOr is now, or the wall clock when nil.
func clockOr(now func() time.Time) func() time.Time {
	if now == nil {
		return time.Now
	}
	return now
}

// logOr is log, or a logger that discards when nil.
func logOr(log *slog.Logger) *slog.Logger {
	if log == nil {
		return slog.New(slog.DiscardHandler)
	}
	return log
}
