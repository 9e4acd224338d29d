import type { MemberCardMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const memberCardMr: MemberCardMessages = {
  age_one: '{{count}} वर्ष',
  age_other: '{{count}} वर्षे',
  cityState: '{{city}}, {{state}}',
  maharashtra: 'महाराष्ट्र',
  india: 'भारत',
  memberId: 'आयडी: {{id}}',
  photoOf: '{{name}} यांचा फोटो',
  viewProfileOf: '{{name}} यांचे प्रोफाइल पाहा',
  badges: {
    label: 'पडताळलेले',
    id: 'ओळख पडताळलेली',
    photo: 'फोटो पडताळलेला',
    phone: 'फोन पडताळलेला',
    email: 'ई-मेल पडताळलेला',
  },
  connect: {
    send: 'विनंती पाठवा',
    connect: 'जोडा',
    sendTo: '{{name}} यांना जोडणीची विनंती पाठवा',
    sending: 'पाठवत आहे…',
    sent: 'विनंती पाठवली',
    withdraw: 'मागे घ्या',
    withdrawFrom: '{{name}} यांना पाठवलेली विनंती मागे घ्या',
    withdrawing: 'मागे घेत आहे…',
    received: 'विनंती आली आहे',
    receivedHint: 'स्वीकारण्यासाठी किंवा नाकारण्यासाठी स्वारस्य पान उघडा',
    connected: 'जोडले गेले',
    rejected: 'नाकारली',
    sentToast: '{{name}} यांना विनंती पाठवली.',
    withdrawnToast: '{{name}} यांना पाठवलेली विनंती मागे घेतली.',
  },
  errors: {
    request_declined: 'या सदस्याने तुमची विनंती नाकारली आहे.',
    request_answered: 'या विनंतीला आधीच उत्तर दिले गेले आहे.',
    request_not_found: 'या सदस्यासोबत आता कोणतीही प्रलंबित विनंती नाही.',
    request_self: 'तुम्ही स्वतःला विनंती पाठवू शकत नाही.',
    not_found: 'हा सदस्य आता उपलब्ध नाही.',
    generic: 'हे झाले नाही. कृपया पुन्हा प्रयत्न करा.',
  },
}
