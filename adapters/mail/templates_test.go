package mail

import (
	"strings"
	"testing"
)

func TestTemplatesRenderBothLanguages(t *testing.T) {
	for _, tc := range []struct {
		lang, product, otpSentence string
	}{
		{"en", "Reshimgathi", "Your Reshimgathi password reset code is 123456. It expires in 10 minutes."},
		{"mr", "रेशीमगाठी", "आपला रेशीमगाठी पासवर्ड रीसेट कोड 123456 आहे. हा कोड 10 मिनिटांत कालबाह्य होईल."},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			msgs := map[string]Message{
				"welcome": Welcome(tc.lang, "Sai Deshmukh", "RG-10234", "https://reshimgathi.in/login"),
				"otp":     PasswordResetOTP(tc.lang, "Sai Deshmukh", "123456", 10),
				"changed": PasswordChanged(tc.lang, "Sai Deshmukh", "support@reshimgathi.in"),
			}
			for name, m := range msgs {
				if m.To != "" {
					t.Errorf("%s: To = %q, want empty", name, m.To)
				}
				if m.Subject == "" || m.Text == "" || m.HTML == "" {
					t.Errorf("%s: empty field in %+v", name, m)
				}
				if !strings.Contains(m.Subject+m.Text, tc.product) {
					t.Errorf("%s: product name %q missing", name, tc.product)
				}
				if !strings.Contains(m.Text, "Sai Deshmukh") || !strings.Contains(m.HTML, "Sai Deshmukh") {
					t.Errorf("%s: name missing", name)
				}
				if !strings.Contains(m.HTML, `lang="`+tc.lang+`"`) {
					t.Errorf("%s: html lang attribute missing", name)
				}
				if strings.Contains(m.Text, "<no value>") || strings.Contains(m.HTML, "<no value>") {
					t.Errorf("%s: unfilled template field", name)
				}
			}
			otp := msgs["otp"]
			if !strings.Contains(otp.Text, tc.otpSentence) {
				t.Errorf("otp text = %q, want sentence %q", otp.Text, tc.otpSentence)
			}
			if !strings.Contains(otp.HTML, "123456") {
				t.Error("OTP missing from HTML")
			}
			if strings.Contains(otp.Subject, "123456") {
				t.Error("OTP must not appear in the (logged) subject")
			}
			w := msgs["welcome"]
			if !strings.Contains(w.Text, "RG-10234") || !strings.Contains(w.Text, "https://reshimgathi.in/login") ||
				!strings.Contains(w.HTML, `href="https://reshimgathi.in/login"`) {
				t.Errorf("welcome lacks member id or login link:\n%s\n%s", w.Text, w.HTML)
			}
			c := msgs["changed"]
			if !strings.Contains(c.Text, "support@reshimgathi.in") || !strings.Contains(c.HTML, `href="mailto:support@reshimgathi.in"`) {
				t.Errorf("password-changed lacks support contact:\n%s", c.HTML)
			}
		})
	}
}

func TestTemplatesMarathiIsDevanagari(t *testing.T) {
	m := PasswordChanged("mr", "सई", "support@reshimgathi.in")
	if m.Subject != "आपला रेशीमगाठी पासवर्ड बदलला आहे" {
		t.Errorf("subject = %q", m.Subject)
	}
	if !strings.Contains(m.Text, "लॉग आउट") || strings.Contains(m.Text, "signed out") {
		t.Errorf("Marathi body not Marathi: %q", m.Text)
	}
	if got := PasswordResetOTP("mr-IN", "", "1", 1).Text; !strings.Contains(got, "1 मिनिटात") || !strings.HasPrefix(got, "नमस्कार,") {
		t.Errorf("mr-IN singular/greeting: %q", got)
	}
}

func TestTemplatesUnknownLanguageFallsBackToEnglish(t *testing.T) {
	for _, lang := range []string{"", "hi", "xx-YY"} {
		if got, want := Welcome(lang, "A", "B", "https://x"), Welcome("en", "A", "B", "https://x"); got != want {
			t.Errorf("lang %q did not fall back to English", lang)
		}
	}
	if got := PasswordResetOTP("en", "", "1", 1).Text; !strings.Contains(got, "expires in 1 minute.") || !strings.HasPrefix(got, "Hello,") {
		t.Errorf("singular/greeting: %q", got)
	}
}

func TestTemplatesEscapeHTML(t *testing.T) {
	m := Welcome("en", `<script>alert(1)</script>`, `<b>x</b>`, `javascript:alert(1)`)
	if strings.Contains(m.HTML, "<script>") || strings.Contains(m.HTML, "<b>x</b>") {
		t.Errorf("HTML not escaped:\n%s", m.HTML)
	}
	if strings.Contains(m.HTML, `href="javascript:`) {
		t.Errorf("unsafe URL kept:\n%s", m.HTML)
	}
	if !strings.Contains(m.Text, "<script>alert(1)</script>") {
		t.Error("plain text should keep the name verbatim")
	}
}

// The admin's two-factor lock mail, in both languages: how many codes, how long, and what to do.
func TestTwoFactorLockedMail(t *testing.T) {
	for lang, want := range map[string][]string{
		"en": {"10 wrong two-factor codes", "for 60 minutes", "change it now", "recovery code"},
		"mr": {"10 चुकीचे द्वि-स्तरीय कोड", "60 मिनिटांसाठी", "तो लगेच बदला", "रिकव्हरी कोड"},
	} {
		m := TwoFactorLocked(lang, 10, 60)
		if m.Subject == "" || strings.Contains(m.Text, "<no value>") || !strings.Contains(m.HTML, `lang="`+lang+`"`) {
			t.Fatalf("%s: %+v", lang, m)
		}
		for _, w := range want {
			if !strings.Contains(m.Text, w) || !strings.Contains(m.HTML, w) {
				t.Errorf("%s: %q missing from\n%s", lang, w, m.Text)
			}
		}
	}
}
