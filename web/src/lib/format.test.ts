import { describe, expect, it } from 'vitest'
import { feetAndInches, formatHeight, formatIndianPhone, formatNumber, formatRupees, localDigits, telLink, whatsAppLink } from './format'
import { i18n } from './i18n'

describe('format', () => {
  it('writes Marathi numbers in Devanagari digits and leaves English ones Latin', () => {
    expect(localDigits('Age 27, 5 ft', 'mr')).toBe('Age २७, ५ ft')
    expect(localDigits('Age 27', 'en')).toBe('Age 27')
    expect(formatNumber(100000, 'mr')).toBe('१,००,०००')
    expect(formatNumber(100000, 'en')).toBe('1,00,000')
    expect(formatRupees(1499, 'mr')).toBe('₹१,४९९')
  })

  it('shows height in feet and inches beside centimetres', () => {
    expect(feetAndInches(170)).toEqual({ feet: 5, inches: 7 })
    expect(feetAndInches(152)).toEqual({ feet: 5, inches: 0 })
    expect(feetAndInches(182.88)).toEqual({ feet: 6, inches: 0 })
    expect(formatHeight(170, 'en')).toBe('5′ 7″ (170 cm)')
    expect(formatHeight(170, 'mr')).toBe('५′ ७″ (१७० सेमी)')
  })

  it('writes Indian mobiles with +91 and links them for calls and WhatsApp', () => {
    expect(formatIndianPhone('9876543210')).toBe('+91 98765 43210')
    expect(formatIndianPhone('+91 98765-43210')).toBe('+91 98765 43210')
    expect(formatIndianPhone('12345')).toBe('12345')
    expect(telLink('09876543210')).toBe('tel:+919876543210')
    expect(whatsAppLink('9876543210')).toBe('https://wa.me/919876543210')
  })

  it('interpolates numbers in the current language digits, without grouping', async () => {
    i18n.addResourceBundle('en', 'formatTest', { line: 'Since {{year}}, {{name}}' })
    i18n.addResourceBundle('mr', 'formatTest', { line: '{{year}} पासून, {{name}}' })
    expect(i18n.getFixedT('en', 'formatTest')('line', { year: 2026, name: 'A1' })).toBe('Since 2026, A1')
    expect(i18n.getFixedT('mr', 'formatTest')('line', { year: 2026, name: 'A1' })).toBe('२०२६ पासून, A1')
  })
})
