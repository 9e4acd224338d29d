package identity

import (
	"bytes"
	"testing"

	"github.com/google/uuid"
)

func TestNewOTPFormatAndSpread(t *testing.T) {
	seen := map[string]bool{}
	var digitCount [10]int
	const n = 2000
	for i := 0; i < n; i++ {
		otp, err := NewOTP()
		if err != nil {
			t.Fatal(err)
		}
		if !ValidOTPFormat(otp) {
			t.Fatalf("NewOTP() = %q, want 6 digits", otp)
		}
		seen[otp] = true
		digitCount[otp[0]-'0']++
	}
	// 2000 draws from 10^6 codes: more than a handful of repeats means a broken source.
	if len(seen) < n-20 {
		t.Fatalf("only %d distinct codes in %d draws", len(seen), n)
	}
	// Leading zeros must be kept (a code is a string, not a number).
	if digitCount[0] == 0 {
		t.Fatal("no code started with 0: leading zeros lost or source biased")
	}
}

func TestOTPRejectionBound(t *testing.T) {
	if otpReject%otpSpace != 0 || otpReject > 1<<32 || (1<<32)-otpReject >= otpSpace {
		t.Fatalf("otpReject %d is not the largest multiple of %d below 2^32", otpReject, otpSpace)
	}
}

func TestValidOTPFormat(t *testing.T) {
	for s, want := range map[string]bool{
		"000000": true, "123456": true, "12345": false, "1234567": false,
		"12345a": false, " 12345": false, "١٢٣٤٥٦": false, "": false,
	} {
		if got := ValidOTPFormat(s); got != want {
			t.Errorf("ValidOTPFormat(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestHashOTP(t *testing.T) {
	a, b := uuid.New(), uuid.New()
	h := HashOTP(a, "123456")
	if len(h) != 32 {
		t.Fatalf("digest length %d", len(h))
	}
	if !bytes.Equal(h, HashOTP(a, "123456")) {
		t.Fatal("HashOTP not deterministic")
	}
	if bytes.Contains(h, []byte("123456")) {
		t.Fatal("digest contains the code")
	}
	if !OTPMatches(a, "123456", h) {
		t.Fatal("correct code rejected")
	}
	if OTPMatches(a, "123457", h) {
		t.Fatal("wrong code accepted")
	}
	if OTPMatches(b, "123456", h) {
		t.Fatal("code bound to account a accepted for account b")
	}
	if OTPMatches(a, "123456", nil) || OTPMatches(a, "123456", h[:16]) {
		t.Fatal("empty or truncated stored digest matched")
	}
	if EqualOTPHash(nil, nil) {
		t.Fatal("two empty digests must not be equal")
	}
}

func TestOTPConstants(t *testing.T) {
	if OTPLifetime.Minutes() != 10 || OTPMaxAttempts != 5 || OTPHourlyCap != 5 || OTPLength != 6 {
		t.Fatal("reset-code constants drifted from docs/security.md 5")
	}
}
