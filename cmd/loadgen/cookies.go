package main

import (
	"net/http"
	"slices"
	"strings"
	"sync"
)

// memberCookies keeps each member's cookies as their browser does. The server sets a media
// ticket on a member's first request (adapters/httpapi/mediaticket.go) and mints a new one only
// when it is missing or half spent; a generator that dropped it measured a ticket signed and a
// Set-Cookie written on every request, which no browser causes.
type memberCookies struct {
	mu      sync.Mutex
	byToken map[string]map[string]string // a member's (their token's) cookies, by name
	header  map[string]string            // the Cookie header each member sends
}

func newMemberCookies() *memberCookies {
	return &memberCookies{byToken: map[string]map[string]string{}, header: map[string]string{}}
}

// of is the Cookie header to send with the member's next request ("" for none).
func (m *memberCookies) of(token string) string {
	if m == nil {
		return ""
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.header[token]
}

// keep takes in the cookies an answer to the member sets (a cookie set to expire is dropped).
func (m *memberCookies) keep(token string, resp *http.Response) {
	if m == nil {
		return
	}
	set := resp.Cookies()
	if len(set) == 0 {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	jar := m.byToken[token]
	if jar == nil {
		jar = map[string]string{}
		m.byToken[token] = jar
	}
	for _, c := range set {
		if c.MaxAge < 0 {
			delete(jar, c.Name)
		} else {
			jar[c.Name] = c.Value
		}
	}
	var pairs []string
	for name, value := range jar {
		pairs = append(pairs, name+"="+value)
	}
	slices.Sort(pairs)
	m.header[token] = strings.Join(pairs, "; ")
}
