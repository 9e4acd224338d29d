package storage

import (
	"strings"
	"testing"
)

// FuzzParseS3URL: any STORAGE_URL is a configuration or an error that does not repeat the
// secret key (start-up errors are logged).
func FuzzParseS3URL(f *testing.F) {
	for _, s := range []string{
		"s3://AKIA:s3cr3t@s3.ap-south-1.amazonaws.com/photos?region=ap-south-1",
		"s3://k:s%2Fx@127.0.0.1:7070/bucket/prefix/deep?tls=off&path_style=false",
		"s3://k:s@host/", "s3://host", "s3://k:s@[::1]:9000/b?region=", "s3://k:s@host/b?unknown=1", "s3://%zz", "s3:///", "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		c, err := ParseS3URL(raw)
		if err != nil {
			if secret := secretOf(raw); len(secret) > 5 && strings.Contains(err.Error(), secret) {
				t.Fatalf("the error repeats the secret: %v", err)
			}
			return
		}
		if c.Bucket == "" || c.Endpoint == "" {
			t.Fatalf("%q parsed without a bucket or endpoint: %+v", raw, c)
		}
	})
}

func secretOf(raw string) string {
	rest, ok := strings.CutPrefix(raw, "s3://")
	if !ok {
		return ""
	}
	userinfo, _, ok := strings.Cut(rest, "@")
	if !ok {
		return ""
	}
	_, secret, _ := strings.Cut(userinfo, ":")
	return secret
}
