package httpapi

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"
)

// The media ticket is how the media route knows the viewer of an <img>, which cannot send a
// bearer token: a signed cookie naming the account and when it was issued, set on authenticated
// API responses (docs/adr/0010). It is HttpOnly (scripts never read it), SameSite=Strict (no other
// site's page sends it) and scoped to /api/media; a logout or password reset ends it as it ends
// tokens, since the media route checks its issue time against the account.
const (
	ticketCookie   = "rg_media"
	ticketLifetime = 24 * time.Hour
)

func (m mediaLinks) ticketMAC(payload []byte) []byte {
	mac := hmac.New(sha256.New, m.key)
	mac.Write([]byte("ticket/v1|"))
	mac.Write(payload)
	return mac.Sum(nil)
}

// ticket is the cookie value for account, issued at issued: id, issue time (ms) and expiry (s),
// then the MAC.
func (m mediaLinks) ticket(account uuid.UUID, issued time.Time) string {
	payload := make([]byte, 32)
	copy(payload, account[:])
	binary.BigEndian.PutUint64(payload[16:], uint64(issued.UnixMilli()))
	binary.BigEndian.PutUint64(payload[24:], uint64(issued.Add(ticketLifetime).Unix()))
	return base64.RawURLEncoding.EncodeToString(payload) + "." + base64.RawURLEncoding.EncodeToString(m.ticketMAC(payload))
}

// readTicket answers the account and issue time of a ticket that is genuine and unexpired.
func (m mediaLinks) readTicket(value string, now time.Time) (account uuid.UUID, issued time.Time, ok bool) {
	account, issued, expires, ok := m.parseTicket(value)
	if !ok || !now.Before(expires) {
		return uuid.Nil, time.Time{}, false
	}
	return account, issued, true
}

func (m mediaLinks) parseTicket(value string) (uuid.UUID, time.Time, time.Time, bool) {
	p, mac, found := strings.Cut(value, ".")
	if !found || len(value) > 256 {
		return uuid.Nil, time.Time{}, time.Time{}, false
	}
	payload, err1 := base64.RawURLEncoding.DecodeString(p)
	sum, err2 := base64.RawURLEncoding.DecodeString(mac)
	if err1 != nil || err2 != nil || len(payload) != 32 || !hmac.Equal(sum, m.ticketMAC(payload)) {
		return uuid.Nil, time.Time{}, time.Time{}, false
	}
	account, _ := uuid.FromBytes(payload[:16])
	issued := time.UnixMilli(int64(binary.BigEndian.Uint64(payload[16:])))
	expires := time.Unix(int64(binary.BigEndian.Uint64(payload[24:])), 0)
	return account, issued, expires, true
}

// issueMediaTickets gives an authenticated browser a ticket for its account when it has none, one
// for another account, one its account no longer accepts (logout), or one in its last half-life.
// The ticket is Secure on an https request, and always when the service is public over https.
func issueMediaTickets(m mediaLinks, secure bool) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if acct, ok := principal(r.Context()); ok {
				now := time.Now()
				fresh := false
				if c, err := r.Cookie(ticketCookie); err == nil {
					id, issued, expires, ok := m.parseTicket(c.Value)
					fresh = ok && id == acct.ID && acct.Accepts(issued) && expires.Sub(now) > ticketLifetime/2
				}
				if !fresh {
					http.SetCookie(w, &http.Cookie{Name: ticketCookie, Value: m.ticket(acct.ID, now), Path: "/api/media",
						MaxAge: int(ticketLifetime / time.Second), HttpOnly: true, SameSite: http.SameSiteStrictMode,
						Secure: secure || requestFrom(r.Context()).https})
				}
			}
			next.ServeHTTP(w, r)
		})
	}
}
