// Package webpush sends Web Push messages (RFC 8030) to the browsers' push services, encrypted
// for the subscription (RFC 8291) and signed with the server's VAPID key (RFC 8292), through
// github.com/SherClockHolmes/webpush-go. It also decides which push services a subscription may
// name: the server posts to the endpoint a browser hands it, so an endpoint outside the list
// would let a stranger make the server post wherever they like (docs/push.md).
package webpush

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
)

// DefaultServiceHosts are the push services of the major browsers: Chrome, Edge and other
// Chromium browsers on Firebase Cloud Messaging (Edge also on Windows Push Notification
// Services), Firefox on Mozilla's autopush, Safari on Apple's.
const DefaultServiceHosts = "fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.notify.windows.com"

// ErrEndpointNotAllowed is a subscription naming an endpoint outside the allowed push services,
// or one that is not an absolute https URL: the caller answers 400.
var ErrEndpointNotAllowed = errors.New("webpush: the endpoint is not one of the allowed push services")

// ServiceHosts is the allow-list of push services (PUSH_SERVICE_HOSTS). An entry is a host
// ("fcm.googleapis.com", https on its default port), a host and port ("127.0.0.1:9443", exactly
// that port), or "*." and a domain for any host under it ("*.notify.windows.com"). Endpoints are
// https; only a loopback host that is listed may be plain http, for a local push service in tests.
type ServiceHosts struct {
	entries []hostEntry
}

type hostEntry struct {
	host     string // lower case; for a wildcard, the domain after "*."
	port     string // "" when the entry named none
	wildcard bool
}

// ParseServiceHosts reads a comma-separated list; an empty one is DefaultServiceHosts.
func ParseServiceHosts(list string) (ServiceHosts, error) {
	if strings.TrimSpace(list) == "" {
		list = DefaultServiceHosts
	}
	var hosts ServiceHosts
	for _, raw := range strings.Split(list, ",") {
		raw = strings.ToLower(strings.TrimSpace(raw))
		if raw == "" {
			continue
		}
		if strings.ContainsAny(raw, "/@ ") {
			return ServiceHosts{}, fmt.Errorf("webpush: push service host %q is not a host, host:port or *.domain", raw)
		}
		var entry hostEntry
		if rest, ok := strings.CutPrefix(raw, "*."); ok {
			entry.wildcard, raw = true, rest
		}
		entry.host = raw
		if h, p, err := net.SplitHostPort(raw); err == nil {
			entry.host, entry.port = h, p
		}
		if entry.host == "" || strings.Contains(entry.host, "*") {
			return ServiceHosts{}, fmt.Errorf("webpush: push service host %q is not a host, host:port or *.domain", raw)
		}
		hosts.entries = append(hosts.entries, entry)
	}
	if len(hosts.entries) == 0 {
		return ServiceHosts{}, errors.New("webpush: no push service host listed")
	}
	return hosts, nil
}

// Check answers nil when endpoint is an absolute URL on an allowed push service, over https,
// or over http on a listed loopback host; ErrEndpointNotAllowed otherwise.
func (s ServiceHosts) Check(endpoint string) error {
	u, err := url.Parse(endpoint)
	if err != nil || u.User != nil || u.Host == "" || u.Opaque != "" {
		return ErrEndpointNotAllowed
	}
	host, port := strings.ToLower(u.Hostname()), u.Port()
	switch u.Scheme {
	case "https":
	case "http":
		if !isLoopback(host) {
			return ErrEndpointNotAllowed
		}
	default:
		return ErrEndpointNotAllowed
	}
	for _, e := range s.entries {
		if e.matches(u.Scheme, host, port) {
			return nil
		}
	}
	return ErrEndpointNotAllowed
}

func (e hostEntry) matches(scheme, host, port string) bool {
	if e.wildcard {
		if !strings.HasSuffix(host, "."+e.host) {
			return false
		}
	} else if host != e.host {
		return false
	}
	if e.port != "" {
		return port == e.port
	}
	// No port listed: the service's default https port only, never plain http.
	return scheme == "https" && (port == "" || port == "443")
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
