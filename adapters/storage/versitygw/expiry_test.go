package versitygw

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

func TestExpiredVersionsCountFromReplacement(t *testing.T) {
	t0 := time.Date(2026, 11, 1, 10, 0, 0, 0, time.UTC)
	keep := 30 * 24 * time.Hour
	// v1 written on day 0, replaced by v2 on day 5, v2 deleted on day 20.
	vs := []version{
		{id: "v1", modified: t0},
		{id: "marker", modified: t0.Add(20 * 24 * time.Hour), latest: true, deleteMarker: true},
		{id: "v2", modified: t0.Add(5 * 24 * time.Hour)},
	}
	ids := func(now time.Time) []string {
		var out []string
		for _, v := range expiredVersions(slices.Clone(vs), keep, now) {
			out = append(out, v.id)
		}
		return out
	}
	// Day 34: v1 has been old for 29 days, v2 for 14: nothing goes, though v1 is 34 days old.
	if got := ids(t0.Add(34 * 24 * time.Hour)); len(got) != 0 {
		t.Errorf("day 34: expired %v, want none", got)
	}
	if got := ids(t0.Add(35 * 24 * time.Hour)); !slices.Equal(got, []string{"v1"}) {
		t.Errorf("day 35: expired %v, want [v1]", got)
	}
	// Day 50: v2 too, and then the marker hides nothing.
	if got := ids(t0.Add(50 * 24 * time.Hour)); !slices.Equal(got, []string{"v2", "v1", "marker"}) {
		t.Errorf("day 50: expired %v, want [v2 v1 marker]", got)
	}
	// The current version is never expired, however old.
	live := []version{{id: "only", modified: t0, latest: true}}
	if got := expiredVersions(live, keep, t0.Add(10*365*24*time.Hour)); len(got) != 0 {
		t.Errorf("the current version expired: %v", got)
	}
}

// Against the gateway: an overwritten picture's old version and a deleted document go once
// they have been replaced for longer than the retention; the live picture stays.
func TestExpireNoncurrentOnTheGateway(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	gw, err := StartVersioned(ctx, t.TempDir(), true)
	if err != nil {
		t.Fatal(err)
	}
	defer gw.Stop()
	if err := gw.CreateBucket("photos"); err != nil {
		t.Fatal(err)
	}
	if err := gw.EnableVersioning(ctx, "photos"); err != nil {
		t.Fatal(err)
	}
	s3c := gw.Client()
	put := func(key, body string) {
		if _, err := s3c.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String("photos"), Key: aws.String(key), Body: strings.NewReader(body)}); err != nil {
			t.Fatal(err)
		}
	}
	put("photos/RG1/photo.jpg", "first picture")
	put("photos/RG1/photo.jpg", "second picture")
	put("documents/RG2/aadhaar.jpg", "a document")
	if _, err := s3c.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String("photos"), Key: aws.String("documents/RG2/aadhaar.jpg")}); err != nil {
		t.Fatal(err)
	}
	keep := time.Hour
	if done, err := gw.ExpireNoncurrent(ctx, "photos", keep, time.Now()); err != nil || done != (Expired{}) {
		t.Fatalf("within the retention: removed %+v (%v), want nothing", done, err)
	}
	done, err := gw.ExpireNoncurrent(ctx, "photos", keep, time.Now().Add(keep+time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	if done != (Expired{Versions: 2, DeleteMarkers: 1}) {
		t.Errorf("past the retention: removed %+v, want 2 versions and 1 delete marker", done)
	}
	out, err := s3c.ListObjectVersions(ctx, &s3.ListObjectVersionsInput{Bucket: aws.String("photos")})
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Versions) != 1 || aws.ToString(out.Versions[0].Key) != "photos/RG1/photo.jpg" || len(out.DeleteMarkers) != 0 {
		t.Errorf("left %d versions, %d delete markers; want only the live picture", len(out.Versions), len(out.DeleteMarkers))
	}
	got, err := s3c.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String("photos"), Key: aws.String("photos/RG1/photo.jpg")})
	if err != nil {
		t.Fatalf("the live picture is gone: %v", err)
	}
	body, _ := io.ReadAll(got.Body)
	got.Body.Close()
	if string(body) != "second picture" {
		t.Errorf("the live picture reads %q", body)
	}
}

// The TLS gateway serves the same buckets over https with a certificate a client can pin,
// and a client that does not trust it is refused the connection.
func TestServeTLS(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	dir := t.TempDir()
	gw, err := Start(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer gw.Stop()
	secure, err := gw.ServeTLS(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer secure.Stop()
	if !strings.HasPrefix(secure.Endpoint(), "https://127.0.0.1:") || secure.Addr == gw.Addr {
		t.Fatalf("TLS endpoint %s beside %s", secure.Endpoint(), gw.Endpoint())
	}
	if err := gw.CreateBucket("backups"); err != nil {
		t.Fatal(err)
	}
	if _, err := secure.Client().PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String("backups"), Key: aws.String("archive/x"),
		Body: bytes.NewReader([]byte("wal"))}); err != nil {
		t.Fatalf("put over https: %v", err)
	}
	if _, err := gw.Client().HeadObject(ctx, &s3.HeadObjectInput{Bucket: aws.String("backups"), Key: aws.String("archive/x")}); err != nil {
		t.Errorf("the plain gateway does not see the object written over https: %v", err)
	}
	if _, err := (&http.Client{Timeout: 5 * time.Second}).Get(secure.Endpoint() + "/"); err == nil || !strings.Contains(err.Error(), "certificate") {
		t.Errorf("a client that does not trust the certificate got through: %v", err)
	}
}
