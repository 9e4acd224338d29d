/*
 * One place for how numbers, money, dates, heights and phones read to a member. Marathi shows
 * Devanagari digits everywhere (१२३); English shows Latin ones. Translated strings get the same
 * treatment: lib/i18n.ts passes every numeric interpolation value through localDigits.
 */

const DEVANAGARI_DIGITS = '०१२३४५६७८९'

/** Latin digits in `text` as the language writes them (Devanagari in Marathi). */
export function localDigits(text: string, language: string): string {
  if (language !== 'mr') return text
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS.charAt(Number(digit)))
}

function locale(language: string): string {
  return language === 'mr' ? 'mr-IN' : 'en-IN'
}

/** A number with Indian grouping (1,00,000) in the language's digits. */
export function formatNumber(value: number, language: string): string {
  return localDigits(new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 }).format(value), language)
}

const rupeeFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
})

/** ₹ with Indian digit grouping (₹1,00,000), in the language's digits. */
export function formatRupees(amount: number, language = 'en'): string {
  return localDigits(rupeeFormatter.format(amount), language)
}

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const text = new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'long', year: 'numeric' }).format(date)
  return localDigits(text, language)
}

/**
 * "5 minutes ago", "2 hours ago", "yesterday", "3 days ago" — or "५ मिनिटांपूर्वी", "काल" in Marathi
 * (Intl.RelativeTimeFormat, en-IN and mr-IN, which writes Marathi in Devanagari digits).
 */
export function formatTimeAgo(count: number, unit: Intl.RelativeTimeFormatUnit, language: string): string {
  return localDigits(new Intl.RelativeTimeFormat(locale(language), { numeric: 'auto' }).format(-count, unit), language)
}

/** Centimetres as feet and whole inches (170 → 5 ft 7 in), the way families in India read height. */
export function feetAndInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / 2.54)
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 }
}

/** 5′ 7″ (170 cm) — feet and inches first, the centimetres beside them. */
export function formatHeight(cm: number, language: string): string {
  const { feet, inches } = feetAndInches(cm)
  const unit = language === 'mr' ? 'सेमी' : 'cm'
  return localDigits(`${feet}′ ${inches}″ (${cm} ${unit})`, language)
}

/** The ten digits of an Indian mobile, whatever was stored around them (+91, spaces, a leading 0). */
export function nationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length > 10 ? digits.slice(-10) : digits
}

/** +91 98765 43210 — the country code and the usual 5 + 5 grouping. Latin digits: it is dialled. */
export function formatIndianPhone(phone: string): string {
  const national = nationalNumber(phone)
  if (national.length !== 10) return phone
  return `+91 ${national.slice(0, 5)} ${national.slice(5)}`
}

/** A tel: link that dials from anywhere (with the country code). */
export function telLink(phone: string): string {
  return `tel:+91${nationalNumber(phone)}`
}

/** WhatsApp's click-to-chat link for an Indian mobile (https://wa.me/ takes the number without +). */
export function whatsAppLink(phone: string): string {
  return `https://wa.me/91${nationalNumber(phone)}`
}
