package main

import (
	"os"

	"github.com/reshimgathi/reshimgathi/domain/payments"
)

// company is the seller every receipt names (on screen, printed and e-mailed): the one place
// its details are set. The office's address and numbers are the ones the website shows
// (web/src/lib/office.ts). COMPANY_GSTIN adds the GST registration once there is one; until
// then receipts carry no GSTIN line. Prices are quoted inclusive of GST at the standard 18%
// for online services.
func company() payments.Seller {
	return payments.Seller{
		Name:           env("COMPANY_NAME", "Reshimgathi Matrimony"),
		Address:        []string{"2nd floor, Shivaji Nagar", "Pune 411005, Maharashtra, India"},
		GSTIN:          os.Getenv("COMPANY_GSTIN"),
		Email:          "care@reshimgathi.in",
		Phone:          "+91 20 4000 1234",
		GSTRatePercent: 18,
	}
}
