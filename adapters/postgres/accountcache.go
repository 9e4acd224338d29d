package postgres

import (
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// accountCacheTTL bounds how stale a cached account can be if an invalidation is ever lost
// (the listener reconnecting); normally changes evict it within milliseconds on every instance.
const accountCacheTTL = 30 * time.Second

// AccountCache keeps the accounts that authenticate requests, so checking a token's revocation
// and the caller's role on every request costs no database round trip. Revocations evict the
// entry locally at once and on other instances through LISTEN/NOTIFY.
type AccountCache struct {
	mu      sync.RWMutex
	entries map[uuid.UUID]cachedAccount
}

type cachedAccount struct {
	account identity.Account
	at      time.Time
}

func newAccountCache() *AccountCache { return &AccountCache{entries: map[uuid.UUID]cachedAccount{}} }

func (c *AccountCache) get(id uuid.UUID, now time.Time) (identity.Account, bool) {
	c.mu.RLock()
	e, ok := c.entries[id]
	c.mu.RUnlock()
	if !ok || now.Sub(e.at) > accountCacheTTL {
		return identity.Account{}, false
	}
	return e.account, true
}

func (c *AccountCache) put(a identity.Account, now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.entries) > 100_000 { // bounded: an active member is re-read within a TTL anyway
		clear(c.entries)
	}
	c.entries[a.ID] = cachedAccount{account: a, at: now}
}

// Forget drops one account, after a change to it.
func (c *AccountCache) Forget(id uuid.UUID) {
	c.mu.Lock()
	delete(c.entries, id)
	c.mu.Unlock()
}

// ForgetAll drops everything, when invalidations may have been missed.
func (c *AccountCache) ForgetAll() {
	c.mu.Lock()
	clear(c.entries)
	c.mu.Unlock()
}
