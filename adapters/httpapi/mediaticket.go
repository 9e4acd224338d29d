package httpapi

import (
	"crypto/hmac"
	"encoding/base64"
	"encoding/binary"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/identity"
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
	l := m.macs.Get().(*linkMAC)
	defer m.macs.Put(l)
	l.mac.Reset()
	l.mac.Write(append(append(l.in[:0], "ticket/v1|"...), payload...))
	return l.mac.Sum(nil)
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
					w.Header().Add("Set-Cookie", m.tickets.cookie(m, acct, secure || requestFrom(r.Context()).https, now))
				}
			}
			next.ServeHTTP(w, r)
		})
	}
}

// mintedTickets are the tickets last handed to each account, so that an API response hands the
// same one again instead of signing a new one. A browser never sends the ticket with an API call
// (its Path is /api/media), so every authenticated API response sets it; signing one each time
// was about 3 % of a profile view (docs/performance.md). A ticket is handed again only while a
// fresh one would not be needed: the account still accepts its issue time (no logout since) and
// it is not in its last half-life.
type mintedTickets struct {
	mu      sync.RWMutex
	tickets map[mintedFor]mintedTicket
}

type mintedFor struct {
	account uuid.UUID
	secure  bool
}

type mintedTicket struct {
	cookie          string // the Set-Cookie value without its Max-Age
	issued, expires time.Time
}

// maxMinted bounds the tickets kept: when full it starts over, costing one signature per account.
const maxMinted = 100_000

// cookie is the Set-Cookie value handing acct a ticket at now: the one handed last, or a new one.
func (t *mintedTickets) cookie(m mediaLinks, acct identity.Account, secure bool, now time.Time) string {
	key := mintedFor{account: acct.ID, secure: secure}
	t.mu.RLock()
	k, ok := t.tickets[key]
	t.mu.RUnlock()
	if !ok || !acct.Accepts(k.issued) || k.expires.Sub(now) <= ticketLifetime/2 {
		// Max-Age is added per answer, so a ticket handed again never outlives its expiry.
		c := &http.Cookie{Name: ticketCookie, Value: m.ticket(acct.ID, now), Path: "/api/media",
			HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: secure}
		// The times the ticket carries: its issue time in milliseconds, its expiry in seconds.
		k = mintedTicket{cookie: c.String(), issued: time.UnixMilli(now.UnixMilli()), expires: time.Unix(now.Add(ticketLifetime).Unix(), 0)}
		t.mu.Lock()
		if t.tickets == nil || len(t.tickets) >= maxMinted {
			t.tickets = make(map[mintedFor]mintedTicket)
		}
		t.tickets[key] = k
		t.mu.Unlock()
	}
	return k.cookie + "; Max-Age=" + strconv.FormatInt(int64(k.expires.Sub(now)/time.Second), 10)
}
