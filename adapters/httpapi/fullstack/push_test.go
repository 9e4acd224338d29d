package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/internal/testkit/apitest"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pushtest"
)

// pushEnv is an API whose sender may post to a local push service (docs/push.md), on a clock a
// test may move forward (quiet hours).
type pushEnv struct {
	*env
	service *pushtest.Service
	ahead   *atomic.Int64 // how far the sender's clock runs ahead of the wall clock
}

func newPushEnv(t *testing.T) pushEnv {
	t.Helper()
	service := pushtest.NewService(t, pushtest.NewBrowser(t))
	ahead := &atomic.Int64{}
	e := newEnvFrom(t, pgtest.NewDatabase(t, postgres.Migrate), apitest.Options{PushHosts: service.Host(),
		PushClock: func() time.Time { return time.Now().Add(time.Duration(ahead.Load())) }})
	return pushEnv{env: e, service: service, ahead: ahead}
}

// device is the body a browser's page sends: its PushSubscription and the member's choices.
func (p pushEnv) device(path string, change func(map[string]any)) map[string]any {
	p256dh, auth := p.service.Browser.Keys()
	body := map[string]any{"endpoint": p.service.URL + path, "expirationTime": nil,
		"keys":        map[string]any{"p256dh": p256dh, "auth": auth},
		"deviceLabel": "Phone", "showSenderName": true,
		"quietHours": map[string]any{"start": "00:00", "end": "00:00"}} // none: pushes go at once
	if change != nil {
		change(body)
	}
	return body
}

func (p pushEnv) putDevice(t *testing.T, token string, body any) (int, string, []byte) {
	t.Helper()
	raw, _ := json.Marshal(body)
	r, err := p.client.SubscribePushDeviceWithBodyWithResponse(context.Background(), "application/json", bytes.NewReader(raw), bearer(token))
	if err != nil {
		t.Fatal(err)
	}
	var problem struct{ Code string }
	_ = json.Unmarshal(r.Body, &problem)
	return r.StatusCode(), problem.Code, r.Body
}

func (p pushEnv) devices(t *testing.T, token string) int {
	t.Helper()
	r, err := p.client.ListPushDevicesWithResponse(context.Background(), bearer(token))
	if err != nil || r.JSON200 == nil {
		t.Fatalf("list devices: %v %d %s", err, r.StatusCode(), r.Body)
	}
	return len(r.JSON200.Devices)
}

// waitForPushes waits until the service accepted n pushes, and fails on anything it refused.
func (p pushEnv) waitForPushes(t *testing.T, n int) []pushtest.Received {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for len(p.service.Got()) < n && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if errs := p.service.Errs(); len(errs) > 0 {
		t.Fatalf("the push service refused: %v", errs)
	}
	got := p.service.Got()
	if len(got) < n {
		t.Fatalf("the push service received %d pushes, want %d", len(got), n)
	}
	return got
}

func (p pushEnv) queued(t *testing.T) int {
	t.Helper()
	var n int
	if err := p.pool.QueryRow(context.Background(), `SELECT count(*) FROM push_queue`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// drained waits up to five seconds for the queue to empty and answers what is left: the sender
// deletes a push's row only after the push service has answered, so the service can hold a push
// a moment before its row is gone.
func (p pushEnv) drained(t *testing.T) int {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for p.queued(t) != 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	return p.queued(t)
}

type pushPayload struct{ Title, Body, URL, Tag, Lang string }

func TestAnInterestAndAMessageReachTheMembersDeviceNamingNoContactDetail(t *testing.T) {
	p := newPushEnv(t)
	ctx := context.Background()
	bride, groom := p.chatter(t, bride), p.chatter(t, groom)
	key, err := p.client.GetPushKeyWithResponse(ctx)
	if err != nil || key.JSON200 == nil || key.JSON200.PublicKey == "" {
		t.Fatalf("push key: %v %d", err, key.StatusCode())
	}
	if status, code, body := p.putDevice(t, bride.token, p.device("/push/bride-phone", nil)); status != 200 {
		t.Fatalf("subscribe: %d %s %s", status, code, body)
	}
	if n := p.devices(t, bride.token); n != 1 {
		t.Fatalf("the bride has %d devices", n)
	}

	if r, err := p.client.SendRequestWithResponse(ctx, bride.code, bearer(groom.token)); err != nil || r.StatusCode() != 200 {
		t.Fatalf("send interest: %v %d", err, r.StatusCode())
	}
	got := p.waitForPushes(t, 1)[0]
	var interest pushPayload
	if err := json.Unmarshal(got.Payload, &interest); err != nil {
		t.Fatalf("payload %q: %v", got.Payload, err)
	}
	if interest.Title != "New interest on Reshimgathi" || interest.URL != "/interests" || !strings.Contains(interest.Body, "Aniket") ||
		interest.Lang != "en" {
		t.Errorf("the interest's push: %+v", interest)
	}
	if got.TTL != "86400" || got.Urgency != "high" || got.VAPIDKey != key.JSON200.PublicKey || got.Path != "/push/bride-phone" {
		t.Errorf("TTL %q urgency %q key %q path %q", got.TTL, got.Urgency, got.VAPIDKey, got.Path)
	}
	p.noContactDetail(t, got.Payload, groom)

	// Connected, the groom (a subscriber) writes: the push opens the conversation, without its text.
	if r, err := p.client.AcceptRequestWithResponse(ctx, groom.code, bearer(bride.token)); err != nil || r.StatusCode() != 201 {
		t.Fatalf("accept: %v %d", err, r.StatusCode())
	}
	p.subscribe(t, groom)
	// The bride reads Marathi now: her pushes are in Marathi.
	if _, err := p.pool.Exec(ctx, `UPDATE profiles SET preferred_language = 'mr' WHERE account_id = $1`, bride.id); err != nil {
		t.Fatal(err)
	}
	p.sent(t, groom, bride, "Namaskar, my number is 9812345678")
	got = p.waitForPushes(t, 2)[1]
	var message pushPayload
	_ = json.Unmarshal(got.Payload, &message)
	if message.Title != "रेशीमगाठीवर नवीन संदेश" || message.Lang != "mr" || message.URL != "/messages/"+groom.code {
		t.Errorf("the message's push: %+v", message)
	}
	if strings.Contains(string(got.Payload), "Namaskar") {
		t.Errorf("the push carries the message's text: %s", got.Payload)
	}
	p.noContactDetail(t, got.Payload, groom)
	if n := p.drained(t); n != 0 {
		t.Errorf("%d pushes still queued after delivery", n)
	}

	// Turned off on the device (as the SPA does before logout): nothing more is pushed to it.
	r, err := p.client.UnsubscribePushDeviceWithBodyWithResponse(ctx, "application/json",
		strings.NewReader(`{"endpoint":"`+p.service.URL+`/push/bride-phone"}`), bearer(bride.token))
	if err != nil || r.StatusCode() != 200 {
		t.Fatalf("unsubscribe: %v %d", err, r.StatusCode())
	}
	p.sent(t, groom, bride, "Are you there?")
	time.Sleep(300 * time.Millisecond)
	if n := len(p.service.Got()); n != 2 || p.devices(t, bride.token) != 0 || p.queued(t) != 0 {
		t.Errorf("after unsubscribing: %d pushes received, %d devices, %d queued", n, p.devices(t, bride.token), p.queued(t))
	}
}

// noContactDetail fails when the payload holds the sender's phone, e-mail, surname, birth date
// or member-visible contact of any kind.
func (p pushEnv) noContactDetail(t *testing.T, payload []byte, sender chatter) {
	t.Helper()
	var phone, email string
	var dob time.Time
	if err := p.pool.QueryRow(context.Background(), `SELECT a.phone, a.email, p.dob FROM accounts a
		JOIN profiles p ON p.account_id = a.id WHERE a.id = $1`, sender.id).Scan(&phone, &email, &dob); err != nil {
		t.Fatal(err)
	}
	for _, secret := range []string{phone, email, "Patil", dob.Format("2006-01-02"), dob.Format("1994")} {
		if strings.Contains(string(payload), secret) {
			t.Errorf("the push %s holds %q", payload, secret)
		}
	}
}

func TestAPushServiceAnswering410RemovesTheDevice(t *testing.T) {
	p := newPushEnv(t)
	bride, groom := p.chatter(t, bride), p.chatter(t, groom)
	if status, code, body := p.putDevice(t, bride.token, p.device("/push/gone", nil)); status != 200 {
		t.Fatalf("subscribe: %d %s %s", status, code, body)
	}
	p.service.Answer(http.StatusGone, nil)
	if r, err := p.client.SendRequestWithResponse(context.Background(), bride.code, bearer(groom.token)); err != nil || r.StatusCode() != 200 {
		t.Fatalf("send interest: %v %d", err, r.StatusCode())
	}
	p.waitForPushes(t, 1)
	deadline := time.Now().Add(5 * time.Second)
	for p.devices(t, bride.token) != 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := p.devices(t, bride.token); n != 0 || p.drained(t) != 0 {
		t.Errorf("after a 410: %d devices, %d queued", n, p.queued(t))
	}
}

func TestASubscriptionNobodyMaySendToIsRefusedWith400(t *testing.T) {
	p := newPushEnv(t)
	member := p.chatter(t, bride)
	long := strings.Repeat("a", 2000)
	for name, c := range map[string]struct {
		change func(map[string]any)
		code   string
	}{
		"an unlisted push service":   {func(b map[string]any) { b["endpoint"] = "https://evil.example/push/1" }, "push_endpoint_not_allowed"},
		"the cloud metadata address": {func(b map[string]any) { b["endpoint"] = "http://169.254.169.254/latest/meta-data" }, "push_endpoint_not_allowed"},
		"a listed host over another port": {func(b map[string]any) {
			b["endpoint"] = strings.Replace(p.service.URL, "127.0.0.1:", "127.0.0.1:1", 1) + "/push/x"
		}, "push_endpoint_not_allowed"},
		"credentials in the URL": {func(b map[string]any) {
			b["endpoint"] = strings.Replace(p.service.URL, "http://", "http://user:pw@", 1) + "/push/x"
		}, "push_endpoint_not_allowed"},
		"not a URL":              {func(b map[string]any) { b["endpoint"] = "javascript:alert(1)" }, "push_endpoint_not_allowed"},
		"an overlong endpoint":   {func(b map[string]any) { b["endpoint"] = p.service.URL + "/" + long }, "validation_failed"},
		"a control character":    {func(b map[string]any) { b["endpoint"] = p.service.URL + "/push/\u0007x" }, ""},
		"p256dh not base64url":   {func(b map[string]any) { b["keys"].(map[string]any)["p256dh"] = "not*base64!" }, "push_keys_invalid"},
		"p256dh not a P-256 key": {func(b map[string]any) { b["keys"].(map[string]any)["p256dh"] = strings.Repeat("A", 87) }, "push_keys_invalid"},
		"auth of 15 bytes":       {func(b map[string]any) { b["keys"].(map[string]any)["auth"] = "AAAAAAAAAAAAAAAAAAAA" }, "push_keys_invalid"},
		"an overlong key":        {func(b map[string]any) { b["keys"].(map[string]any)["p256dh"] = long }, "validation_failed"},
		"an overlong label":      {func(b map[string]any) { b["deviceLabel"] = strings.Repeat("फोन", 30) }, "validation_failed"},
		"a label with a control": {func(b map[string]any) { b["deviceLabel"] = "Phone\u0000" }, ""},
		"a quiet hour of 25:00":  {func(b map[string]any) { b["quietHours"] = map[string]any{"start": "25:00"} }, "validation_failed"},
		"an unknown time zone":   {func(b map[string]any) { b["quietHours"] = map[string]any{"timeZone": "Mars/Olympus_Mons"} }, "validation_failed"},
		"a path as a time zone":  {func(b map[string]any) { b["quietHours"] = map[string]any{"timeZone": "../../etc/passwd"} }, "validation_failed"},
		"an unknown field":       {func(b map[string]any) { b["callback"] = "https://evil.example" }, "validation_failed"},
		"no keys":                {func(b map[string]any) { delete(b, "keys") }, "validation_failed"},
	} {
		t.Run(name, func(t *testing.T) {
			status, code, body := p.putDevice(t, member.token, p.device("/push/1", c.change))
			if status != 400 || (c.code != "" && code != c.code) {
				t.Errorf("%d %s, want 400 %s: %s", status, code, c.code, body)
			}
		})
	}
	if n := p.devices(t, member.token); n != 0 {
		t.Errorf("%d devices stored from refused subscriptions", n)
	}
}

func TestQuietHoursHoldAPushUntilTheyEndAndABlockStopsIt(t *testing.T) {
	p := newPushEnv(t)
	ctx := context.Background()
	bride, groom, other := p.chatter(t, bride), p.chatter(t, groom), p.chatter(t, groom)
	india, _ := time.LoadLocation("Asia/Kolkata")
	now := time.Now().In(india)
	start, end := now.Add(-time.Hour).Format("15:04"), now.Add(time.Hour).Format("15:04")
	quiet := func(b map[string]any) {
		b["quietHours"] = map[string]any{"start": start, "end": end, "timeZone": "Asia/Kolkata"}
	}
	if status, code, body := p.putDevice(t, bride.token, p.device("/push/quiet", quiet)); status != 200 {
		t.Fatalf("subscribe: %d %s %s", status, code, body)
	}
	for _, sender := range []chatter{groom, other} {
		if r, err := p.client.SendRequestWithResponse(ctx, bride.code, bearer(sender.token)); err != nil || r.StatusCode() != 200 {
			t.Fatalf("send interest: %v %d", err, r.StatusCode())
		}
	}
	// Both are held: not sent, waiting for the end of the window.
	deadline := time.Now().Add(5 * time.Second)
	var held int
	for held < 2 && time.Now().Before(deadline) {
		_ = p.pool.QueryRow(ctx, `SELECT count(*) FROM push_queue WHERE not_before > now() + interval '50 minutes'`).Scan(&held)
		time.Sleep(20 * time.Millisecond)
	}
	if held != 2 || len(p.service.Got()) != 0 {
		t.Fatalf("%d pushes held, %d sent during the quiet hours", held, len(p.service.Got()))
	}
	// The bride blocks one sender while the pushes wait: only the other's goes once the hours end.
	if r, err := p.client.BlockMemberWithResponse(ctx, other.code, bearer(bride.token)); err != nil || r.StatusCode() != 200 {
		t.Fatalf("block: %v %d", err, r.StatusCode())
	}
	p.ahead.Store(int64(time.Hour + 2*time.Minute))
	_, _ = p.pool.Exec(ctx, `UPDATE push_queue SET next_attempt_at = now()`) // due on the wall clock the database keeps
	p.waitForPushes(t, 1)
	time.Sleep(300 * time.Millisecond)
	if got := p.service.Got(); len(got) != 1 || p.drained(t) != 0 {
		t.Errorf("after the quiet hours: %d pushes sent, %d queued; want 1 and 0", len(got), p.queued(t))
	}
}

func TestAThrottledPushIsRetriedAfterWhatThePushServiceAsks(t *testing.T) {
	p := newPushEnv(t)
	ctx := context.Background()
	bride, groom := p.chatter(t, bride), p.chatter(t, groom)
	if status, code, body := p.putDevice(t, bride.token, p.device("/push/busy", nil)); status != 200 {
		t.Fatalf("subscribe: %d %s %s", status, code, body)
	}
	p.service.Answer(http.StatusTooManyRequests, http.Header{"Retry-After": {"600"}})
	if r, err := p.client.SendRequestWithResponse(ctx, bride.code, bearer(groom.token)); err != nil || r.StatusCode() != 200 {
		t.Fatalf("send interest: %v %d", err, r.StatusCode())
	}
	p.waitForPushes(t, 1)
	deadline := time.Now().Add(5 * time.Second)
	var attempts int
	var wait time.Duration
	for time.Now().Before(deadline) {
		var seconds float64
		err := p.pool.QueryRow(ctx, `SELECT attempts, extract(epoch FROM next_attempt_at - now()) FROM push_queue`).Scan(&attempts, &seconds)
		wait = time.Duration(seconds * float64(time.Second))
		if err == nil && wait < 14*time.Minute { // no longer the claim's lease: rescheduled
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if attempts != 1 || wait < 9*time.Minute || wait > 11*time.Minute {
		t.Errorf("after a 429 with Retry-After 600: attempts %d, next in %v", attempts, wait)
	}
	if n := p.devices(t, bride.token); n != 1 {
		t.Errorf("a throttled device was deleted: %d devices", n)
	}
}

func TestAPushFailingItsLastAttemptIsDroppedAndTheDeviceKept(t *testing.T) {
	p := newPushEnv(t)
	ctx := context.Background()
	bride, groom := p.chatter(t, bride), p.chatter(t, groom)
	india, _ := time.LoadLocation("Asia/Kolkata")
	now := time.Now().In(india)
	quiet := func(b map[string]any) {
		b["quietHours"] = map[string]any{"start": now.Add(-time.Hour).Format("15:04"), "end": now.Add(time.Hour).Format("15:04")}
	}
	if status, code, body := p.putDevice(t, bride.token, p.device("/push/failing", quiet)); status != 200 {
		t.Fatalf("subscribe: %d %s %s", status, code, body)
	}
	p.service.Answer(http.StatusServiceUnavailable, nil)
	if r, err := p.client.SendRequestWithResponse(ctx, bride.code, bearer(groom.token)); err != nil || r.StatusCode() != 200 {
		t.Fatalf("send interest: %v %d", err, r.StatusCode())
	}
	// Held by the quiet hours (so the sender leaves it alone), then made due with seven
	// attempts failed already: the next failure is its last.
	deadline := time.Now().Add(5 * time.Second)
	var held int
	for held == 0 && time.Now().Before(deadline) {
		_ = p.pool.QueryRow(ctx, `SELECT count(*) FROM push_queue WHERE not_before > now()`).Scan(&held)
		time.Sleep(20 * time.Millisecond)
	}
	if held != 1 {
		t.Fatal("the push was not held by the quiet hours")
	}
	if status, _, body := p.putDevice(t, bride.token, p.device("/push/failing", nil)); status != 200 {
		t.Fatalf("quiet hours off: %d %s", status, body)
	}
	if _, err := p.pool.Exec(ctx, `UPDATE push_queue SET attempts = 7, next_attempt_at = now()`); err != nil {
		t.Fatal(err)
	}
	p.waitForPushes(t, 1)
	if n := p.drained(t); n != 0 || p.devices(t, bride.token) != 1 {
		t.Errorf("after the eighth failure: %d queued, %d devices", n, p.devices(t, bride.token))
	}
}
