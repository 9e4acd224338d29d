import { describe, expect, it } from 'vitest'
import { layoutEn } from '../app/layout/i18n'
import { layoutMr } from '../app/layout/i18n.mr'
import { planEn } from '../components/plans/i18n'
import { planMr } from '../components/plans/i18n.mr'
import { blogEn } from '../features/blog/i18n'
import { blogMr } from '../features/blog/i18n.mr'
import { contactEn } from '../features/contact/i18n'
import { contactMr } from '../features/contact/i18n.mr'
import { feedbackEn } from '../features/feedback/i18n'
import { feedbackMr } from '../features/feedback/i18n.mr'
import { homeEn } from '../features/home/i18n'
import { homeMr } from '../features/home/i18n.mr'
import { sitePageEn } from '../features/site-pages/i18n'
import { sitePageMr } from '../features/site-pages/i18n.mr'
import { memberCardEn } from '../components/MemberCard/i18n'
import { memberCardMr } from '../components/MemberCard/i18n.mr'
import { connectedEn } from '../features/connected/i18n'
import { connectedMr } from '../features/connected/i18n.mr'
import { interestsEn } from '../features/interests/i18n'
import { interestsMr } from '../features/interests/i18n.mr'
import { matchesEn } from '../features/matches/i18n'
import { matchesMr } from '../features/matches/i18n.mr'
import { notificationBellEn } from '../features/notifications/bellI18n'
import { notificationBellMr } from '../features/notifications/bellI18n.mr'
import { notificationsEn } from '../features/notifications/i18n'
import { notificationsMr } from '../features/notifications/i18n.mr'
import { messagesBadgeEn } from '../features/messages/badgeI18n'
import { messagesBadgeMr } from '../features/messages/badgeI18n.mr'
import { messagesEn } from '../features/messages/i18n'
import { messagesMr } from '../features/messages/i18n.mr'
import { searchEn } from '../features/search/i18n'
import { searchMr } from '../features/search/i18n.mr'
import { userProfileEn } from '../features/user-profile/i18n'
import { userProfileMr } from '../features/user-profile/i18n.mr'
import { adminEn } from '../features/admin/i18n'
import { adminMr } from '../features/admin/i18n.mr'
import { pwaEn } from '../features/pwa/i18n'
import { pwaMr } from '../features/pwa/i18n.mr'
import { commonEn } from './commonI18n'
import { commonMr } from './commonI18n.mr'

const NAMESPACES = {
  common: [commonEn, commonMr],
  layout: [layoutEn, layoutMr],
  plans: [planEn, planMr],
  home: [homeEn, homeMr],
  sitePages: [sitePageEn, sitePageMr],
  contact: [contactEn, contactMr],
  feedback: [feedbackEn, feedbackMr],
  blog: [blogEn, blogMr],
  memberCard: [memberCardEn, memberCardMr],
  search: [searchEn, searchMr],
  matches: [matchesEn, matchesMr],
  userProfile: [userProfileEn, userProfileMr],
  interests: [interestsEn, interestsMr],
  connected: [connectedEn, connectedMr],
  notifications: [notificationsEn, notificationsMr],
  notificationBell: [notificationBellEn, notificationBellMr],
  messages: [messagesEn, messagesMr],
  messagesBadge: [messagesBadgeEn, messagesBadgeMr],
  admin: [adminEn, adminMr],
  pwa: [pwaEn, pwaMr],
} as const

// Names that are the same in both languages on purpose (the switch shows each language in its own script).
const SAME_IN_BOTH = new Set([
  'common:language.en',
  'common:language.mr',
  'memberCard:cityState',
  'messages:composer.count',
  'admin:language.switchTo',
  'admin:detail.subscription.period',
])
const DEVANAGARI = /[\u0900-\u097F]/

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  if (typeof value === 'string') found.set(prefix, value)
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(path, text)
    }
  }
  return found
}

describe.each(Object.entries(NAMESPACES))('%s translations', (namespace, [english, marathi]) => {
  const en = leaves(english)
  const mr = leaves(marathi)

  it('has the same keys in English and Marathi', () => {
    expect([...mr.keys()].sort()).toEqual([...en.keys()].sort())
  })

  it('has real Marathi (Devanagari) for every English string', () => {
    for (const [key, text] of mr) {
      if (SAME_IN_BOTH.has(`${namespace}:${key}`)) continue
      expect(text.trim(), key).not.toBe('')
      expect(DEVANAGARI.test(text), `${namespace}:${key} = ${text}`).toBe(true)
    }
  })

  it('keeps the same {{placeholders}}', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort()
    for (const [key, text] of en) expect(placeholders(mr.get(key) ?? ''), key).toEqual(placeholders(text))
  })
})
