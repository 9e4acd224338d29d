// Package jwtauth implements identity.TokenIssuer with HS256 JWTs
// (docs/security.md 6; golang-jwt v5 >= 5.2.2 for CVE-2025-30204).
package jwtauth

import (
	"errors"
	"fmt"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/identity"
)

const (
	// MinKeyLen: HS256 is only as strong as its key; 256 bits matches the hash.
	MinKeyLen = 32
	// MaxTokenLen caps what we hand to the parser. Our tokens are ~400
	// bytes; anything near this is an attack on the decoder, not a session.
	MaxTokenLen = 4096
	// Leeway tolerates clock skew between instances; kept at the 30 s ceiling.
	Leeway = 30 * time.Second
)

// Issuer signs and verifies session tokens. It is safe for concurrent use.
type Issuer struct {
	key      []byte
	issuer   string
	audience string
	ttl      time.Duration
	verified verifiedTokens
}

var _ identity.TokenIssuer = (*Issuer)(nil)

// New checks its configuration up front so a short key or a missing
// audience stops the server at start-up instead of weakening every token.
func New(key []byte, issuer, audience string, ttl time.Duration) (*Issuer, error) {
	switch {
	case len(key) < MinKeyLen:
		return nil, fmt.Errorf("jwtauth: key is %d bytes, need at least %d", len(key), MinKeyLen)
	case issuer == "":
		return nil, errors.New("jwtauth: issuer must not be empty")
	case audience == "":
		return nil, errors.New("jwtauth: audience must not be empty")
	case ttl <= 0:
		return nil, errors.New("jwtauth: ttl must be positive")
	}
	return &Issuer{key: append([]byte(nil), key...), issuer: issuer, audience: audience, ttl: ttl}, nil
}

// claims is the wire form. iat is a NumericDate, which golang-jwt keeps to
// whole seconds; IssuedAtMs carries the same instant in milliseconds so the
// revocation cut-off ("tokens valid after", docs/security.md 7) can tell a token
// issued just before a logout from one issued just after it in the same second.
type claims struct {
	jwt.RegisteredClaims
	IssuedAtMs int64 `json:"iat_ms,omitempty"`
}

// Issue returns a signed token for subject valid from now for the
// configured ttl, and the expiry as written in the token.
func (i *Issuer) Issue(subject uuid.UUID, now time.Time) (string, time.Time, error) {
	if subject == uuid.Nil {
		return "", time.Time{}, errors.New("jwtauth: refusing to issue a token for the nil subject")
	}
	jti, err := uuid.NewRandom()
	if err != nil {
		return "", time.Time{}, fmt.Errorf("jwtauth: token id: %w", err)
	}
	now = now.Truncate(time.Millisecond)
	exp := jwt.NewNumericDate(now.Add(i.ttl))
	c := claims{
		RegisteredClaims: jwt.RegisteredClaims{
			Issuer:    i.issuer,
			Subject:   subject.String(),
			Audience:  jwt.ClaimStrings{i.audience},
			ExpiresAt: exp,
			NotBefore: jwt.NewNumericDate(now),
			IssuedAt:  jwt.NewNumericDate(now),
			ID:        jti.String(),
		},
		IssuedAtMs: now.UnixMilli(),
	}
	tok, err := jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString(i.key)
	if err != nil {
		return "", time.Time{}, fmt.Errorf("jwtauth: sign: %w", err)
	}
	// The token's first use (a member's first request after signing in, usually on this
	// instance) then skips decoding and checking what was just signed here: about 70 µs of a
	// first matches load (docs/performance.md). Parse would remember exactly these claims.
	if out, err := i.toClaims(&c); err == nil {
		i.remember(tok, out, &c)
	}
	return tok, exp.Time, nil
}

// Parse verifies token as of now. Every failure wraps identity.ErrInvalidToken
// so callers answer 401 without branching on the reason.
func (i *Issuer) Parse(token string, now time.Time) (identity.Claims, error) {
	if len(token) == 0 || len(token) > MaxTokenLen {
		return identity.Claims{}, fmt.Errorf("%w: length %d", identity.ErrInvalidToken, len(token))
	}
	if c, ok := i.verified.get(token, now); ok {
		return c, nil
	}
	p := jwt.NewParser(
		// Only HS256: closes alg=none, alg confusion (RS/ES with our secret as
		// a "public key") and downgrade/upgrade within the HMAC family.
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithExpirationRequired(),
		jwt.WithIssuer(i.issuer),
		jwt.WithAudience(i.audience),
		jwt.WithLeeway(Leeway),
		jwt.WithIssuedAt(),
		jwt.WithTimeFunc(func() time.Time { return now }),
		// One token, one spelling: refuses non-canonical base64 variants.
		jwt.WithStrictDecoding(),
	)
	var c claims
	_, err := p.ParseWithClaims(token, &c, func(t *jwt.Token) (any, error) {
		// Redundant with WithValidMethods on purpose: if that option is ever
		// dropped, the key is still never handed to another algorithm.
		if t.Method != jwt.SigningMethodHS256 {
			return nil, fmt.Errorf("unexpected signing method %v", t.Header["alg"])
		}
		return i.key, nil
	})
	if err != nil {
		return identity.Claims{}, fmt.Errorf("%w: %v", identity.ErrInvalidToken, err)
	}
	out, err := i.toClaims(&c)
	if err == nil {
		i.remember(token, out, &c)
	}
	return out, err
}

// remember keeps a checked token for the window Parse accepts it in, so its next use skips the
// decoding and the checks.
func (i *Issuer) remember(token string, out identity.Claims, c *claims) {
	from := out.IssuedAt
	if c.NotBefore != nil && c.NotBefore.After(from) {
		from = c.NotBefore.Time
	}
	i.verified.put(token, out, from.Add(-Leeway), out.ExpiresAt.Add(Leeway))
}

// toClaims applies the checks golang-jwt leaves optional but revocation and
// ownership depend on: a canonical UUID subject and an issued-at time.
func (i *Issuer) toClaims(c *claims) (identity.Claims, error) {
	invalid := func(why string) (identity.Claims, error) {
		return identity.Claims{}, fmt.Errorf("%w: %s", identity.ErrInvalidToken, why)
	}
	sub, err := uuid.Parse(c.Subject)
	if err != nil || sub == uuid.Nil || sub.String() != c.Subject {
		return invalid("subject is not a canonical uuid")
	}
	if c.IssuedAt == nil || c.ExpiresAt == nil {
		return invalid("iat and exp are required")
	}
	iat := c.IssuedAt.Time
	if c.IssuedAtMs != 0 {
		precise := time.UnixMilli(c.IssuedAtMs)
		// The precise value must describe the same second as the signed iat,
		// so it can refine the issue time but never move it.
		if precise.Unix() != iat.Unix() {
			return invalid("iat_ms disagrees with iat")
		}
		iat = precise
	}
	return identity.Claims{Subject: sub, IssuedAt: iat, ExpiresAt: c.ExpiresAt.Time}, nil
}
