// Package pushtest is a local Web Push service for tests (docs/push.md): it receives RFC 8030
// requests, accepts one only when its body decrypts (RFC 8291) with a browser's keys and its VAPID
// JWT (RFC 8292) verifies, and keeps what it received. adapters/webpush's tests and the
// full-stack API tests both push to it.
package pushtest

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// Browser is the receiving end of a subscription: the key pair and secret a browser makes
// when PushManager.subscribe() runs, which only it can decrypt with.
type Browser struct {
	private *ecdh.PrivateKey
	auth    []byte
}

func NewBrowser(t testing.TB) Browser {
	t.Helper()
	private, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	auth := make([]byte, 16)
	_, _ = rand.Read(auth)
	return Browser{private: private, auth: auth}
}

func (b Browser) Keys() (p256dh, auth string) {
	return base64.RawURLEncoding.EncodeToString(b.private.PublicKey().Bytes()), base64.RawURLEncoding.EncodeToString(b.auth)
}

// Decrypt undoes RFC 8291 on an aes128gcm body (RFC 8188): the header carries the salt, the
// record size and the sender's ephemeral public key; one record follows, padded, ending in 0x02.
func (b Browser) Decrypt(body []byte) ([]byte, error) {
	if len(body) < 21 {
		return nil, errors.New("body shorter than the aes128gcm header")
	}
	salt, recordSize, idLen := body[:16], binary.BigEndian.Uint32(body[16:20]), int(body[20])
	if len(body) < 21+idLen {
		return nil, errors.New("truncated key id")
	}
	senderPublic, err := ecdh.P256().NewPublicKey(body[21 : 21+idLen])
	if err != nil {
		return nil, fmt.Errorf("key id is not the sender's P-256 key: %w", err)
	}
	record := body[21+idLen:]
	if uint32(len(record)) > recordSize {
		return nil, fmt.Errorf("record of %d bytes over the declared size %d", len(record), recordSize)
	}
	shared, err := b.private.ECDH(senderPublic)
	if err != nil {
		return nil, err
	}
	prkKey, _ := hkdf.Extract(sha256.New, shared, b.auth)
	keyInfo := "WebPush: info\x00" + string(b.private.PublicKey().Bytes()) + string(senderPublic.Bytes())
	ikm, _ := hkdf.Expand(sha256.New, prkKey, keyInfo, 32)
	prk, _ := hkdf.Extract(sha256.New, ikm, salt)
	cek, _ := hkdf.Expand(sha256.New, prk, "Content-Encoding: aes128gcm\x00", 16)
	nonce, _ := hkdf.Expand(sha256.New, prk, "Content-Encoding: nonce\x00", 12)
	block, err := aes.NewCipher(cek)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	plain, err := gcm.Open(nil, nonce, record, nil)
	if err != nil {
		return nil, fmt.Errorf("does not decrypt with the subscription's keys: %w", err)
	}
	plain = bytes.TrimRight(plain, "\x00")
	if len(plain) == 0 || plain[len(plain)-1] != 0x02 {
		return nil, errors.New("the last record does not end with the 0x02 delimiter")
	}
	return plain[:len(plain)-1], nil
}

// Received is one push as the local push service saw it, after its checks.
type Received struct {
	Payload                 []byte
	TTL, Urgency, Topic     string
	VAPIDKey, Audience, Sub string
	Expires                 time.Time
	Path                    string // the endpoint's path: which subscription it was for
}

// Service is a local RFC 8030 push service: it accepts a push only when the body decrypts
// with the subscription's keys and the VAPID JWT verifies against the key it names (RFC 8292),
// and answers with status (201 unless a test sets another).
type Service struct {
	*httptest.Server
	Browser Browser
	mu      sync.Mutex
	status  int
	header  http.Header
	got     []Received
	errs    []error
}

func NewService(t testing.TB, b Browser) *Service {
	s := &Service{Browser: b, status: http.StatusCreated}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	return s
}

func (s *Service) serve(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.accept(r); err != nil {
		s.errs = append(s.errs, err)
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	for k, v := range s.header {
		w.Header()[k] = v
	}
	w.WriteHeader(s.status)
}

func (s *Service) accept(r *http.Request) error {
	if r.Method != http.MethodPost || r.Header.Get("Content-Encoding") != "aes128gcm" {
		return fmt.Errorf("%s with Content-Encoding %q, want a POST in aes128gcm", r.Method, r.Header.Get("Content-Encoding"))
	}
	if r.Header.Get("TTL") == "" {
		return errors.New("no TTL header (RFC 8030 5.2 requires one)")
	}
	body, _ := io.ReadAll(r.Body)
	payload, err := s.Browser.Decrypt(body)
	if err != nil {
		return err
	}
	got := Received{Payload: payload, TTL: r.Header.Get("TTL"), Urgency: r.Header.Get("Urgency"), Topic: r.Header.Get("Topic"), Path: r.URL.Path}
	if err := verifyVAPID(r.Header.Get("Authorization"), "http://"+r.Host, &got); err != nil {
		return err
	}
	s.got = append(s.got, got)
	return nil
}

// verifyVAPID checks "vapid t=<JWT>, k=<public key>": an ES256 signature by k over claims whose
// audience is this push service's origin, expiring within a day (RFC 8292 2).
func verifyVAPID(header, origin string, into *Received) error {
	params, ok := strings.CutPrefix(header, "vapid ")
	if !ok {
		return fmt.Errorf("authorization %q is not a vapid one", header)
	}
	var token, key string
	for _, part := range strings.Split(params, ",") {
		name, value, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch name {
		case "t":
			token = value
		case "k":
			key = value
		}
	}
	point, err := base64.RawURLEncoding.DecodeString(key)
	if err != nil {
		return fmt.Errorf("k: %w", err)
	}
	public, err := ecdsa.ParseUncompressedPublicKey(elliptic.P256(), point)
	if err != nil {
		return fmt.Errorf("k is not a P-256 key: %w", err)
	}
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return errors.New("t is not a JWT")
	}
	var head struct{ Alg string }
	var claims struct {
		Aud string
		Sub string
		Exp int64
	}
	for i, into := range []any{&head, &claims} {
		raw, err := base64.RawURLEncoding.DecodeString(parts[i])
		if err != nil || json.Unmarshal(raw, into) != nil {
			return fmt.Errorf("JWT part %d is not base64url JSON", i)
		}
	}
	signature, err := base64.RawURLEncoding.DecodeString(parts[2])
	if head.Alg != "ES256" || err != nil || len(signature) != 64 {
		return fmt.Errorf("JWT alg %q with a %d-byte signature, want ES256 (64)", head.Alg, len(signature))
	}
	digest := sha256.Sum256([]byte(parts[0] + "." + parts[1]))
	if !ecdsa.Verify(public, digest[:], new(big.Int).SetBytes(signature[:32]), new(big.Int).SetBytes(signature[32:])) {
		return errors.New("the VAPID signature does not verify with k")
	}
	expires := time.Unix(claims.Exp, 0)
	if claims.Aud != origin || !expires.After(time.Now()) || expires.After(time.Now().Add(24*time.Hour)) {
		return fmt.Errorf("claims aud %q exp %v, want aud %q and exp within a day", claims.Aud, expires, origin)
	}
	into.VAPIDKey, into.Audience, into.Sub, into.Expires = key, claims.Aud, claims.Sub, expires
	return nil
}

// Answer makes the service answer status (and header) from now on, after its checks.
func (s *Service) Answer(status int, header http.Header) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.status, s.header = status, header
}

// Got is every push the service accepted so far.
func (s *Service) Got() []Received {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Received(nil), s.got...)
}

// Errs is why the service refused what it refused.
func (s *Service) Errs() []error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]error(nil), s.errs...)
}

// Host is the service's host:port, for PUSH_SERVICE_HOSTS.
func (s *Service) Host() string { return strings.TrimPrefix(s.URL, "http://") }
