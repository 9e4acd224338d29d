package postgres

import (
	"sync"

	"github.com/google/uuid"
)

// viewerMemory keeps one value per viewer on this instance, up to max viewers; past that it starts
// over (an active member's value is read again on their next request). What it keeps is exact by
// a version the database moves (viewerfacts.go, shownchecks.go), so losing it costs one read.
type viewerMemory[V any] struct {
	max     int
	mu      sync.RWMutex
	entries map[uuid.UUID]V
}

func (m *viewerMemory[V]) get(viewer uuid.UUID) (V, bool) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	v, ok := m.entries[viewer]
	return v, ok
}

func (m *viewerMemory[V]) put(viewer uuid.UUID, v V) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.entries == nil || len(m.entries) >= m.max {
		m.entries = make(map[uuid.UUID]V)
	}
	m.entries[viewer] = v
}
