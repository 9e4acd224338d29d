package httpapi

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestUnknownClientRoutesAnswerTheAppWithStatus404(t *testing.T) {
	dir := t.TempDir()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html>app"), 0o644))
	must(os.WriteFile(filepath.Join(dir, "client-routes.json"),
		[]byte(`["/","/about","/blog/:slug","/messages/:userId?","/admin/*","/payments/:id"]`), 0o644))
	h := spaHandler(dir)
	cases := []struct {
		path string
		want int
	}{
		{"/", 200}, {"/about", 200}, {"/about/", 200}, {"/blog/first-post", 200},
		{"/messages", 200}, {"/messages/MH4K7Q2PXA", 200}, {"/admin", 200}, {"/admin/members/x", 200},
		{"/payments/1", 200},
		{"/no-such-page", 404}, {"/blog", 404}, {"/blog/a/b", 404}, {"/messages/a/b", 404},
		{"/about/more", 404}, {"/payments", 404},
	}
	for _, c := range cases {
		for _, method := range []string{"GET", "HEAD"} {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest(method, c.path, nil))
			if w.Code != c.want {
				t.Errorf("%s %s: %d, want %d", method, c.path, w.Code, c.want)
			}
			if method == "GET" && w.Body.String() != "<!doctype html>app" {
				t.Errorf("%s: body %q, want the app shell", c.path, w.Body.String())
			}
		}
	}

	// A build without the table (older builds) knows every path.
	must(os.Remove(filepath.Join(dir, "client-routes.json")))
	w := httptest.NewRecorder()
	spaHandler(dir).ServeHTTP(w, httptest.NewRequest("GET", "/no-such-page", nil))
	if w.Code != 200 {
		t.Errorf("without a route table: %d", w.Code)
	}
}
