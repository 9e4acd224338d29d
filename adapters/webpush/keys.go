package webpush

import (
	"crypto/ecdh"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
)

// VAPIDKeys identify this server to the push services (RFC 8292): the browser is handed the
// public key when it subscribes, and the push service accepts only messages signed with the
// matching private key. Both are the unpadded base64url the Push API and webpush-go use.
type VAPIDKeys struct {
	Public  string // the uncompressed P-256 point, 65 bytes
	Private string // the P-256 scalar, 32 bytes
}

// KeysFromSeed makes the key pair whose private scalar is seed's first 32 bytes: the random
// secret generated at first start and kept with the signing keys (jwtauth.LoadOrCreateKey under
// DATA_DIR/secrets, first writer wins), so every instance signs with the same key and a browser's
// subscription survives restarts and deploys.
func KeysFromSeed(seed []byte) (VAPIDKeys, error) {
	if len(seed) < 32 {
		return VAPIDKeys{}, fmt.Errorf("webpush: a VAPID seed needs 32 bytes, got %d", len(seed))
	}
	private, err := ecdh.P256().NewPrivateKey(seed[:32])
	if err != nil {
		// A scalar at or above the curve's order: about one seed in 2^32.
		return VAPIDKeys{}, fmt.Errorf("webpush: the VAPID seed is not a P-256 key: %w", err)
	}
	return keysOf(private), nil
}

// KeysFromConfig checks an operator's VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: the private key
// must be a P-256 scalar and the public one the point it makes, or every push would be refused
// by the push services long after the server started.
func KeysFromConfig(public, private string) (VAPIDKeys, error) {
	raw, err := decodeBase64URL(private)
	if err != nil || len(raw) != 32 {
		return VAPIDKeys{}, errors.New("webpush: VAPID_PRIVATE_KEY is not a base64url P-256 private key (32 bytes)")
	}
	key, err := ecdh.P256().NewPrivateKey(raw)
	if err != nil {
		return VAPIDKeys{}, fmt.Errorf("webpush: VAPID_PRIVATE_KEY: %w", err)
	}
	keys := keysOf(key)
	if strings.TrimRight(strings.TrimSpace(public), "=") != keys.Public {
		return VAPIDKeys{}, errors.New("webpush: VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY")
	}
	return keys, nil
}

func keysOf(private *ecdh.PrivateKey) VAPIDKeys {
	return VAPIDKeys{
		Public:  base64.RawURLEncoding.EncodeToString(private.PublicKey().Bytes()),
		Private: base64.RawURLEncoding.EncodeToString(private.Bytes()),
	}
}

func decodeBase64URL(s string) ([]byte, error) {
	return base64.RawURLEncoding.DecodeString(strings.TrimRight(strings.TrimSpace(s), "="))
}
