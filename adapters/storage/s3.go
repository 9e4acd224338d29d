package storage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	awshttp "github.com/aws/aws-sdk-go-v2/aws/transport/http"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"
	"github.com/aws/smithy-go"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// S3 stores objects in a bucket of any S3-compatible service (AWS S3, MinIO, Versity Gateway,
// Ceph RGW...). Objects are private: members reach a picture only through the API's signed
// links (adapters/httpapi/media.go), which stream it from here.
type S3 struct {
	client *s3.Client
	bucket string
	prefix string // "" or "dir/": keys live under it, so one bucket can serve several deployments
	where  string // endpoint and bucket, for errors and logs (never the keys)
}

var _ Store = (*S3)(nil)

// S3Config is a parsed STORAGE_URL (see ParseS3URL).
type S3Config struct {
	Endpoint             string // http(s)://host:port
	Region               string
	Bucket               string
	Prefix               string
	AccessKey, SecretKey string
	PathStyle            bool
}

// ParseS3URL reads s3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[/prefix][?region=…&tls=off&path_style=false]
// (docs/operations.md, "Object storage"). The keys may be left out of the URL and given as
// AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead; a secret with '/' or '+' must be
// percent-encoded in the URL.
func ParseS3URL(raw string) (S3Config, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return S3Config{}, errors.New("storage: STORAGE_URL is not a valid URL") // url.Error would quote the secret
	}
	if u.Scheme != "s3" {
		return S3Config{}, fmt.Errorf("storage: STORAGE_URL scheme must be s3, got %q", u.Scheme)
	}
	if u.Host == "" {
		return S3Config{}, errors.New("storage: STORAGE_URL has no host")
	}
	c := S3Config{Region: "us-east-1", PathStyle: true}
	bucket, prefix, _ := strings.Cut(strings.Trim(u.Path, "/"), "/")
	if bucket == "" {
		return S3Config{}, errors.New("storage: STORAGE_URL names no bucket (s3://…@host/bucket)")
	}
	c.Bucket = bucket
	if prefix != "" {
		if !ValidKey(prefix) {
			return S3Config{}, errors.New("storage: the key prefix after the bucket may hold only a-z, 0-9, '/', '_', '-' and '.'")
		}
		c.Prefix = prefix + "/"
	}
	scheme := "https"
	for k, v := range u.Query() {
		val := v[len(v)-1]
		switch k {
		case "region":
			c.Region = val
		case "tls":
			switch val {
			case "off":
				scheme = "http"
			case "on":
			default:
				return S3Config{}, errors.New("storage: tls must be on (the default) or off")
			}
		case "path_style":
			switch val {
			case "true":
			case "false":
				c.PathStyle = false
			default:
				return S3Config{}, errors.New("storage: path_style must be true (the default) or false")
			}
		default:
			return S3Config{}, fmt.Errorf("storage: unknown STORAGE_URL parameter %q", k)
		}
	}
	c.Endpoint = scheme + "://" + u.Host
	if u.User != nil {
		c.AccessKey = u.User.Username()
		c.SecretKey, _ = u.User.Password()
	} else {
		c.AccessKey, c.SecretKey = os.Getenv("AWS_ACCESS_KEY_ID"), os.Getenv("AWS_SECRET_ACCESS_KEY")
	}
	if c.AccessKey == "" || c.SecretKey == "" {
		return S3Config{}, errors.New("storage: no S3 keys: put them in STORAGE_URL (s3://ACCESS:SECRET@host/bucket) or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY")
	}
	return c, nil
}

// s3Timeout bounds one object operation; a picture is at most a few hundred KB.
const s3Timeout = 10 * time.Second

// NewS3 builds a client for c. It does not contact the service: see Check.
func NewS3(c S3Config) *S3 {
	client := s3.New(s3.Options{
		Region:       c.Region,
		BaseEndpoint: aws.String(c.Endpoint),
		UsePathStyle: c.PathStyle,
		Credentials:  credentials.NewStaticCredentialsProvider(c.AccessKey, c.SecretKey, ""),
		// Every media request is one GET: keep them on warm connections.
		HTTPClient: awshttp.NewBuildableClient().WithTransportOptions(func(t *http.Transport) { t.MaxIdleConnsPerHost = 64 }),
		// Checksums only where the API requires them: several S3-compatible services reject or
		// mangle the newer default trailing checksums, and TLS already protects the bytes.
		RequestChecksumCalculation: aws.RequestChecksumCalculationWhenRequired,
		ResponseChecksumValidation: aws.ResponseChecksumValidationWhenRequired,
		RetryMaxAttempts:           2,
	})
	return &S3{client: client, bucket: c.Bucket, prefix: c.Prefix, where: c.Endpoint + "/" + c.Bucket}
}

// Check confirms that the bucket exists and the keys may use it.
func (s *S3) Check(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, s3Timeout)
	defer cancel()
	if _, err := s.client.HeadBucket(ctx, &s3.HeadBucketInput{Bucket: &s.bucket}); err != nil {
		return s.wrap("check bucket", "", err)
	}
	return nil
}

func (s *S3) objectKey(key string) string { return s.prefix + key }

func (s *S3) Put(ctx context.Context, key string, data []byte, contentType string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, s3Timeout)
	defer cancel()
	_, err := s.client.PutObject(ctx, &s3.PutObjectInput{
		Bucket: &s.bucket, Key: aws.String(s.objectKey(key)), Body: bytes.NewReader(data),
		ContentLength: aws.Int64(int64(len(data))), ContentType: aws.String(contentType),
	})
	return s.wrap("put", key, err)
}

// Open streams the object; the body stays readable after Open returns, so the caller's
// context (not a timeout of ours) bounds the read.
func (s *S3) Open(ctx context.Context, key string) (io.ReadCloser, error) {
	if err := checkKey(key); err != nil {
		return nil, err
	}
	out, err := s.client.GetObject(ctx, &s3.GetObjectInput{Bucket: &s.bucket, Key: aws.String(s.objectKey(key))})
	if err != nil {
		if notFound(err) {
			return nil, ErrNotFound
		}
		return nil, s.wrap("open", key, err)
	}
	return out.Body, nil
}

// Delete removes the object; S3 answers success for a missing key, which keeps retries and
// cleanup idempotent as the Store contract asks.
func (s *S3) Delete(ctx context.Context, key string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, s3Timeout)
	defer cancel()
	_, err := s.client.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: &s.bucket, Key: aws.String(s.objectKey(key))})
	if err != nil && notFound(err) {
		return nil
	}
	return s.wrap("delete", key, err)
}

// wrap names the operation and marks a service that cannot be reached (or answers 5xx) as
// errs.ErrUnavailable, which the API answers 503 like a database outage.
func (s *S3) wrap(op, key string, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, context.Canceled) { // the caller gave up: not the service's fault
		return fmt.Errorf("storage: %s: %w", op, context.Canceled)
	}
	where := s.where
	if key != "" {
		where = s.where + "/" + path.Join(s.prefix, key)
	}
	if unavailable(err) {
		return fmt.Errorf("storage: %s %s: %w: %w", op, where, errs.ErrUnavailable, err)
	}
	return fmt.Errorf("storage: %s %s: %w", op, where, err)
}

func notFound(err error) bool {
	var nsk *types.NoSuchKey
	var nf *types.NotFound
	var api smithy.APIError
	return errors.As(err, &nsk) || errors.As(err, &nf) || (errors.As(err, &api) && api.ErrorCode() == "NoSuchKey")
}

func unavailable(err error) bool {
	var netErr net.Error
	var resp *awshttp.ResponseError
	switch {
	case errors.As(err, &netErr):
		return true // refused, reset, timed out
	case errors.As(err, &resp):
		return resp.HTTPStatusCode() >= 500
	}
	return false
}
