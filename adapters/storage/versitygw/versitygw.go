// Package versitygw runs Versity Gateway, an S3-compatible server over a local directory, as a
// child process: the storage adapter's tests and the cluster harness (cmd/cluster) speak the
// real S3 protocol to it, signatures and all. The binary is built from the Go module proxy
// with `go install` on first use and kept in the repository's bin/tools/, so a clean clone
// builds it once (about a minute on two cores) and every later run reuses it.
package versitygw

import (
	"context"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/reshimgathi/reshimgathi/internal/childproc"
)

// Version is the gateway release the harness installs.
const Version = "v1.8.0"

const pkg = "github.com/versity/versitygw/cmd/versitygw"

// EnvBinary names a versitygw binary to use instead of installing one.
const EnvBinary = "VERSITYGW"

// Binary returns the path of the gateway, installing it on first use.
func Binary(ctx context.Context) (string, error) {
	if p := os.Getenv(EnvBinary); p != "" {
		return p, nil
	}
	root, err := repoRoot()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(root, "bin", "tools", "versitygw-"+Version)
	bin := filepath.Join(dir, "versitygw")
	if isExecutable(bin) {
		return bin, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	// Test binaries of several packages start at once; one installs, the others wait for it.
	lock, err := os.OpenFile(filepath.Join(dir, ".install.lock"), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return "", err
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		return "", err
	}
	if isExecutable(bin) {
		return bin, nil
	}
	staging, err := os.MkdirTemp(dir, ".staging-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(staging)
	fmt.Fprintf(os.Stderr, "versitygw: installing %s@%s into %s (once; about a minute)\n", pkg, Version, dir)
	began := time.Now()
	cmd := exec.CommandContext(ctx, "go", "install", pkg+"@"+Version)
	cmd.Dir = staging // outside any module: `go install pkg@version` ignores the current one anyway
	cmd.Env = append(os.Environ(), "GOBIN="+staging, "CGO_ENABLED=0", "GOFLAGS=-buildvcs=false")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("versitygw: go install %s@%s: %w\n%s", pkg, Version, err, out)
	}
	if err := os.Rename(filepath.Join(staging, "versitygw"), bin); err != nil {
		return "", err
	}
	fmt.Fprintf(os.Stderr, "versitygw: installed in %s\n", time.Since(began).Round(time.Second))
	return bin, nil
}

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o111 != 0
}

// repoRoot walks up from the working directory to this module's go.mod (tests run in their
// package's directory, commands usually at the top).
func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && strings.Contains(string(b), "module github.com/reshimgathi/reshimgathi\n") {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("versitygw: not inside the reshimgathi repository; set " + EnvBinary + " to a versitygw binary")
		}
		dir = parent
	}
}

// Gateway is a running versitygw with one root account.
type Gateway struct {
	Addr                 string // 127.0.0.1:port
	AccessKey, SecretKey string
	Root                 string // the directory whose subdirectories are the buckets
	proc                 *childproc.Proc
	bin, dir, meta       string
	versions             string // --versioning-dir; empty: buckets cannot be versioned
	certFile, keyFile    string // --cert, --key: the gateway speaks https (ServeTLS)
}

// Start runs a gateway serving the buckets under dir (created if missing) on a free loopback
// port, with fresh random keys. Stop it with Stop; it also dies with this process.
func Start(ctx context.Context, dir string) (*Gateway, error) {
	return StartVersioned(ctx, dir, false)
}

// StartVersioned is Start with, when versioned, a place for the old versions of objects
// (under dir/versions), so that a bucket can be versioned (EnableVersioning, versioning.go).
func StartVersioned(ctx context.Context, dir string, versioned bool) (*Gateway, error) {
	bin, err := Binary(ctx)
	if err != nil {
		return nil, err
	}
	g := &Gateway{Root: filepath.Join(dir, "buckets"), AccessKey: "rg" + randomHex(8), SecretKey: randomHex(20),
		bin: bin, dir: dir, meta: filepath.Join(dir, "meta")}
	dirs := []string{g.Root, g.meta}
	if versioned {
		g.versions = filepath.Join(dir, "versions")
		dirs = append(dirs, g.versions)
	}
	// Object metadata goes to a sidecar directory rather than extended attributes, which not
	// every filesystem a checkout sits on supports.
	for _, d := range dirs {
		if err := os.MkdirAll(d, 0o700); err != nil {
			return nil, err
		}
	}
	if err := g.listen(ctx); err != nil {
		return nil, err
	}
	return g, nil
}

// ServeTLS starts a second gateway over the same buckets, versions and keys that speaks
// https on its own loopback port, for clients that speak S3 only over TLS (pgBackRest:
// internal/cluster/s3repo.go); the first keeps serving plain HTTP. Versity Gateway's --cert
// applies to every port it listens on, hence a second process. Its certificate is made here,
// self-signed, into certDir: cert.pem (mode 0644, what clients trust: CertFile) and key.pem
// (0600, the gateway's alone).
func (g *Gateway) ServeTLS(ctx context.Context, certDir string) (*Gateway, error) {
	cert, key, err := writeSelfSigned(certDir, time.Now())
	if err != nil {
		return nil, fmt.Errorf("versitygw: certificate: %w", err)
	}
	t := &Gateway{Root: g.Root, AccessKey: g.AccessKey, SecretKey: g.SecretKey, bin: g.bin, dir: g.dir,
		meta: g.meta, versions: g.versions, certFile: cert, keyFile: key}
	return t, t.listen(ctx)
}

// CertFile is the certificate a TLS gateway serves (its own authority); empty without TLS.
func (g *Gateway) CertFile() string { return g.certFile }

// listen launches the gateway on a free loopback port, trying another when the one picked was
// taken in between.
func (g *Gateway) listen(ctx context.Context) (err error) {
	for attempt := 1; ; attempt++ {
		if g.Addr, err = childproc.FreeAddr(); err != nil {
			return err
		}
		err = g.launch(ctx)
		if err == nil {
			return nil
		}
		if g.proc == nil { // it did not even start
			return err
		}
		g.proc.Stop(nil, 5*time.Second)
		if attempt == 3 || !strings.Contains(err.Error(), "address already in use") {
			return err
		}
	}
}

// Endpoint is the gateway's base URL: https when it serves TLS.
func (g *Gateway) Endpoint() string {
	if g.certFile != "" {
		return "https://" + g.Addr
	}
	return "http://" + g.Addr
}

func (g *Gateway) launch(ctx context.Context) error {
	args := []string{"--port", g.Addr, "--quiet", "--keep-alive"}
	name := "versitygw"
	if g.certFile != "" {
		args = append(args, "--cert", g.certFile, "--key", g.keyFile)
		name = "versitygw-tls"
	}
	args = append(args, "posix", "--sidecar", g.meta)
	if g.versions != "" {
		args = append(args, "--versioning-dir", g.versions)
	}
	cmd := exec.Command(g.bin, append(args, g.Root)...)
	cmd.Env = append(os.Environ(), "ROOT_ACCESS_KEY="+g.AccessKey, "ROOT_SECRET_KEY="+g.SecretKey)
	var err error
	if g.proc, err = childproc.Start(name, cmd, filepath.Join(g.dir, name+".log")); err != nil {
		return err
	}
	return g.waitReady(ctx)
}

// Restart starts a stopped (or killed) gateway again on its address, with its keys and its
// objects, for outage tests (cmd/chaos): the STORAGE_URL handed out stays valid.
func (g *Gateway) Restart(ctx context.Context) error {
	select {
	case <-g.proc.Exited():
	default:
		return errors.New("versitygw: still running")
	}
	return g.launch(ctx)
}

// waitReady waits for an answer over HTTP (or https, trusting the gateway's own certificate):
// an unsigned request gets 403, as from S3.
func (g *Gateway) waitReady(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := g.proc.WaitTCP(ctx, g.Addr); err != nil {
		return err
	}
	client, err := g.httpClient()
	if err != nil {
		return err
	}
	res, err := client.Get(g.Endpoint() + "/")
	if err != nil {
		return fmt.Errorf("versitygw: %w", err)
	}
	res.Body.Close()
	return nil
}

// httpClient trusts the gateway's certificate (self-signed: it is its own authority) when it
// serves TLS.
func (g *Gateway) httpClient() (*http.Client, error) {
	if g.certFile == "" {
		return http.DefaultClient, nil
	}
	pem, err := os.ReadFile(g.certFile)
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("versitygw: no certificate in %s", g.certFile)
	}
	return &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}, nil
}

// CreateBucket makes a bucket: with the posix backend, a bucket is a top-level directory.
func (g *Gateway) CreateBucket(name string) error {
	return os.Mkdir(filepath.Join(g.Root, name), 0o700)
}

// URL is the STORAGE_URL of bucket on this gateway.
func (g *Gateway) URL(bucket string) string {
	u := url.URL{Scheme: "s3", User: url.UserPassword(g.AccessKey, g.SecretKey), Host: g.Addr, Path: "/" + bucket, RawQuery: "tls=off"}
	return u.String()
}

// Stop ends the gateway; its directory is left to the caller.
func (g *Gateway) Stop() error {
	err := g.proc.Stop(nil, 5*time.Second)
	var exit *exec.ExitError
	if errors.As(err, &exit) { // ended by our signal, as asked
		return nil
	}
	return err
}

// Proc is the gateway's process, for tests that stop or kill it on purpose.
func (g *Gateway) Proc() *childproc.Proc { return g.proc }

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
