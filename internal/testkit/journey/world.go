package journey

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/netip"
	"sync"
	"sync/atomic"
	"time"
)

// Action names, the keys of a Mix.
const (
	Search        = "search"
	Profile       = "profile"
	Picture       = "picture"
	Notifications = "notifications"
	Conversations = "conversations"
	SendRequest   = "send"
	Accept        = "accept"
	Message       = "message"
	Register      = "register"
	Pay           = "pay"
	Login         = "login"
)

// Mix weighs the actions of a step; an action that cannot run (no free pair left, every
// sender at its budget) falls back to a search.
type Mix map[string]int

// ChaosMix is every kind of write the ledger checks, among the reads members make most.
var ChaosMix = Mix{Search: 20, Profile: 12, Picture: 6, Notifications: 8, Conversations: 4,
	SendRequest: 12, Accept: 10, Message: 16, Register: 4, Pay: 4, Login: 4}

// SoakMix is the member journey of the soak (the list): search, profile, send,
// accept, notifications, messages.
var SoakMix = Mix{Search: 30, Profile: 25, Picture: 5, Notifications: 12, Conversations: 6,
	SendRequest: 5, Accept: 4, Message: 13}

// Config shapes a World.
type Config struct {
	BaseURL string
	Pairs   int // grooms and as many brides registered at Setup
	Timeout time.Duration
	Record  Recorder
	// RunID makes this run's e-mails, phones and message texts unique in a database that
	// may hold earlier runs.
	RunID string
	// Subnet is the first address members connect from (each its own); default 127.1.0.1.
	Subnet netip.Addr
	// MessagesPerMinute per member, below the API's 30 (default 20).
	MessagesPerMinute int
}

type pairState uint8

const (
	free pairState = iota
	pending
	connected
	uncertain // an unacknowledged write touched it: it may or may not have happened
)

type pair struct{ groom, bride int }

// World is the population and what the journey has done to it.
type World struct {
	cfg            Config
	Ledger         *Ledger
	grooms, brides []*Member
	nextAddr       atomic.Uint32
	seq            atomic.Uint64

	mu            sync.Mutex
	state         map[pair]pairState
	from          map[pair]bool // pending pairs: true when the groom sent it
	freeList      []pair
	pendingList   []pair
	connectedList []pair
}

// NewWorld prepares an empty world; Setup registers its members.
func NewWorld(cfg Config) *World {
	if cfg.Timeout == 0 {
		cfg.Timeout = 10 * time.Second
	}
	if !cfg.Subnet.IsValid() {
		cfg.Subnet = netip.AddrFrom4([4]byte{127, 1, 0, 1})
	}
	if cfg.MessagesPerMinute == 0 {
		cfg.MessagesPerMinute = 20
	}
	if cfg.RunID == "" {
		cfg.RunID = fmt.Sprintf("%x", time.Now().UnixNano()&0xffffffff)
	}
	return &World{cfg: cfg, Ledger: &Ledger{}, state: map[pair]pairState{}, from: map[pair]bool{}}
}

func (w *World) source() netip.Addr {
	a := w.cfg.Subnet.As4()
	n := uint32(a[0])<<24 | uint32(a[1])<<16 | uint32(a[2])<<8 | uint32(a[3])
	n += w.nextAddr.Add(1) - 1
	return netip.AddrFrom4([4]byte{byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n)})
}

// newMember registers and logs in one member; both acknowledged, it is in the ledger.
func (w *World) newMember(ctx context.Context, male bool) (*Member, error) {
	n := w.seq.Add(1)
	began := time.Now()
	email := fmt.Sprintf("journey.%s.%d@example.in", w.cfg.RunID, n)
	phone := fmt.Sprintf("9%09d", (uint64(time.Now().UnixNano())/1000+n*7919)%1_000_000_000)
	m, err := register(ctx, w.cfg.BaseURL, w.source(), w.cfg.Timeout, w.cfg.Record, email, phone, male)
	if err != nil {
		return nil, err
	}
	w.Ledger.Add(KindRegistration, email, began)
	return m, m.login(ctx)
}

// Setup registers Pairs grooms and brides, logs them in and buys each a plan (so any of
// them may start a conversation), retrying nothing: it runs before any fault.
func (w *World) Setup(ctx context.Context) error {
	type slot struct {
		i    int
		male bool
	}
	work := make(chan slot)
	errs := make(chan error, 2*w.cfg.Pairs)
	w.grooms, w.brides = make([]*Member, w.cfg.Pairs), make([]*Member, w.cfg.Pairs)
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for s := range work {
				m, err := w.newMember(ctx, s.male)
				if err == nil {
					var id string
					began := time.Now()
					if id, err = m.buy(ctx, "premium"); err == nil {
						w.Ledger.Add(KindPayment, id, began)
					}
				}
				if err != nil {
					errs <- err
					continue
				}
				if s.male {
					w.grooms[s.i] = m
				} else {
					w.brides[s.i] = m
				}
			}
		})
	}
	for i := range w.cfg.Pairs {
		work <- slot{i, true}
		work <- slot{i, false}
	}
	close(work)
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		return fmt.Errorf("setting up the members: %w", err)
	}
	for g := range w.cfg.Pairs {
		for b := range w.cfg.Pairs {
			w.freeList = append(w.freeList, pair{g, b})
		}
	}
	rand.Shuffle(len(w.freeList), func(i, j int) { w.freeList[i], w.freeList[j] = w.freeList[j], w.freeList[i] })
	return nil
}

// Members is everyone registered at Setup.
func (w *World) Members() []*Member { return append(append([]*Member{}, w.grooms...), w.brides...) }

func (w *World) anyone(r *rand.Rand) *Member {
	if r.IntN(2) == 0 {
		return w.grooms[r.IntN(len(w.grooms))]
	}
	return w.brides[r.IntN(len(w.brides))]
}

// Step runs one action drawn from mix; its HTTP calls are recorded, its acknowledged writes
// are in the ledger. The error is the first failed call's (already recorded).
func (w *World) Step(ctx context.Context, r *rand.Rand, mix Mix) error {
	total := 0
	for _, n := range mix {
		total += n
	}
	x := r.IntN(total)
	action := Search
	for _, name := range []string{Search, Profile, Picture, Notifications, Conversations, SendRequest, Accept, Message, Register, Pay, Login} {
		if x < mix[name] {
			action = name
			break
		}
		x -= mix[name]
	}
	switch action {
	case Profile, Picture:
		return w.viewProfile(ctx, r, action == Picture)
	case Notifications:
		m := w.anyone(r)
		_, err := m.c.json(ctx, "listNotifications", "GET", "/api/user/notifications", m.Token, nil, nil)
		return err
	case Conversations:
		m := w.anyone(r)
		_, err := m.c.json(ctx, "listConversations", "GET", "/api/user/conversations", m.Token, nil, nil)
		return err
	case SendRequest:
		if p, ok := w.take(&w.freeList); ok {
			return w.send(ctx, r, p)
		}
	case Accept:
		if p, ok := w.takeRandom(r, &w.pendingList); ok {
			return w.accept(ctx, p)
		}
	case Message:
		if ok, err := w.message(ctx, r); ok {
			return err
		}
	case Register:
		_, err := w.newMember(ctx, r.IntN(2) == 0)
		return err
	case Pay:
		m := w.anyone(r)
		began := time.Now()
		id, err := m.buy(ctx, "standard")
		if err == nil {
			w.Ledger.Add(KindPayment, id, began)
		}
		return err
	case Login:
		m := w.anyone(r)
		var out struct{ Token string }
		_, err := m.c.json(ctx, "login", "POST", "/api/auth/login", "", map[string]string{"email": m.Email, "password": Password}, &out)
		return err
	}
	m := w.anyone(r)
	_, err := m.c.json(ctx, "searchMembers", "POST", "/api/user/all-users", m.Token, map[string]any{"page": 1 + r.IntN(3)}, nil)
	return err
}

func (w *World) viewProfile(ctx context.Context, r *rand.Rand, withPicture bool) error {
	viewer := w.anyone(r)
	others := w.brides
	if !viewer.Male {
		others = w.grooms
	}
	var out struct {
		UserData struct {
			ProfilePicture string `json:"profilePicture"`
		} `json:"userData"`
	}
	if _, err := viewer.c.json(ctx, "getUserProfile", "GET", "/api/user/user-profile/"+others[r.IntN(len(others))].Code,
		viewer.Token, nil, &out); err != nil || !withPicture || out.UserData.ProfilePicture == "" {
		return err
	}
	_, err := viewer.c.call(ctx, "getPhoto", "GET", out.UserData.ProfilePicture, viewer.Token, "", nil, nil)
	return err
}

func (w *World) take(list *[]pair) (pair, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(*list) == 0 {
		return pair{}, false
	}
	p := (*list)[len(*list)-1]
	*list = (*list)[:len(*list)-1]
	return p, true
}

func (w *World) takeRandom(r *rand.Rand, list *[]pair) (pair, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(*list) == 0 {
		return pair{}, false
	}
	i := r.IntN(len(*list))
	p := (*list)[i]
	(*list)[i] = (*list)[len(*list)-1]
	*list = (*list)[:len(*list)-1]
	return p, true
}

func (w *World) settle(p pair, s pairState, byGroom bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.state[p] = s
	switch s {
	case pending:
		w.from[p] = byGroom
		w.pendingList = append(w.pendingList, p)
	case connected:
		w.connectedList = append(w.connectedList, p)
	}
}

func (w *World) send(ctx context.Context, r *rand.Rand, p pair) error {
	g, b := w.grooms[p.groom], w.brides[p.bride]
	byGroom := r.IntN(2) == 0
	began := time.Now()
	from, to := b, g
	if byGroom {
		from, to = g, b
	}
	if _, err := from.c.json(ctx, "sendRequest", "POST", "/api/user/send-request/"+to.Code, from.Token, nil, nil); err != nil {
		w.settle(p, uncertain, byGroom)
		return err
	}
	w.Ledger.Add(KindRequest, from.Code+">"+to.Code, began)
	w.settle(p, pending, byGroom)
	return nil
}

func (w *World) accept(ctx context.Context, p pair) error {
	w.mu.Lock()
	byGroom := w.from[p]
	w.mu.Unlock()
	g, b := w.grooms[p.groom], w.brides[p.bride]
	began := time.Now()
	from, to := b, g // to accepts from
	if byGroom {
		from, to = g, b
	}
	if _, err := to.c.json(ctx, "acceptRequest", "POST", "/api/user/accept-request/"+from.Code, to.Token, nil, nil); err != nil {
		w.settle(p, uncertain, byGroom)
		return err
	}
	w.Ledger.Add(KindAccept, from.Code+">"+to.Code, began)
	w.settle(p, connected, byGroom)
	return nil
}

// message sends one message over a random connection, from a side under its budget; false
// when there is no connection yet or both sides are at their budget.
func (w *World) message(ctx context.Context, r *rand.Rand) (bool, error) {
	w.mu.Lock()
	if len(w.connectedList) == 0 {
		w.mu.Unlock()
		return false, nil
	}
	p := w.connectedList[r.IntN(len(w.connectedList))]
	w.mu.Unlock()
	from, to := w.grooms[p.groom], w.brides[p.bride]
	if r.IntN(2) == 0 {
		from, to = to, from
	}
	now := time.Now()
	if !from.mayMessage(now, w.cfg.MessagesPerMinute) {
		if from, to = to, from; !from.mayMessage(now, w.cfg.MessagesPerMinute) {
			return false, nil
		}
	}
	began := time.Now()
	text := fmt.Sprintf("journey %s message %d: shall we talk this Sunday?", w.cfg.RunID, w.seq.Add(1))
	if _, err := from.c.json(ctx, "sendMessage", "POST", "/api/user/send-message/"+to.Code, from.Token,
		map[string]string{"text": text}, nil); err != nil {
		return true, err
	}
	w.Ledger.Add(KindMessage, text, began)
	return true, nil
}

// Probe is one round of the checks that say the product is whole: a search, the member's
// own profile, a picture, a write (mark notifications read). Its calls are recorded under
// their operations with the prefix "probe:".
func (w *World) Probe(ctx context.Context) error {
	m := w.grooms[0]
	rec := m.c.rec
	probe := *m.c
	probe.rec = func(r Result) { r.Op = "probe:" + r.Op; rec(r) }
	if _, err := probe.json(ctx, "searchMembers", "POST", "/api/user/all-users", m.Token, map[string]any{}, nil); err != nil {
		return err
	}
	var out struct {
		UserData struct {
			ProfilePicture string `json:"profilePicture"`
		} `json:"userData"`
	}
	if _, err := probe.json(ctx, "getUserProfile", "GET", "/api/user/user-profile/"+w.brides[0].Code, m.Token, nil, &out); err != nil {
		return err
	}
	if out.UserData.ProfilePicture == "" {
		return fmt.Errorf("probe: the profile has no picture link")
	}
	if _, err := probe.call(ctx, "getPhoto", "GET", out.UserData.ProfilePicture, m.Token, "", nil, nil); err != nil {
		return err
	}
	_, err := probe.json(ctx, "markAsRead", "POST", "/api/user/mark-as-read", m.Token, map[string]any{"requestIds": []string{}}, nil)
	return err
}

// RunID is what makes this run's e-mails and message texts unique.
func (w *World) RunID() string { return w.cfg.RunID }
