package app

import (
	"fmt"
	"log/slog"
	"reflect"
	"slices"
	"strings"
	"time"
)

// Every area's index has a constructor, New<Area>Application(<Area>Ports): it refuses to build
// without a required port (naming every one missing), sets the defaults (Now is time.Now, Log
// discards), and takes the optional ones (nil: off) in the same ports, so nothing is set after
// construction.

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

// Admin use cases are smaller (admin_application.go): each constructor takes its ports as
// arguments and hands the built value to mustHave, which names every port left nil. Building one
// with a nil port is a mistake in the wiring, found at start-up by NewAdminApplication (which
// checks AdminPorts first and answers an error) or by the test that builds it.

// mustHave answers u, or panics with a MissingDependencyError naming every nil field of u (in
// the structs u holds too).
func mustHave[T any](u *T) *T {
	v := reflect.ValueOf(u).Elem()
	r := required{useCase: v.Type().Name()}
	nilFields(&r, "", v)
	if err := r.err(); err != nil {
		panic(err)
	}
	return u
}

func nilFields(r *required, prefix string, v reflect.Value) {
	for i := range v.NumField() {
		f, name := v.Field(i), prefix+v.Type().Field(i).Name
		switch f.Kind() {
		case reflect.Struct:
			nilFields(r, name+".", f)
		case reflect.Pointer, reflect.Map, reflect.Func, reflect.Chan, reflect.Interface:
			if f.IsNil() {
				r.missing = append(r.missing, name)
			}
		}
	}
}

// requireFields names every nil field of the struct deps but the optional ones.
func requireFields(useCase string, deps any, optional ...string) error {
	v := reflect.ValueOf(deps)
	r := required{useCase: useCase}
	for i := range v.NumField() {
		name := v.Type().Field(i).Name
		if !slices.Contains(optional, name) {
			r.need(name, v.Field(i).Interface())
		}
	}
	return r.err()
}
