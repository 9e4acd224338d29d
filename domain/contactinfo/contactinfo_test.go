package contactinfo_test

import (
	"testing"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
)

func TestValidPhoneIsAnIndianMobile(t *testing.T) {
	for phone, want := range map[string]bool{
		"9822012345": true, "8007001234": true, "7020304050": true, "6123456789": true,
		"0000000000": false, "5123456789": false, "1234567890": false, // not the mobile series
		"982201234": false, "98220123456": false, "98220-1234": false, "+919822012345": false,
		"९८२२०१२३४५": false, // Devanagari digits: members type ASCII ones
	} {
		if got := contactinfo.ValidPhone(phone); got != want {
			t.Errorf("ValidPhone(%q) = %v, want %v", phone, got, want)
		}
	}
}
