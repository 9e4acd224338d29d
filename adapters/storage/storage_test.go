package storage

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
)

func newStore(t *testing.T) (*Local, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "uploads")
	s, err := NewLocal(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, dir
}

func readAll(t *testing.T, s Store, key string) []byte {
	t.Helper()
	rc, err := s.Open(context.Background(), key)
	if err != nil {
		t.Fatalf("Open(%q): %v", key, err)
	}
	defer rc.Close()
	b, err := io.ReadAll(rc)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestPathTraversalIsRejected(t *testing.T) {
	s, dir := newStore(t)
	ctx := context.Background()
	outside := filepath.Join(filepath.Dir(dir), "secret")
	if err := os.WriteFile(outside, []byte("top secret"), 0o600); err != nil {
		t.Fatal(err)
	}
	bad := []string{
		"", "..", ".", "../secret", "photos/../../secret", "photos/..", "./photos/a",
		"/etc/passwd", "/tmp/x", "photos//a", "photos/", "/", ".hidden", "photos/.tmp-abc",
		"Photos/A", `photos\..\secret`, "photos/a\x00b", "photos/a b", "photos/%2e%2e/x",
		"photos/é", "c:/windows", "photos/a?b", strings.Repeat("a", maxKeyLen+1),
	}
	for _, key := range bad {
		if ValidKey(key) {
			t.Errorf("ValidKey(%q) = true", key)
		}
		if err := s.Put(ctx, key, []byte("x"), "image/jpeg"); !errors.Is(err, ErrInvalidKey) {
			t.Errorf("Put(%q) err = %v, want ErrInvalidKey", key, err)
		}
		if _, err := s.Open(ctx, key); !errors.Is(err, ErrInvalidKey) {
			t.Errorf("Open(%q) err = %v, want ErrInvalidKey", key, err)
		}
		if err := s.Delete(ctx, key); !errors.Is(err, ErrInvalidKey) {
			t.Errorf("Delete(%q) err = %v, want ErrInvalidKey", key, err)
		}
	}
	if b, err := os.ReadFile(outside); err != nil || string(b) != "top secret" {
		t.Fatalf("file outside the store was touched: %q, %v", b, err)
	}
	for _, key := range []string{"a", "photos/abc123", "photos/x_y-z.jpg", "a/b/c/d", "photos/a..b"} {
		if !ValidKey(key) {
			t.Errorf("ValidKey(%q) = false", key)
		}
	}
}

func TestSymlinkInsideStoreCannotEscape(t *testing.T) {
	s, dir := newStore(t)
	ctx := context.Background()
	outsideDir := t.TempDir()
	if err := os.WriteFile(filepath.Join(outsideDir, "secret"), []byte("top secret"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outsideDir, filepath.Join(dir, "evil")); err != nil {
		t.Skip("symlinks unsupported:", err)
	}
	if rc, err := s.Open(ctx, "evil/secret"); err == nil {
		rc.Close()
		t.Fatal("Open followed a symlink out of the store")
	}
	if err := s.Put(ctx, "evil/planted", []byte("x"), "image/jpeg"); err == nil {
		t.Fatal("Put followed a symlink out of the store")
	}
	if _, err := os.Stat(filepath.Join(outsideDir, "planted")); !os.IsNotExist(err) {
		t.Fatalf("file planted outside the store: %v", err)
	}
}

func TestPutOpenDelete(t *testing.T) {
	s, dir := newStore(t)
	ctx := context.Background()
	key := NewKey("photos")

	if _, err := s.Open(ctx, key); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Open before Put: err = %v, want ErrNotFound", err)
	}
	if err := s.Put(ctx, key, []byte("v1"), "image/jpeg"); err != nil {
		t.Fatal(err)
	}
	if got := readAll(t, s, key); string(got) != "v1" {
		t.Fatalf("got %q", got)
	}
	if err := s.Put(ctx, key, []byte("version two"), "image/jpeg"); err != nil {
		t.Fatal(err)
	}
	if got := readAll(t, s, key); string(got) != "version two" {
		t.Fatalf("after overwrite got %q", got)
	}

	st, err := os.Stat(filepath.Join(dir, filepath.FromSlash(key)))
	if err != nil {
		t.Fatal(err)
	}
	if perm := st.Mode().Perm(); perm&0o077 != 0 {
		t.Errorf("object mode %v, want no group/other access", perm)
	}
	for _, d := range []string{dir, filepath.Join(dir, "photos")} {
		st, err := os.Stat(d)
		if err != nil {
			t.Fatal(err)
		}
		if perm := st.Mode().Perm(); perm&0o077 != 0 {
			t.Errorf("dir %s mode %v, want no group/other access", d, perm)
		}
	}

	if _, err := s.Open(ctx, "photos"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Open(directory) err = %v, want ErrNotFound", err)
	}
	if err := s.Delete(ctx, key); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Open(ctx, key); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Open after Delete: err = %v, want ErrNotFound", err)
	}
	if err := s.Delete(ctx, key); err != nil {
		t.Fatalf("Delete of missing object: %v", err)
	}
	if err := s.Delete(ctx, "photos"); err != nil {
		t.Fatalf("Delete of a prefix: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "photos")); err != nil {
		t.Fatalf("Delete of a prefix removed the directory: %v", err)
	}
}

func TestCancelledContext(t *testing.T) {
	s, _ := newStore(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.Put(ctx, "photos/a", []byte("x"), "image/jpeg"); !errors.Is(err, context.Canceled) {
		t.Fatalf("Put err = %v", err)
	}
	if _, err := s.Open(context.Background(), "photos/a"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("cancelled Put left an object: %v", err)
	}
}

// TestPutIsAtomic races writers of two distinct payloads against readers: a
// reader must only ever see one payload in full, never a mix or a prefix,
// and no temp files may be left behind.
func TestPutIsAtomic(t *testing.T) {
	s, dir := newStore(t)
	ctx := context.Background()
	key := "photos/race"
	a, b := bytes.Repeat([]byte("a"), 256<<10), bytes.Repeat([]byte("b"), 256<<10)
	if err := s.Put(ctx, key, a, "image/jpeg"); err != nil {
		t.Fatal(err)
	}

	deadline := time.Now().Add(300 * time.Millisecond)
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for _, payload := range [][]byte{a, b} {
		wg.Go(func() {
			for time.Now().Before(deadline) {
				if err := s.Put(ctx, key, payload, "image/jpeg"); err != nil {
					errs <- err
					return
				}
			}
		})
	}
	for range 2 {
		wg.Go(func() {
			for time.Now().Before(deadline) {
				rc, err := s.Open(ctx, key)
				if err != nil {
					errs <- err
					return
				}
				got, err := io.ReadAll(rc)
				rc.Close()
				if err != nil {
					errs <- err
					return
				}
				if !bytes.Equal(got, a) && !bytes.Equal(got, b) {
					errs <- errors.New("reader saw a partial or mixed object")
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}

	entries, err := os.ReadDir(filepath.Join(dir, "photos"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			t.Errorf("temp file left behind: %s", e.Name())
		}
	}
}

func TestNewKey(t *testing.T) {
	re := regexp.MustCompile(`^photos/[0-9a-f]{32}$`)
	seen := map[string]bool{}
	for range 1000 {
		k := NewKey("photos")
		if !re.MatchString(k) || !ValidKey(k) {
			t.Fatalf("bad key %q", k)
		}
		if seen[k] {
			t.Fatalf("duplicate key %q", k)
		}
		seen[k] = true
	}
	if k := NewKey("photos/"); !re.MatchString(k) {
		t.Errorf("trailing slash prefix gave %q", k)
	}
	if k := NewKey(""); !regexp.MustCompile(`^[0-9a-f]{32}$`).MatchString(k) {
		t.Errorf("empty prefix gave %q", k)
	}
}

// An erased member's picture leaves no folder named by its id behind (ADR 8), and a folder
// that still holds an object stays.
func TestDeletingLastObjectRemovesItsFolder(t *testing.T) {
	s, dir := newStore(t)
	ctx := context.Background()
	photos := Photos{Store: s}
	id, err := photos.SavePhoto(ctx, app.Photo{Full: []byte("f"), Medium: []byte("m"), Thumb: []byte("t")})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Delete(ctx, photoKey(id, Full)); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "photos", id, "thumb.jpg")); err != nil {
		t.Fatalf("the other variant went too: %v", err)
	}
	if err := photos.DeletePhoto(ctx, id); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "photos", id)); !os.IsNotExist(err) {
		t.Fatalf("the picture's folder remains: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "photos")); err != nil {
		t.Fatalf("the top-level folder went: %v", err)
	}
}
