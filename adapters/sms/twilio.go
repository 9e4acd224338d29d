package sms

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Twilio sends texts through Twilio's Programmable Messaging API: one
// POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To (E.164), Body and From
// (a Twilio number or an approved sender id) or MessagingServiceSid, authenticated with HTTP
// basic auth (Account SID, Auth Token). Twilio answers 201 with the Message resource (sid,
// status "queued" or "accepted") or an error document {code, message, more_info, status}.
type Twilio struct {
	c      TwilioConfig
	client *http.Client
	log    *slog.Logger
}

var _ Sender = (*Twilio)(nil)

// TwilioConfig is what SMS_URL names.
type TwilioConfig struct {
	AccountSID       string
	AuthToken        string
	From             string // a sender: +E.164 number or alphanumeric sender id
	MessagingService string // or a Messaging Service SID (MG…), which picks the sender itself
	// BaseURL is https://api.twilio.com, or http://host:port for a local fake (loopback only).
	BaseURL string
}

// ParseTwilioURL reads SMS_URL (docs/operations.md, "SMS"):
//
//	twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com?from=%2B15005550006
//	twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com?messagingService=MG0123456789abcdef0123456789abcdef
//
// The host is Twilio's API host (api.twilio.com, or a regional edge such as
// api.mumbai.in1.twilio.com). "&tls=off" talks plain HTTP and is accepted only for loopback
// hosts: a local fake of the API in tests, never production.
func ParseTwilioURL(raw string) (TwilioConfig, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return TwilioConfig{}, errors.New("sms: invalid SMS_URL") // url.Error would quote the token
	}
	if u.Scheme != "twilio" {
		return TwilioConfig{}, errors.New("sms: SMS_URL must start with twilio://")
	}
	c := TwilioConfig{}
	if u.User != nil {
		c.AccountSID = u.User.Username()
		c.AuthToken, _ = u.User.Password()
	}
	if c.AccountSID == "" || c.AuthToken == "" {
		return TwilioConfig{}, errors.New("sms: SMS_URL needs ACCOUNT_SID:AUTH_TOKEN@host")
	}
	if u.Host == "" {
		return TwilioConfig{}, errors.New("sms: SMS_URL has no host")
	}
	scheme := "https"
	for k, v := range u.Query() {
		val := v[len(v)-1]
		switch k {
		case "from":
			c.From = val
		case "messagingService":
			c.MessagingService = val
		case "tls":
			if val != "off" {
				return TwilioConfig{}, errors.New("sms: tls may only be off (for a local fake)")
			}
			if !isLoopback(u.Hostname()) {
				return TwilioConfig{}, errors.New("sms: tls=off is only allowed for loopback hosts")
			}
			scheme = "http"
		default:
			return TwilioConfig{}, fmt.Errorf("sms: unknown SMS_URL parameter %q", k)
		}
	}
	if (c.From == "") == (c.MessagingService == "") {
		return TwilioConfig{}, errors.New("sms: SMS_URL needs either from=… or messagingService=…")
	}
	c.BaseURL = scheme + "://" + u.Host
	return c, nil
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// NewTwilio makes the sender; each text is one request with a 15-second limit.
func NewTwilio(c TwilioConfig, log *slog.Logger) *Twilio {
	return &Twilio{c: c, client: &http.Client{Timeout: 15 * time.Second}, log: orDiscard(log)}
}

// LogValue keeps the token out of logs if someone logs the sender itself.
func (t *Twilio) LogValue() slog.Value {
	return slog.GroupValue(slog.String("provider", "twilio"), slog.String("api", t.c.BaseURL))
}

// twilioMessage is the part of Twilio's Message resource this sender reads.
type twilioMessage struct {
	SID          string  `json:"sid"`
	Status       string  `json:"status"`
	ErrorCode    *int    `json:"error_code"`
	ErrorMessage *string `json:"error_message"`
}

// twilioError is Twilio's error document.
type twilioError struct {
	Code     int    `json:"code"`
	Message  string `json:"message"`
	MoreInfo string `json:"more_info"`
	Status   int    `json:"status"`
}

// Send posts one message. Twilio's own error message is not returned: it quotes the number.
func (t *Twilio) Send(ctx context.Context, to, body string) error {
	form := url.Values{"To": {e164(to)}, "Body": {body}}
	if t.c.MessagingService != "" {
		form.Set("MessagingServiceSid", t.c.MessagingService)
	} else {
		form.Set("From", t.c.From)
	}
	endpoint := t.c.BaseURL + "/2010-04-01/Accounts/" + url.PathEscape(t.c.AccountSID) + "/Messages.json"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, strings.NewReader(form.Encode()))
	if err != nil {
		return fmt.Errorf("sms: twilio: %w", err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	req.SetBasicAuth(t.c.AccountSID, t.c.AuthToken)
	res, err := t.client.Do(req)
	if err != nil {
		var uerr *url.Error
		if errors.As(err, &uerr) {
			err = uerr.Err // the URL names the account, not a secret, but the error is enough
		}
		return fmt.Errorf("sms: twilio unreachable: %w", err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, 64<<10))
	if err != nil {
		return fmt.Errorf("sms: twilio: reading the answer: %w", err)
	}
	if res.StatusCode != http.StatusCreated && res.StatusCode != http.StatusOK {
		var e twilioError
		if json.Unmarshal(raw, &e) == nil && e.Code != 0 {
			return fmt.Errorf("sms: twilio refused the message: HTTP %d, error %d (%s)", res.StatusCode, e.Code, e.MoreInfo)
		}
		return fmt.Errorf("sms: twilio refused the message: HTTP %d", res.StatusCode)
	}
	var m twilioMessage
	if err := json.Unmarshal(raw, &m); err != nil || m.SID == "" {
		return errors.New("sms: twilio answered without a message sid")
	}
	if m.Status == "failed" || m.Status == "undelivered" {
		code := 0
		if m.ErrorCode != nil {
			code = *m.ErrorCode
		}
		return fmt.Errorf("sms: twilio could not send the message: status %s, error %d", m.Status, code)
	}
	t.log.Info("sms sent", slog.String("provider", "twilio"), slog.String("sid", m.SID), slog.String("status", m.Status))
	return nil
}
