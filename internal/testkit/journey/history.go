package journey

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"
)

// Live gives every member `each` connections, each with a first message, through the API: the
// state of members who have used the site for a while, whose conversation and notification
// pages are already full. A soak that measures from there compares the same work in its first
// and last minutes (docs/operations.md, "make soak"); one started from empty lists measures its
// members filling them. Groom g connects with brides g, g+1, … g+each-1 (wrapping), so every
// bride gets `each` too; which side asks is drawn, the other accepts and writes first.
func (w *World) Live(ctx context.Context, each int) error {
	n := len(w.grooms)
	if each <= 0 || n == 0 {
		return nil
	}
	each = min(each, n)
	seeded := make(map[pair]bool, n*each)
	work := make(chan pair)
	errs := make(chan error, 1)
	var wg sync.WaitGroup
	for worker := range 32 {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(uint64(worker), uint64(time.Now().UnixNano())))
			for p := range work {
				if err := w.connectAndWrite(ctx, r, p); err != nil {
					select {
					case errs <- fmt.Errorf("giving the members a history: %w", err):
					default:
					}
				}
			}
		})
	}
	for g := range n {
		for k := range each {
			p := pair{g, (g + k) % n}
			seeded[p] = true
			select {
			case work <- p:
			case err := <-errs:
				close(work)
				wg.Wait()
				return err
			}
		}
	}
	close(work)
	wg.Wait()
	select {
	case err := <-errs:
		return err
	default:
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	free := w.freeList[:0]
	for _, p := range w.freeList {
		if !seeded[p] {
			free = append(free, p)
		}
	}
	w.freeList = free
	return nil
}

// connectAndWrite sends a request for p from a drawn side, accepts it from the other and
// sends one message from the side that accepted, waiting for its send budget if need be.
func (w *World) connectAndWrite(ctx context.Context, r *rand.Rand, p pair) error {
	if err := w.send(ctx, r, p); err != nil {
		return err
	}
	w.mu.Lock()
	// send settled p as pending; the pending list is the journey's, and p is accepted here.
	for i, q := range w.pendingList {
		if q == p {
			w.pendingList = append(w.pendingList[:i], w.pendingList[i+1:]...)
			break
		}
	}
	byGroom := w.from[p]
	w.mu.Unlock()
	if err := w.accept(ctx, p); err != nil {
		return err
	}
	from, to := w.brides[p.bride], w.grooms[p.groom] // the side that accepted writes first
	if !byGroom {
		from, to = to, from
	}
	for !from.mayMessage(time.Now(), w.cfg.MessagesPerMinute) {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Second):
		}
	}
	began := time.Now()
	text := fmt.Sprintf("journey %s message %d: namaskar, your profile reads well", w.cfg.RunID, w.seq.Add(1))
	if _, err := from.c.json(ctx, "sendMessage", "POST", "/api/user/send-message/"+to.Code, from.Token,
		map[string]string{"text": text}, nil); err != nil {
		return err
	}
	w.Ledger.Add(KindMessage, text, began)
	return nil
}
