// Package totp implements app.TOTPAuthenticator: RFC 6238 time-based codes (pquerna/otp), with
// the secrets sealed by AES-256-GCM before the application or the database sees them, so a copy
// of the database alone cannot mint an admin's codes (docs/adr/0011-admin.md).
package totp

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/subtle"
	"errors"
	"fmt"
	"image/png"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"github.com/reshimgathi/reshimgathi/app"
)

// The code parameters every authenticator app understands: six digits every 30 s, HMAC-SHA1.
const (
	period = 30
	digits = otp.DigitsSix
	// skew accepts the previous and the next code too: a phone's clock a few seconds off, or a
	// code typed just as it changed.
	skew = 1
)

// sealingContext is bound into every sealed secret (GCM's additional data), so a ciphertext
// made for another purpose under the same key never opens as a secret.
var sealingContext = []byte("reshimgathi/admin/totp-secret/v1")

// Authenticator draws, seals and checks secrets.
type Authenticator struct {
	issuer string
	aead   cipher.AEAD
}

var _ app.TOTPAuthenticator = (*Authenticator)(nil)

// New takes the sealing key (32 random bytes, kept beside the JWT key) and the issuer name the
// authenticator app shows.
func New(key []byte, issuer string) (*Authenticator, error) {
	if len(key) != 32 {
		return nil, fmt.Errorf("totp: sealing key is %d bytes, need 32", len(key))
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &Authenticator{issuer: issuer, aead: aead}, nil
}

func (a *Authenticator) New(label string) ([]byte, app.TOTPSetup, error) {
	key, err := totp.Generate(totp.GenerateOpts{Issuer: a.issuer, AccountName: label, Period: period,
		Digits: digits, Algorithm: otp.AlgorithmSHA1, SecretSize: 20})
	if err != nil {
		return nil, app.TOTPSetup{}, fmt.Errorf("totp: generate: %w", err)
	}
	img, err := key.Image(240, 240)
	if err != nil {
		return nil, app.TOTPSetup{}, fmt.Errorf("totp: QR code: %w", err)
	}
	var qr bytes.Buffer
	if err := png.Encode(&qr, img); err != nil {
		return nil, app.TOTPSetup{}, fmt.Errorf("totp: QR code: %w", err)
	}
	sealed, err := a.seal([]byte(key.Secret()))
	if err != nil {
		return nil, app.TOTPSetup{}, err
	}
	return sealed, app.TOTPSetup{Secret: key.Secret(), URL: key.URL(), QRCode: qr.Bytes()}, nil
}

// Check compares the code with the codes of the steps around now, in constant time, and
// answers the step it belongs to: the caller accepts each step once (no replay).
func (a *Authenticator) Check(sealed []byte, code string, now time.Time) (int64, bool, error) {
	if len(code) != digits.Length() {
		return 0, false, nil
	}
	secret, err := a.open(sealed)
	if err != nil {
		return 0, false, err
	}
	current := now.Unix() / period
	var found int64
	for step := current - skew; step <= current+skew; step++ {
		want, err := totp.GenerateCodeCustom(string(secret), time.Unix(step*period, 0), totp.ValidateOpts{
			Period: period, Digits: digits, Algorithm: otp.AlgorithmSHA1})
		if err != nil {
			return 0, false, fmt.Errorf("totp: code: %w", err)
		}
		if subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			found = step
		}
	}
	return found, found != 0, nil
}

func (a *Authenticator) seal(plain []byte) ([]byte, error) {
	nonce := make([]byte, a.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	return a.aead.Seal(nonce, nonce, plain, sealingContext), nil
}

var errUnsealed = errors.New("totp: the stored secret does not open with this key (was DATA_DIR/secrets/totp.key replaced?)")

func (a *Authenticator) open(sealed []byte) ([]byte, error) {
	n := a.aead.NonceSize()
	if len(sealed) < n {
		return nil, errUnsealed
	}
	plain, err := a.aead.Open(nil, sealed[:n], sealed[n:], sealingContext)
	if err != nil {
		return nil, errUnsealed
	}
	return plain, nil
}
