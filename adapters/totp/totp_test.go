package totp

import (
	"bytes"
	"image/png"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

func newAuthenticator(t *testing.T) *Authenticator {
	t.Helper()
	a, err := New(bytes.Repeat([]byte{7}, 32), "Reshimgathi")
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func code(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	c, err := totp.GenerateCodeCustom(secret, at, totp.ValidateOpts{Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestSetupAndCheck(t *testing.T) {
	a := newAuthenticator(t)
	sealed, setup, err := a.New("admin@reshimgathi.in")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(setup.URL, "otpauth://totp/Reshimgathi:admin@reshimgathi.in?") || !strings.Contains(setup.URL, "secret="+setup.Secret) {
		t.Errorf("otpauth URL %q", setup.URL)
	}
	if _, err := png.Decode(bytes.NewReader(setup.QRCode)); err != nil {
		t.Errorf("QR code is not a PNG: %v", err)
	}
	if bytes.Contains(sealed, []byte(setup.Secret)) {
		t.Fatal("the sealed secret holds the secret in clear")
	}
	now := time.Date(2026, 11, 22, 10, 0, 15, 0, time.UTC)
	step := now.Unix() / 30
	for _, tc := range []struct {
		name string
		at   time.Time
		ok   bool
		step int64
	}{
		{"now", now, true, step},
		{"previous step (clock skew)", now.Add(-30 * time.Second), true, step - 1},
		{"next step", now.Add(30 * time.Second), true, step + 1},
		{"two steps old", now.Add(-60 * time.Second), false, 0},
	} {
		got, ok, err := a.Check(sealed, code(t, setup.Secret, tc.at), now)
		if err != nil || ok != tc.ok || got != tc.step {
			t.Errorf("%s: step %d ok %v err %v, want %d %v", tc.name, got, ok, err, tc.step, tc.ok)
		}
	}
	if _, ok, _ := a.Check(sealed, "12345", now); ok {
		t.Error("five digits accepted")
	}
	wrong := []byte(code(t, setup.Secret, now))
	wrong[0] = '0' + (wrong[0]-'0'+1)%10
	if _, ok, _ := a.Check(sealed, string(wrong), now); ok {
		t.Error("a wrong code accepted")
	}
}

func TestSealedSecretNeedsTheKey(t *testing.T) {
	a := newAuthenticator(t)
	sealed, setup, err := a.New("x@example.in")
	if err != nil {
		t.Fatal(err)
	}
	other, err := New(bytes.Repeat([]byte{8}, 32), "Reshimgathi")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := other.Check(sealed, code(t, setup.Secret, time.Now()), time.Now()); err == nil {
		t.Fatal("a secret sealed with another key opened")
	}
	sealed[len(sealed)-1] ^= 1
	if _, _, err := a.Check(sealed, code(t, setup.Secret, time.Now()), time.Now()); err == nil {
		t.Fatal("a tampered secret opened")
	}
	if _, err := New([]byte("short"), "x"); err == nil {
		t.Fatal("a short key accepted")
	}
}
