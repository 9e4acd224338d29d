package identity

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCommonPasswordListEmbedded(t *testing.T) {
	if n := len(commonPasswords); n < 3000 {
		t.Fatalf("embedded common-password list has %d entries, want >= 3000", n)
	}
	for pw := range commonPasswords {
		if utf8.RuneCountInString(pw) < MinPasswordLength {
			t.Errorf("list entry %q shorter than %d", pw, MinPasswordLength)
		}
		if pw != strings.ToLower(pw) || strings.HasPrefix(pw, "#") {
			t.Errorf("list entry %q not normalised", pw)
		}
	}
	if !strings.HasPrefix(commonPasswordsFile, "# Source:") {
		t.Error("common-passwords.txt must start with its provenance comment")
	}
}

func TestCheckPassword(t *testing.T) {
	devanagari64 := repeatRunes("कमलपुष्प", 64)
	if utf8.RuneCountInString(devanagari64) != 64 {
		t.Fatalf("fixture has %d runes", utf8.RuneCountInString(devanagari64))
	}
	const name, email = "Priya Sharma", "priya.sharma+matri@example.in"

	tests := []struct {
		name     string
		password string
		want     error
	}{
		{"ok ascii", "correct horse battery staple", nil},
		{"ok exactly 8", "zq7#vLp2", nil},
		{"too short 7", "zq7#vLp", ErrPasswordTooShort},
		{"empty", "", ErrPasswordTooShort},
		// 7 Devanagari code points are 21 bytes: counting bytes would wrongly accept.
		{"too short in runes not bytes", repeatRunes("क", 7), ErrPasswordTooShort},
		{"64 devanagari accepted", devanagari64, nil},
		{"128 accepted", repeatRunes("xk9", 128), nil},
		{"128 multibyte accepted", repeatRunes("मराठी", 128), nil},
		{"129 rejected", repeatRunes("xk9", 129), ErrPasswordTooLong},
		{"common password123", "password123", ErrPasswordCommon},
		{"common qwertyuiop", "qwertyuiop", ErrPasswordCommon},
		{"common any case", "PassWord123", ErrPasswordCommon},
		{"common with spaces", "password 123", ErrPasswordCommon},
		{"own full name", "Priya Sharma", ErrPasswordPersonal},
		{"own name without spaces", "priyasharma", ErrPasswordPersonal},
		{"own name upper", "PRIYASHARMA", ErrPasswordPersonal},
		{"own name plus digits", "PriyaSharma2024", ErrPasswordPersonal},
		{"name part", "sharma@1990!", ErrPasswordPersonal},
		{"whole email", email, ErrPasswordPersonal},
		{"whole email upper", strings.ToUpper(email), ErrPasswordPersonal},
		{"email local part", "priya.sharma+matri", ErrPasswordPersonal},
		{"email local part without tag", "Priya.Sharma", ErrPasswordPersonal},
		{"unrelated", "monsoon-over-sahyadri", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckPassword(tc.password, name, email)
			if tc.want == nil {
				if err != nil {
					t.Fatalf("CheckPassword(%q) = %v, want nil", tc.password, err)
				}
				return
			}
			if !errors.Is(err, tc.want) {
				t.Fatalf("CheckPassword(%q) = %v, want %v", tc.password, err, tc.want)
			}
			if !errors.Is(err, ErrPasswordPolicy) {
				t.Fatalf("%v does not match ErrPasswordPolicy", err)
			}
		})
	}
}

func TestShortNameOnlyRejectedOnExactMatch(t *testing.T) {
	// "Anu" is inside "continuum"; rejecting that would be a false positive.
	if err := CheckPassword("continuum-river-42", "Anu Rao", "anu@example.in"); err != nil {
		t.Fatalf("got %v", err)
	}
	if err := CheckPassword("anu rao!", "Anu Rao", "x@example.in"); err == nil {
		t.Fatal("password containing the full name accepted")
	}
}

func TestPersonalCheckWithoutIdentifiers(t *testing.T) {
	if err := CheckPassword("monsoon-over-sahyadri", "", ""); err != nil {
		t.Fatalf("got %v", err)
	}
}

func TestPolicyMessagesAreMemberReadable(t *testing.T) {
	want := map[error]string{
		ErrPasswordTooShort: "Password must be at least 8 characters",
		ErrPasswordTooLong:  "Password must be at most 128 characters",
		ErrPasswordCommon:   "This password is too common. Please choose another.",
		ErrPasswordPersonal: "Password must not contain your name or e-mail.",
	}
	for err, msg := range want {
		if err.Error() != msg {
			t.Errorf("got %q, want %q", err.Error(), msg)
		}
	}
	if errors.Is(ErrPasswordTooShort, ErrPasswordCommon) {
		t.Error("distinct sentinels must not match each other")
	}
}

// repeatRunes cycles through the runes of s until n code points are produced.
func repeatRunes(s string, n int) string {
	rs := []rune(s)
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteRune(rs[i%len(rs)])
	}
	return b.String()
}

func TestNewPassword(t *testing.T) {
	seen := map[string]bool{}
	for range 200 {
		p := NewPassword()
		if len(p) != 23 || p[5] != '-' || p[11] != '-' || p[17] != '-' || seen[p] {
			t.Fatalf("password %q (repeat %v)", p, seen[p])
		}
		if err := CheckPassword(p, "", "admin@reshimgathi.in"); err != nil {
			t.Fatalf("a generated password fails the policy: %v", err)
		}
		seen[p] = true
	}
}
