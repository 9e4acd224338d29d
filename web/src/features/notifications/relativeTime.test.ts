import { beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n'
import { registerNotificationsTranslations } from './i18n'
import { notificationsMr } from './i18n.mr'
import { relativeTime } from './relativeTime'

const NOW = new Date('2026-11-22T12:00:00Z')
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60 * 1000).toISOString()

/** The words a member reads, through the real i18n set-up (plurals included). */
function words(createdAt: string, language: 'en' | 'mr'): string {
  const t = i18n.getFixedT(language, 'notifications')
  const ago = relativeTime(createdAt, NOW)
  if (ago.unit === 'justNow') return t('time.justNow')
  return t('time.hoursAgo', { count: ago.count })
}

beforeAll(async () => {
  await registerNotificationsTranslations()
  i18n.addResourceBundle('mr', 'notifications', notificationsMr)
})

describe('relative time (docs/product.md §9: whole hours)', () => {
  it.each([
    [0, 'Just now'],
    [1, 'Just now'],
    [59, 'Just now'],
    [60, '1 hour ago'],
    [119, '1 hour ago'],
    [120, '2 hours ago'],
    [23 * 60, '23 hours ago'],
    [24 * 60 - 1, '23 hours ago'],
    [24 * 60, '24 hours ago'],
    [47 * 60, '47 hours ago'],
    [7 * 24 * 60, '168 hours ago'],
  ])('%i minutes ago → %s', (minutes, expected) => {
    expect(words(minutesAgo(minutes), 'en')).toBe(expected)
  })

  it.each([
    [59, 'आत्ताच'],
    [60, '१ तासापूर्वी'],
    [23 * 60, '२३ तासांपूर्वी'],
    [24 * 60, '२४ तासांपूर्वी'],
    [3 * 24 * 60, '७२ तासांपूर्वी'],
  ])('in Marathi, %i minutes ago → %s', (minutes, expected) => {
    expect(words(minutesAgo(minutes), 'mr')).toBe(expected)
  })

  it('reads a time slightly in the future (clock skew) or an unreadable one as Just now', () => {
    expect(relativeTime(minutesAgo(-5), NOW)).toEqual({ unit: 'justNow' })
    expect(relativeTime('not a date', NOW)).toEqual({ unit: 'justNow' })
  })
})
