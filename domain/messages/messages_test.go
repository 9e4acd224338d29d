package messages_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/messages"
)

func TestMaySend(t *testing.T) {
	me, other := uuid.New(), uuid.New()
	startedByMe := messages.Conversation{ID: uuid.New(), StartedBy: me}
	startedByOther := messages.Conversation{ID: uuid.New(), StartedBy: other}
	cases := []struct {
		name       string
		subscribed bool
		pair       messages.Pair
		want       error
	}{
		{"subscriber-starts", true, messages.Pair{Connected: true}, nil},
		{"subscriber-continues-own", true, messages.Pair{Connected: true, Conversation: startedByMe}, nil},
		{"subscriber-replies", true, messages.Pair{Connected: true, Conversation: startedByOther}, nil},
		{"free-member-cannot-start", false, messages.Pair{Connected: true}, messages.ErrSubscriptionRequired},
		{"free-member-replies-to-subscriber", false, messages.Pair{Connected: true, Conversation: startedByOther}, nil},
		{"expired-starter-cannot-continue", false, messages.Pair{Connected: true, Conversation: startedByMe}, messages.ErrSubscriptionRequired},
		{"stranger-even-subscribed", true, messages.Pair{}, messages.ErrNotConnected},
		{"former-connection-cannot-reply", false, messages.Pair{Conversation: startedByOther}, messages.ErrNotConnected},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if err := messages.MaySend(me, c.subscribed, c.pair); !errors.Is(err, c.want) || (c.want == nil) != (err == nil) {
				t.Fatalf("MaySend = %v, want %v", err, c.want)
			}
		})
	}
	if !errors.Is(messages.ErrSubscriptionRequired, errs.ErrPaymentRequired) || !errors.Is(messages.ErrNotConnected, errs.ErrForbidden) {
		t.Fatal("the gates are not of the kinds the HTTP table maps to 402 and 403")
	}
}

func TestNewText(t *testing.T) {
	cases := []struct {
		name, in, want, problem string
	}{
		{"trimmed", "  Namaskar!  \n", "Namaskar!", ""},
		{"marathi", "नमस्कार, कसे आहात?", "नमस्कार, कसे आहात?", ""},
		{"html-stays-text", `<b>hi</b><script>alert(1)</script>`, `<b>hi</b><script>alert(1)</script>`, ""},
		{"line-breaks-kept", "one\r\ntwo\rthree\n\tfour", "one\ntwo\nthree\n\tfour", ""},
		{"exactly-max", strings.Repeat("म", messages.MaxLength), strings.Repeat("म", messages.MaxLength), ""},
		{"empty", "", "", "Please write a message."},
		{"only-space", " \n\t ", "", "Please write a message."},
		{"too-long", strings.Repeat("a", messages.MaxLength+1), "", "A message can be at most 2,000 characters."},
		{"nul", "a\x00b", "", "A message cannot contain control characters."},
		{"escape", "a\x1b[2Jb", "", "A message cannot contain control characters."},
		{"c1", "a\u0085b", "", "A message cannot contain control characters."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := messages.NewText(c.in)
			if c.problem == "" {
				if err != nil || got != c.want {
					t.Fatalf("NewText = %q, %v; want %q", got, err, c.want)
				}
				return
			}
			var ve *errs.ValidationError
			if !errors.As(err, &ve) || len(ve.Fields) != 1 || ve.Fields[0].Field != "text" || ve.Fields[0].Message != c.problem {
				t.Fatalf("NewText error = %v, want %q on text", err, c.problem)
			}
		})
	}
}
