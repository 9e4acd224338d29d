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
	// PolicyLoginAccount is the much higher ceiling per account from every client together. It
	// never refuses by itself: past it, each client gets PolicyLoginAccountClientSlowed on top, so a
	// guessing network slows to a crawl while the owner still gets tries (and can unlock by e-mail).
	PolicyLoginAccount = Policy{Name: "login-account", Limit: 100, Window: time.Hour,
		Message: lockedOutMessage}
	PolicyLoginAccountClientSlowed = Policy{Name: "login-account-client-slowed", Limit: 3, Window: time.Hour,
		Message: lockedOutMessage}
	// PolicyLoginUnlocked is not a limit but a mark: the owner proved their mailbox with a reset
	// code from this client, so the ceiling does not slow this client on the account for a while.
	PolicyLoginUnlocked = Policy{Name: "login-unlocked", Limit: 0, Window: time.Hour}

	// PolicyTOTPChecks bounds the codes a signed-in admin may try when turning two-factor off: a
	// token left on a shared computer must not be enough to guess its way through.
	PolicyTOTPChecks = Policy{Name: "totp-checks-admin", Limit: 10, Window: 15 * time.Minute,
		Message: tooManyAttemptsMessage}

	// PolicyPaymentOrders bounds the orders one member opens (each is a call to the provider).
	PolicyPaymentOrders = Policy{Name: "payment-orders-member", Limit: 20, Window: time.Hour,
		Message: tooManyAttemptsMessage}

	// PolicyMessageSends bounds the messages one member sends: brisk typing in a live
	// conversation, far too slow for a spam run.
	PolicyMessageSends = Policy{Name: "message-sends-member", Limit: 30, Window: time.Minute,
		Message: "You are sending messages too quickly. Please wait a moment."}

	// PolicyRegistrations bounds new accounts per client (registration may say an e-mail is taken).
	PolicyRegistrations = Policy{Name: "register-client", Limit: 10, Window: time.Hour, Message: tooManyAttemptsMessage}
	// PolicyResets bounds reset requests and code checks per client.
	PolicyResets = Policy{Name: "reset-client", Limit: 20, Window: time.Hour, Message: tooManyAttemptsMessage}
	// PolicyForms bounds contact and feedback submissions per client: enough for a family sharing
	// one connection, too few for a spam run.
	PolicyForms = Policy{Name: "forms-client", Limit: 10, Window: time.Hour,
		Message: "Too many submissions. Please try again later."}
	// PolicyStreamOpens bounds how often one member opens live streams (reconnect storms); how
	// many may be open at once is capped per instance in adapters/httpapi.
	PolicyStreamOpens = Policy{Name: "stream-opens-member", Limit: 60, Window: time.Minute,
		Message: "Too many live connections. Please close some tabs and try again."}
)

const (
	tooManyAttemptsMessage = "Too many attempts. Please try again later."
	lockedOutMessage       = "Too many attempts. Please try again later, or use Forgot password: the code we e-mail you unlocks your account."
)
