// Package signedlink signs the fields of a link mailed to a member (e-mail verification,
// docs/adr/0016-trust-and-safety.md): whoever opens the link proves the mailbox received it.
// A token is base64url(fields and expiry) "." base64url(HMAC-SHA256(key, purpose | payload)),
// so a token signed for one purpose is worthless for another and nothing in it can be changed.
package signedlink

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
)

// Signer signs and checks tokens with one key (≥ 32 random bytes, DATA_DIR/secrets/links.key).
type Signer struct{ key []byte }

var _ app.LinkSigner = (*Signer)(nil)

// New makes a signer; the key must be at least 256 bits.
func New(key []byte) (*Signer, error) {
	if len(key) < 32 {
		return nil, errors.New("signedlink: the key must be at least 32 bytes")
	}
	return &Signer{key: append([]byte(nil), key...)}, nil
}

// sep cannot appear in the fields signed (ids and e-mail addresses).
const sep = "\x00"

func (s *Signer) mac(purpose, payload string) []byte {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte("signedlink/v1|" + purpose + "|" + payload))
	return m.Sum(nil)
}

// Sign answers a token carrying fields until expires.
func (s *Signer) Sign(purpose string, fields []string, expires time.Time) string {
	payload := strings.Join(append(append([]string{}, fields...), strconv.FormatInt(expires.Unix(), 10)), sep)
	enc := base64.RawURLEncoding
	return enc.EncodeToString([]byte(payload)) + "." + enc.EncodeToString(s.mac(purpose, payload))
}

// Verify answers the fields of a token signed for purpose that has not expired at now.
func (s *Signer) Verify(purpose, token string, now time.Time) ([]string, bool) {
	if len(token) > 2048 {
		return nil, false
	}
	p, sig, ok := strings.Cut(token, ".")
	if !ok {
		return nil, false
	}
	enc := base64.RawURLEncoding
	payload, err := enc.DecodeString(p)
	if err != nil {
		return nil, false
	}
	mac, err := enc.DecodeString(sig)
	if err != nil || !hmac.Equal(mac, s.mac(purpose, string(payload))) {
		return nil, false
	}
	parts := strings.Split(string(payload), sep)
	exp, err := strconv.ParseInt(parts[len(parts)-1], 10, 64)
	if err != nil || now.Unix() > exp {
		return nil, false
	}
	return parts[:len(parts)-1], true
}
