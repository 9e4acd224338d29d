package httpapi

import (
	"net/http"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// An API response hands an account the ticket it was last handed while that one is still good,
// and a new one after a logout, in the ticket's last half-life, or over the other scheme; the
// cookie never outlives the ticket.
func TestMintedTicketsAreHandedAgainWhileGood(t *testing.T) {
	m := newMediaLinks(linkKey)
	acct := identity.Account{ID: linkViewer, TokensValidAfter: time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)}
	t0 := time.Date(2026, 11, 29, 10, 0, 0, 123_456_789, time.UTC)
	read := func(header string, now time.Time) (value string, maxAge time.Duration, secure bool) {
		t.Helper()
		c, err := http.ParseSetCookie(header)
		if err != nil || c.Name != ticketCookie || c.Path != "/api/media" || !c.HttpOnly || c.SameSite != http.SameSiteStrictMode {
			t.Fatalf("cookie %q: %+v, %v", header, c, err)
		}
		id, issued, ok := m.readTicket(c.Value, now)
		if !ok || id != acct.ID || !acct.Accepts(issued) {
			t.Fatalf("the ticket %q does not read back for the account at %v", c.Value, now)
		}
		_, _, expires, _ := m.parseTicket(c.Value)
		if age := time.Duration(c.MaxAge) * time.Second; c.MaxAge <= 0 || now.Add(age).After(expires) {
			t.Fatalf("the cookie lives %v from %v, past the ticket's expiry %v", age, now, expires)
		}
		return c.Value, time.Duration(c.MaxAge) * time.Second, c.Secure
	}
	first, age, secure := read(m.tickets.cookie(m, acct, false, t0), t0)
	if age < ticketLifetime-time.Second || secure {
		t.Fatalf("a new ticket lives %v (secure %v)", age, secure)
	}
	later := t0.Add(3 * time.Hour)
	if again, age, _ := read(m.tickets.cookie(m, acct, false, later), later); again != first || age < ticketLifetime-3*time.Hour-time.Second {
		t.Fatalf("three hours on: same ticket %v, lives %v", again == first, age)
	}
	if other, _, secure := read(m.tickets.cookie(m, acct, true, later), later); other == first || !secure {
		t.Fatal("over https the plain ticket was handed again")
	}
	halfLife := t0.Add(ticketLifetime / 2)
	if renewed, _, _ := read(m.tickets.cookie(m, acct, false, halfLife), halfLife); renewed == first {
		t.Fatal("a ticket in its last half-life was handed again")
	}
	loggedOut := acct
	loggedOut.TokensValidAfter = later
	acct = loggedOut
	afterLogout := later.Add(time.Second)
	fresh, _, _ := read(m.tickets.cookie(m, loggedOut, false, afterLogout), afterLogout)
	if again, _, _ := read(m.tickets.cookie(m, loggedOut, false, afterLogout.Add(time.Minute)), afterLogout.Add(time.Minute)); again != fresh {
		t.Fatal("the ticket handed after the logout was not handed again")
	}
}
