package main

import (
	"encoding/hex"
	"fmt"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/jwtauth"
	"github.com/reshimgathi/reshimgathi/adapters/turnrelay"
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
	if v := os.Getenv("TURN_FORCE_RELAY"); v != "" {
		if cfg.ForceRelay, err = strconv.ParseBool(v); err != nil {
			return app.IceConfig{}, fmt.Errorf("TURN_FORCE_RELAY: %q is not true or false", v)
		}
	}
	return cfg, nil
}

// relayConfig reads the embedded TURN server's settings (docs/calls.md, "The embedded relay"):
// TURN_ADDR (host:port, UDP and TCP; empty: no relay), TURN_RELAY_IP (the address peers send
// media to; TURN_ADDR's host by default), TURN_RELAY_PORTS (min-max UDP ports for relays) and
// TURN_ALLOW_LOOPBACK_PEERS (true by default only when TURN_ADDR is on loopback). ok is false
// when TURN_ADDR is unset.
func relayConfig() (cfg turnrelay.Config, ok bool, err error) {
	cfg.Addr = os.Getenv("TURN_ADDR")
	if cfg.Addr == "" {
		return cfg, false, nil
	}
	host, _, err := net.SplitHostPort(cfg.Addr)
	if err != nil {
		return cfg, false, fmt.Errorf("TURN_ADDR: %q is not host:port", cfg.Addr)
	}
	listen := net.ParseIP(host)
	relay := env("TURN_RELAY_IP", host)
	if cfg.RelayIP = net.ParseIP(relay); cfg.RelayIP == nil || cfg.RelayIP.IsUnspecified() {
		return cfg, false, fmt.Errorf("TURN_RELAY_IP: %q is not an IP browsers can send to (set it when TURN_ADDR listens on every address)", relay)
	}
	if v := os.Getenv("TURN_RELAY_PORTS"); v != "" {
		lo, hi, found := strings.Cut(v, "-")
		minPort, err1 := strconv.ParseUint(lo, 10, 16)
		maxPort, err2 := strconv.ParseUint(hi, 10, 16)
		if !found || err1 != nil || err2 != nil || minPort == 0 || maxPort < minPort {
			return cfg, false, fmt.Errorf("TURN_RELAY_PORTS: %q is not a port range like 49152-65535", v)
		}
		cfg.MinPort, cfg.MaxPort = uint16(minPort), uint16(maxPort)
	}
	loopback := listen != nil && listen.IsLoopback()
	if v := os.Getenv("TURN_ALLOW_LOOPBACK_PEERS"); v != "" {
		if loopback, err = strconv.ParseBool(v); err != nil {
			return cfg, false, fmt.Errorf("TURN_ALLOW_LOOPBACK_PEERS: %q is not true or false", v)
		}
	}
	cfg.AllowLoopbackPeers = loopback
	return cfg, true, nil
}

// startRelay starts the embedded TURN server when TURN_ADDR is set and adds it to what browsers
// are told: its URLs, and the secret its credentials are signed with (TURN_SECRET, or one
// generated at first start and kept in DATA_DIR/secrets/turn.key so every instance shares it).
// stop is nil when there is no relay.
func startRelay(secrets string, ice *app.IceConfig, log *slog.Logger) (stop func(), err error) {
	cfg, ok, err := relayConfig()
	if err != nil || !ok {
		return nil, err
	}
	if ice.TURNSecret == "" {
		key, err := jwtauth.LoadOrCreateKey(filepath.Join(secrets, "turn.key"))
		if err != nil {
			return nil, fmt.Errorf("turn key: %w", err)
		}
		ice.TURNSecret = hex.EncodeToString(key)
	}
	cfg.Secret, cfg.Log = ice.TURNSecret, log
	relay, err := turnrelay.Start(cfg)
	if err != nil {
		return nil, err
	}
	at := net.JoinHostPort(cfg.RelayIP.String(), strconv.Itoa(relay.Addr().Port))
	ice.URLs = append(ice.URLs, "turn:"+at+"?transport=udp", "turn:"+at+"?transport=tcp")
	return func() {
		if err := relay.Close(); err != nil {
			log.Warn("turn relay: close", slog.String("error", err.Error()))
		}
	}, nil
}
