// Package turnrelay is the TURN server embedded in the server process (docs/calls.md, "Getting
// through NAT"): browsers that cannot reach each other directly send their media through it.
// It checks the short-lived credentials GET /api/user/calls/ice-servers hands out (the TURN REST
// API scheme, app/calls_ice_servers.go), so only members about to call can allocate a relay.
package turnrelay

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"strconv"
	"strings"
	"sync"

	"github.com/pion/turn/v4"
)

// Realm is the TURN realm; browsers learn it from the server's challenge.
const Realm = "reshimgathi"

// The relay ports when none are configured: the dynamic range, as coturn's default.
const (
	DefaultMinPort = 49152
	DefaultMaxPort = 65535
)

// Config is how the relay listens and whom it relays for.
type Config struct {
	Addr    string // host:port the relay listens on, UDP and TCP (TURN_ADDR)
	RelayIP net.IP // the address peers send media to (TURN_RELAY_IP)
	// MinPort and MaxPort bound the UDP ports relays are opened on (TURN_RELAY_PORTS): the range an
	// operator opens in the firewall.
	MinPort, MaxPort uint16
	Secret           string // shared with app.IceConfig.TURNSecret
	// AllowLoopbackPeers lets a relay send to 127.0.0.0/8 and ::1: two browsers on the machine
	// running the server (make run, the tests), never in production.
	AllowLoopbackPeers bool
	// AllocationsPerUser caps the relays one credential holds at once; one call needs a few.
	AllocationsPerUser int
	Log                *slog.Logger
}

// Server is a running relay; Close stops it.
type Server struct {
	turn *turn.Server
	udp  net.PacketConn
}

// Start listens on cfg.Addr (UDP, and TCP on the same port) and serves TURN until Close.
func Start(cfg Config) (*Server, error) {
	if cfg.Secret == "" {
		return nil, errors.New("turnrelay: no secret")
	}
	if cfg.RelayIP == nil || cfg.RelayIP.IsUnspecified() {
		return nil, errors.New("turnrelay: the relay address must be a concrete IP (TURN_RELAY_IP)")
	}
	if cfg.MinPort == 0 && cfg.MaxPort == 0 {
		cfg.MinPort, cfg.MaxPort = DefaultMinPort, DefaultMaxPort
	}
	if cfg.MinPort == 0 || cfg.MaxPort < cfg.MinPort {
		return nil, fmt.Errorf("turnrelay: relay ports %d-%d are not a range", cfg.MinPort, cfg.MaxPort)
	}
	if cfg.AllocationsPerUser <= 0 {
		cfg.AllocationsPerUser = 10
	}
	host, _, err := net.SplitHostPort(cfg.Addr)
	if err != nil {
		return nil, fmt.Errorf("turnrelay: %q: %w", cfg.Addr, err)
	}
	udp, tcp, err := listenBoth(cfg.Addr, host)
	if err != nil {
		return nil, err
	}
	bind := host
	if bind == "" {
		bind = "0.0.0.0"
	}
	relays := func() turn.RelayAddressGenerator {
		return &turn.RelayAddressGeneratorPortRange{RelayAddress: cfg.RelayIP, Address: bind,
			MinPort: cfg.MinPort, MaxPort: cfg.MaxPort}
	}
	permit := func(_ net.Addr, peer net.IP) bool { return peerAllowed(peer, cfg.RelayIP, cfg.AllowLoopbackPeers) }
	quota := newQuota(cfg.AllocationsPerUser)
	s, err := turn.NewServer(turn.ServerConfig{
		Realm:         Realm,
		AuthHandler:   turn.LongTermTURNRESTAuthHandler(cfg.Secret, slogLogger{log: cfg.Log, scope: "auth"}),
		LoggerFactory: slogFactory{log: cfg.Log},
		QuotaHandler:  quota.admit,
		EventHandler: turn.EventHandler{
			OnAllocationCreated: func(_, _ net.Addr, _, username, _ string, _ net.Addr, _ int) { quota.add(username) },
			OnAllocationDeleted: func(_, _ net.Addr, _, username, _ string) { quota.remove(username) },
		},
		PacketConnConfigs: []turn.PacketConnConfig{{PacketConn: udp, RelayAddressGenerator: relays(), PermissionHandler: permit}},
		ListenerConfigs:   []turn.ListenerConfig{{Listener: tcp, RelayAddressGenerator: relays(), PermissionHandler: permit}},
	})
	if err != nil {
		_ = udp.Close()
		_ = tcp.Close()
		return nil, fmt.Errorf("turnrelay: %w", err)
	}
	if cfg.Log != nil {
		cfg.Log.Info("turn relay listening", slog.String("addr", udp.LocalAddr().String()),
			slog.String("relay_ip", cfg.RelayIP.String()), slog.Bool("loopback_peers", cfg.AllowLoopbackPeers))
	}
	return &Server{turn: s, udp: udp}, nil
}

// Addr is where the relay listens (UDP; TCP on the same port).
func (s *Server) Addr() *net.UDPAddr { return s.udp.LocalAddr().(*net.UDPAddr) }

// Close stops the relay and every allocation.
func (s *Server) Close() error { return s.turn.Close() }

// peerAllowed keeps the relay from reaching what stands behind it: no loopback unless allowed
// (one machine), no unspecified, multicast or link-local address, and private networks only when
// the relay itself lives in one (then the other member's relay address is private too).
func peerAllowed(peer, relay net.IP, allowLoopback bool) bool {
	switch {
	case peer.IsLoopback():
		return allowLoopback
	case peer.IsUnspecified(), peer.IsMulticast(), peer.IsLinkLocalUnicast(), peer.IsLinkLocalMulticast():
		return false
	case peer.IsPrivate():
		return relay.IsPrivate() || relay.IsLoopback()
	}
	return true
}

// quota counts each username's live allocations: a leaked credential opens a handful of relays,
// not thousands.
type quota struct {
	mu    sync.Mutex
	max   int
	count map[string]int
}

func newQuota(maxPerUser int) *quota { return &quota{max: maxPerUser, count: map[string]int{}} }

func (q *quota) admit(username, _ string, _ net.Addr) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.count[username] < q.max
}

func (q *quota) add(username string) {
	q.mu.Lock()
	q.count[username]++
	q.mu.Unlock()
}

func (q *quota) remove(username string) {
	q.mu.Lock()
	if q.count[username]--; q.count[username] <= 0 {
		delete(q.count, username)
	}
	q.mu.Unlock()
}

// listenBoth listens for UDP on addr and for TCP on the port UDP got. When addr asks for any
// port, the port UDP was given may already be taken for TCP by another program: then another
// port is tried, a few times, rather than failing the start (a CI run met such a collision).
func listenBoth(addr, host string) (net.PacketConn, net.Listener, error) {
	anyPort := strings.HasSuffix(addr, ":0")
	for attempt := 0; ; attempt++ {
		udp, err := net.ListenPacket("udp", addr)
		if err != nil {
			return nil, nil, fmt.Errorf("turnrelay: %w", err)
		}
		port := udp.LocalAddr().(*net.UDPAddr).Port
		tcp, err := net.Listen("tcp", net.JoinHostPort(host, strconv.Itoa(port)))
		if err == nil {
			return udp, tcp, nil
		}
		_ = udp.Close()
		if !anyPort || attempt == 4 {
			return nil, nil, fmt.Errorf("turnrelay: %w", err)
		}
	}
}
