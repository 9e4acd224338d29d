import type { ConnectedMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const connectedMr: ConnectedMessages = {
  documentTitle: 'जोडलेले',
  title: 'तुमचे जोडलेले सदस्य',
  intro: 'ज्यांनी तुमची विनंती स्वीकारली किंवा ज्यांची विनंती तुम्ही स्वीकारली ते सदस्य.',
  list: 'तुमचे जोडलेले सदस्य',
  viewProfile: 'प्रोफाइल पाहा',
  viewProfileOf: '{{name}} यांचे प्रोफाइल पाहा',
  message: 'संदेश',
  messageTo: '{{name}} यांना संदेश पाठवा',
  viewContact: 'संपर्क पाहा',
  viewContactOf: '{{name}} यांचे संपर्क तपशील पाहा',
  upgradeToContact: 'संदेश किंवा कॉलसाठी अपग्रेड करा',
  empty: 'कोणतेही जोडलेले सदस्य सापडले नाहीत.',
  emptyHint: 'एखाद्या सदस्याने तुमची विनंती स्वीकारली किंवा तुम्ही त्यांची स्वीकारली की ते इथे दिसतील.',
  search: 'प्रोफाइल शोधा',
  error: 'तुमचे जोडलेले सदस्य लोड करता आले नाहीत.',
}
