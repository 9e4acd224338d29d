// Package biodatalink holds the rules of a biodata's share links (docs/biodata.md, "Share
// links"): a member hands a family a URL that downloads their biodata without an account, until
// it expires or the member revokes it. The token in the URL is 32 random bytes shown once; only
// its SHA-256 is stored, as reset codes are (domain/identity/otp.go).
package biodatalink

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// MaxLive is how many links a member may have live (neither expired nor revoked) at once:
// enough for every family in talks, few enough that a forgotten link is noticed in the list.
const MaxLive = 10

// Lifetimes are the days a link may live, as the owner picks them; DefaultDays when not said.
var Lifetimes = []int{1, 7, 30}

const DefaultDays = 7

var (
	ErrLimit = errs.New(errs.ErrConflict, "biodata_links_limit",
		"You already have 10 live share links. Revoke one before making another.")
	ErrLifetime = errs.New(errs.ErrInvalid, "biodata_link_lifetime", "A share link lasts 1, 7 or 30 days.")
	// ErrNotFound answers a token no link has (or a malformed one) and another member's link id.
	ErrNotFound = errs.New(errs.ErrNotFound, "biodata_link_not_found", "This biodata link does not exist.")
	// ErrGone answers a link that expired, was revoked, or whose owner is not shown now (paused,
	// suspended): the same words for each, so a holder learns nothing about the member.
	ErrGone = errs.New(errs.ErrGone, "biodata_link_gone", "This biodata link has expired or was withdrawn.")
)

// Link is one share link; the token itself is never part of it.
type Link struct {
	ID             uuid.UUID
	Owner          uuid.UUID
	Lang, Design   string
	IncludeContact bool
	CreatedAt      time.Time
	ExpiresAt      time.Time
	RevokedAt      *time.Time
	Downloads      int
	LastDownloadAt *time.Time
}

// Live reports whether the link still opens the biodata at now.
func (l Link) Live(now time.Time) bool { return l.RevokedAt == nil && now.Before(l.ExpiresAt) }

// New makes a link of owner's lasting days (0: DefaultDays) from now; lang and design are the
// caller's to have checked (app.BiodataRequest).
func New(owner uuid.UUID, lang, design string, includeContact bool, days int, now time.Time) (Link, error) {
	if days == 0 {
		days = DefaultDays
	}
	ok := false
	for _, d := range Lifetimes {
		ok = ok || d == days
	}
	if !ok {
		return Link{}, ErrLifetime
	}
	return Link{ID: uuid.New(), Owner: owner, Lang: lang, Design: design, IncludeContact: includeContact,
		CreatedAt: now, ExpiresAt: now.Add(time.Duration(days) * 24 * time.Hour)}, nil
}

// tokenBytes is the randomness of a token: 256 bits, nothing to guess.
const tokenBytes = 32

// TokenLength is the length of a token as written in a URL (unpadded base64url).
var TokenLength = base64.RawURLEncoding.EncodedLen(tokenBytes)

// NewToken draws a token for a link's URL.
func NewToken() string {
	b := make([]byte, tokenBytes)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported platforms
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// WellFormed reports whether token could be one NewToken drew: exactly TokenLength characters
// of unpadded base64url that decode to 32 bytes. Anything else is refused before any lookup.
func WellFormed(token string) bool {
	if len(token) != TokenLength {
		return false
	}
	b, err := base64.RawURLEncoding.Strict().DecodeString(token)
	return err == nil && len(b) == tokenBytes
}

// hashDomain separates these digests from every other SHA-256 in the product.
const hashDomain = "reshimgathi/biodata/share-link/v1|"

// HashToken is what is stored instead of a token. The token carries 256 random bits, so a fast
// hash suffices: there is nothing to guess offline.
func HashToken(token string) []byte {
	sum := sha256.Sum256([]byte(hashDomain + token))
	return sum[:]
}
