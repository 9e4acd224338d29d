package main

import (
	"strings"
	"testing"
)

// TestRazorpayKeysGoTogether: a half-configured Razorpay would fall back to the sandbox, which
// lets members activate plans without paying; the server refuses to start instead.
func TestRazorpayKeysGoTogether(t *testing.T) {
	for name, keys := range map[string][3]string{
		"key id only":         {"rzp_live_x", "", ""},
		"no webhook secret":   {"rzp_live_x", "secret", ""},
		"webhook secret only": {"", "", "whsec"},
	} {
		t.Run(name, func(t *testing.T) {
			t.Setenv("RAZORPAY_KEY_ID", keys[0])
			t.Setenv("RAZORPAY_KEY_SECRET", keys[1])
			t.Setenv("RAZORPAY_WEBHOOK_SECRET", keys[2])
			if _, err := loadConfig(); err == nil || !strings.Contains(err.Error(), "go together") {
				t.Fatalf("loadConfig = %v", err)
			}
		})
	}
	for name, keys := range map[string][3]string{"none (sandbox)": {}, "all three": {"rzp_live_x", "secret", "whsec"}} {
		t.Run(name, func(t *testing.T) {
			t.Setenv("RAZORPAY_KEY_ID", keys[0])
			t.Setenv("RAZORPAY_KEY_SECRET", keys[1])
			t.Setenv("RAZORPAY_WEBHOOK_SECRET", keys[2])
			c, err := loadConfig()
			if err != nil || c.RazorpayKeyID != keys[0] || c.RazorpayWebhookSecret != keys[2] {
				t.Fatalf("%+v %v", c, err)
			}
		})
	}
}
