package versitygw_test

import (
	"bytes"
	"context"
	"io"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"github.com/reshimgathi/reshimgathi/adapters/storage/versitygw"
)

// A picture (or an identity document) deleted by mistake is brought back from its versions.
func TestDeletedPictureComesBack(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	gw, err := versitygw.StartVersioned(ctx, t.TempDir(), true)
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
	s3c, key := gw.Client(), "members/RG1234/photo.jpg"
	picture := []byte("\xff\xd8\xff\xe0 a member's picture")
	if _, err := s3c.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String("photos"), Key: aws.String(key), Body: bytes.NewReader(picture)}); err != nil {
		t.Fatal(err)
	}
	if _, err := s3c.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String("photos"), Key: aws.String(key)}); err != nil {
		t.Fatal(err)
	}
	if _, err := s3c.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String("photos"), Key: aws.String(key)}); err == nil {
		t.Fatal("the deleted picture is still served")
	}
	if err := gw.Undelete(ctx, "photos", key); err != nil {
		t.Fatal(err)
	}
	out, err := s3c.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String("photos"), Key: aws.String(key)})
	if err != nil {
		t.Fatalf("the picture did not come back: %v", err)
	}
	got, _ := io.ReadAll(out.Body)
	out.Body.Close()
	if !bytes.Equal(got, picture) {
		t.Errorf("brought back %q, want %q", got, picture)
	}
}

// Without a versioning directory a delete is final, and the gateway says so when asked.
func TestVersioningNeedsItsDirectory(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	gw, err := versitygw.Start(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer gw.Stop()
	if err := gw.CreateBucket("photos"); err != nil {
		t.Fatal(err)
	}
	if err := gw.EnableVersioning(ctx, "photos"); err == nil {
		t.Error("versioning enabled on a gateway without a place for old versions")
	}
}
