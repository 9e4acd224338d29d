package jwtauth

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// LoadOrCreateKey returns the signing key stored at path, creating it with
// 32 random bytes (hex, mode 0600) when the file does not exist. This is the
// embedded default's key under var/: random per installation, never a
// constant in code (docs/security.md 6). Operators may instead provide their own
// file holding a hex or base64 key of at least 32 bytes.
//
// Creation is atomic and first-writer-wins: the key is written to a temp
// file, synced, then hard-linked into place, which fails if another process
// got there first, in which case that process's key is read and used. A
// reader can never see a half-written key, and two instances starting
// together never end up signing with different keys.
func LoadOrCreateKey(path string) ([]byte, error) {
	key, err := readKey(path)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return key, err
	}
	if err := createKey(path); err != nil && !errors.Is(err, fs.ErrExist) {
		return nil, err
	}
	return readKey(path)
}

func readKey(path string) ([]byte, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	key, err := decodeKey(bytes.TrimSpace(raw))
	if err != nil {
		return nil, fmt.Errorf("jwtauth: key file %s: %w", path, err)
	}
	return key, nil
}

// decodeKey accepts hex first (what we write), then the base64 spellings
// that `openssl rand -base64` and friends produce. Raw text is not accepted:
// a human-chosen passphrase is not a 256-bit key.
func decodeKey(s []byte) ([]byte, error) {
	text := string(s)
	var key []byte
	var err error
	if key, err = hex.DecodeString(text); err != nil {
		for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
			if key, err = enc.DecodeString(text); err == nil {
				break
			}
		}
	}
	if err != nil {
		return nil, errors.New("not a hex or base64 key")
	}
	if len(key) < MinKeyLen {
		return nil, fmt.Errorf("key is %d bytes, need at least %d", len(key), MinKeyLen)
	}
	return key, nil
}

func createKey(path string) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("jwtauth: create key directory: %w", err)
	}
	raw := make([]byte, MinKeyLen)
	if _, err := rand.Read(raw); err != nil {
		return fmt.Errorf("jwtauth: generate key: %w", err)
	}
	// CreateTemp makes the file 0600 from the start, so the key is never
	// readable by others, not even for a moment.
	tmp, err := os.CreateTemp(dir, ".jwt-key-*")
	if err != nil {
		return fmt.Errorf("jwtauth: create key: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.WriteString(hex.EncodeToString(raw) + "\n"); err != nil {
		tmp.Close()
		return fmt.Errorf("jwtauth: write key: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("jwtauth: sync key: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("jwtauth: close key: %w", err)
	}
	if err := os.Link(tmp.Name(), path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return err
		}
		return fmt.Errorf("jwtauth: install key: %w", err)
	}
	// Make the new directory entry durable too; best effort where
	// directories cannot be synced.
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}
