package app

import (
	"crypto/hmac"
	"crypto/sha1" //nolint:gosec // the TURN REST API scheme is HMAC-SHA1 (coturn's use-auth-secret)
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
)

// IceConfig is where browsers find a way to each other: STUN and TURN URLs (ICE_SERVERS), and
// the secret the TURN server shares with us (TURN_SECRET) for short-lived credentials.
type IceConfig struct {
	URLs       []string
	TURNSecret string
	TTL        time.Duration // how long TURN credentials last; an hour when zero
	// ForceRelay tells browsers to use relay candidates only (TURN_FORCE_RELAY): no member learns
	// the other's IP address. It applies only when a TURN entry is handed out.
	ForceRelay bool
}

// IceServer is one entry of RTCConfiguration.iceServers.
type IceServer struct {
	URLs       []string
	Username   string
	Credential string
}

// CallIceServers answers the ICE servers for the caller's next call.
type CallIceServers struct {
	config IceConfig
	now    func() time.Time
}

func (q *CallIceServers) Handle(me uuid.UUID) (servers []IceServer, ttl time.Duration) {
	ttl = q.config.TTL
	if ttl <= 0 {
		ttl = time.Hour
	}
	var stun, turn []string
	for _, u := range q.config.URLs {
		if strings.HasPrefix(u, "turn:") || strings.HasPrefix(u, "turns:") {
			turn = append(turn, u)
		} else {
			stun = append(stun, u)
		}
	}
	servers = []IceServer{}
	if len(stun) > 0 {
		servers = append(servers, IceServer{URLs: stun})
	}
	if len(turn) > 0 && q.config.TURNSecret != "" {
		servers = append(servers, turnCredentials(q.config.TURNSecret, me, q.now().Add(ttl), turn))
	}
	return servers, ttl
}

// RelayOnly reports whether browsers are told to use the TURN relay only: forced by the
// configuration, and a TURN entry is there to relay through.
func (q *CallIceServers) RelayOnly() bool {
	if !q.config.ForceRelay || q.config.TURNSecret == "" {
		return false
	}
	for _, u := range q.config.URLs {
		if strings.HasPrefix(u, "turn:") || strings.HasPrefix(u, "turns:") {
			return true
		}
	}
	return false
}

// turnCredentials follow the TURN REST API scheme (coturn's use-auth-secret): the username is
// the expiry time and an opaque tag of the member (the same tag every call, so the TURN server
// can count a member's use, never naming them), the credential base64(HMAC-SHA1(secret, username)).
func turnCredentials(secret string, me uuid.UUID, expires time.Time, urls []string) IceServer {
	tag := sha256.Sum256(append([]byte(secret), me[:]...))
	username := strconv.FormatInt(expires.Unix(), 10) + ":" + hex.EncodeToString(tag[:6])
	mac := hmac.New(sha1.New, []byte(secret))
	mac.Write([]byte(username))
	return IceServer{URLs: urls, Username: username, Credential: base64.StdEncoding.EncodeToString(mac.Sum(nil))}
}

// ParseIceServers reads ICE_SERVERS: URLs separated by commas or spaces, each stun:, turn: or turns:.
func ParseIceServers(s string) ([]string, error) {
	var out []string
	for _, u := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' }) {
		if !strings.HasPrefix(u, "stun:") && !strings.HasPrefix(u, "turn:") && !strings.HasPrefix(u, "turns:") {
			return nil, &iceURLError{url: u}
		}
		out = append(out, u)
	}
	return out, nil
}

type iceURLError struct{ url string }

func (e *iceURLError) Error() string {
	return "ICE_SERVERS: " + strconv.Quote(e.url) + " is not a stun:, turn: or turns: URL"
}

// NewCallIceServers answers ICE servers from config at the time now tells; the embedded TURN
// server's tests use it to get credentials exactly as a browser does (adapters/turnrelay).
func NewCallIceServers(config IceConfig, now func() time.Time) *CallIceServers {
	return &CallIceServers{config: config, now: now}
}
