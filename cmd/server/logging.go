package main

import (
	"fmt"
	"log/slog"
	"os"
	"strings"
)

// newLogger writes JSON lines to stderr at LOG_LEVEL: debug, info (the default), warn or error.
// At warn the per-request line (info) is left out, which a load test or a busy instance
// behind an access-logging proxy may want.
func newLogger() (*slog.Logger, error) {
	level, err := parseLevel(os.Getenv("LOG_LEVEL"))
	if err != nil {
		return nil, err
	}
	return slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: level})), nil
}

func parseLevel(s string) (slog.Level, error) {
	switch strings.ToLower(s) {
	case "", "info":
		return slog.LevelInfo, nil
	case "debug":
		return slog.LevelDebug, nil
	case "warn", "warning":
		return slog.LevelWarn, nil
	case "error":
		return slog.LevelError, nil
	}
	return 0, fmt.Errorf("LOG_LEVEL must be debug, info, warn or error, not %q", s)
}
