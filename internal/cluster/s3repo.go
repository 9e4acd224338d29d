package cluster

import (
	"context"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"github.com/reshimgathi/reshimgathi/adapters/storage/versitygw"
)

// The backup repository lives in the object storage the cluster already runs for pictures
// (docs/operations.md, "Backups and recovery"): its own bucket, reached through a second
// Versity Gateway over the same buckets that serves https, because pgBackRest speaks S3 over
// TLS only. The gateway's certificate is self-signed at start and pgBackRest is told to trust
// exactly it (repo1-storage-ca-file), so the connection is still verified.

// BackupBucket is the bucket that holds the pgBackRest repository. It is not versioned:
// pgBackRest expires its own backups and WAL, and versions would keep them past the retention.
const BackupBucket = "backups"

// BackupRepoPath is the repository's prefix in BackupBucket (repo1-path): archive/ and backup/
// are under it.
const BackupRepoPath = "/pgbackrest"

// startBackupStore starts the TLS gateway, makes the bucket, and answers pgBackRest's S3
// settings, with the object storage's own keys.
func (c *Cluster) startBackupStore(ctx context.Context) (*S3Repo, error) {
	// The certificate goes beside pgBackRest's configuration, where the postgres user reads
	// it (cert.pem is world-readable; the key stays root's, for the gateway alone).
	secure, err := c.Storage.ServeTLS(ctx, filepath.Join(c.backups.dir, "tls"))
	if err != nil {
		return nil, fmt.Errorf("the object store's TLS endpoint: %w", err)
	}
	c.BackupStore = secure
	if err := c.Storage.CreateBucket(BackupBucket); err != nil {
		return nil, err
	}
	host, port, ok := strings.Cut(secure.Addr, ":")
	if !ok {
		return nil, fmt.Errorf("the TLS gateway's address %q has no port", secure.Addr)
	}
	p, err := strconv.Atoi(port)
	if err != nil {
		return nil, err
	}
	return &S3Repo{Endpoint: host, Port: p, Bucket: BackupBucket, Region: "us-east-1",
		Key: secure.AccessKey, Secret: secure.SecretKey, CAFile: secure.CertFile()}, nil
}

// RepoObjects lists the keys under prefix (relative to the repository, e.g. "archive/main/")
// in the backup bucket: what pgBackRest has put in the object storage.
func (c *Cluster) RepoObjects(ctx context.Context, prefix string) ([]string, error) {
	if c.BackupStore == nil {
		return nil, fmt.Errorf("the cluster runs without backups")
	}
	in := &s3.ListObjectsV2Input{Bucket: aws.String(BackupBucket), Prefix: aws.String(strings.TrimPrefix(BackupRepoPath, "/") + "/" + prefix)}
	var keys []string
	for {
		out, err := c.BackupStore.Client().ListObjectsV2(ctx, in)
		if err != nil {
			return nil, err
		}
		for _, o := range out.Contents {
			keys = append(keys, aws.ToString(o.Key))
		}
		if !aws.ToBool(out.IsTruncated) {
			return keys, nil
		}
		in.ContinuationToken = out.NextContinuationToken
	}
}

// DefaultPictureVersionRetention is how long an overwritten or deleted picture or document is
// kept after it was replaced: the window to bring one back, and what the privacy notice
// promises as the most a deleted one is kept (docs/operations.md).
const DefaultPictureVersionRetention = 30 * 24 * time.Hour

// ExpirePictureVersions removes the picture and document versions replaced longer ago than the
// retention (Options.PictureVersionRetention); cmd/cluster runs it hourly.
func (c *Cluster) ExpirePictureVersions(ctx context.Context) (versitygw.Expired, error) {
	if !c.opts.PictureVersions {
		return versitygw.Expired{}, nil
	}
	keep := c.opts.PictureVersionRetention
	if keep <= 0 {
		keep = DefaultPictureVersionRetention
	}
	done, err := c.Storage.ExpireNoncurrent(ctx, Bucket, keep, time.Now())
	if err == nil && done != (versitygw.Expired{}) {
		c.log.Info("old picture versions expired", "versions", done.Versions, "delete_markers", done.DeleteMarkers, "kept_for", keep)
	}
	return done, err
}
