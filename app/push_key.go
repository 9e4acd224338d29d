package app

// PushKey is the server's VAPID public key, the applicationServerKey browsers subscribe with.
type PushKey struct {
	gateway PushGateway
}

func NewPushKey(gateway PushGateway) *PushKey { return mustHave(&PushKey{gateway: gateway}) }

func (q *PushKey) Handle() string { return q.gateway.PublicKey() }
