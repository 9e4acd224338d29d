package turnrelay_test

import (
	"net"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/pion/turn/v4"

	"github.com/reshimgathi/reshimgathi/adapters/turnrelay"
	"github.com/reshimgathi/reshimgathi/app"
)

const secret = "a-secret-shared-with-the-api"

func startRelay(t *testing.T, perUser int) *turnrelay.Server {
	t.Helper()
	s, err := turnrelay.Start(turnrelay.Config{Addr: "127.0.0.1:0", RelayIP: net.ParseIP("127.0.0.1"), Secret: secret,
		AllowLoopbackPeers: true, AllocationsPerUser: perUser})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s
}

// credentials are what GET /api/user/calls/ice-servers gives a member at time now.
func credentials(t *testing.T, s *turnrelay.Server, now time.Time) app.IceServer {
	t.Helper()
	url := "turn:" + s.Addr().String() + "?transport=udp"
	servers, _ := app.NewCallIceServers(app.IceConfig{URLs: []string{url}, TURNSecret: secret, TTL: time.Minute},
		func() time.Time { return now }).Handle(uuid.New())
	if len(servers) != 1 || servers[0].Username == "" {
		t.Fatalf("no TURN credentials in %+v", servers)
	}
	return servers[0]
}

func allocate(t *testing.T, s *turnrelay.Server, username, password string) (net.PacketConn, error) {
	t.Helper()
	conn, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	client, err := turn.NewClient(&turn.ClientConfig{TURNServerAddr: s.Addr().String(), Username: username,
		Password: password, Realm: turnrelay.Realm, Conn: conn, RTO: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close(); _ = conn.Close() })
	if err := client.Listen(); err != nil {
		t.Fatal(err)
	}
	return client.Allocate()
}

func TestAMemberWithTheAPIsCredentialsGetsARelayThatCarriesPackets(t *testing.T) {
	s := startRelay(t, 10)
	creds := credentials(t, s, time.Now())
	relay, err := allocate(t, s, creds.Username, creds.Credential)
	if err != nil {
		t.Fatalf("allocate with the API's credentials: %v", err)
	}
	defer func() { _ = relay.Close() }()
	if ip := relay.LocalAddr().(*net.UDPAddr).IP; !ip.Equal(net.ParseIP("127.0.0.1")) {
		t.Fatalf("relay address %v, want TURN_RELAY_IP", relay.LocalAddr())
	}

	// A peer (the other browser) sends to the relay; the member receives it through the server.
	peer, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = peer.Close() }()
	// Writing to the peer creates the permission; then the peer's packet comes back relayed.
	if _, err := relay.WriteTo([]byte("hello peer"), peer.LocalAddr()); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 64)
	_ = peer.SetReadDeadline(time.Now().Add(5 * time.Second))
	n, from, err := peer.ReadFrom(buf)
	if err != nil || string(buf[:n]) != "hello peer" {
		t.Fatalf("peer read %q, %v", buf[:n], err)
	}
	if _, err := peer.WriteTo([]byte("hello member"), from); err != nil {
		t.Fatal(err)
	}
	_ = relay.SetReadDeadline(time.Now().Add(5 * time.Second))
	n, _, err = relay.ReadFrom(buf)
	if err != nil || string(buf[:n]) != "hello member" {
		t.Fatalf("member read %q, %v", buf[:n], err)
	}
}

func TestAWrongOrExpiredCredentialGetsNoRelay(t *testing.T) {
	s := startRelay(t, 10)
	creds := credentials(t, s, time.Now())
	if _, err := allocate(t, s, creds.Username, "d3Jvbmc="); err == nil {
		t.Fatal("a wrong credential got a relay")
	}
	// Signed with the right secret, but its time is up (issued two minutes ago for one minute).
	old := credentials(t, s, time.Now().Add(-2*time.Minute))
	if _, err := allocate(t, s, old.Username, old.Credential); err == nil {
		t.Fatal("an expired credential got a relay")
	}
	// A username without the expiry the scheme puts first.
	if _, err := allocate(t, s, "member", creds.Credential); err == nil {
		t.Fatal("a username outside the scheme got a relay")
	}
}

func TestOneCredentialHoldsAtMostItsQuotaOfRelays(t *testing.T) {
	s := startRelay(t, 2)
	creds := credentials(t, s, time.Now())
	for i := range 2 {
		relay, err := allocate(t, s, creds.Username, creds.Credential)
		if err != nil {
			t.Fatalf("allocation %d: %v", i+1, err)
		}
		defer func() { _ = relay.Close() }()
	}
	_, err := allocate(t, s, creds.Username, creds.Credential)
	if err == nil || !strings.Contains(err.Error(), "486") {
		t.Fatalf("third allocation: %v, want 486 Allocation Quota Reached", err)
	}
}

func TestARelayDoesNotReachLoopbackUnlessAllowed(t *testing.T) {
	s, err := turnrelay.Start(turnrelay.Config{Addr: "127.0.0.1:0", RelayIP: net.ParseIP("127.0.0.1"), Secret: secret})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = s.Close() }()
	creds := credentials(t, s, time.Now())
	relay, err := allocate(t, s, creds.Username, creds.Credential)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = relay.Close() }()
	peer, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = peer.Close() }()
	_, _ = relay.WriteTo([]byte("to loopback"), peer.LocalAddr())
	_ = peer.SetReadDeadline(time.Now().Add(1500 * time.Millisecond))
	if n, _, err := peer.ReadFrom(make([]byte, 64)); err == nil {
		t.Fatalf("a loopback peer received %d bytes through a relay that forbids loopback", n)
	}
}
