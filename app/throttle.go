package app

import (
	"sync"
	"time"
)

// Throttle is a fixed-window counter per key (an account, a client IP). It slows guessing
// and form spam without ever locking anyone out: a window always ends.
type Throttle struct {
	Limit  int
	Window time.Duration

	mu      sync.Mutex
	windows map[string]*window
	sweeps  int
}

type window struct {
	start time.Time
	count int
}

// Hit counts one attempt for key at now; when the limit is spent it answers false and how
// long until the window ends.
func (t *Throttle) Hit(key string, now time.Time) (allowed bool, retryAfter time.Duration) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.windows == nil {
		t.windows = map[string]*window{}
	}
	t.sweep(now)
	w, ok := t.windows[key]
	if !ok || now.Sub(w.start) >= t.Window {
		w = &window{start: now}
		t.windows[key] = w
	}
	if w.count >= t.Limit {
		return false, w.start.Add(t.Window).Sub(now)
	}
	w.count++
	return true, 0
}

// Reset forgets key, e.g. after a successful login.
func (t *Throttle) Reset(key string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.windows, key)
}

// sweep drops expired windows now and then, so memory stays bounded by recent keys.
func (t *Throttle) sweep(now time.Time) {
	t.sweeps++
	if t.sweeps%1024 != 0 {
		return
	}
	for k, w := range t.windows {
		if now.Sub(w.start) >= t.Window {
			delete(t.windows, k)
		}
	}
}
