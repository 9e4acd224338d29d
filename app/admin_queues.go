package app

// The admins' queues of trust and safety (docs/adr/0016-trust-and-safety.md): documents waiting
// for verification, open reports, grievance tickets; twenty a page.
const queuePage = 20

// QueuePage is one page of a queue with its size.
type QueuePage[T any] struct {
	Items      []T
	Page       int
	TotalPages int
	Total      int
}
