package versitygw

import (
	"context"
	"fmt"
	"sort"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

// Old versions are kept for a while, not forever: a member who deletes a picture, or their
// account, is promised that the copies go too (the privacy notice's "How long we keep it";
// docs/operations.md, "Backups and recovery"). On AWS a lifecycle rule does this
// (NoncurrentVersionExpiration plus ExpiredObjectDeleteMarker); Versity Gateway answers
// lifecycle configuration with NotImplemented, so the harness does the same work itself.

// Expired counts what ExpireNoncurrent removed.
type Expired struct {
	Versions, DeleteMarkers int
}

// version is one stored version of a key, or a delete marker.
type version struct {
	key, id      string
	modified     time.Time
	latest       bool
	deleteMarker bool
}

// ExpireNoncurrent removes from bucket every version that stopped being the current one at
// least keep before now (as S3 counts it: from the moment a newer version or a delete marker
// replaced it), then every delete marker left with no version under it. The current version
// of a key is never touched, so no live picture is lost.
func (g *Gateway) ExpireNoncurrent(ctx context.Context, bucket string, keep time.Duration, now time.Time) (Expired, error) {
	byKey, err := g.versionsOf(ctx, bucket)
	if err != nil {
		return Expired{}, err
	}
	var done Expired
	for _, vs := range byKey {
		for _, v := range expiredVersions(vs, keep, now) {
			if _, err := g.Client().DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(bucket), Key: aws.String(v.key),
				VersionId: aws.String(v.id)}); err != nil {
				return done, fmt.Errorf("versitygw: expire version %s of %s: %w", v.id, v.key, err)
			}
			if v.deleteMarker {
				done.DeleteMarkers++
			} else {
				done.Versions++
			}
		}
	}
	return done, nil
}

// expiredVersions picks, from one key's versions, the ones ExpireNoncurrent removes.
func expiredVersions(vs []version, keep time.Duration, now time.Time) []version {
	// Newest first; the current one first of all (timestamps may tie within a second).
	sort.SliceStable(vs, func(i, j int) bool {
		if vs[i].latest != vs[j].latest {
			return vs[i].latest
		}
		return vs[i].modified.After(vs[j].modified)
	})
	var gone []version
	for i := 1; i < len(vs); i++ {
		if noncurrentSince := vs[i-1].modified; now.Sub(noncurrentSince) >= keep {
			gone = append(gone, vs[i])
		}
	}
	// A delete marker over nothing hides nothing any more: S3's "expired object delete marker".
	if len(vs) > 0 && vs[0].deleteMarker && len(gone) == len(vs)-1 {
		gone = append(gone, vs[0])
	}
	return gone
}

// versionsOf lists every version and delete marker in bucket, by key (the whole listing: the
// harness's buckets are small; a production store runs its own lifecycle rule).
func (g *Gateway) versionsOf(ctx context.Context, bucket string) (map[string][]version, error) {
	byKey := map[string][]version{}
	in := &s3.ListObjectVersionsInput{Bucket: aws.String(bucket)}
	for {
		out, err := g.Client().ListObjectVersions(ctx, in)
		if err != nil {
			return nil, fmt.Errorf("versitygw: list versions in %s: %w", bucket, err)
		}
		for _, v := range out.Versions {
			k := aws.ToString(v.Key)
			byKey[k] = append(byKey[k], version{key: k, id: aws.ToString(v.VersionId), modified: aws.ToTime(v.LastModified), latest: aws.ToBool(v.IsLatest)})
		}
		for _, m := range out.DeleteMarkers {
			k := aws.ToString(m.Key)
			byKey[k] = append(byKey[k], version{key: k, id: aws.ToString(m.VersionId), modified: aws.ToTime(m.LastModified),
				latest: aws.ToBool(m.IsLatest), deleteMarker: true})
		}
		if !aws.ToBool(out.IsTruncated) {
			return byKey, nil
		}
		in.KeyMarker, in.VersionIdMarker = out.NextKeyMarker, out.NextVersionIdMarker
	}
}
