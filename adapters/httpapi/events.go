package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// eventsPath is the live stream; it is exempt from the per-request deadline.
const eventsPath = "/api/user/events"

// streamPing keeps idle connections open through proxies that close silent ones.
const streamPing = 25 * time.Second

func (s *server) StreamEvents(ctx context.Context, req api.StreamEventsRequestObject) (api.StreamEventsResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	select {
	case <-s.shutdown:
		return nil, errStreamsFull // this instance is stopping: the client reconnects to another
	default:
	}
	// The caps first: they cost no database work, so a flood is turned away cheaply.
	release, err := s.streams.acquire(me.ID, app.ClientKey(ClientIP(ctx)))
	if err != nil {
		return nil, err
	}
	if err := s.svc.Limits.Take(ctx, app.PolicyStreamOpens, me.ID.String()); err != nil {
		release()
		return nil, err
	}
	st := &eventStream{s: s, ctx: ctx, me: me.ID, token: bearerToken(ctx), release: release}
	st.after, st.resume = lastEventID(deref(req.Params.LastEventID))
	return st, nil
}

// lastEventID reads the position a reconnecting stream resumes after. A value that is not a
// position (a client's own id, garbage) resumes from the start of what is kept, never fails.
func lastEventID(header string) (after int64, resume bool) {
	if header == "" {
		return 0, false
	}
	after, err := strconv.ParseInt(header, 10, 64)
	if err != nil || after < 0 {
		after = 0
	}
	return after, true
}

// eventStream writes Server-Sent Events until the client goes away or its token stops being
// valid. Each event's id is its position, one order for notifications, messages and read
// receipts (docs/adr/0013-messaging.md), so a reconnect with Last-Event-ID replays exactly what
// was missed.
type eventStream struct {
	s      *server
	ctx    context.Context
	me     uuid.UUID
	token  string
	after  int64
	resume bool
	lang   string
	// release gives the stream's place back to the instance's caps (streams.go).
	release func()
}

func (e *eventStream) VisitStreamEventsResponse(w http.ResponseWriter) error {
	defer e.release()
	// Subscribe before reading the position, so nothing stored in between is missed.
	stream := e.s.svc.Notifications.Queries.StreamStart
	wake, cancel := stream.Subscribe(e.me)
	defer cancel()
	start, lang, err := stream.Handle(e.ctx, e.me)
	if err != nil {
		return err
	}
	e.lang = lang
	if !e.resume {
		e.after = start.Head
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	rc := http.NewResponseController(w)
	// The server's read timeout would cancel a stream that outlives it; the stream ends when the
	// client goes away instead (each write below carries its own deadline).
	_ = rc.SetReadDeadline(time.Time{})
	if err := e.write(w, rc, "unread", "", api.StreamUnread{Unread: start.Unread, UnreadMessages: start.UnreadMessages}); err != nil {
		return nil
	}
	if err := e.catchUp(w, rc); err != nil {
		return nil
	}
	ping := time.NewTicker(streamPing)
	defer ping.Stop()
	for {
		select {
		case <-e.ctx.Done():
			return nil
		case <-e.s.shutdown:
			// http.Server.Shutdown waits for active requests but cancels none: a stream ends here
			// at once, or it would hold the shutdown for its whole grace period.
			return nil
		case <-wake:
			// A wake may be the account changing (logout, password reset, erasure): the stream
			// is one long request, and revocation must reach it as it reaches every other.
			if !e.stillValid() {
				return nil
			}
			if err := e.catchUp(w, rc); err != nil {
				return nil
			}
		case <-ping.C:
			if !e.stillValid() {
				return nil // expired while streaming
			}
			if err := e.raw(w, rc, ": ping\n\n"); err != nil {
				return nil
			}
		}
	}
}

// stillValid checks the token again; a database outage keeps the stream (it is not a refusal).
func (e *eventStream) stillValid() bool {
	_, err := e.s.svc.Accounts.Queries.Authenticate.Handle(e.ctx, e.token)
	return err == nil || errors.Is(err, errs.ErrUnavailable)
}

// catchUp sends everything after the stream's position, batch by batch.
func (e *eventStream) catchUp(w http.ResponseWriter, rc *http.ResponseController) error {
	for {
		batch, err := e.s.svc.Notifications.Queries.Since.Handle(e.ctx, e.me, e.after)
		if err != nil {
			return err
		}
		now := time.Now()
		for _, ev := range batch.Events {
			name, data := e.encode(ev, batch.StreamState, now)
			if err := e.write(w, rc, name, strconv.FormatInt(ev.Pos, 10), data); err != nil {
				return err
			}
			e.after = ev.Pos
		}
		if !batch.More || len(batch.Events) == 0 {
			return nil
		}
	}
}

// encode names an event and shapes its JSON (the contract's Stream… schemas) for the stream's member.
func (e *eventStream) encode(ev app.LiveEvent, st app.StreamState, now time.Time) (string, any) {
	switch {
	case ev.Message != nil:
		m := ev.Message
		return "message", api.StreamMessage{UnreadMessages: st.UnreadMessages,
			Message: chatMessage(m.Message, m.SenderCode, m.Sender == e.me, false)}
	case ev.Call != nil:
		return callEvent(e.me, ev.Call)
	case ev.Read != nil:
		r := ev.Read
		return "read", api.StreamRead{UnreadMessages: st.UnreadMessages, Receipt: api.ReadReceipt{
			ConversationId: r.Conversation, UserId: r.ReaderCode, UpTo: r.UpTo, ReadAt: r.At}}
	}
	return "notification", api.StreamNotification{Unread: st.Unread, Notification: e.s.notificationToAPI(*ev.Notification, e.lang, e.me, now)}
}

func (e *eventStream) write(w http.ResponseWriter, rc *http.ResponseController, event, id string, data any) error {
	b, err := json.Marshal(data)
	if err != nil {
		return err
	}
	msg := fmt.Sprintf("event: %s\ndata: %s\n\n", event, b)
	if id != "" {
		msg = "id: " + id + "\n" + msg
	}
	return e.raw(w, rc, msg)
}

func (e *eventStream) raw(w http.ResponseWriter, rc *http.ResponseController, s string) error {
	_ = rc.SetWriteDeadline(time.Now().Add(10 * time.Second))
	if _, err := w.Write([]byte(s)); err != nil {
		return err
	}
	return rc.Flush()
}
