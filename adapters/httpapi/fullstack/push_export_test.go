package httpapi_test

import (
	"context"
	"strings"
	"testing"
)

// The member's copy of their data lists the devices pushed to, with their choices, and never the
// keys a push is encrypted with (docs/push.md).
func TestTheExportListsTheMembersPushDevicesWithoutTheirKeys(t *testing.T) {
	p := newPushEnv(t)
	bride := p.chatter(t, bride)
	body := p.device("/push/bride-tablet", func(b map[string]any) { b["deviceLabel"] = "Tablet" })
	if status, code, raw := p.putDevice(t, bride.token, body); status != 200 {
		t.Fatalf("subscribe: %d %s %s", status, code, raw)
	}
	r, err := p.client.ExportMyDataWithResponse(context.Background(), bearer(bride.token))
	if err != nil || r.JSON200 == nil {
		t.Fatalf("%v %d %s", err, r.StatusCode(), r.Body)
	}
	devices := r.JSON200.PushDevices
	if devices == nil || len(*devices) != 1 {
		t.Fatalf("push devices %+v", devices)
	}
	d := (*devices)[0]
	if d.DeviceLabel != "Tablet" || !strings.HasSuffix(d.Endpoint, "/push/bride-tablet") || !d.Events.NewMessage || !d.ShowSenderName {
		t.Errorf("device %+v", d)
	}
	keys := body["keys"].(map[string]any)
	for _, secret := range []string{keys["p256dh"].(string), keys["auth"].(string)} {
		if strings.Contains(string(r.Body), secret) {
			t.Errorf("the export holds a push key")
		}
	}
}
