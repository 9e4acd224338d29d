import type { components } from '../../api/schema.gen'
import { ownProfileFixture, profileOptionsFixture } from '../../test/accountFixtures'

type Schemas = components['schemas']

export const statsFixture: Schemas['AdminStats'] = {
  total: 1234,
  male: 640,
  female: 594,
  subscribed: 210,
  newThisWeek: 31,
  suspended: 2,
  openInbox: 3,
  revenueThisMonthPaise: 0,
  paymentsThisMonth: 0,
  pendingVerifications: 0,
  openReports: 0,
  openGrievances: 0,
  harvestAlerts: 0,
}

export function memberRow(n: number, overrides: Partial<Schemas['AdminMemberRow']> = {}): Schemas['AdminMemberRow'] {
  return {
    srNo: n,
    user_id: `MH4K7Q2P${String.fromCharCode(64 + n)}${String.fromCharCode(64 + n)}`,
    fullName: `Member ${n}`,
    email: `member${n}@example.in`,
    phone: `98220000${String(n).padStart(2, '0')}`,
    status: 'active',
    registeredAt: '2026-11-01T10:00:00Z',
    ...overrides,
  }
}

export const detailFixture: Schemas['AdminMemberDetail'] = {
  member: { ...ownProfileFixture, profilePicture: '/api/media/x/full', profileThumbnail: '/api/media/x/thumb' },
  status: 'active',
  registeredAt: '2025-01-10T10:00:00Z',
  registrationIp: '203.0.113.7',
  requests: { pendingSent: 2, pendingReceived: 1, connections: 4 },
  isSubscribe: false,
  subscriptions: [],
}

/** What every signed-in admin page asks for. */
export const adminRoutes = {
  'GET /api/admin/stats': statsFixture,
  'GET /api/meta/options': profileOptionsFixture,
}

export function signInAdmin(token = 'admin-jwt', expiresAt = new Date(Date.now() + 12 * 3600_000).toISOString()) {
  window.localStorage.setItem('reshimgathi.adminSession', JSON.stringify({ token, expiresAt }))
}
