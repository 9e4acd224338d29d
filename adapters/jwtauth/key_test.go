package jwtauth

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

func TestLoadOrCreateKeyCreates(t *testing.T) {
	path := filepath.Join(t.TempDir(), "var", "jwt.key")
	k1, err := LoadOrCreateKey(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(k1) != 32 {
		t.Fatalf("created key is %d bytes", len(k1))
	}
	if bytes.Equal(k1, make([]byte, 32)) {
		t.Fatal("created key is all zeros")
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Fatalf("key file mode %v, want 0600", st.Mode().Perm())
	}
	k2, err := LoadOrCreateKey(path)
	if err != nil || !bytes.Equal(k1, k2) {
		t.Fatalf("second load returned a different key (err %v)", err)
	}
	if _, err := New(k1, testIss, testAud, testTTL); err != nil {
		t.Fatalf("created key not usable: %v", err)
	}
	// No temp files left beside the key.
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Fatalf("key directory holds %d entries, want 1", len(entries))
	}

	other, err := LoadOrCreateKey(filepath.Join(t.TempDir(), "jwt.key"))
	if err != nil || bytes.Equal(other, k1) {
		t.Fatal("two installations got the same key: it is not random")
	}
}

func TestLoadOrCreateKeyConcurrentStartAgrees(t *testing.T) {
	path := filepath.Join(t.TempDir(), "var", "jwt.key")
	const n = 8
	keys := make([][]byte, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			k, err := LoadOrCreateKey(path)
			if err != nil {
				t.Error(err)
			}
			keys[i] = k
		}()
	}
	wg.Wait()
	for i := 1; i < n; i++ {
		if !bytes.Equal(keys[0], keys[i]) {
			t.Fatal("instances starting together got different keys")
		}
	}
}

func TestLoadOrCreateKeyReadsOperatorKeys(t *testing.T) {
	raw := make([]byte, 48)
	rand.Read(raw)
	for name, content := range map[string]string{
		"hex":            hex.EncodeToString(raw) + "\n",
		"base64":         base64.StdEncoding.EncodeToString(raw) + "\n",
		"base64 raw url": base64.RawURLEncoding.EncodeToString(raw),
	} {
		path := filepath.Join(t.TempDir(), "jwt.key")
		if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		got, err := LoadOrCreateKey(path)
		if err != nil || !bytes.Equal(got, raw) {
			t.Errorf("%s: got %x, %v", name, got, err)
		}
	}
}

func TestLoadOrCreateKeyRejectsWeakFiles(t *testing.T) {
	for name, content := range map[string]string{
		"short hex":  hex.EncodeToString(make([]byte, 31)),
		"passphrase": "correct horse battery staple is my jwt secret!",
		"empty":      "",
	} {
		path := filepath.Join(t.TempDir(), "jwt.key")
		if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		if k, err := LoadOrCreateKey(path); err == nil {
			t.Errorf("%s: accepted %d-byte key", name, len(k))
		}
		// A bad file is an operator error to report, never silently replaced.
		if b, _ := os.ReadFile(path); string(b) != content {
			t.Errorf("%s: key file was overwritten", name)
		}
	}
}
