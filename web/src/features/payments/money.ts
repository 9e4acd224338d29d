const paiseFormatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 })

/** Paise as ₹2,000.00: receipts show the paise (the GST included is rarely whole rupees). */
export function formatPaise(paise: number): string {
  return paiseFormatter.format(paise / 100)
}
