package main

import (
	"fmt"
	"net/netip"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi"
	"github.com/reshimgathi/reshimgathi/app"
)

// config is the server's environment (docs/decisions.md §9); every variable is optional.
type config struct {
	HTTPAddr       string
	DatabaseURL    string // empty → the embedded PostgreSQL cluster under DataDir
	DataDir        string
	PublicBaseURL  string
	SMTPURL        string
	MailFrom       string
	SPADir         string
	TrustedProxies []netip.Prefix
	AdminEmail     string
	AdminPassword  string
	DemoData       bool
	PprofAddr      string // profiling endpoints, for load tests; keep it on loopback
	Streams        httpapi.StreamLimits
	// Razorpay's keys; all three unset → the local sandbox checkout (docs/adr/0012-payments.md).
	RazorpayKeyID, RazorpayKeySecret, RazorpayWebhookSecret string
	// Running on more than one machine (docs/operations.md).
	ReplicaURL  string // DATABASE_REPLICA_URL: a streaming replica for read-only use cases; empty → the primary
	StorageURL  string // STORAGE_URL: empty → DataDir/uploads; s3://… → an S3-compatible bucket
	MetricsAddr string // METRICS_ADDR: Prometheus /metrics on its own listener; empty → off
	// SMS_URL: twilio://… texts phone codes through Twilio; empty → .txt files in DataDir/sms
	// (docs/operations.md, "SMS").
	SMSURL string
	// The grievance officer the grievance page names (GRIEVANCE_OFFICER_NAME, _EMAIL, _PHONE).
	OfficerName, OfficerEmail, OfficerPhone string
	// When this instance draws members' matches ahead of time (MATCH_DRAW_*, drawconfig.go); nil: never.
	Draws *app.DrawSchedule
	// SEARCH_MEMORY=off: searches run in PostgreSQL instead of this instance's in-memory index
	// (docs/adr/0023-search-in-memory.md).
	SearchMemory bool
}

func loadConfig() (config, error) {
	c := config{
		HTTPAddr:      env("HTTP_ADDR", "127.0.0.1:8080"),
		DatabaseURL:   os.Getenv("DATABASE_URL"),
		DataDir:       env("DATA_DIR", "var"),
		SMTPURL:       os.Getenv("SMTP_URL"),
		MailFrom:      env("MAIL_FROM", "Reshimgathi <no-reply@reshimgathi.in>"),
		SPADir:        env("SPA_DIR", filepath.Join("web", "dist")),
		AdminEmail:    os.Getenv("ADMIN_EMAIL"),
		AdminPassword: os.Getenv("ADMIN_PASSWORD"),
		DemoData:      env("DEMO_DATA", "auto") != "off",
		SearchMemory:  env("SEARCH_MEMORY", "on") != "off",
		PprofAddr:     os.Getenv("PPROF_ADDR"),
		ReplicaURL:    os.Getenv("DATABASE_REPLICA_URL"),
		StorageURL:    os.Getenv("STORAGE_URL"),
		MetricsAddr:   os.Getenv("METRICS_ADDR"),
		SMSURL:        os.Getenv("SMS_URL"),
		OfficerName:   os.Getenv("GRIEVANCE_OFFICER_NAME"),
		OfficerEmail:  os.Getenv("GRIEVANCE_OFFICER_EMAIL"),
		OfficerPhone:  os.Getenv("GRIEVANCE_OFFICER_PHONE"),

		RazorpayKeyID:         os.Getenv("RAZORPAY_KEY_ID"),
		RazorpayKeySecret:     os.Getenv("RAZORPAY_KEY_SECRET"),
		RazorpayWebhookSecret: os.Getenv("RAZORPAY_WEBHOOK_SECRET"),
	}
	set := 0
	for _, v := range []string{c.RazorpayKeyID, c.RazorpayKeySecret, c.RazorpayWebhookSecret} {
		if v != "" {
			set++
		}
	}
	if set != 0 && set != 3 {
		return c, fmt.Errorf("RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET go together: set all three, or none for the sandbox")
	}
	c.PublicBaseURL = env("PUBLIC_BASE_URL", "http://"+c.HTTPAddr)
	draws, err := drawSchedule()
	if err != nil {
		return c, err
	}
	c.Draws = draws
	for _, v := range []struct {
		name string
		dst  *int
	}{
		{"LIVE_STREAMS_MAX", &c.Streams.Total},
		{"LIVE_STREAMS_PER_MEMBER", &c.Streams.PerMember},
		{"LIVE_STREAMS_PER_ADDRESS", &c.Streams.PerAddress},
	} {
		if s := os.Getenv(v.name); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 {
				return c, fmt.Errorf("%s: %q is not a positive number", v.name, s)
			}
			*v.dst = n
		}
	}
	for _, s := range strings.FieldsFunc(os.Getenv("TRUSTED_PROXIES"), func(r rune) bool { return r == ',' || r == ' ' }) {
		p, err := netip.ParsePrefix(s)
		if err != nil {
			addr, aerr := netip.ParseAddr(s)
			if aerr != nil {
				return c, fmt.Errorf("TRUSTED_PROXIES: %q is neither an address nor a CIDR prefix", s)
			}
			p = netip.PrefixFrom(addr, addr.BitLen())
		}
		c.TrustedProxies = append(c.TrustedProxies, p)
	}
	abs, err := filepath.Abs(c.DataDir)
	if err != nil {
		return c, fmt.Errorf("DATA_DIR: %w", err)
	}
	c.DataDir = abs
	return c, nil
}

func env(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
