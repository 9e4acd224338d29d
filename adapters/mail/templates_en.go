package mail

import (
	"strconv"
	"time"
)

var english = language{
	code:  "en",
	brand: "Reshimgathi",
	greeting: func(name string) string {
		if name == "" {
			return "Hello,"
		}
		return "Dear " + name + ","
	},
	expiry: func(minutes int) string {
		if minutes == 1 {
			return "1 minute"
		}
		return strconv.Itoa(minutes) + " minutes"
	},
	months: func(n int) string {
		if n == 1 {
			return "1 month"
		}
		return strconv.Itoa(n) + " months"
	},
	date: func(year, month, day int) string {
		return strconv.Itoa(day) + " " + time.Month(month).String() + " " + strconv.Itoa(year)
	},
	closing: "Warm regards,",
	team:    "Team Reshimgathi",
	messages: map[kind]source{
		kindWelcome: {
			subject: "Welcome to Reshimgathi",
			text: `Welcome to Reshimgathi! Your profile has been created.

Your member ID is {{.MemberCode}}. Please keep it handy; it helps our support team find your profile quickly.

Log in to complete your profile and start your search:
{{.LoginURL}}`,
			html: `<p>Welcome to Reshimgathi! Your profile has been created.</p>
<p>Your member ID is <strong>{{.MemberCode}}</strong>. Please keep it handy; it helps our support team find your profile quickly.</p>
<p><a href="{{.LoginURL}}" style="display:inline-block;padding:10px 20px;background:#8a1538;color:#ffffff;text-decoration:none;border-radius:6px;">Log in to Reshimgathi</a></p>
<p style="font-size:14px;color:#666666;">If the button does not work, open this link: {{.LoginURL}}</p>`,
		},
		kindPasswordResetOTP: {
			subject: "Your Reshimgathi password reset code",
			text: `Your Reshimgathi password reset code is {{.OTP}}. It expires in {{.Expiry}}.

Do not share this code with anyone. Reshimgathi staff will never ask you for it.

If you did not ask to reset your password, ignore this mail. Your password will stay the same.`,
			html: `<p>Your Reshimgathi password reset code is</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;">{{.OTP}}</p>
<p>It expires in {{.Expiry}}.</p>
<p>Do not share this code with anyone. Reshimgathi staff will never ask you for it.</p>
<p>If you did not ask to reset your password, ignore this mail. Your password will stay the same.</p>`,
		},
		kindPasswordChanged: {
			subject: "Your Reshimgathi password was changed",
			text: `The password for your Reshimgathi account was just changed. For your safety, you have been signed out on all devices. Please log in again with your new password.

If you did not make this change, contact us right away at {{.Support}} so we can secure your account.`,
			html: `<p>The password for your Reshimgathi account was just changed. For your safety, you have been signed out on all devices. Please log in again with your new password.</p>
<p>If you did not make this change, contact us right away at <a href="mailto:{{.Support}}">{{.Support}}</a> so we can secure your account.</p>`,
		},
		kindTwoFactorLocked: {
			subject: "Reshimgathi admin sign-in: two-factor codes locked",
			text: `Someone entered {{.Count}} wrong two-factor codes at the Reshimgathi admin sign-in with your e-mail and the right password. To stop them guessing, sign-in with authenticator codes is paused for your account for {{.Expiry}}; an entry in the audit log records it.

If this was not you, your admin password is known to someone else: change it now (ADMIN_PASSWORD, or ask another admin) and tell the other admins. A recovery code still signs you in meanwhile.`,
			html: `<p>Someone entered {{.Count}} wrong two-factor codes at the Reshimgathi admin sign-in with your e-mail and the right password. To stop them guessing, sign-in with authenticator codes is paused for your account for {{.Expiry}}; an entry in the audit log records it.</p>
<p>If this was not you, your admin password is known to someone else: <strong>change it now</strong> (ADMIN_PASSWORD, or ask another admin) and tell the other admins. A recovery code still signs you in meanwhile.</p>`,
		},
		kindVerifyEmail: {
			subject: "Confirm your e-mail address for Reshimgathi",
			text: `Please confirm that this is your e-mail address by opening this link within 24 hours:
{{.Link}}

Once it is confirmed, your profile shows the e-mail verified badge. If you did not ask for this, ignore this mail.`,
			html: `<p>Please confirm that this is your e-mail address by opening this link within 24 hours.</p>
<p><a href="{{.Link}}" style="display:inline-block;padding:10px 20px;background:#8a1538;color:#ffffff;text-decoration:none;border-radius:6px;">Confirm my e-mail address</a></p>
<p>Once it is confirmed, your profile shows the e-mail verified badge. If you did not ask for this, ignore this mail.</p>
<p style="font-size:14px;color:#666666;">If the button does not work, open this link: {{.Link}}</p>`,
		},
		kindGrievanceReceived: {
			subject: "We have received your complaint",
			text: `We have received your complaint and registered it as ticket {{.Ticket}}.

Our Grievance Officer will look into it and resolve it by {{.ResolveBy}} at the latest. You can follow your ticket at any time with its number and this e-mail address:
{{.Link}}

Please keep this mail: quote the ticket number whenever you write to us about this complaint.`,
			html: `<p>We have received your complaint and registered it as ticket <strong>{{.Ticket}}</strong>.</p>
<p>Our Grievance Officer will look into it and resolve it by {{.ResolveBy}} at the latest. You can follow your ticket at any time with its number and this e-mail address.</p>
<p><a href="{{.Link}}" style="display:inline-block;padding:10px 20px;background:#8a1538;color:#ffffff;text-decoration:none;border-radius:6px;">Follow my complaint</a></p>
<p>Please keep this mail: quote the ticket number whenever you write to us about this complaint.</p>`,
		},
		kindSearchAlert: {
			subject: "New members fit your saved search",
			text:    "{{.Alert}}\n\nSee them on Reshimgathi:\n{{.Link}}\n\nYou receive this once a day at most. Turn the alert off under Search, Saved searches.",
			html: `<p>{{.Alert}}</p>
<p><a href="{{.Link}}" style="display:inline-block;padding:10px 20px;background:#8a1538;color:#ffffff;text-decoration:none;border-radius:6px;">See them on Reshimgathi</a></p>
<p style="font-size:14px;color:#666666;">You receive this once a day at most. Turn the alert off under Search, Saved searches.</p>`,
		},
		kindReceipt: {
			subject: "Your Reshimgathi receipt",
			text: `Thank you for your payment. Your {{.Receipt.Plan}} membership is active until {{.Receipt.ValidUntil}}.

Receipt {{.Receipt.Number}}, {{.Receipt.Date}}
Plan: {{.Receipt.Plan}}, {{.Receipt.Validity}}
Amount paid: {{.Receipt.Amount}} (includes GST at {{.Receipt.GSTRate}}%: {{.Receipt.GST}}; value before GST {{.Receipt.Taxable}})
Payment ID: {{.Receipt.PaymentID}}
Billed to: {{.Name}}{{if .Receipt.MemberCode}}, member ID {{.Receipt.MemberCode}}{{end}}

{{.Receipt.SellerName}}
{{range .Receipt.SellerAddress}}{{.}}
{{end}}{{if .Receipt.SellerGSTIN}}GSTIN: {{.Receipt.SellerGSTIN}}
{{end}}{{.Receipt.SellerEmail}}, {{.Receipt.Phone}}

Every receipt stays available, ready to print, at {{.Receipt.URL}}`,
			html: `<p>Thank you for your payment. Your <strong>{{.Receipt.Plan}}</strong> membership is active until {{.Receipt.ValidUntil}}.</p>
<table style="border-collapse:collapse;width:100%;font-size:15px;">
<tr><td style="padding:4px 8px 4px 0;color:#666666;">Receipt</td><td style="padding:4px 0;"><strong>{{.Receipt.Number}}</strong>, {{.Receipt.Date}}</td></tr>
<tr><td style="padding:4px 8px 4px 0;color:#666666;">Plan</td><td style="padding:4px 0;">{{.Receipt.Plan}}, {{.Receipt.Validity}}</td></tr>
<tr><td style="padding:4px 8px 4px 0;color:#666666;">Amount paid</td><td style="padding:4px 0;"><strong>{{.Receipt.Amount}}</strong></td></tr>
<tr><td style="padding:4px 8px 4px 0;color:#666666;">Includes GST ({{.Receipt.GSTRate}}%)</td><td style="padding:4px 0;">{{.Receipt.GST}}</td></tr>
<tr><td style="padding:4px 8px 4px 0;color:#666666;">Value before GST</td><td style="padding:4px 0;">{{.Receipt.Taxable}}</td></tr>
<tr><td style="padding:4px 8px 4px 0;color:#666666;">Payment ID</td><td style="padding:4px 0;">{{.Receipt.PaymentID}}</td></tr>
<tr><td style="padding:4px 8px 4px 0;color:#666666;">Billed to</td><td style="padding:4px 0;">{{.Name}}{{if .Receipt.MemberCode}}, member ID {{.Receipt.MemberCode}}{{end}}</td></tr>
</table>
<p style="font-size:14px;color:#666666;">{{.Receipt.SellerName}}<br>{{range .Receipt.SellerAddress}}{{.}}<br>{{end}}{{if .Receipt.SellerGSTIN}}GSTIN: {{.Receipt.SellerGSTIN}}<br>{{end}}{{.Receipt.SellerEmail}}, {{.Receipt.Phone}}</p>
<p><a href="{{.Receipt.URL}}" style="display:inline-block;padding:10px 20px;background:#8a1538;color:#ffffff;text-decoration:none;border-radius:6px;">Your payments and receipts</a></p>`,
		},
	},
}
