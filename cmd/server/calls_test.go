package main

import (
	"log/slog"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/app"
)

func TestRelayConfigReadsTheEnvironment(t *testing.T) {
	t.Setenv("TURN_ADDR", "")
	if _, ok, err := relayConfig(); ok || err != nil {
		t.Fatalf("no TURN_ADDR: ok=%v err=%v", ok, err)
	}
	t.Setenv("TURN_ADDR", "127.0.0.1:3478")
	cfg, ok, err := relayConfig()
	if !ok || err != nil || cfg.RelayIP.String() != "127.0.0.1" || !cfg.AllowLoopbackPeers {
		t.Fatalf("loopback: %+v %v %v", cfg, ok, err)
	}
	t.Setenv("TURN_ADDR", "0.0.0.0:3478")
	if _, _, err := relayConfig(); err == nil || !strings.Contains(err.Error(), "TURN_RELAY_IP") {
		t.Fatalf("every address without TURN_RELAY_IP: %v", err)
	}
	t.Setenv("TURN_RELAY_IP", "203.0.113.7")
	t.Setenv("TURN_RELAY_PORTS", "50000-50100")
	cfg, ok, err = relayConfig()
	if !ok || err != nil || cfg.AllowLoopbackPeers || cfg.MinPort != 50000 || cfg.MaxPort != 50100 {
		t.Fatalf("production: %+v %v %v", cfg, ok, err)
	}
	for name, value := range map[string]string{"TURN_RELAY_PORTS": "60000-50000", "TURN_ALLOW_LOOPBACK_PEERS": "maybe"} {
		t.Run(name, func(t *testing.T) {
			t.Setenv(name, value)
			if _, _, err := relayConfig(); err == nil || !strings.Contains(err.Error(), name) {
				t.Fatalf("%s=%q: %v", name, value, err)
			}
		})
	}
}

// Every instance sharing DATA_DIR/secrets signs TURN credentials with the same generated secret.
func TestTheRelaySecretIsGeneratedOnceAndShared(t *testing.T) {
	secrets := t.TempDir()
	t.Setenv("TURN_ADDR", "127.0.0.1:0")
	t.Setenv("TURN_RELAY_IP", "")
	var first, second app.IceConfig
	for _, ice := range []*app.IceConfig{&first, &second} {
		stop, err := startRelay(secrets, ice, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		stop()
	}
	if first.TURNSecret == "" || first.TURNSecret != second.TURNSecret {
		t.Fatalf("secrets %q and %q", first.TURNSecret, second.TURNSecret)
	}
	if len(first.URLs) != 2 || !strings.HasPrefix(first.URLs[0], "turn:127.0.0.1:") || !strings.HasSuffix(first.URLs[0], "?transport=udp") {
		t.Fatalf("urls %v", first.URLs)
	}
}
