package app

import (
	"crypto/hmac"
	"crypto/sha1" //nolint:gosec // the TURN REST API scheme
	"encoding/base64"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
)

func TestIceServersGiveShortLivedTURNCredentials(t *testing.T) {
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	urls, err := ParseIceServers("stun:stun.example.org:3478, turn:turn.example.org:3478?transport=udp turns:turn.example.org:5349")
	if err != nil {
		t.Fatal(err)
	}
	q := &CallIceServers{config: IceConfig{URLs: urls, TURNSecret: "s3cret", TTL: 10 * time.Minute}, now: func() time.Time { return now }}
	me := uuid.New()
	servers, ttl := q.Handle(me)
	if ttl != 10*time.Minute || len(servers) != 2 || len(servers[0].URLs) != 1 || servers[0].Username != "" || len(servers[1].URLs) != 2 {
		t.Fatalf("%+v %v", servers, ttl)
	}
	turn := servers[1]
	expiry, tag, ok := strings.Cut(turn.Username, ":")
	if !ok || expiry != strconv.FormatInt(now.Add(10*time.Minute).Unix(), 10) || strings.Contains(turn.Username, me.String()) || tag == "" {
		t.Fatalf("username %q", turn.Username)
	}
	mac := hmac.New(sha1.New, []byte("s3cret"))
	mac.Write([]byte(turn.Username))
	if turn.Credential != base64.StdEncoding.EncodeToString(mac.Sum(nil)) {
		t.Fatal("the credential is not the TURN REST API's HMAC")
	}
	if again, _ := q.Handle(me); again[1].Username != turn.Username {
		t.Fatal("the same member at the same moment gets another username")
	}

	// No secret: TURN entries without credentials would only fail, so none are given.
	q.config.TURNSecret = ""
	if servers, _ := q.Handle(me); len(servers) != 1 || servers[0].URLs[0] != "stun:stun.example.org:3478" {
		t.Fatalf("%+v", servers)
	}
	// Nothing configured: an empty list (host candidates on one network), an hour's ttl.
	empty := &CallIceServers{now: time.Now}
	if servers, ttl := empty.Handle(me); len(servers) != 0 || servers == nil || ttl != time.Hour {
		t.Fatalf("%+v %v", servers, ttl)
	}
	if _, err := ParseIceServers("http://evil.example"); err == nil {
		t.Fatal("an http URL accepted")
	}
}

func TestRelayOnlyNeedsATURNEntryToRelayThrough(t *testing.T) {
	turn := []string{"turn:turn.example.in:3478?transport=udp"}
	for name, c := range map[string]struct {
		config IceConfig
		want   bool
	}{
		"forced, with TURN": {IceConfig{URLs: turn, TURNSecret: "s", ForceRelay: true}, true},
		"not forced":        {IceConfig{URLs: turn, TURNSecret: "s"}, false},
		"forced, no secret": {IceConfig{URLs: turn, ForceRelay: true}, false},
		"forced, only STUN": {IceConfig{URLs: []string{"stun:stun.example.in"}, TURNSecret: "s", ForceRelay: true}, false},
	} {
		if got := NewCallIceServers(c.config, time.Now).RelayOnly(); got != c.want {
			t.Errorf("%s: RelayOnly = %v, want %v", name, got, c.want)
		}
	}
}
