package journey

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"mime/multipart"
	"net/netip"
	"sync"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi/formdecode"
)

// Password is every journey member's password (long enough for the rules, never a real one).
const Password = "journey-kesari-monsoon-42"

// Member is one simulated member: who they are and their browser.
type Member struct {
	Email, Code, Token string
	Male               bool
	c                  *client
	mu                 sync.Mutex
	sends              []time.Time // messages sent in the last minute (the send limit)
}

// registration is a complete, valid wizard (the same fields the SPA sends).
func registration(email, phone string, male bool) map[string]any {
	doc := map[string]any{
		"fullName": "Snehal Deshmukh", "gender": "female", "dob": "1997-03-14", "religion": "hindu",
		"caste": "maratha", "maritalStatus": "single", "city": "Pune",
		"phone": phone, "email": email, "password": Password,
		"education": "be-btech", "profession": "software-engineer", "income": "85", "height": "162", "weight": "55",
		"bloodGroup": "B+", "languages": []any{"Marathi", "English"}, "hobbies": []any{"Reading"},
		"father": "Sunil Deshmukh", "fatherOccupation": "Teacher", "mother": "Asha Deshmukh",
		"motherOccupation": "Homemaker", "siblings": "1", "foodPref": "veg", "disability": "no",
		"isDrinking": "no", "isSmoking": "no", "plan": "premium",
		"partnerPreferences": map[string]any{"age": map[string]any{"min": "22", "max": "40"}},
	}
	if male {
		doc["gender"], doc["fullName"], doc["dob"] = "male", "Aniket Patil", "1994-07-02"
	}
	return doc
}

var picture = func() []byte {
	img := image.NewRGBA(image.Rect(0, 0, 120, 120))
	for y := range 120 {
		for x := range 120 {
			img.Set(x, y, color.RGBA{uint8(x * 2), uint8(y * 2), 120, 255})
		}
	}
	var buf bytes.Buffer
	_ = jpeg.Encode(&buf, img, nil) // an in-memory RGBA always encodes
	return buf.Bytes()
}()

// register creates the member through the API (with a picture, so object storage is on the
// path) and returns nil and the error when the API did not acknowledge it.
func register(ctx context.Context, base string, source netip.Addr, timeout time.Duration, rec Recorder,
	email, phone string, male bool) (*Member, error) {
	m := &Member{Email: email, Male: male, c: newClient(base, source, timeout, rec)}
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	if err := formdecode.Encode(w, registration(email, phone, male)); err != nil {
		return nil, err
	}
	part, err := w.CreateFormFile("profilePicture", "me.jpg")
	if err != nil {
		return nil, err
	}
	_, _ = part.Write(picture)
	_ = w.Close()
	var out struct {
		UserID string `json:"userId"`
	}
	if _, err := m.c.call(ctx, "register", "POST", "/api/auth/register", "", w.FormDataContentType(), buf.Bytes(), &out); err != nil {
		return nil, err
	}
	m.Code = out.UserID
	return m, nil
}

func (m *Member) login(ctx context.Context) error {
	var out struct{ Token string }
	if _, err := m.c.json(ctx, "login", "POST", "/api/auth/login", "",
		map[string]string{"email": m.Email, "password": Password}, &out); err != nil {
		return err
	}
	if out.Token == "" {
		return fmt.Errorf("login %s: no token", m.Email)
	}
	m.Token = out.Token
	return nil
}

// buy is the sandbox purchase the SPA makes: open an order, pay in the sandbox checkout,
// verify. It answers our payment id once the API acknowledged the capture.
func (m *Member) buy(ctx context.Context, plan string) (string, error) {
	var order struct {
		OrderID string `json:"orderId"`
	}
	if _, err := m.c.json(ctx, "createPaymentOrder", "POST", "/api/payments/orders", m.Token, map[string]string{"plan": plan}, &order); err != nil {
		return "", err
	}
	var paid struct {
		OrderID   string `json:"razorpay_order_id"`
		PaymentID string `json:"razorpay_payment_id"`
		Signature string `json:"razorpay_signature"`
	}
	if _, err := m.c.json(ctx, "completeSandboxPayment", "POST", "/api/payments/sandbox/orders/"+order.OrderID+"/complete",
		m.Token, map[string]string{"outcome": "paid"}, &paid); err != nil {
		return "", err
	}
	var verified struct {
		Payment struct{ ID, Status string } `json:"payment"`
	}
	if _, err := m.c.json(ctx, "verifyPayment", "POST", "/api/payments/verify", m.Token, paid, &verified); err != nil {
		return "", err
	}
	if verified.Payment.Status != "captured" {
		return "", fmt.Errorf("verify: payment %s is %q", verified.Payment.ID, verified.Payment.Status)
	}
	return verified.Payment.ID, nil
}

// mayMessage reports whether the member is under the journey's own send budget (below the
// API's 30 a minute, so the soak never meets the limit) and, if so, counts one send.
func (m *Member) mayMessage(now time.Time, perMinute int) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	for len(m.sends) > 0 && now.Sub(m.sends[0]) > time.Minute {
		m.sends = m.sends[1:]
	}
	if len(m.sends) >= perMinute {
		return false
	}
	m.sends = append(m.sends, now)
	return true
}
