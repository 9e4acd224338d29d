package mail

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"net/textproto"
	"strings"
	"time"
)

// compose renders m as an RFC 5322 message with CRLF line endings. Both the
// outbox and SMTP use it so a developer inspecting an .eml file sees exactly
// what production would send.
func compose(from *mail.Address, m Message, now time.Time) (msg []byte, rcpt *mail.Address, err error) {
	rcpt, err = parseRecipient(m.To)
	if err != nil {
		return nil, nil, err
	}
	if strings.ContainsAny(m.Subject, "\r\n") {
		return nil, nil, ErrHeaderInjection
	}

	var b bytes.Buffer
	header := func(k, v string) { b.WriteString(k + ": " + v + "\r\n") }
	header("From", from.String())
	header("To", rcpt.String())
	header("Subject", encodeHeader(m.Subject))
	header("Date", now.Format(time.RFC1123Z))
	header("Message-ID", messageID(from, now))
	header("MIME-Version", "1.0")
	// Keeps vacation responders and ticket systems from replying to no-reply mail.
	header("Auto-Submitted", "auto-generated")

	if m.HTML == "" {
		header("Content-Type", "text/plain; charset=utf-8")
		header("Content-Transfer-Encoding", "quoted-printable")
		b.WriteString("\r\n")
		writeQP(&b, m.Text)
		return b.Bytes(), rcpt, nil
	}

	mw := multipart.NewWriter(&b)
	header("Content-Type", mime.FormatMediaType("multipart/alternative", map[string]string{"boundary": mw.Boundary()}))
	b.WriteString("\r\n")
	// Order matters: clients show the last alternative they understand.
	for _, part := range []struct{ ctype, body string }{
		{"text/plain; charset=utf-8", m.Text},
		{"text/html; charset=utf-8", m.HTML},
	} {
		w, err := mw.CreatePart(textproto.MIMEHeader{
			"Content-Type":              {part.ctype},
			"Content-Transfer-Encoding": {"quoted-printable"},
		})
		if err != nil {
			return nil, nil, err
		}
		writeQP(w, part.body)
	}
	if err := mw.Close(); err != nil {
		return nil, nil, err
	}
	b.WriteString("\r\n")
	return b.Bytes(), rcpt, nil
}

type writer interface{ Write([]byte) (int, error) }

// writeQP uses quoted-printable so Devanagari survives 7-bit relays and lines
// stay under the 998-octet limit; the encoder also turns LF into CRLF.
func writeQP(w writer, body string) {
	if !strings.HasSuffix(body, "\n") {
		body += "\n"
	}
	qp := quotedprintable.NewWriter(w)
	_, _ = qp.Write([]byte(body))
	_ = qp.Close()
}

// encodeHeader applies RFC 2047 to non-ASCII text and folds between encoded
// words so long Marathi subjects keep header lines short.
func encodeHeader(s string) string {
	enc := mime.BEncoding.Encode("utf-8", s)
	if enc == s {
		return s
	}
	return strings.ReplaceAll(enc, "?= =?", "?=\r\n =?")
}

func messageID(from *mail.Address, now time.Time) string {
	domain := "localhost"
	if i := strings.LastIndexByte(from.Address, '@'); i >= 0 && i+1 < len(from.Address) {
		domain = from.Address[i+1:]
	}
	return "<" + now.UTC().Format("20060102150405") + "." + randomHex(12) + "@" + domain + ">"
}

func randomHex(n int) string {
	buf := make([]byte, n)
	_, _ = rand.Read(buf) // crypto/rand.Read never fails on supported platforms
	return hex.EncodeToString(buf)
}
