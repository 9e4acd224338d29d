package webpush_test

import (
	"errors"
	"testing"

	"github.com/reshimgathi/reshimgathi/adapters/webpush"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pushtest"
)

func TestOnlyTheListedPushServicesAreAccepted(t *testing.T) {
	defaults, err := webpush.ParseServiceHosts("")
	if err != nil {
		t.Fatal(err)
	}
	local, err := webpush.ParseServiceHosts("127.0.0.1:9443, localhost:8000, push.example.org")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		hosts    webpush.ServiceHosts
		endpoint string
		allowed  bool
	}{
		{defaults, "https://fcm.googleapis.com/fcm/send/abc:def", true},
		{defaults, "https://updates.push.services.mozilla.com/wpush/v2/gAAAA", true},
		{defaults, "https://web.push.apple.com/QGuQyavXutnMH", true},
		{defaults, "https://wns2-par02p.notify.windows.com/w/?token=abc", true},
		{defaults, "https://FCM.googleapis.com:443/fcm/send/x", true},
		{defaults, "http://fcm.googleapis.com/fcm/send/x", false},       // plain http to a real service
		{defaults, "https://fcm.googleapis.com:8443/fcm/send/x", false}, // another port
		{defaults, "https://fcm.googleapis.com.evil.example/x", false},  // a look-alike
		{defaults, "https://notify.windows.com/x", false},               // the wildcard is for hosts under it
		{defaults, "https://evil.example/fcm.googleapis.com", false},    // the name in the path
		{defaults, "https://user@fcm.googleapis.com/x", false},          // credentials in the URL
		{defaults, "https://127.0.0.1/push", false},                     // loopback not listed
		{defaults, "http://169.254.169.254/latest/meta-data", false},    // the cloud's metadata
		{defaults, "fcm.googleapis.com/fcm/send/x", false},              // not absolute
		{defaults, "javascript:alert(1)", false},
		{local, "http://127.0.0.1:9443/push/1", true}, // a listed loopback may be http
		{local, "https://127.0.0.1:9443/push/1", true},
		{local, "http://127.0.0.1:9444/push/1", false}, // not the listed port
		{local, "http://localhost:8000/push/1", true},
		{local, "http://push.example.org/x", false}, // http only on loopback
		{local, "https://push.example.org/x", true},
		{local, "https://fcm.googleapis.com/fcm/send/x", false}, // the list replaces the default
	}
	for _, c := range cases {
		err := c.hosts.Check(c.endpoint)
		if c.allowed && err != nil {
			t.Errorf("%s: refused (%v)", c.endpoint, err)
		}
		if !c.allowed && !errors.Is(err, webpush.ErrEndpointNotAllowed) {
			t.Errorf("%s: %v, want ErrEndpointNotAllowed", c.endpoint, err)
		}
	}
	for _, bad := range []string{" , ", "https://fcm.googleapis.com/", "*.", "a b"} {
		if _, err := webpush.ParseServiceHosts(bad); err == nil {
			t.Errorf("PUSH_SERVICE_HOSTS %q accepted", bad)
		}
	}
}

func TestASubscriptionsKeysMustBeUsable(t *testing.T) {
	hosts, _ := webpush.ParseServiceHosts("")
	p256dh, auth := pushtest.NewBrowser(t).Keys()
	good := webpush.Subscription{Endpoint: "https://fcm.googleapis.com/fcm/send/x", P256dh: p256dh, Auth: auth}
	if err := good.Validate(hosts); err != nil {
		t.Fatal(err)
	}
	for name, sub := range map[string]webpush.Subscription{
		"not a point":  {Endpoint: good.Endpoint, P256dh: "BAAA", Auth: auth},
		"not base64":   {Endpoint: good.Endpoint, P256dh: "!!", Auth: auth},
		"short secret": {Endpoint: good.Endpoint, P256dh: p256dh, Auth: "AAAA"},
		"missing keys": {Endpoint: good.Endpoint},
	} {
		if err := sub.Validate(hosts); !errors.Is(err, webpush.ErrInvalidKeys) {
			t.Errorf("%s: %v, want ErrInvalidKeys", name, err)
		}
	}
}
