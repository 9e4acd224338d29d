package main

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// connPool sends HTTP/1.1 requests over kept-alive connections itself: net/http's client runs
// two goroutines per connection and hands every request and response between them, which made
// the generator the third-largest user of the cores it shares with what it measures (pprof).
// Responses are still parsed by net/http (http.ReadResponse).
type connPool struct {
	addr, host     string
	acceptEncoding string // sent with every request, as a browser sends it ("": none)
	timeout        time.Duration
	idle           chan *clientConn
}

type clientConn struct {
	c net.Conn
	r *bufio.Reader
	w *bufio.Writer
}

// newConnPool answers a pool for an http:// base URL, or nil for any other (the caller then
// uses net/http).
func newConnPool(baseURL, acceptEncoding string, timeout time.Duration, maxIdle int) *connPool {
	u, err := url.Parse(baseURL)
	if err != nil || u.Scheme != "http" {
		return nil
	}
	addr := u.Host
	if u.Port() == "" {
		addr = net.JoinHostPort(u.Hostname(), "80")
	}
	return &connPool{addr: addr, host: u.Host, acceptEncoding: acceptEncoding, timeout: timeout, idle: make(chan *clientConn, maxIdle)}
}

func (p *connPool) get() (*clientConn, error) {
	select {
	case cc := <-p.idle:
		return cc, nil
	default:
	}
	c, err := net.DialTimeout("tcp", p.addr, 5*time.Second)
	if err != nil {
		return nil, err
	}
	return &clientConn{c: c, r: bufio.NewReaderSize(c, 16<<10), w: bufio.NewWriterSize(c, 4<<10)}, nil
}

func (p *connPool) put(cc *clientConn) {
	select {
	case p.idle <- cc:
	default:
		cc.c.Close()
	}
}

// do sends r and reads the whole answer; it returns the status code, or 0 when no answer came.
func (p *connPool) do(r request) int {
	cc, err := p.get()
	if err != nil {
		return 0
	}
	status, reusable := p.exchange(cc, r)
	if reusable {
		p.put(cc)
	} else {
		cc.c.Close()
	}
	return status
}

func (p *connPool) exchange(cc *clientConn, r request) (status int, reusable bool) {
	if err := cc.c.SetDeadline(time.Now().Add(p.timeout)); err != nil {
		return 0, false
	}
	fmt.Fprintf(cc.w, "%s %s HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer %s\r\n", r.method, r.path, p.host, r.token)
	if p.acceptEncoding != "" {
		fmt.Fprintf(cc.w, "Accept-Encoding: %s\r\n", p.acceptEncoding)
	}
	if r.body != nil {
		fmt.Fprintf(cc.w, "Content-Type: application/json\r\nContent-Length: %s\r\n", strconv.Itoa(len(r.body)))
	}
	cc.w.WriteString("\r\n")
	cc.w.Write(r.body)
	if err := cc.w.Flush(); err != nil {
		return 0, false
	}
	resp, err := http.ReadResponse(cc.r, nil)
	if err != nil {
		return 0, false
	}
	_, err = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if err != nil {
		return 0, false
	}
	return resp.StatusCode, !resp.Close
}
