package httpapi_test

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

func TestRegistrationLoginProfileLogout(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	doc := wizard()
	r := e.register(t, doc, testJPEG(t, 300, 400))
	if r.StatusCode() != 200 || r.JSON200 == nil || !strings.HasPrefix(r.JSON200.UserId, "MH") {
		t.Fatalf("register-200: %d %s", r.StatusCode(), r.Body)
	}
	token := e.login(t, doc["email"].(string), doc["password"].(string))

	p, err := e.client.GetUserProfileWithResponse(ctx, "none", bearer(token))
	if err != nil || p.JSON200 == nil {
		t.Fatalf("own profile: %v %s", err, p.Body)
	}
	u := p.JSON200.UserData
	if u.UserId != r.JSON200.UserId || u.Age < 28 || u.State != "Maharashtra" || u.Country != "India" ||
		u.Email == nil || *u.Email != doc["email"] || u.Phone == nil || u.ProfilePicture == nil || u.IsSubscribe {
		t.Fatalf("userData: %+v", u)
	}
	if *u.PartnerPreferences.Age.Min != 26 || strings.Join(u.Languages, ",") != "Marathi,English" {
		t.Fatalf("nested fields: %+v", u.PartnerPreferences)
	}
	if p.HTTPResponse.Header.Get("Cache-Control") != "no-store" {
		t.Fatal("authenticated response cacheable")
	}

	t.Run("welcome-mail-sent", func(t *testing.T) {
		e.accounts.WaitForMail()
		if !outboxContains(t, e.outbox, r.JSON200.UserId) {
			t.Fatal("no welcome mail with the member id")
		}
	})
	t.Run("picture-served-through-signed-link-only", func(t *testing.T) {
		res := e.picture(t, *u.ProfileThumbnail, token)
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/jpeg" || len(body) == 0 {
			t.Fatalf("thumbnail: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
		}
		tampered := strings.Replace(*u.ProfilePicture, "sig=", "sig=A", 1)
		tampered = tampered[:len(tampered)-1]
		if res := e.picture(t, tampered, token); res.StatusCode != 403 {
			t.Fatalf("tampered link: %d", res.StatusCode)
		}
	})
	t.Run("logout-revokes-token", func(t *testing.T) {
		lo, _ := e.client.LogoutWithResponse(ctx, bearer(token))
		if lo.StatusCode() != 200 {
			t.Fatalf("logout: %d", lo.StatusCode())
		}
		again, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(token))
		if again.StatusCode() != 401 {
			t.Fatalf("revoked token still works: %d", again.StatusCode())
		}
		fresh := e.login(t, doc["email"].(string), doc["password"].(string))
		if ok, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(fresh)); ok.StatusCode() != 200 {
			t.Fatalf("new login after logout refused: %d", ok.StatusCode())
		}
	})
	t.Run("login-401-same-answer-unknown-or-wrong", func(t *testing.T) {
		wrong, _ := e.client.LoginWithResponse(ctx, apiclient.LoginRequest{Email: doc["email"].(string), Password: "not-the-password-1"})
		unknown, _ := e.client.LoginWithResponse(ctx, apiclient.LoginRequest{Email: "nobody@example.in", Password: "not-the-password-1"})
		if wrong.StatusCode() != 401 || unknown.StatusCode() != 401 || string(stripID(wrong.Body)) != string(stripID(unknown.Body)) {
			t.Fatalf("enumeration: %s vs %s", wrong.Body, unknown.Body)
		}
	})
	t.Run("login-400-empty", func(t *testing.T) {
		res := e.do(t, "POST", "/api/auth/login", "application/json", []byte(`{"email":"","password":""}`))
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != 400 || !strings.Contains(string(body), "Please enter both email and password.") {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
}

func stripID(b []byte) []byte {
	if i := bytes.Index(b, []byte(`"requestId"`)); i >= 0 {
		return b[:i]
	}
	return b
}

func TestRegistrationValidation(t *testing.T) {
	e := newEnv(t)
	cases := []struct {
		name, field, message string
		mutate               func(map[string]any)
	}{
		{"register-400-name", "fullName", "Full name is required", func(d map[string]any) { delete(d, "fullName") }},
		{"register-400-male-under-21", "dob", "Male users must be at least 21 years old", func(d map[string]any) {
			d["gender"], d["dob"] = "male", time.Now().AddDate(-20, 0, 0).Format("2006-01-02")
		}},
		{"register-400-dob-future", "dob", "Date of birth cannot be in the future", func(d map[string]any) {
			d["dob"] = time.Now().AddDate(0, 0, 2).Format("2006-01-02")
		}},
		{"register-400-phone", "phone", "Please enter a 10-digit mobile number starting with 6, 7, 8 or 9", func(d map[string]any) { d["phone"] = "12345" }},
		{"register-400-email", "email", "Invalid email format", func(d map[string]any) { d["email"] = "snehal@" }},
		{"register-400-password-short", "password", "Password must be at least 8 characters", func(d map[string]any) { d["password"] = "short" }},
		{"register-400-password-common", "password", "This password is too common. Please choose another.", func(d map[string]any) { d["password"] = "password123" }},
		{"register-400-blood", "bloodGroup", "Invalid blood group", func(d map[string]any) { d["bloodGroup"] = "Rh-positive" }},
		{"register-400-languages", "languages", "Please enter valid language(s)", func(d map[string]any) { d["languages"] = []any{" "} }},
		{"register-400-age-range", "partnerPreferences.age", "Minimum age cannot be greater than maximum age", func(d map[string]any) {
			d["partnerPreferences"] = map[string]any{"age": map[string]any{"min": "35", "max": "30"}}
		}},
		{"register-400-custom-caste", "customCaste", "Please enter a valid caste name", func(d map[string]any) {
			d["caste"], d["customCaste"] = "other", "x"
		}},
		{"register-400-children", "child", "Please enter number of children", func(d map[string]any) {
			d["maritalStatus"], d["child"] = "divorce", "-1"
		}},
		{"register-400-income-not-number", "income", "Please enter a valid value.", func(d map[string]any) { d["income"] = "lots" }},
		{"register-400-unknown-field", "role", "Unknown field.", func(d map[string]any) { d["role"] = "admin" }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := wizard()
			c.mutate(d)
			r := e.register(t, d, testJPEG(t, 200, 200))
			if r.StatusCode() != 400 || r.ApplicationproblemJSON400 == nil {
				t.Fatalf("%d %s", r.StatusCode(), r.Body)
			}
			if got := fieldMessages(r.ApplicationproblemJSON400.Errors)[c.field]; got != c.message {
				t.Fatalf("%s: got %q, want %q (%s)", c.field, got, c.message, r.Body)
			}
		})
	}
	t.Run("register-400-picture-required", func(t *testing.T) {
		r := e.register(t, wizard(), nil)
		if r.ApplicationproblemJSON400 == nil || fieldMessages(r.ApplicationproblemJSON400.Errors)["profilePicture"] != "Profile picture is required" {
			t.Fatalf("%s", r.Body)
		}
	})
	t.Run("register-200-dotted-and-json-parts", func(t *testing.T) {
		d := wizard()
		delete(d, "partnerPreferences")
		delete(d, "languages")
		r := e.register(t, d, testJPEG(t, 200, 200), [2]string{"partnerPreferences.age.min", "24"},
			[2]string{"partnerPreferences.age.max", "30"}, [2]string{"languages", `["Marathi","Hindi"]`})
		if r.StatusCode() != 200 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("register-409-duplicate-email-and-phone", func(t *testing.T) {
		d := wizard()
		if r := e.register(t, d, testJPEG(t, 200, 200)); r.StatusCode() != 200 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		again := wizard()
		again["email"] = strings.ToUpper(d["email"].(string))
		r := e.register(t, again, testJPEG(t, 200, 200))
		if r.StatusCode() != 409 || r.ApplicationproblemJSON409.Code != "email_taken" {
			t.Fatalf("email: %d %s", r.StatusCode(), r.Body)
		}
		again = wizard()
		again["phone"] = d["phone"]
		r = e.register(t, again, testJPEG(t, 200, 200))
		if r.StatusCode() != 409 || r.ApplicationproblemJSON409.Code != "phone_taken" {
			t.Fatalf("phone: %d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("register-200-devanagari-64-char-password", func(t *testing.T) {
		d := wizard()
		pw := []rune(strings.Repeat("रेशीमगाठीनाती", 5))[:64]
		d["password"] = string(pw)
		if r := e.register(t, d, testJPEG(t, 200, 200)); r.StatusCode() != 200 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		e.login(t, d["email"].(string), string(pw))
	})
}

func TestUploadAttacks(t *testing.T) {
	e := newEnv(t)
	t.Run("register-415-html-named-jpg", func(t *testing.T) {
		r := e.register(t, wizard(), []byte("<!doctype html><script>alert(1)</script>"))
		if r.StatusCode() != 415 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("register-413-oversized", func(t *testing.T) {
		r := e.register(t, wizard(), bytes.Repeat([]byte{0xFF}, 7<<20))
		if r.StatusCode() != 413 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("register-422-decompression-bomb", func(t *testing.T) {
		r := e.register(t, wizard(), hugePNGHeader(t))
		if r.StatusCode() != 422 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("register-200-gps-exif-stripped", func(t *testing.T) {
		d := wizard()
		if r := e.register(t, d, withGPS(testJPEG(t, 320, 240), "18.5204N73.8567E")); r.StatusCode() != 200 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		token := e.login(t, d["email"].(string), d["password"].(string))
		p, _ := e.client.GetUserProfileWithResponse(context.Background(), "none", bearer(token))
		res := e.picture(t, *p.JSON200.UserData.ProfilePicture, token)
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != 200 || bytes.Contains(body, []byte("Exif")) || bytes.Contains(body, []byte("18.5204")) {
			t.Fatalf("metadata survived: %d", res.StatusCode)
		}
	})
}

// hugePNGHeader is a valid-looking 20000×20000 PNG of a few hundred bytes.
func hugePNGHeader(t *testing.T) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 64, 64))); err != nil {
		t.Fatal(err)
	}
	b := buf.Bytes()
	// IHDR width/height live at bytes 16..23; the CRC after them is not checked by DecodeConfig.
	copy(b[16:], []byte{0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20})
	return b
}

func TestTokenAttacks(t *testing.T) {
	e := newEnv(t)
	_, good := e.member(t)
	claims, err := e.tokens.Parse(good, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	sub := claims.Subject.String()
	base := func() jwt.MapClaims {
		now := time.Now()
		return jwt.MapClaims{"sub": sub, "iss": "reshimgathi", "aud": "reshimgathi-api", "iat": now.Unix(),
			"iat_ms": now.UnixMilli(), "nbf": now.Unix(), "exp": now.Add(time.Hour).Unix()}
	}
	sign := func(m jwt.SigningMethod, c jwt.MapClaims, key any) string {
		s, err := jwt.NewWithClaims(m, c).SignedString(key)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	noExp := base()
	delete(noExp, "exp")
	expired := base()
	expired["exp"] = time.Now().Add(-time.Hour).Unix()
	wrongAud := base()
	wrongAud["aud"] = "someone-else"
	parts := strings.Split(good, ".")
	tampered := parts[0] + "." + strings.TrimRight(parts[1], "A") + "B." + parts[2]
	attacks := map[string]string{
		"alg-none":       sign(jwt.SigningMethodNone, base(), jwt.UnsafeAllowNoneSignatureType),
		"hs384":          sign(jwt.SigningMethodHS384, base(), testJWTKey),
		"no-exp":         sign(jwt.SigningMethodHS256, noExp, testJWTKey),
		"expired":        sign(jwt.SigningMethodHS256, expired, testJWTKey),
		"wrong-audience": sign(jwt.SigningMethodHS256, wrongAud, testJWTKey),
		"other-key":      sign(jwt.SigningMethodHS256, base(), []byte("another-key-0123456789abcdefghijklmnop")),
		"tampered":       tampered,
		"oversized":      strings.Repeat("a", 9000),
		"garbage":        "not.a.token",
	}
	if r, _ := e.client.GetUserProfileWithResponse(context.Background(), "none", bearer(sign(jwt.SigningMethodHS256, base(), testJWTKey))); r.StatusCode() != 200 {
		t.Fatalf("control token refused: %d %s", r.StatusCode(), r.Body)
	}
	for name, tok := range attacks {
		t.Run("token-401-"+name, func(t *testing.T) {
			r, _ := e.client.GetUserProfileWithResponse(context.Background(), "none", bearer(tok))
			if r.StatusCode() != 401 {
				t.Fatalf("%d", r.StatusCode())
			}
		})
	}
	t.Run("token-401-none", func(t *testing.T) {
		r, _ := e.client.GetUserProfileWithResponse(context.Background(), "none")
		if r.StatusCode() != 401 || r.ApplicationproblemJSON401 == nil {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
}

func TestLoginThrottle(t *testing.T) {
	e := newEnv(t)
	doc, _ := e.member(t)
	var last *http.Response
	for i := 0; i < 12; i++ {
		r, _ := e.client.LoginWithResponse(context.Background(), apiclient.LoginRequest{Email: doc["email"].(string), Password: "wrong-password-" + pad8(int64(i))})
		last = r.HTTPResponse
	}
	if last.StatusCode != 429 || last.Header.Get("Retry-After") == "" {
		t.Fatalf("login-429: %d %q", last.StatusCode, last.Header.Get("Retry-After"))
	}
}

func TestConcurrentRegistrationSameEmail(t *testing.T) {
	e := newEnv(t)
	d := wizard()
	var wg sync.WaitGroup
	codes := make(chan int, 4)
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			c := wizard()
			c["email"] = d["email"]
			codes <- e.register(t, c, testJPEG(t, 100, 100)).StatusCode()
		}(i)
	}
	wg.Wait()
	close(codes)
	created := 0
	for c := range codes {
		if c == 200 {
			created++
		} else if c != 409 {
			t.Fatalf("unexpected %d", c)
		}
	}
	if created != 1 {
		t.Fatalf("%d accounts for one e-mail", created)
	}
}
