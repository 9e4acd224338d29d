package main

import (
	"os"

	"github.com/reshimgathi/reshimgathi/domain/grievance"
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

// grievanceOfficer is who the grievance page names (IT Rules 2021, rule 3(2); the matrimonial
// sites advisory): GRIEVANCE_OFFICER_NAME, _EMAIL and _PHONE set them, the company's office is
// the address. The defaults are the demo's.
func grievanceOfficer(cfg config) grievance.Officer {
	seller := company()
	return grievance.Officer{
		Name:        orDefault(cfg.OfficerName, "Smt. Asha Kulkarni"),
		Designation: "Grievance Officer",
		Email:       orDefault(cfg.OfficerEmail, "grievance@reshimgathi.in"),
		Phone:       orDefault(cfg.OfficerPhone, seller.Phone),
		Address:     append([]string{seller.Name}, seller.Address...),
		Hours:       "Mon–Sat, 10 AM – 6 PM",
	}
}

func orDefault(v, fallback string) string {
	if v != "" {
		return v
	}
	return fallback
}
