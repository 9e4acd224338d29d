import type { NotificationBellMessages } from './bellI18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const notificationBellMr: NotificationBellMessages = {
  label: 'सूचना',
  labelUnread_one: 'सूचना, {{count}} न वाचलेली',
  labelUnread_other: 'सूचना, {{count}} न वाचलेल्या',
  messages: {
    request_received: '{{name}} यांनी तुम्हाला जोडणीची विनंती पाठवली आहे.',
    request_accepted: '{{name}} यांनी तुमची जोडणीची विनंती स्वीकारली आहे.',
    request_rejected: '{{name}} यांनी तुमची जोडणीची विनंती नाकारली आहे.',
    missed_call: '{{name}} यांचा कॉल चुकला.',
  },
}
