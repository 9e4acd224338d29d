package mail

import (
	"bytes"
	htemplate "html/template"
	"regexp"
	"strconv"
	"strings"
	ttemplate "text/template"
)

// Templates live in Go (templates_en.go, templates_mr.go) rather than in
// embedded files so a missing translation is a compile-time or init-time
// failure, not a runtime surprise on the reset-password path.

type kind int

const (
	kindWelcome kind = iota
	kindPasswordResetOTP
	kindPasswordChanged
	kindReceipt
	kindVerifyEmail
	kindGrievanceReceived
	kindSearchAlert
	kindTwoFactorLocked
)

var kinds = []kind{kindWelcome, kindPasswordResetOTP, kindPasswordChanged, kindReceipt, kindVerifyEmail, kindGrievanceReceived,
	kindSearchAlert, kindTwoFactorLocked}

// source is one message in one language: the subject plus a "body" for the
// plain-text and HTML layouts. Subjects must never contain secrets such as
// the OTP, because the subject is the one field this package logs.
type source struct {
	subject, text, html string
}

type language struct {
	code     string
	brand    string
	greeting func(fullName string) string
	expiry   func(minutes int) string
	months   func(n int) string                // "2 months"
	date     func(year, month, day int) string // "2 January 2026"
	closing  string
	team     string
	messages map[kind]source
}

type compiled struct {
	subject string
	text    *ttemplate.Template
	html    *htemplate.Template
}

type templateData struct {
	Lang, Subject, Brand, Greeting, Closing, Team string
	Name, MemberCode, LoginURL                    string
	OTP, Expiry, Support                          string
	Receipt                                       receiptData
	Link, Ticket, ResolveBy                       string // trust and safety (trustmailer.go)
	Alert                                         string // a saved search's alert (with its Link)
	Count                                         int    // wrong codes that locked an admin's sign-in
}

const textLayout = `{{.Greeting}}

{{template "body" .}}

{{.Closing}}
{{.Team}}
`

// Inline styles only: most mail clients strip <style> blocks.
const htmlLayout = `<!DOCTYPE html>
<html lang="{{.Lang}}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{.Subject}}</title></head>
<body style="margin:0;padding:16px;background:#f7f1e8;">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;font-family:'Noto Sans Devanagari','Noto Sans',Arial,sans-serif;font-size:16px;line-height:1.6;color:#2b2b2b;">
<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#8a1538;">{{.Brand}}</p>
<p>{{.Greeting}}</p>
{{template "body" .}}
<p>{{.Closing}}<br>{{.Team}}</p>
</div>
</body>
</html>
`

var (
	languages = map[string]*language{"en": &english, "mr": &marathi}
	catalog   = map[string]map[kind]compiled{}
)

func init() {
	textBase := ttemplate.Must(ttemplate.New("layout").Option("missingkey=error").Parse(textLayout))
	htmlBase := htemplate.Must(htemplate.New("layout").Option("missingkey=error").Parse(htmlLayout))
	for code, lang := range languages {
		catalog[code] = map[kind]compiled{}
		for _, k := range kinds {
			src, ok := lang.messages[k]
			if !ok {
				panic("mail: missing template " + code + "/" + strconv.Itoa(int(k)))
			}
			catalog[code][k] = compiled{
				subject: src.subject,
				text:    ttemplate.Must(ttemplate.Must(textBase.Clone()).Parse(`{{define "body"}}` + src.text + `{{end}}`)),
				html:    htemplate.Must(htemplate.Must(htmlBase.Clone()).Parse(`{{define "body"}}` + src.html + `{{end}}`)),
			}
		}
	}
}

func lookupLang(lang string) *language {
	lang = strings.ToLower(strings.TrimSpace(lang))
	if i := strings.IndexAny(lang, "-_"); i >= 0 {
		lang = lang[:i] // "mr-IN" → "mr"
	}
	if l, ok := languages[lang]; ok {
		return l
	}
	return &english
}

var blankRuns = regexp.MustCompile(`\n{3,}`)

func render(lang string, k kind, d templateData) Message {
	l := lookupLang(lang)
	c := catalog[l.code][k]
	d.Lang, d.Subject, d.Brand, d.Closing, d.Team = l.code, c.subject, l.brand, l.closing, l.team
	d.Greeting = l.greeting(strings.TrimSpace(d.Name))

	// Execution can only fail on a template bug, which init and the tests
	// already exercise; panicking beats silently mailing an empty body.
	var text, html bytes.Buffer
	if err := c.text.Execute(&text, d); err != nil {
		panic("mail: render text template: " + err.Error())
	}
	if err := c.html.Execute(&html, d); err != nil {
		panic("mail: render html template: " + err.Error())
	}
	body := blankRuns.ReplaceAllString(strings.TrimSpace(text.String()), "\n\n") + "\n"
	return Message{Subject: c.subject, Text: body, HTML: html.String()}
}

// Welcome greets a newly registered member with their member ID and a login link.
func Welcome(lang, fullName, memberCode, loginURL string) Message {
	return render(lang, kindWelcome, templateData{Name: fullName, MemberCode: memberCode, LoginURL: loginURL})
}

// PasswordResetOTP carries a one-time password reset code. The code is in
// the body only, never the subject (subjects are logged and shown in
// lock-screen notifications).
func PasswordResetOTP(lang, fullName, otp string, validMinutes int) Message {
	l := lookupLang(lang)
	return render(lang, kindPasswordResetOTP, templateData{Name: fullName, OTP: otp, Expiry: l.expiry(validMinutes)})
}

// PasswordChanged tells the member their password changed and every session
// was signed out, and where to turn if it was not them.
func PasswordChanged(lang, fullName, supportEmail string) Message {
	return render(lang, kindPasswordChanged, templateData{Name: fullName, Support: supportEmail})
}

// SearchAlert tells a member that new members fit one of their saved searches (its daily alert).
func SearchAlert(lang, fullName, alert, link string) Message {
	return render(lang, kindSearchAlert, templateData{Name: fullName, Alert: alert, Link: link})
}

// TwoFactorLocked tells an admin that wrong authenticator codes locked their sign-in with codes:
// someone who knows their password is guessing, so they should change it.
func TwoFactorLocked(lang string, wrongCodes, minutes int) Message {
	span := strconv.Itoa(minutes) + " minutes" // "for 60 minutes"
	if lookupLang(lang).code == "mr" {
		span = strconv.Itoa(minutes) + " मिनिटांसाठी"
	}
	return render(lang, kindTwoFactorLocked, templateData{Count: wrongCodes, Expiry: span})
}
