package main

import (
	"fmt"
	"os"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
)

// iceConfig reads what browsers need to reach each other on a call (docs/calls.md):
// ICE_SERVERS (stun:, turn: and turns: URLs, comma-separated; empty: none, which works on one
// network), TURN_SECRET (the secret shared with the TURN server, coturn's static-auth-secret)
// and TURN_TTL (how long TURN credentials last, a Go duration; an hour by default).
func iceConfig() (app.IceConfig, error) {
	urls, err := app.ParseIceServers(os.Getenv("ICE_SERVERS"))
	if err != nil {
		return app.IceConfig{}, err
	}
	cfg := app.IceConfig{URLs: urls, TURNSecret: os.Getenv("TURN_SECRET")}
	if v := os.Getenv("TURN_TTL"); v != "" {
		if cfg.TTL, err = time.ParseDuration(v); err != nil || cfg.TTL < time.Minute || cfg.TTL > 24*time.Hour {
			return app.IceConfig{}, fmt.Errorf("TURN_TTL: %q is not a duration between 1m and 24h", v)
		}
	}
	return cfg, nil
}
