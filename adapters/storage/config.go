package storage

import (
	"fmt"
	"strings"
)

// FromURL opens the store that STORAGE_URL names (docs/operations.md, "Object storage"):
// empty means files under localDir (DATA_DIR/uploads); s3://… an S3-compatible bucket.
func FromURL(raw, localDir string) (Store, error) {
	switch {
	case raw == "":
		return NewLocal(localDir)
	case strings.HasPrefix(raw, "s3://"):
		c, err := ParseS3URL(raw)
		if err != nil {
			return nil, err
		}
		return NewS3(c), nil
	}
	return nil, fmt.Errorf("storage: STORAGE_URL must be empty (files under %s) or s3://…", localDir)
}
