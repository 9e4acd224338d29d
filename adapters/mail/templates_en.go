package mail

import "strconv"

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
	},
}
