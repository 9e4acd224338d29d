// Package journey drives the member journey over HTTP the way members do it — register, log
// in, search, view profiles and pictures, send and accept requests, buy a plan in the sandbox
// checkout, message — for the fault runs (cmd/chaos) and the soak (cmd/loadgen --soak). Every
// answer is recorded by operation and status, and every write the API acknowledged (a 2xx) is
// written to a Ledger that is checked against the database at the end: none lost, none twice.
package journey

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"time"
)

// Result is one answered (or failed) HTTP call.
type Result struct {
	Op      string // the contract's operation, e.g. "searchMembers"
	Status  int    // 0: no answer (Err says why)
	Err     error
	Latency time.Duration
	At      time.Time
}

// Recorder receives every Result; it must be safe for concurrent use.
type Recorder func(Result)

// client is one member's browser: its own source address (so the per-client rate limits see
// a crowd, not one machine, through nginx and without it) and its own connections.
type client struct {
	base string
	http *http.Client
	rec  Recorder
}

func newClient(base string, source netip.Addr, timeout time.Duration, rec Recorder) *client {
	dialer := &net.Dialer{Timeout: 3 * time.Second, LocalAddr: &net.TCPAddr{IP: source.AsSlice()}}
	return &client{base: base, rec: rec, http: &http.Client{Timeout: timeout, Transport: &http.Transport{
		DialContext: dialer.DialContext, MaxIdleConnsPerHost: 4, IdleConnTimeout: 30 * time.Second,
	}}}
}

// call sends one request and decodes a 2xx JSON answer into out (when not nil).
func (c *client) call(ctx context.Context, op, method, path, token, contentType string, body []byte, out any) (int, error) {
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	began := time.Now()
	res, err := c.http.Do(req)
	r := Result{Op: op, At: began}
	if err != nil {
		r.Err, r.Latency = err, time.Since(began)
		if ctx.Err() == nil { // a run that is ending is not the server's failure
			c.rec(r)
		}
		return 0, err
	}
	raw, err := io.ReadAll(res.Body)
	res.Body.Close()
	r.Status, r.Latency = res.StatusCode, time.Since(began)
	if err != nil && ctx.Err() == nil {
		r.Err = fmt.Errorf("reading the answer: %w", err)
	}
	if r.Err == nil && res.StatusCode < 300 && out != nil {
		if err := json.Unmarshal(raw, out); err != nil {
			r.Err = fmt.Errorf("decoding the answer: %w", err)
		}
	}
	if res.StatusCode >= 400 && r.Err == nil && res.Header.Get("Content-Type") != "application/problem+json" {
		r.Err = fmt.Errorf("a %d that is not a problem document: %.200s", res.StatusCode, raw)
	}
	c.rec(r)
	if r.Err != nil {
		return res.StatusCode, r.Err
	}
	if res.StatusCode >= 300 {
		return res.StatusCode, &StatusError{Op: op, Status: res.StatusCode, Body: string(raw)}
	}
	return res.StatusCode, nil
}

func (c *client) json(ctx context.Context, op, method, path, token string, in, out any) (int, error) {
	var body []byte
	ct := ""
	if in != nil {
		body, _ = json.Marshal(in)
		ct = "application/json"
	}
	return c.call(ctx, op, method, path, token, ct, body, out)
}

// StatusError is an answer other than 2xx.
type StatusError struct {
	Op     string
	Status int
	Body   string
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("%s: HTTP %d %.200s", e.Op, e.Status, e.Body)
}

// IsStatus reports whether err is an answer with that status.
func IsStatus(err error, status int) bool {
	var se *StatusError
	return errors.As(err, &se) && se.Status == status
}
