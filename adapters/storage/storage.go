// Package storage keeps uploaded objects (profile photos) behind a small
// interface so the local-disk implementation can later be swapped for an
// S3-compatible one.
package storage

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"strings"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// Store is a flat key/value object store. Keys are slash-separated and must
// satisfy ValidKey.
type Store interface {
	Put(ctx context.Context, key string, data []byte, contentType string) error
	Open(ctx context.Context, key string) (io.ReadCloser, error) // ErrNotFound when missing
	Delete(ctx context.Context, key string) error                // missing is not an error
}

var (
	// ErrNotFound is of kind errs.ErrNotFound, so callers outside this package need not know it.
	ErrNotFound   = fmt.Errorf("object %w", errs.ErrNotFound)
	ErrInvalidKey = errors.New("invalid object key")
)

const maxKeyLen = 256

// ValidKey reports whether key is safe to use: only [a-z0-9/_.-], relative,
// no empty segments and no segment starting with '.', which rules out "." and
// "..", hidden files and the temp files Put writes (see tempName).
func ValidKey(key string) bool {
	if key == "" || len(key) > maxKeyLen {
		return false
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '/' || c == '_' || c == '-' || c == '.') {
			return false
		}
	}
	for seg := range strings.SplitSeq(key, "/") {
		if seg == "" || seg[0] == '.' {
			return false
		}
	}
	return true
}

// NewKey returns prefix + "/" + 128 random bits in hex. Keys double as the
// only secret guarding a photo URL, so they must be unguessable.
func NewKey(prefix string) string {
	var b [16]byte
	rand.Read(b[:]) // never fails since Go 1.24; it crashes the program instead
	prefix = strings.Trim(prefix, "/")
	if prefix == "" {
		return hex.EncodeToString(b[:])
	}
	return prefix + "/" + hex.EncodeToString(b[:])
}

// Local stores objects as files under one directory.
//
// All file access goes through an os.Root, so even a symlink planted inside
// the directory cannot make it read or write outside; key validation is the
// first line of defence, the Root the second.
type Local struct {
	root *os.Root
}

var _ Store = (*Local)(nil)

// NewLocal opens (creating it 0700 if needed) dir as a store.
func NewLocal(dir string) (*Local, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("storage: creating %s: %w", dir, err)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("storage: opening %s: %w", dir, err)
	}
	return &Local{root: root}, nil
}

// Close releases the directory handle.
func (l *Local) Close() error { return l.root.Close() }

func checkKey(key string) error {
	if !ValidKey(key) {
		return fmt.Errorf("%w: %q", ErrInvalidKey, key)
	}
	return nil
}

// tempName starts with '.', which no valid key segment can, so readers never
// see a half-written file and a temp file can never shadow an object.
func tempName(key string) string {
	var b [8]byte
	rand.Read(b[:])
	return path.Join(path.Dir(key), ".tmp-"+hex.EncodeToString(b[:]))
}

// Put writes data atomically: readers see either the old object or the
// complete new one, never a partial file. contentType is not persisted
// locally (callers serve the type recorded alongside the key).
func (l *Local) Put(ctx context.Context, key string, data []byte, contentType string) (err error) {
	if err := checkKey(key); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	dir := path.Dir(key)
	if err := l.root.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("storage: put %s: %w", key, err)
	}
	tmp := tempName(key)
	f, err := l.root.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return fmt.Errorf("storage: put %s: %w", key, err)
	}
	defer func() {
		if err != nil {
			f.Close()
			l.root.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return fmt.Errorf("storage: put %s: %w", key, err)
	}
	// Sync before rename, or a crash could leave a complete-looking but empty file.
	if err = f.Sync(); err != nil {
		return fmt.Errorf("storage: put %s: %w", key, err)
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("storage: put %s: %w", key, err)
	}
	if err = ctx.Err(); err != nil {
		return err
	}
	if err = l.root.Rename(tmp, key); err != nil {
		return fmt.Errorf("storage: put %s: %w", key, err)
	}
	syncDir(l.root, dir)
	return nil
}

// syncDir makes the rename durable; failure only weakens durability, not
// correctness, so it is ignored.
func syncDir(root *os.Root, dir string) {
	if d, err := root.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// Open returns the object's content; the caller must close it.
func (l *Local) Open(ctx context.Context, key string) (io.ReadCloser, error) {
	if err := checkKey(key); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	f, err := l.root.Open(key)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("storage: open %s: %w", key, err)
	}
	// A key naming a directory ("photos") is not an object.
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("storage: open %s: %w", key, err)
		}
		return nil, ErrNotFound
	}
	return f, nil
}

// Delete removes the object; deleting a missing object succeeds so that
// retries and cleanup jobs are idempotent.
func (l *Local) Delete(ctx context.Context, key string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	st, err := l.root.Lstat(key)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("storage: delete %s: %w", key, err)
	}
	if st.IsDir() { // a key prefix, not an object
		return nil
	}
	if err := l.root.Remove(key); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("storage: delete %s: %w", key, err)
	}
	// The object's folder goes with its last object (a picture's folder is named by its id, a
	// trace of an erased member otherwise). Removing a folder that still holds something fails,
	// which is the point; the top-level folders stay.
	if dir := path.Dir(key); strings.Contains(dir, "/") {
		_ = l.root.Remove(dir)
	}
	return nil
}
