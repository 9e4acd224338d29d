package storage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/storage/versitygw"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

func TestMain(m *testing.M) {
	code := m.Run()
	if gw != nil {
		gw.Stop()
		os.RemoveAll(gwDir)
	}
	os.Exit(code)
}

// One gateway per test binary; every S3 test gets its own bucket in it.
var (
	gwOnce sync.Once
	gw     *versitygw.Gateway
	gwDir  string
	gwErr  error
	bucket int
	gwMu   sync.Mutex
)

// newS3Store returns an S3 store on a fresh bucket of a real S3-compatible server (Versity
// Gateway, built from the Go module proxy on first use: see package versitygw).
func newS3Store(t *testing.T) *S3 {
	t.Helper()
	gwOnce.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		if gwDir, gwErr = os.MkdirTemp("", "reshimgathi-s3test-"); gwErr == nil {
			gw, gwErr = versitygw.Start(ctx, gwDir)
		}
	})
	if gwErr != nil {
		t.Fatalf("S3-compatible test server: %v", gwErr)
	}
	gwMu.Lock()
	bucket++
	name := fmt.Sprintf("photos-%d", bucket)
	gwMu.Unlock()
	if err := gw.CreateBucket(name); err != nil {
		t.Fatal(err)
	}
	st, err := FromURL(gw.URL(name), "")
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*S3)
	if err := s.Check(context.Background()); err != nil {
		t.Fatalf("bucket check: %v", err)
	}
	return s
}

// storeAdapters are every Store the product can run on; each passes the same contract.
var storeAdapters = map[string]func(t *testing.T) Store{
	"local": func(t *testing.T) Store { s, _ := newStore(t); return s },
	"s3":    func(t *testing.T) Store { return newS3Store(t) },
}

func TestStoreContract(t *testing.T) {
	for name, open := range storeAdapters {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			t.Run("round trip", func(t *testing.T) { contractRoundTrip(t, open(t)) })
			t.Run("invalid keys", func(t *testing.T) { contractInvalidKeys(t, open(t)) })
			t.Run("cancelled context", func(t *testing.T) { contractCancelled(t, open(t)) })
			t.Run("atomic overwrite", func(t *testing.T) { contractAtomic(t, open(t)) })
			t.Run("photos", func(t *testing.T) { contractPhotos(t, open(t)) })
		})
	}
}

func contractRoundTrip(t *testing.T, s Store) {
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
	big := bytes.Repeat([]byte{0xff, 0xd8, 0x00, 0x01}, 300<<10/4) // a large picture, binary
	if err := s.Put(ctx, key, big, "image/jpeg"); err != nil {
		t.Fatal(err)
	}
	if got := readAll(t, s, key); !bytes.Equal(got, big) {
		t.Fatalf("after overwrite got %d bytes, want %d", len(got), len(big))
	}
	if err := s.Delete(ctx, key); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Open(ctx, key); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Open after Delete: err = %v, want ErrNotFound", err)
	}
	if err := s.Delete(ctx, key); err != nil {
		t.Fatalf("Delete of a missing object: %v", err)
	}
	if err := s.Put(ctx, "photos/x/full.jpg", []byte("x"), "image/jpeg"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Open(ctx, "photos/x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Open of a key prefix: err = %v, want ErrNotFound", err)
	}
	if err := s.Delete(ctx, "photos/x"); err != nil {
		t.Errorf("Delete of a key prefix: %v", err)
	}
	if got := readAll(t, s, "photos/x/full.jpg"); string(got) != "x" {
		t.Errorf("Delete of a prefix took the object under it: %q", got)
	}
}

func contractInvalidKeys(t *testing.T, s Store) {
	ctx := context.Background()
	for _, key := range []string{"", "..", "../secret", "photos/../../secret", "/etc/passwd", "photos//a", ".hidden", "Photos/A", "photos/a b", "photos/%2e%2e/x"} {
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
}

func contractCancelled(t *testing.T, s Store) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.Put(ctx, "photos/cancelled", []byte("x"), "image/jpeg"); !errors.Is(err, context.Canceled) {
		t.Fatalf("Put err = %v, want context.Canceled", err)
	}
	if _, err := s.Open(context.Background(), "photos/cancelled"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a cancelled Put left an object: %v", err)
	}
}

// contractAtomic races writers of two payloads against readers: a reader sees one payload
// whole, never a mix or a prefix.
func contractAtomic(t *testing.T, s Store) {
	ctx := context.Background()
	key := "photos/race"
	a, b := bytes.Repeat([]byte("a"), 128<<10), bytes.Repeat([]byte("b"), 128<<10)
	if err := s.Put(ctx, key, a, "image/jpeg"); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(300 * time.Millisecond)
	var wg sync.WaitGroup
	failures := make(chan error, 8)
	for _, payload := range [][]byte{a, b} {
		wg.Go(func() {
			for time.Now().Before(deadline) {
				if err := s.Put(ctx, key, payload, "image/jpeg"); err != nil {
					failures <- err
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
					failures <- err
					return
				}
				got, err := io.ReadAll(rc)
				rc.Close()
				if err != nil {
					failures <- err
					return
				}
				if !bytes.Equal(got, a) && !bytes.Equal(got, b) {
					failures <- errors.New("a reader saw a partial or mixed object")
					return
				}
			}
		})
	}
	wg.Wait()
	close(failures)
	for err := range failures {
		t.Fatal(err)
	}
}

func contractPhotos(t *testing.T, s Store) {
	ctx := context.Background()
	photos := Photos{Store: s}
	id, err := photos.SavePhoto(ctx, app.Photo{Full: []byte("full-jpeg"), Medium: []byte("medium-jpeg"), Thumb: []byte("thumb-jpeg")})
	if err != nil {
		t.Fatal(err)
	}
	for variant, want := range map[string]string{Full: "full-jpeg", Medium: "medium-jpeg", Thumb: "thumb-jpeg"} {
		if got := readPhoto(t, photos, id, variant); got != want {
			t.Errorf("%s = %q, want %q", variant, got, want)
		}
	}
	if _, err := photos.OpenPhoto(ctx, id, "original"); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown variant: err = %v", err)
	}
	if err := photos.DeletePhoto(ctx, id); err != nil {
		t.Fatal(err)
	}
	for _, variant := range []string{Full, Medium, Thumb} {
		if _, err := photos.OpenPhoto(ctx, id, variant); !errors.Is(err, ErrNotFound) {
			t.Errorf("%s after delete: err = %v, want ErrNotFound", variant, err)
		}
	}

	// A picture stored before the medium rendition existed: medium answers the full picture,
	// and deleting it does not trip over the object it never had.
	legacy := NewPhotoID()
	for variant, data := range map[string]string{Full: "old-full", Thumb: "old-thumb"} {
		if err := s.Put(ctx, photoKey(legacy, variant), []byte(data), "image/jpeg"); err != nil {
			t.Fatal(err)
		}
	}
	if got := readPhoto(t, photos, legacy, Medium); got != "old-full" {
		t.Errorf("legacy medium = %q, want the full picture", got)
	}
	if err := photos.DeletePhoto(ctx, legacy); err != nil {
		t.Fatalf("deleting a legacy picture: %v", err)
	}
	if _, err := photos.OpenPhoto(ctx, legacy, Medium); !errors.Is(err, ErrNotFound) {
		t.Errorf("legacy medium after delete: err = %v, want ErrNotFound", err)
	}
}

func readPhoto(t *testing.T, photos Photos, id, variant string) string {
	t.Helper()
	rc, err := photos.OpenPhoto(context.Background(), id, variant)
	if err != nil {
		t.Fatalf("%s: %v", variant, err)
	}
	defer rc.Close()
	got, err := io.ReadAll(rc)
	if err != nil {
		t.Fatal(err)
	}
	return string(got)
}

// TestS3OutageIsUnavailable: with the service gone, every operation fails as
// errs.ErrUnavailable (the API's 503), never as "not found".
func TestS3OutageIsUnavailable(t *testing.T) {
	c, err := ParseS3URL("s3://key:secret@" + closedAddr(t) + "/photos?tls=off")
	if err != nil {
		t.Fatal(err)
	}
	s := NewS3(c)
	ctx := context.Background()
	if err := s.Put(ctx, "photos/a", []byte("x"), "image/jpeg"); !errors.Is(err, errs.ErrUnavailable) {
		t.Errorf("Put: %v", err)
	}
	if _, err := s.Open(ctx, "photos/a"); !errors.Is(err, errs.ErrUnavailable) {
		t.Errorf("Open: %v", err)
	}
	if err := s.Delete(ctx, "photos/a"); !errors.Is(err, errs.ErrUnavailable) {
		t.Errorf("Delete: %v", err)
	}
	if err := s.Check(ctx); !errors.Is(err, errs.ErrUnavailable) {
		t.Errorf("Check: %v", err)
	}
}

// TestS3WrongKeysAreRefused: the server checks signatures, so the adapter must sign, and a
// wrong secret is an error (not "not found", not success).
func TestS3WrongKeysAreRefused(t *testing.T) {
	good := newS3Store(t)
	c, err := ParseS3URL("s3://" + gw.AccessKey + ":wrong-secret@" + gw.Addr + "/" + good.bucket + "?tls=off")
	if err != nil {
		t.Fatal(err)
	}
	bad := NewS3(c)
	ctx := context.Background()
	if err := bad.Put(ctx, "photos/a", []byte("x"), "image/jpeg"); err == nil {
		t.Fatal("Put with a wrong secret succeeded")
	}
	if err := good.Put(ctx, "photos/a", []byte("x"), "image/jpeg"); err != nil {
		t.Fatal(err)
	}
	if _, err := bad.Open(ctx, "photos/a"); err == nil || errors.Is(err, ErrNotFound) {
		t.Fatalf("Open with a wrong secret: err = %v", err)
	}
}

// TestS3PrefixKeepsDeploymentsApart: two stores on one bucket with different prefixes do not
// see each other's objects, and the objects sit under the prefix in the bucket.
func TestS3PrefixKeepsDeploymentsApart(t *testing.T) {
	base := newS3Store(t)
	mk := func(prefix string) *S3 {
		c, err := ParseS3URL("s3://" + gw.AccessKey + ":" + gw.SecretKey + "@" + gw.Addr + "/" + base.bucket + "/" + prefix + "?tls=off")
		if err != nil {
			t.Fatal(err)
		}
		return NewS3(c)
	}
	one, two := mk("staging"), mk("prod/eu")
	ctx := context.Background()
	if err := one.Put(ctx, "photos/a", []byte("one"), "image/jpeg"); err != nil {
		t.Fatal(err)
	}
	if _, err := two.Open(ctx, "photos/a"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the other prefix sees the object: %v", err)
	}
	if _, err := os.Stat(filepath.Join(gw.Root, base.bucket, "staging", "photos", "a")); err != nil {
		t.Fatalf("object not under its prefix in the bucket: %v", err)
	}
}

func TestParseS3URL(t *testing.T) {
	c, err := ParseS3URL("s3://AKID:se%2Fcr%2Bet@minio.internal:9000/media/reshimgathi?region=ap-south-1&tls=off")
	if err != nil {
		t.Fatal(err)
	}
	want := S3Config{Endpoint: "http://minio.internal:9000", Region: "ap-south-1", Bucket: "media", Prefix: "reshimgathi/",
		AccessKey: "AKID", SecretKey: "se/cr+et", PathStyle: true}
	if c != want {
		t.Errorf("got %+v\nwant %+v", c, want)
	}
	if c, _ := ParseS3URL("s3://a:b@s3.ap-south-1.amazonaws.com/media?path_style=false"); c.Endpoint != "https://s3.ap-south-1.amazonaws.com" || c.PathStyle || c.Region != "us-east-1" {
		t.Errorf("defaults: %+v", c)
	}
	t.Setenv("AWS_ACCESS_KEY_ID", "ENVKEY")
	t.Setenv("AWS_SECRET_ACCESS_KEY", "envsecret")
	if c, _ := ParseS3URL("s3://host/b"); c.AccessKey != "ENVKEY" || c.SecretKey != "envsecret" {
		t.Errorf("keys from the environment: %+v", c)
	}
	for _, bad := range []string{"s3://a:b@host", "s3://a:b@host/", "http://a:b@host/b", "s3://a:b@host/b?tls=maybe",
		"s3://a:b@host/b?acl=public-read", "s3://a:b@host/b/../x", "s3://a:b@/b", "s3://a:b@host/b?path_style=no"} {
		if _, err := ParseS3URL(bad); err == nil {
			t.Errorf("ParseS3URL(%q) succeeded", bad)
		}
	}
	_, err = ParseS3URL("s3://key:hunter2@ho st/b")
	if err == nil || bytes.Contains([]byte(err.Error()), []byte("hunter2")) {
		t.Errorf("a bad URL's error must not quote the secret: %v", err)
	}
	if _, err := FromURL("ftp://x", t.TempDir()); err == nil {
		t.Error("FromURL accepted ftp://")
	}
}

func closedAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return addr
}
