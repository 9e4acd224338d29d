package httpapi

import (
	"net/http"

	"github.com/reshimgathi/reshimgathi/app"
)

// readOnlyPosts are the operations sent as POST that change nothing: the spec's search takes
// its filters in a body.
var readOnlyPosts = map[string]bool{"searchMembers": true}

// noteWrites tells the read routing that a member changed something, before the answer
// leaves (docs/adr/0014-read-replicas.md): the member's next discovery reads, on every
// instance, come from the primary, where the change already is. Any successful request
// other than GET/HEAD/OPTIONS (and readOnlyPosts) counts, so a use case added later is
// covered without a word.
func noteWrites(note *app.NoteWrite, operations map[string]string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		if note == nil || !note.Routed() {
			return next
		}
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			me, ok := principal(r.Context())
			if !ok || r.Method == http.MethodGet || r.Method == http.MethodHead || r.Method == http.MethodOptions ||
				readOnlyPosts[operationLabel(r, operations)] {
				next.ServeHTTP(w, r)
				return
			}
			next.ServeHTTP(&writeNoter{ResponseWriter: w, note: func() { note.Handle(r.Context(), me.ID) }}, r)
		})
	}
}

// writeNoter calls note once, when a success status is about to be sent.
type writeNoter struct {
	http.ResponseWriter
	note  func()
	wrote bool
}

func (n *writeNoter) WriteHeader(code int) {
	if !n.wrote {
		n.wrote = true
		if code < 400 {
			n.note()
		}
	}
	n.ResponseWriter.WriteHeader(code)
}

func (n *writeNoter) Write(b []byte) (int, error) {
	if !n.wrote {
		n.WriteHeader(http.StatusOK)
	}
	return n.ResponseWriter.Write(b)
}

func (n *writeNoter) Flush() {
	if f, ok := n.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (n *writeNoter) Unwrap() http.ResponseWriter { return n.ResponseWriter }
