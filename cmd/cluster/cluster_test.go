package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/pgcluster"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/seed"
	"github.com/reshimgathi/reshimgathi/internal/cluster"
)

func buildServer(t *testing.T) string {
	t.Helper()
	bin, err := cluster.BuildServer(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// clientAddr is the test's own source address: neither nginx's (cluster.ProxyAddr) nor the default.
const clientAddr = "127.0.0.3"

type member struct {
	t      *testing.T
	base   string
	http   *http.Client
	token  string
	header http.Header // extra headers on every request
}

func (m *member) do(method, path string, body any) (*http.Response, []byte) {
	m.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, m.base+path, rd)
	if err != nil {
		m.t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if m.token != "" {
		req.Header.Set("Authorization", "Bearer "+m.token)
	}
	for k, v := range m.header {
		req.Header[k] = v
	}
	res, err := m.http.Do(req)
	if err != nil {
		m.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, b
}

func (m *member) login(email string) {
	m.t.Helper()
	res, body := m.do("POST", "/api/auth/login", map[string]string{"email": email, "password": seed.DemoPassword()})
	var out struct{ Token string }
	if res.StatusCode != 200 || json.Unmarshal(body, &out) != nil {
		m.t.Fatalf("login %s: %d %s", email, res.StatusCode, body)
	}
	m.token = out.Token
}

// TestClusterJourney drives a member's journey through nginx over two instances that share
// a primary, a streaming replica and object storage (the `make cluster` harness): requests
// alternate between the instances, a login from one works on the other, search and its
// pictures (from object storage) answer, a live stream gets an event caused on the other
// instance, the instances see the client's own address and not a forged one, and a logout
// kills the token on both.
func TestClusterJourney(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a whole cluster")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	spa := t.TempDir()
	if err := os.WriteFile(filepath.Join(spa, "index.html"), []byte("<!doctype html><title>Reshimgathi</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir, err := pgcluster.MkdirTemp("reshimgathi-clustertest-")
	if err != nil {
		t.Fatal(err)
	}
	var logs strings.Builder
	// The shape `make cluster` runs: backups on (pgBackRest, which the Makefile installs) and
	// the bucket versioned.
	opts := cluster.Options{Dir: dir, ServerBin: buildServer(t), SPADir: spa, DemoData: true,
		Logger: slog.New(slog.NewTextHandler(&logs, nil)), PictureVersions: true, Backup: &cluster.DefaultBackup}
	if _, err := exec.LookPath("pgbackrest"); err != nil && os.Getenv("CI") == "" {
		t.Logf("SKIPPING the backups: no pgbackrest (make test-go installs it): %v", err)
		opts.Backup = nil
	}
	c, err := cluster.Start(ctx, opts)
	if errors.Is(err, pgcluster.ErrNoBinaries) && os.Getenv("CI") == "" {
		t.Skipf("SKIPPING: %v", err)
	}
	if err != nil {
		t.Fatalf("cluster: %v\n%s", err, logs.String())
	}
	t.Cleanup(func() {
		if t.Failed() {
			for _, inst := range c.Instances {
				t.Logf("%s log ends with:\n%s", inst.Name, inst.Proc.LogTail())
			}
		}
		if err := c.Stop(); err != nil {
			t.Errorf("stop: %v", err)
		}
	})
	if opts.Backup != nil {
		info, err := c.BackupInfo(ctx)
		if err != nil || !strings.Contains(info, "full backup:") || !strings.Contains(info, "status: ok") {
			t.Errorf("no full backup after start: %v\n%s", err, info)
		}
	}
	dialer := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(clientAddr)}, Timeout: 5 * time.Second}
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DialContext: dialer.DialContext}}
	newMember := func() *member { return &member{t: t, base: c.URL, http: client} }
	instanceAddrs := map[string]bool{}
	for _, inst := range c.Instances {
		instanceAddrs[inst.Addr] = true
	}

	t.Run("requests alternate between the instances", func(t *testing.T) {
		anon := newMember()
		var seen []string
		for range 4 {
			res, _ := anon.do("GET", "/api/health", nil)
			up := res.Header.Get("X-Upstream")
			if res.StatusCode != 200 || !instanceAddrs[up] {
				t.Fatalf("health: %d via %q", res.StatusCode, up)
			}
			seen = append(seen, up)
		}
		if seen[0] == seen[1] || seen[0] != seen[2] || seen[1] != seen[3] {
			t.Fatalf("upstreams %v, want them to alternate", seen)
		}
	})

	demo := newMember()
	var demoCode string
	t.Run("login on one instance holds on the other", func(t *testing.T) {
		demo.login(seed.DemoEmail)
		for range 2 {
			res, body := demo.do("GET", "/api/user/user-profile/none", nil)
			var own struct {
				UserData struct {
					UserID string `json:"user_id"`
				} `json:"userData"`
			}
			if res.StatusCode != 200 || json.Unmarshal(body, &own) != nil {
				t.Fatalf("own profile via %s: %d %s", res.Header.Get("X-Upstream"), res.StatusCode, body)
			}
			demoCode = own.UserData.UserID
		}
	})

	t.Run("search, and pictures from object storage", func(t *testing.T) {
		res, body := demo.do("POST", "/api/user/all-users", map[string]any{})
		var page struct {
			SearchResults int
			UserList      []struct{ UserId, ProfilePicture string }
		}
		if res.StatusCode != 200 || json.Unmarshal(body, &page) != nil || page.SearchResults == 0 {
			t.Fatalf("search: %d %s", res.StatusCode, body)
		}
		var link string
		for _, u := range page.UserList {
			if u.ProfilePicture != "" {
				link = u.ProfilePicture
				break
			}
		}
		if link == "" {
			t.Fatal("no result has a picture")
		}
		served := map[string]bool{}
		for range 2 { // each instance streams it from the bucket, to the viewer it was signed for
			res, body := demo.do("GET", link, nil)
			if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/jpeg" || len(body) < 100 {
				t.Fatalf("picture via %s: %d %s, %d bytes", res.Header.Get("X-Upstream"), res.StatusCode, res.Header.Get("Content-Type"), len(body))
			}
			served[res.Header.Get("X-Upstream")] = true
		}
		if len(served) != 2 {
			t.Errorf("the picture came from %v: both instances should have served it", served)
		}
		// Picture links are signed for their viewer (docs/adr/0010): nobody else gets the bytes.
		if res, _ := newMember().do("GET", link, nil); res.StatusCode == 200 {
			t.Error("an anonymous client fetched a picture signed for the demo member")
		}
		if objects, _ := filepath.Glob(filepath.Join(c.Storage.Root, cluster.Bucket, "photos", "*", "thumb.jpg")); len(objects) == 0 {
			t.Fatal("no picture in the object store's bucket")
		}
	})

	// The stream stays open on one instance; the request that wakes it goes through the other.
	streamCtx, closeStream := context.WithCancel(ctx)
	defer closeStream()
	lines := make(chan string, 64)
	t.Run("live events through nginx", func(t *testing.T) {
		req, _ := http.NewRequestWithContext(streamCtx, "GET", c.URL+"/api/user/events", nil)
		req.Header.Set("Authorization", "Bearer "+demo.token)
		streamClient := &http.Client{Transport: &http.Transport{DialContext: dialer.DialContext}}
		res, err := streamClient.Do(req)
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("stream: %v", err)
		}
		go func() {
			defer close(lines)
			defer res.Body.Close()
			sc := bufio.NewScanner(res.Body)
			for sc.Scan() {
				lines <- sc.Text()
			}
		}()
		waitLine(t, lines, "event: unread", 10*time.Second) // buffered by nginx, it would wait for more

		groom := newMember()
		groom.login(maleMember(t, c))
		// Round robin: once the stream's instance has answered, the next request goes to the other.
		streamAt := res.Header.Get("X-Upstream")
		for i := 0; ; i++ {
			if r, _ := groom.do("GET", "/api/health", nil); r.Header.Get("X-Upstream") == streamAt || i == 3 {
				break
			}
		}
		sent, body := groom.do("POST", "/api/user/send-request/"+demoCode, nil)
		if sent.StatusCode != 200 {
			t.Fatalf("send request: %d %s", sent.StatusCode, body)
		}
		if sent.Header.Get("X-Upstream") == streamAt {
			t.Fatalf("the request went to the stream's own instance %s; the test wants the other", streamAt)
		}
		waitLine(t, lines, "event: notification", 10*time.Second)
	})

	t.Run("the instances see the client's address, not a forged one", func(t *testing.T) {
		forger := newMember()
		forger.header = http.Header{"X-Forwarded-For": {"203.0.113.7"}}
		for range 2 {
			res, _ := forger.do("GET", "/api/health", nil)
			id := res.Header.Get("X-Request-Id")
			line := logLine(t, c, id)
			if !strings.Contains(line, `"client_ip":"`+clientAddr+`"`) {
				t.Fatalf("request %s logged as %s, want client_ip %s", id, line, clientAddr)
			}
		}
	})

	t.Run("logout kills the token on both instances", func(t *testing.T) {
		if res, body := demo.do("POST", "/api/auth/logout", nil); res.StatusCode != 200 {
			t.Fatalf("logout: %d %s", res.StatusCode, body)
		}
		refused := map[string]bool{}
		deadline := time.Now().Add(10 * time.Second)
		for len(refused) < len(c.Instances) {
			res, _ := demo.do("GET", "/api/user/user-profile/none", nil)
			if res.StatusCode == 401 {
				refused[res.Header.Get("X-Upstream")] = true
			} else if time.Now().After(deadline) {
				t.Fatalf("after logout, %s still answers %d", res.Header.Get("X-Upstream"), res.StatusCode)
			}
		}
		for range 4 {
			if res, _ := demo.do("GET", "/api/user/user-profile/none", nil); res.StatusCode != 401 {
				t.Fatalf("after logout, %s answers %d", res.Header.Get("X-Upstream"), res.StatusCode)
			}
		}
		// The live stream belonged to the session: it ends too, whichever instance holds it.
		for deadline := time.After(10 * time.Second); ; {
			select {
			case _, open := <-lines:
				if !open {
					return
				}
			case <-deadline:
				t.Fatal("the live stream outlived the logout")
			}
		}
	})

	t.Run("rate limits are counted once across instances", func(t *testing.T) {
		// The counters live in PostgreSQL (docs/adr/0009-rate-limits-and-lockout.md): ten wrong
		// passwords for one account from one client, spread over both instances, spend the
		// account-and-client limit once. Counted per instance, each would have allowed ten.
		guesser := newMember()
		body := map[string]any{"email": "nobody.guessed@example.in", "password": "wrong-password-1234"}
		instances := map[string]bool{}
		for i := range 10 {
			res, b := guesser.do("POST", "/api/auth/login", body)
			if res.StatusCode != http.StatusUnauthorized {
				t.Fatalf("guess %d via %s: %d %s", i+1, res.Header.Get("X-Upstream"), res.StatusCode, b)
			}
			instances[res.Header.Get("X-Upstream")] = true
		}
		if len(instances) != 2 {
			t.Fatalf("the guesses reached %v: both instances should have counted some", instances)
		}
		for range 2 { // refused on either instance
			res, b := guesser.do("POST", "/api/auth/login", body)
			if res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" {
				t.Fatalf("guess 11 via %s: %d %s", res.Header.Get("X-Upstream"), res.StatusCode, b)
			}
		}
	})

	t.Run("discovery reads use the replica", func(t *testing.T) {
		conn, err := pgx.Connect(ctx, c.Replica.URL("postgres"))
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close(ctx)
		var n int
		if err := conn.QueryRow(ctx, "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'reshimgathi-replica'").Scan(&n); err != nil || n == 0 {
			t.Fatalf("no instance is connected to the replica (%d, %v)", n, err)
		}
	})
}

func waitLine(t *testing.T, lines <-chan string, want string, limit time.Duration) {
	t.Helper()
	deadline := time.After(limit)
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("the stream ended before %q", want)
			}
			if l == want {
				return
			}
		case <-deadline:
			t.Fatalf("no %q on the stream within %v", want, limit)
		}
	}
}

// maleMember is the e-mail of a seeded groom (every seeded member has the demo password).
func maleMember(t *testing.T, c *cluster.Cluster) string {
	t.Helper()
	conn, err := pgx.Connect(context.Background(), c.Primary.URL(cluster.Database))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	var email string
	if err := conn.QueryRow(context.Background(), `SELECT a.email FROM accounts a JOIN profiles p ON p.account_id = a.id
		WHERE p.gender = 'male' AND a.role = 'member' ORDER BY a.created_at LIMIT 1`).Scan(&email); err != nil {
		t.Fatal(err)
	}
	return email
}

// logLine finds the request line of id in the instances' logs (written as it is answered).
func logLine(t *testing.T, c *cluster.Cluster, id string) string {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		for _, inst := range c.Instances {
			b, _ := os.ReadFile(inst.Proc.LogPath)
			for _, l := range strings.Split(string(b), "\n") {
				if strings.Contains(l, `"request_id":"`+id+`"`) && strings.Contains(l, `"msg":"request"`) {
					return l
				}
			}
		}
	}
	t.Fatalf("request %s is in no instance's log", id)
	return ""
}
