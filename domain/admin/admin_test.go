package admin_test

import (
	"bytes"
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

func TestParseMemberQuery(t *testing.T) {
	for in, want := range map[string]admin.MemberQuery{
		"":                  {By: admin.SearchAll},
		"   ":               {By: admin.SearchAll},
		"98765":             {By: admin.SearchPhone, Prefix: "98765"},
		" 9876543210 ":      {By: admin.SearchPhone, Prefix: "9876543210"},
		"Snehal.D":          {By: admin.SearchEmail, Prefix: "snehal.d"},
		"SNEHAL@EXAMPLE.IN": {By: admin.SearchEmail, Prefix: "snehal@example.in"},
		"98a":               {By: admin.SearchEmail, Prefix: "98a"},
		"mh4k7q2pxa":        {By: admin.SearchCode, Prefix: "MH4K7Q2PXA"},
		" MH4K7Q2PXA ":      {By: admin.SearchCode, Prefix: "MH4K7Q2PXA"},
		"MH4K7Q2PX":         {By: admin.SearchEmail, Prefix: "mh4k7q2px"},
		"Patil":             {By: admin.SearchName, Prefix: "patil"},
		"Sneha  Pat":        {By: admin.SearchName, Prefix: "sneha pat"},
		"D'Souza":           {By: admin.SearchName, Prefix: "d'souza"},
		"देशमुख":            {By: admin.SearchName, Prefix: "देशमुख"},
		"ops":               {By: admin.SearchName, Prefix: "ops"},
		"50%_off":           {By: admin.SearchEmail, Prefix: "50%_off"},
	} {
		if got := admin.ParseMemberQuery(in); got != want {
			t.Errorf("ParseMemberQuery(%q) = %+v, want %+v", in, got, want)
		}
	}
	if got := admin.ParseMemberQuery(strings.Repeat("ज", 300)); len([]rune(got.Prefix)) != 254 {
		t.Errorf("a long query is kept at %d characters", len([]rune(got.Prefix)))
	}
}

func TestNewReason(t *testing.T) {
	if r, err := admin.NewReason("  Fake profile reported twice  "); err != nil || r != "Fake profile reported twice" {
		t.Fatalf("%q %v", r, err)
	}
	for _, bad := range []string{"", "  ab ", strings.Repeat("x", 501)} {
		var ve *errs.ValidationError
		if _, err := admin.NewReason(bad); !errors.As(err, &ve) || ve.Fields[0].Field != "reason" {
			t.Errorf("NewReason(%q) = %v", bad, err)
		}
	}
	if _, err := admin.NewReason(strings.Repeat("क", 500)); err != nil {
		t.Errorf("500 Devanagari characters refused: %v", err)
	}
}

func TestRecoveryCodes(t *testing.T) {
	codes := admin.NewRecoveryCodes()
	if len(codes) != admin.RecoveryCodeCount {
		t.Fatalf("%d codes", len(codes))
	}
	shape := regexp.MustCompile(`^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$`)
	seen := map[string]bool{}
	for _, c := range codes {
		if !shape.MatchString(c) || seen[c] {
			t.Fatalf("code %q (seen %v)", c, seen[c])
		}
		seen[c] = true
		if !admin.LooksLikeRecoveryCode(c) || !admin.LooksLikeRecoveryCode(strings.ToLower(c)) {
			t.Errorf("%q not recognised", c)
		}
	}
	for _, notCode := range []string{"123456", "", "ABCDE-FGHI", "ABCDE-FGHIJK", "ABCDE-FGH1J"} {
		if admin.LooksLikeRecoveryCode(notCode) {
			t.Errorf("%q taken for a recovery code", notCode)
		}
	}
	a, b := uuid.New(), uuid.New()
	h := admin.HashRecoveryCode(a, codes[0])
	if !bytes.Equal(h, admin.HashRecoveryCode(a, strings.ToLower(strings.ReplaceAll(codes[0], "-", " ")))) {
		t.Error("case, dashes and spaces change the digest")
	}
	if bytes.Equal(h, admin.HashRecoveryCode(b, codes[0])) || bytes.Equal(h, admin.HashRecoveryCode(a, codes[1])) {
		t.Error("digest not bound to the account and code")
	}
	if bytes.Contains(h, []byte(codes[0][:5])) {
		t.Error("digest holds the code")
	}
}

func TestNewNote(t *testing.T) {
	if n, err := admin.NewNote("  Called back, resolved. "); err != nil || n != "Called back, resolved." {
		t.Fatalf("%q %v", n, err)
	}
	if _, err := admin.NewNote(strings.Repeat("x", 2001)); !errors.Is(err, errs.ErrInvalid) {
		t.Fatalf("long note: %v", err)
	}
}
