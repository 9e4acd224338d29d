import type { NotificationsMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const notificationsMr: NotificationsMessages = {
  documentTitle: 'सूचना',
  title: 'सूचना',
  total: 'एकूण: {{count}}',
  unreadCount_one: '{{count}} न वाचलेली',
  unreadCount_other: '{{count}} न वाचलेल्या',
  markAsRead: 'वाचल्या म्हणून खूण करा',
  marking: 'खूण करत आहे...',
  markFailed: 'सूचना अद्ययावत करता आल्या नाहीत',
  unread: 'न वाचलेली',
  openProfile: '{{name}} यांचे प्रोफाइल उघडा',
  recent: {
    title: 'अलीकडील सूचना',
    all: 'सर्व सूचना',
  },
  list: 'तुमच्या सूचना',
  empty: 'अजून एकही सूचना नाही.',
  emptyHint: 'तुम्हाला आलेल्या विनंत्या आणि तुम्ही पाठवलेल्या विनंत्यांची उत्तरे इथे दिसतील.',
  error: 'तुमच्या सूचना लोड करता आल्या नाहीत.',
  time: {
    justNow: 'आत्ताच',
  },
}
