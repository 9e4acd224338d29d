package app

import "time"

// Every rate limit of the product, in one place (docs/security.md 3, 4, 23, 25 as docs/adr/0009
// explains). Keys are named beside each policy; a client is ClientKey(address).
var (
	// PolicyLoginClient bounds password guesses from one client, whatever the account.
	PolicyLoginClient = Policy{Name: "login-client", Limit: 50, Window: 15 * time.Minute,
		Message: tooManyAttemptsMessage}
	// PolicyLoginAccountClient bounds guesses at one account (its e-mail) from one client: a
	// stranger's failures elsewhere never count against the owner's own address.
	PolicyLoginAccountClient = Policy{Name: "login-account-client", Limit: 10, Window: 15 * time.Minute,
		Message: lockedOutMessage}
	// PolicyLoginAccount is the ceiling per account from every client together: password checks
	// since the owner last got in, in an hour. It never refuses by itself: past it the account is
	// slowed (PolicyLoginAccountSlowed), so a guessing network of any size gets one check a minute
	// while the owner still gets in (and at once with the e-mailed code).
	PolicyLoginAccount = Policy{Name: "login-account", Limit: 20, Window: time.Hour,
		Message: lockedOutMessage}
	// PolicyLoginAccountSlowed is the slowed account's pace: one password check a minute, whoever
	// asks; every other attempt is answered at once with 429 and Retry-After (nothing waits on the
	// server, so a flood costs it one small upsert an attempt).
	PolicyLoginAccountSlowed = Policy{Name: "login-account-slowed", Limit: 1, Window: time.Minute,
		Message: lockedOutMessage}
	// PolicyLoginUnlocked is not a limit but a mark: the owner proved their mailbox with a reset
	// code from this client, so the ceiling does not slow this client on the account for a while.
	PolicyLoginUnlocked = Policy{Name: "login-unlocked", Limit: 0, Window: time.Hour}

	// PolicyTOTPChecks bounds the codes a signed-in admin may try when turning two-factor off: a
	// token left on a shared computer must not be enough to guess its way through.
	PolicyTOTPChecks = Policy{Name: "totp-checks-admin", Limit: 10, Window: 15 * time.Minute,
		Message: tooManyAttemptsMessage}

	// PolicyTOTPCodes counts the six-digit codes tried at one admin's sign-in (keyed by the admin's
	// account id, from every address together) since the last right one. Past the limit two-factor
	// sign-in with codes locks for PolicyTOTPLocked's window, the admin is mailed and the audit log
	// records it (app/admin_second_factor.go). Recovery codes, too long to guess, still work.
	PolicyTOTPCodes = Policy{Name: "totp-codes-account", Limit: 10, Window: 15 * time.Minute,
		Message: totpLockedMessage}
	PolicyTOTPLocked = Policy{Name: "totp-locked-account", Limit: 0, Window: time.Hour,
		Message: totpLockedMessage}

	// PolicyPaymentOrders bounds the orders one member opens (each is a call to the provider).
	PolicyPaymentOrders = Policy{Name: "payment-orders-member", Limit: 20, Window: time.Hour,
		Message: tooManyAttemptsMessage}

	// PolicyMessageSends bounds the messages one member sends: brisk typing in a live
	// conversation, far too slow for a spam run.
	PolicyMessageSends = Policy{Name: "message-sends-member", Limit: 30, Window: time.Minute,
		Message: "You are sending messages too quickly. Please wait a moment."}

	// PolicyRegistrations bounds new accounts per client (registration may say an e-mail is taken).
	PolicyRegistrations = Policy{Name: "register-client", Limit: 10, Window: time.Hour, Message: tooManyAttemptsMessage}
	// PolicyRegistrationChecks bounds the wizard's e-mail checks per client: as many as
	// registrations, for the same reason (each may say an e-mail is taken).
	PolicyRegistrationChecks = Policy{Name: "register-email-checks-client", Limit: 10, Window: time.Hour, Message: tooManyAttemptsMessage}
	// PolicyResets bounds reset requests and code checks per client.
	PolicyResets = Policy{Name: "reset-client", Limit: 20, Window: time.Hour, Message: tooManyAttemptsMessage}
	// PolicyBiodataLinks bounds the biodata share link downloads per client (docs/biodata.md):
	// a family opening the links they were sent many times over fits; walking through guessed
	// tokens (256 random bits each) gets nowhere anyway, and a drawing costs milliseconds.
	PolicyBiodataLinks = Policy{Name: "biodata-links-client", Limit: 60, Window: time.Hour,
		Message: tooManyAttemptsMessage}
	// PolicyForms bounds contact and feedback submissions per client: enough for a family sharing
	// one connection, too few for a spam run.
	// PolicyHoroscopeVisitors bounds a visitor's horoscope calculations per client (the
	// registration wizard's calculator, docs/horoscope.md): a family trying a few times and
	// readings across a boundary fits well inside; a member's calculations are not counted.
	PolicyHoroscopeVisitors = Policy{Name: "horoscope-visitors-client", Limit: 60, Window: time.Hour,
		Message: tooManyAttemptsMessage}
	PolicyForms = Policy{Name: "forms-client", Limit: 10, Window: time.Hour,
		Message: "Too many submissions. Please try again later."}
	// PolicyStreamOpens bounds how often one member opens live streams (reconnect storms); how
	// many may be open at once is capped per instance in adapters/httpapi.
	PolicyStreamOpens = Policy{Name: "stream-opens-member", Limit: 60, Window: time.Minute,
		Message: "Too many live connections. Please close some tabs and try again."}

	// Trust and safety (docs/adr/0016-trust-and-safety.md).

	// PolicyProfileViewsDaily and PolicyContactRevealsDaily are the daily limits against contact
	// harvesting, per member: far more than anyone reads with care in a day, too few to copy the
	// membership. Profile views are counted by a BatchedLimit (no write on the hot path);
	// members who run into either on several days are shown to the admins.
	PolicyProfileViewsDaily = Policy{Name: "profile-views-member", Limit: 300, Window: 24 * time.Hour,
		Message: "You have viewed a great many profiles today. To protect our members' privacy, please continue tomorrow."}
	PolicyContactRevealsDaily = Policy{Name: "contact-reveals-member", Limit: 40, Window: 24 * time.Hour,
		Message: "You have viewed a great many contact details today. To protect our members' privacy, please continue tomorrow."}
	// PolicyVerificationMails bounds the verification links one member has mailed.
	PolicyVerificationMails = Policy{Name: "verification-mails-member", Limit: 5, Window: time.Hour,
		Message: tooManyAttemptsMessage}
	// PolicyPhoneCodesClient bounds the codes texted at one client's asking (each costs an SMS);
	// verification.CodesPerHour bounds them per account.
	PolicyPhoneCodesClient = Policy{Name: "phone-codes-client", Limit: 10, Window: time.Hour,
		Message: tooManyAttemptsMessage}
	// PolicyPhoneCodeChecks bounds the codes one member may try, across codes: with five tries a
	// code and three codes an hour, a guesser gets fewer still.
	PolicyPhoneCodeChecks = Policy{Name: "phone-code-checks-member", Limit: 10, Window: 15 * time.Minute,
		Message: tooManyAttemptsMessage}
	// PolicyDocuments bounds the identity documents and selfies one member sends in a day.
	PolicyDocuments = Policy{Name: "documents-member", Limit: 10, Window: 24 * time.Hour,
		Message: tooManyAttemptsMessage}
	// PolicyReports bounds the reports one member files in a day (each also blocks).
	PolicyReports = Policy{Name: "reports-member", Limit: 20, Window: 24 * time.Hour,
		Message: "You have reported many profiles today. Please contact us if you need help."}
	// PolicyGrievances bounds complaints per client, PolicyGrievanceLookups the status checks
	// (ticket and e-mail guessed together).
	PolicyGrievances = Policy{Name: "grievances-client", Limit: 5, Window: time.Hour,
		Message: "Too many submissions. Please try again later."}
	PolicyGrievanceLookups = Policy{Name: "grievance-lookups-client", Limit: 30, Window: time.Hour,
		Message: tooManyAttemptsMessage}
)

const (
	tooManyAttemptsMessage = "Too many attempts. Please try again later."
	totpLockedMessage      = "Too many wrong codes: sign-in with authenticator codes is paused for this account. Try again later, or use a recovery code."
	lockedOutMessage       = "Too many attempts. Please try again later, or use Forgot password: the code we e-mail you unlocks your account."
)
