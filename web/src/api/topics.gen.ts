// Code generated from api/openapi.yaml by api/internal/gentopics. DO NOT EDIT.

/** The kinds of data a member's screens show (the contract's x-data-topics). */
export type DataTopic =
  /** The caller's biodata share links, their expiry and downloads (docs/biodata.md). */
  | 'biodataLinks'
  /** The members the caller blocked or reported (hidden from every list). */
  | 'blocks'
  /** Calls between connections, their log and state (docs/calls.md). */
  | 'calls'
  /** Contact details the caller revealed, and the reveals their plan has left. */
  | 'contacts'
  /** Grievances filed with the grievance officer. */
  | 'grievances'
  /** Conversations, their messages and the unread count. */
  | 'messages'
  /** The caller's notifications and their unread count. */
  | 'notifications'
  /** The caller's own profile, partner preferences, privacy settings and declarations. */
  | 'ownProfile'
  /** The caller's payments, receipts and the plan they bought. */
  | 'payments'
  /** Requests to see photos, sent and received. */
  | 'photoRequests'
  /** The caller's devices that receive pushes, and what each is pushed (docs/push.md). */
  | 'pushDevices'
  /** Connection requests and connections between the caller and other members. */
  | 'requests'
  /** The caller's saved searches and their alerts. */
  | 'savedSearches'
  /** The members the caller saved. */
  | 'shortlist'
  /** Public content - plans, success stories, the blog, option lists, the grievance officer. */
  | 'site'
  /** The caller's verification badges and what is waiting for an admin. */
  | 'verification'

/** What each read shows (x-shows), keyed by `${method} ${path}` as in a query key. */
export const TOPICS_SHOWN: Readonly<Record<string, readonly DataTopic[]>> = {
  'get /api/biodata/shared/{token}': [],
  'get /api/blog': ['site'],
  'get /api/blog/{slug}': ['site'],
  'get /api/grievance-officer': ['site'],
  'post /api/grievances/lookup': ['grievances'],
  'get /api/health': [],
  'get /api/media/{photoId}/{variant}': [],
  'get /api/meta/options': ['site'],
  'get /api/places': [],
  'get /api/plans': ['site'],
  'get /api/profiles/{id}/biodata': ['ownProfile', 'requests', 'blocks', 'contacts', 'payments'],
  'get /api/push/key': [],
  'get /api/ready': [],
  'get /api/success-stories': ['site'],
  'post /api/user/all-users': ['requests', 'blocks'],
  'get /api/user/all/match-prefrences': ['ownProfile', 'requests', 'blocks'],
  'get /api/user/biodata': ['ownProfile'],
  'get /api/user/biodata/links': ['biodataLinks'],
  'get /api/user/blocks': ['blocks'],
  'get /api/user/call-log/{userId}': ['calls', 'blocks'],
  'get /api/user/calls/ice-servers': [],
  'get /api/user/connected/people': ['requests', 'blocks'],
  'get /api/user/conversation-with/{userId}': ['messages', 'requests', 'blocks', 'payments'],
  'get /api/user/conversations': ['messages', 'blocks'],
  'get /api/user/conversations/{conversationId}/messages': ['messages'],
  'get /api/user/events': [],
  'get /api/user/interested-users': ['requests', 'blocks'],
  'get /api/user/messages/unread-count': ['messages'],
  'get /api/user/my-data': [],
  'get /api/user/notifications': ['notifications', 'requests', 'photoRequests'],
  'get /api/user/notifications/unread-count': ['notifications'],
  'get /api/user/payments': ['payments'],
  'get /api/user/payments/{paymentId}': ['payments'],
  'get /api/user/photo-requests': ['photoRequests'],
  'get /api/user/profile-preview': ['ownProfile', 'payments', 'verification'],
  'get /api/user/profile-viewers': ['requests', 'blocks'],
  'get /api/user/push/subscriptions': ['pushDevices'],
  'get /api/user/saved-searches': ['savedSearches'],
  'get /api/user/sent-requests': ['requests', 'blocks'],
  'get /api/user/shortlist': ['shortlist', 'requests', 'blocks'],
  'get /api/user/summary': ['ownProfile', 'requests', 'notifications', 'savedSearches', 'contacts', 'payments', 'verification', 'shortlist'],
  'get /api/user/user-profile/{id}': ['ownProfile', 'requests', 'shortlist', 'blocks', 'contacts', 'payments', 'verification', 'photoRequests'],
  'get /api/user/verification': ['verification'],
}

/** What each write changes (x-changes), keyed by `${method} ${path}` as in a mutation key. */
export const TOPICS_CHANGED: Readonly<Record<string, readonly DataTopic[]>> = {
  'post /api/auth/forgot-password': [],
  'post /api/auth/login': [],
  'post /api/auth/logout': [],
  'post /api/auth/register': [],
  'post /api/auth/register/email': [],
  'post /api/auth/reset-password': [],
  'post /api/auth/verify-email': ['verification'],
  'post /api/auth/verify-otp': [],
  'post /api/contact': [],
  'post /api/feedback': [],
  'post /api/grievances': ['grievances'],
  'post /api/payments/orders': [],
  'post /api/payments/sandbox/orders/{orderId}/complete': ['payments'],
  'post /api/payments/verify': ['payments'],
  'post /api/payments/webhooks/razorpay': [],
  'post /api/user/accept-request/{userId}': ['requests', 'notifications'],
  'post /api/user/biodata/links': ['biodataLinks'],
  'delete /api/user/biodata/links/{linkId}': ['biodataLinks'],
  'delete /api/user/blocks/{userId}': ['blocks'],
  'post /api/user/blocks/{userId}': ['blocks'],
  'post /api/user/calls/{callId}/answer': ['calls'],
  'post /api/user/calls/{callId}/decline': ['calls'],
  'post /api/user/calls/{callId}/hang-up': ['calls'],
  'post /api/user/calls/{callId}/signal': [],
  'post /api/user/conversations/{conversationId}/read': ['messages'],
  'post /api/user/declarations': ['ownProfile'],
  'post /api/user/delete-account': [],
  'post /api/user/horoscope/calculate': [],
  'post /api/user/mark-as-read': ['notifications'],
  'post /api/user/photo-requests/{userId}': ['photoRequests'],
  'post /api/user/photo-requests/{userId}/accept': ['photoRequests'],
  'post /api/user/photo-requests/{userId}/decline': ['photoRequests'],
  'patch /api/user/profile': ['ownProfile'],
  'delete /api/user/push/subscriptions': ['pushDevices'],
  'put /api/user/push/subscriptions': ['pushDevices'],
  'post /api/user/reject-user/{userId}': ['requests', 'notifications'],
  'post /api/user/reports/{userId}': ['blocks'],
  'post /api/user/reveal-contact/{userId}': ['contacts'],
  'post /api/user/saved-searches': ['savedSearches'],
  'delete /api/user/saved-searches/{searchId}': ['savedSearches'],
  'patch /api/user/saved-searches/{searchId}': ['savedSearches'],
  'post /api/user/send-message/{userId}': ['messages'],
  'post /api/user/send-request/{userId}': ['requests'],
  'patch /api/user/settings': ['ownProfile'],
  'delete /api/user/shortlist/{userId}': ['shortlist'],
  'put /api/user/shortlist/{userId}': ['shortlist'],
  'post /api/user/start-call/{userId}': ['calls'],
  'post /api/user/verification/documents': ['verification'],
  'post /api/user/verification/email': ['verification'],
  'post /api/user/verification/phone': ['verification'],
  'post /api/user/verification/phone/confirm': ['verification'],
  'post /api/user/withdraw-request/{userId}': ['requests'],
}
