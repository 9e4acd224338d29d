package main

import (
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/adapters/webpush"
)

func TestThePushKeyComesFromTheEnvironmentOrTheSecretsAndStays(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	secrets := t.TempDir()
	t.Setenv("VAPID_PUBLIC_KEY", "")
	t.Setenv("VAPID_PRIVATE_KEY", "")
	first, err := pushSender(secrets, log)
	if err != nil {
		t.Fatal(err)
	}
	again, err := pushSender(secrets, log)
	if err != nil || again.PublicKey() != first.PublicKey() {
		t.Fatalf("a restart signs with another key: %q then %q (%v)", first.PublicKey(), again.PublicKey(), err)
	}

	keys, err := webpush.KeysFromSeed([]byte("an operator's own vapid seed 0123"))
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("VAPID_PUBLIC_KEY", keys.Public)
	t.Setenv("VAPID_PRIVATE_KEY", keys.Private)
	configured, err := pushSender(secrets, log)
	if err != nil || configured.PublicKey() != keys.Public {
		t.Fatalf("configured key: %v", err)
	}

	t.Setenv("VAPID_PUBLIC_KEY", first.PublicKey()) // not the private key's
	if _, err := pushSender(secrets, log); err == nil {
		t.Error("a public key of another pair was accepted")
	}
	t.Setenv("VAPID_PUBLIC_KEY", "")
	if _, err := pushSender(secrets, log); err == nil || !strings.Contains(err.Error(), "go together") {
		t.Errorf("a private key alone: %v", err)
	}
	t.Setenv("VAPID_PRIVATE_KEY", "")
	t.Setenv("PUSH_SERVICE_HOSTS", "https://fcm.googleapis.com/")
	if _, err := pushSender(secrets, log); err == nil || !strings.Contains(err.Error(), "PUSH_SERVICE_HOSTS") {
		t.Errorf("a URL as a host: %v", err)
	}
}
