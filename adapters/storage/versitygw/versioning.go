package versitygw

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sort"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"
)

// Versioning keeps every version of every object in a bucket: a picture or an identity
// document deleted or overwritten by mistake (or by a bug) can be brought back with
// Undelete (docs/operations.md, "Backups and recovery").

// Client is an S3 client for the gateway's root account (over https, trusting the gateway's
// certificate, when it serves TLS).
func (g *Gateway) Client() *s3.Client {
	hc, err := g.httpClient()
	if err != nil { // the certificate file went away: requests fail on verification instead
		hc = &http.Client{}
	}
	return s3.New(s3.Options{
		HTTPClient:                 hc,
		Region:                     "us-east-1",
		BaseEndpoint:               aws.String(g.Endpoint()),
		UsePathStyle:               true,
		Credentials:                credentials.NewStaticCredentialsProvider(g.AccessKey, g.SecretKey, ""),
		RequestChecksumCalculation: aws.RequestChecksumCalculationWhenRequired,
		ResponseChecksumValidation: aws.ResponseChecksumValidationWhenRequired,
	})
}

// EnableVersioning turns versioning on for bucket; the gateway must have been started with
// StartVersioned.
func (g *Gateway) EnableVersioning(ctx context.Context, bucket string) error {
	if g.versions == "" {
		return errors.New("versitygw: started without a versioning directory")
	}
	_, err := g.Client().PutBucketVersioning(ctx, &s3.PutBucketVersioningInput{Bucket: aws.String(bucket),
		VersioningConfiguration: &types.VersioningConfiguration{Status: types.BucketVersioningStatusEnabled}})
	if err != nil {
		return fmt.Errorf("versitygw: enable versioning of %s: %w", bucket, err)
	}
	return nil
}

// Undelete brings back the newest stored version of a deleted key by removing the delete
// markers above it: what an operator does for a picture or a document deleted by mistake.
func (g *Gateway) Undelete(ctx context.Context, bucket, key string) error {
	out, err := g.Client().ListObjectVersions(ctx, &s3.ListObjectVersionsInput{Bucket: aws.String(bucket), Prefix: aws.String(key)})
	if err != nil {
		return fmt.Errorf("versitygw: list versions of %s: %w", key, err)
	}
	var markers []types.DeleteMarkerEntry
	for _, m := range out.DeleteMarkers {
		if aws.ToString(m.Key) == key {
			markers = append(markers, m)
		}
	}
	kept := 0
	for _, v := range out.Versions {
		if aws.ToString(v.Key) == key {
			kept++
		}
	}
	if kept == 0 {
		return fmt.Errorf("versitygw: no stored version of %s to bring back", key)
	}
	sort.Slice(markers, func(i, j int) bool {
		return aws.ToTime(markers[i].LastModified).After(aws.ToTime(markers[j].LastModified))
	})
	for _, m := range markers {
		if _, err := g.Client().DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(bucket), Key: aws.String(key), VersionId: m.VersionId}); err != nil {
			return fmt.Errorf("versitygw: remove the delete marker of %s: %w", key, err)
		}
	}
	return nil
}
