package webpush_test

import (
	"bytes"
	"testing"

	"github.com/reshimgathi/reshimgathi/adapters/webpush"
)

func TestVAPIDKeysFromTheStoredSeedAreTheSameOnEveryInstance(t *testing.T) {
	seed := bytes.Repeat([]byte{7}, 32)
	a, err := webpush.KeysFromSeed(seed)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := webpush.KeysFromSeed(append([]byte(nil), seed...))
	if a != b || len(a.Public) != 87 || len(a.Private) != 43 {
		t.Fatalf("%+v and %+v: two instances with one seed must sign alike (65- and 32-byte keys)", a, b)
	}
	if _, err := webpush.KeysFromSeed(seed[:16]); err == nil {
		t.Error("a 16-byte seed accepted")
	}
	if _, err := webpush.KeysFromSeed(bytes.Repeat([]byte{0xff}, 32)); err == nil {
		t.Error("a scalar above the curve's order accepted")
	}
}

func TestConfiguredVAPIDKeysMustBeAPair(t *testing.T) {
	a, _ := webpush.KeysFromSeed(bytes.Repeat([]byte{7}, 32))
	b, _ := webpush.KeysFromSeed(bytes.Repeat([]byte{9}, 32))
	if got, err := webpush.KeysFromConfig(a.Public, a.Private); err != nil || got != a {
		t.Errorf("the pair itself: %+v, %v", got, err)
	}
	if got, err := webpush.KeysFromConfig(a.Public+"=", a.Private+"="); err != nil || got != a {
		t.Errorf("padded base64url: %+v, %v", got, err)
	}
	if _, err := webpush.KeysFromConfig(b.Public, a.Private); err == nil {
		t.Error("a public key of another private key accepted")
	}
	if _, err := webpush.KeysFromConfig(a.Public, "not-a-key"); err == nil {
		t.Error("a private key that is not one accepted")
	}
}
