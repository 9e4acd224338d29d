import { describe, expect, it } from 'vitest'
import { notificationsEn } from './i18n'
import { notificationsMr } from './i18n.mr'
import { relativeTime, timeAgoWords } from './relativeTime'

const NOW = new Date('2026-11-22T12:00:00Z')
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60 * 1000).toISOString()

/** The words a member reads (Intl.RelativeTimeFormat in en-IN and mr-IN). */
function words(minutes: number, language: 'en' | 'mr'): string {
  const justNow = language === 'mr' ? notificationsMr.time.justNow : notificationsEn.time.justNow
  return timeAgoWords(minutesAgo(minutes), NOW, language, justNow)
}

describe('relative time (issue 26: under an hour read "Just now")', () => {
  it.each([
    [0, 'Just now'],
    [1, '1 minute ago'],
    [5, '5 minutes ago'],
    [59, '59 minutes ago'],
    [60, '1 hour ago'],
    [119, '1 hour ago'],
    [120, '2 hours ago'],
    [24 * 60 - 1, '23 hours ago'],
    [24 * 60, 'yesterday'],
    [3 * 24 * 60, '3 days ago'],
    [45 * 24 * 60, 'last month'],
    [400 * 24 * 60, 'last year'],
  ])('%i minutes ago → %s', (minutes, expected) => {
    expect(words(minutes, 'en')).toBe(expected)
  })

  it.each([
    [0, 'आत्ताच'],
    [5, '५ मिनिटांपूर्वी'],
    [120, '२ तासांपूर्वी'],
    [24 * 60, 'काल'],
    [3 * 24 * 60, '३ दिवसांपूर्वी'],
  ])('in Marathi, %i minutes ago → %s', (minutes, expected) => {
    expect(words(minutes, 'mr')).toBe(expected)
  })

  it('reads a time slightly in the future (clock skew) or an unreadable one as Just now', () => {
    expect(relativeTime(minutesAgo(-5), NOW)).toEqual({ unit: 'justNow' })
    expect(relativeTime('not a date', NOW)).toEqual({ unit: 'justNow' })
  })
})
