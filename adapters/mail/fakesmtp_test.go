package mail

// An in-process go-smtp server for the SMTP sender tests.

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"math/big"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// received is what the fake server saw for one delivered message.
type received struct {
	from, to string
	authUser string
	authPass string
	tls      bool
	data     []byte
}

type fakeServer struct {
	addr string
	mu   sync.Mutex
	msgs []received
}

func (f *fakeServer) messages() []received {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]received(nil), f.msgs...)
}

type fakeSession struct {
	srv  *fakeServer
	conn *smtp.Conn
	cur  received
}

func (s *fakeSession) AuthMechanisms() []string { return []string{sasl.Plain} }
func (s *fakeSession) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, user, pass string) error {
		if user != "mailer" || pass != "s3cret:pass" {
			return errors.New("bad credentials")
		}
		s.cur.authUser, s.cur.authPass = user, pass
		return nil
	}), nil
}
func (s *fakeSession) Mail(from string, _ *smtp.MailOptions) error { s.cur.from = from; return nil }
func (s *fakeSession) Rcpt(to string, _ *smtp.RcptOptions) error {
	if strings.HasPrefix(to, "reject") {
		return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "<" + to + ">: no such user"}
	}
	s.cur.to = to
	return nil
}
func (s *fakeSession) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.cur.data = b
	_, s.cur.tls = s.conn.TLSConnectionState()
	s.srv.mu.Lock()
	s.srv.msgs = append(s.srv.msgs, s.cur)
	s.srv.mu.Unlock()
	return nil
}
func (s *fakeSession) Reset()        { s.cur = received{} }
func (s *fakeSession) Logout() error { return nil }

// startServer runs go-smtp on 127.0.0.1:0. tlsConf enables STARTTLS, or
// implicit TLS when implicit is set.
func startServer(t *testing.T, tlsConf *tls.Config, implicit, allowInsecureAuth bool) *fakeServer {
	t.Helper()
	fs := &fakeServer{}
	srv := smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		return &fakeSession{srv: fs, conn: c}, nil
	}))
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = allowInsecureAuth
	srv.ReadTimeout, srv.WriteTimeout = 10*time.Second, 10*time.Second
	var l net.Listener
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if implicit {
		l = tls.NewListener(l, tlsConf)
	} else {
		srv.TLSConfig = tlsConf
	}
	fs.addr = l.Addr().String()
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return fs
}

// selfSigned returns a server config for 127.0.0.1 and a pool trusting it.
func selfSigned(t *testing.T) (*tls.Config, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "test smtp"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		IPAddresses:  []net.IP{net.ParseIP("127.0.0.1")},
		KeyUsage:     x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA:         true, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, _ := x509.ParseCertificate(der)
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return &tls.Config{Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key}}}, pool
}
