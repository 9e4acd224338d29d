package main

import (
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/reshimgathi/reshimgathi/adapters/jwtauth"
	"github.com/reshimgathi/reshimgathi/adapters/webpush"
)

// pushSender builds the Web Push sender from the environment (docs/push.md, docs/operations.md):
// VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither; checked to be a pair here, not at the
// first refused push), else a key derived from a secret generated at first start beside the
// signing keys, so every instance sharing DATA_DIR/secrets signs with the same key;
// PUSH_SERVICE_HOSTS, the push services pushes may go to (empty: the major browsers');
// PUSH_CONTACT, the address push services may write to about our traffic.
func pushSender(secrets string, log *slog.Logger) (*webpush.Sender, error) {
	public, private := os.Getenv("VAPID_PUBLIC_KEY"), os.Getenv("VAPID_PRIVATE_KEY")
	var keys webpush.VAPIDKeys
	var err error
	switch {
	case public != "" && private != "":
		keys, err = webpush.KeysFromConfig(public, private)
	case public != "" || private != "":
		err = errors.New("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither for a generated key")
	default:
		var seed []byte
		seed, err = jwtauth.LoadOrCreateKey(filepath.Join(secrets, "vapid.key"))
		if err == nil {
			keys, err = webpush.KeysFromSeed(seed)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("push: %w", err)
	}
	hosts, err := webpush.ParseServiceHosts(os.Getenv("PUSH_SERVICE_HOSTS"))
	if err != nil {
		return nil, fmt.Errorf("PUSH_SERVICE_HOSTS: %w", err)
	}
	contact := env("PUSH_CONTACT", "mailto:care@reshimgathi.in")
	log.Info("push: Web Push on", slog.String("vapid_public_key", keys.Public))
	return webpush.NewSender(keys, contact, hosts), nil
}
