package httpapi_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"sync/atomic"
	"testing"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi/formdecode"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

var memberSeq atomic.Int64

// wizard is a complete, valid registration; each call gets a unique e-mail and phone.
func wizard() map[string]any {
	n := memberSeq.Add(1)
	return map[string]any{
		"fullName": "Snehal Deshmukh", "gender": "female", "dob": "1997-03-14", "religion": "hindu",
		"caste": "maratha", "maritalStatus": "single", "city": "Pune",
		"phone": "98" + pad8(n), "email": "snehal" + pad8(n) + "@example.in", "password": "kesari-mango-monsoon-42",
		"education": "be-btech", "profession": "software-engineer", "income": "85", "height": "162", "weight": "55",
		"bloodGroup": "B+", "languages": []any{"Marathi", "English"}, "hobbies": []any{"Reading", "Trekking"},
		"father": "Sunil Deshmukh", "fatherOccupation": "Teacher", "mother": "Asha Deshmukh",
		"motherOccupation": "Homemaker", "siblings": "1", "foodPref": "veg", "disability": "no",
		"isDrinking": "no", "isSmoking": "no", "plan": "premium",
		"partnerPreferences": map[string]any{"age": map[string]any{"min": "26", "max": "32"}, "caste": "maratha"},
	}
}

func pad8(n int64) string { return fmt.Sprintf("%08d", n) }

// multipartBody encodes doc the way the SPA does (bracket keys) plus an optional picture.
// raw fields are written as given, for the dotted and JSON-part spellings.
func multipartBody(t *testing.T, doc map[string]any, picture []byte, filename string, raw ...[2]string) (*bytes.Buffer, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	if err := formdecode.Encode(w, doc); err != nil {
		t.Fatal(err)
	}
	for _, kv := range raw {
		if err := w.WriteField(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	if picture != nil {
		part, err := w.CreateFormFile("profilePicture", filename)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = part.Write(picture)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return &buf, w.FormDataContentType()
}

func (e *env) register(t *testing.T, doc map[string]any, picture []byte, raw ...[2]string) *apiclient.RegisterResponse {
	t.Helper()
	body, ct := multipartBody(t, doc, picture, "me.jpg", raw...)
	r, err := e.client.RegisterWithBodyWithResponse(context.Background(), ct, body)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func (e *env) login(t *testing.T, email, password string) string {
	t.Helper()
	r, err := e.client.LoginWithResponse(context.Background(), apiclient.LoginRequest{Email: email, Password: password})
	if err != nil || r.JSON200 == nil {
		t.Fatalf("login %d: %v %s", r.StatusCode(), err, r.Body)
	}
	return r.JSON200.Token
}

// member registers a fresh member and logs them in.
func (e *env) member(t *testing.T) (doc map[string]any, token string) {
	t.Helper()
	doc = wizard()
	if r := e.register(t, doc, testJPEG(t, 300, 400)); r.StatusCode() != 200 {
		t.Fatalf("register: %d %s", r.StatusCode(), r.Body)
	}
	return doc, e.login(t, doc["email"].(string), doc["password"].(string))
}

func bearer(token string) apiclient.RequestEditorFn {
	return func(_ context.Context, req *http.Request) error {
		req.Header.Set("Authorization", "Bearer "+token)
		return nil
	}
}

func testJPEG(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 120, 255})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// withGPS splices an APP1 Exif segment holding a GPS latitude into a JPEG.
func withGPS(jpg []byte, latitude string) []byte {
	tiff := []byte("MM\x00\x2a\x00\x00\x00\x08")
	ifd0 := []byte{0, 1, 0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 26, 0, 0, 0, 0}
	gps := []byte{0, 1, 0, 2, 0, 2, 0, 0, 0, byte(len(latitude) + 1), 0, 0, 0, 44, 0, 0, 0, 0}
	payload := append(append(append(append([]byte("Exif\x00\x00"), tiff...), ifd0...), gps...), append([]byte(latitude), 0)...)
	seg := []byte{0xFF, 0xE1, 0, 0}
	binary.BigEndian.PutUint16(seg[2:], uint16(len(payload)+2))
	out := append([]byte{}, jpg[:2]...)
	out = append(append(out, seg...), payload...)
	return append(out, jpg[2:]...)
}

var otpPattern = regexp.MustCompile(`reset code is ([0-9]{6})`)

// lastOTP reads the newest reset mail in the outbox and answers its code.
func (e *env) lastOTP(t *testing.T) string {
	t.Helper()
	e.accounts.WaitForMail()
	files, _ := filepath.Glob(filepath.Join(e.outbox, "*.eml"))
	for i := len(files) - 1; i >= 0; i-- {
		b, _ := os.ReadFile(files[i])
		if m := otpPattern.FindSubmatch(b); m != nil && bytes.Contains(b, []byte("Subject:")) {
			return string(m[1])
		}
	}
	t.Fatal("no reset code in the outbox")
	return ""
}

func outboxContains(t *testing.T, dir, needle string) bool {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
	for _, f := range files {
		if b, _ := os.ReadFile(f); bytes.Contains(b, []byte(needle)) {
			return true
		}
	}
	return false
}

// memberWith registers a member after change edits the wizard, and logs them in.
func (e *env) memberWith(t *testing.T, change func(map[string]any)) (code, token string) {
	t.Helper()
	doc := wizard()
	change(doc)
	r := e.register(t, doc, testJPEG(t, 120, 120))
	if r.StatusCode() != 200 {
		t.Fatalf("register: %d %s", r.StatusCode(), r.Body)
	}
	return r.JSON200.UserId, e.login(t, doc["email"].(string), doc["password"].(string))
}

func groom(d map[string]any) {
	d["gender"], d["fullName"], d["dob"] = "male", "Aniket Patil", "1994-07-02"
	d["partnerPreferences"] = map[string]any{"age": map[string]any{"min": "22", "max": "30"}}
}

func bride(d map[string]any) {}
