import type { InterestsMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const interestsMr: InterestsMessages = {
  documentTitle: 'स्वारस्य',
  title: 'तुमच्यात रस असलेले सदस्य (फक्त महाराष्ट्र)',
  intro: 'तुम्हाला जोडणीची विनंती पाठवलेले सदस्य. जोडण्यासाठी स्वीकारा किंवा नम्रपणे नाकारा.',
  list: 'जोडणीच्या विनंत्या',
  accept: 'स्वीकारा',
  acceptFrom: '{{name}} यांची विनंती स्वीकारा',
  accepting: 'स्वीकारत आहे…',
  reject: 'नाकारा',
  rejectFrom: '{{name}} यांची विनंती नाकारा',
  rejecting: 'नाकारत आहे…',
  accepted: 'विनंती स्वीकारली',
  rejected: 'विनंती नाकारली',
  empty: 'अजून एकही विनंती आलेली नाही.',
  emptyHint: 'तुम्हाला आवडणाऱ्या सदस्यांना विनंती पाठवा — त्यांची उत्तरे तुमच्या सूचनांमध्ये दिसतील.',
  findMatches: 'तुमची स्थळे पाहा',
  error: 'तुमच्या विनंत्या लोड करता आल्या नाहीत.',
  confirmReject: '{{name}} यांची विनंती नाकारायची? त्यानंतर ते तुम्हाला पुन्हा विनंती पाठवू शकणार नाहीत.',
  confirmRejectYes: 'हो, नाकारा',
  confirmRejectNo: 'राहू द्या',
  tabs: {
    label: 'विनंत्या',
    received: 'आलेल्या',
    sent: 'पाठवलेल्या',
  },
  sent: {
    intro: 'तुम्ही पाठवलेल्या व उत्तराच्या प्रतीक्षेत असलेल्या विनंत्या. उत्तर येईपर्यंत तुम्ही त्या मागे घेऊ शकता.',
    list: 'तुम्ही पाठवलेल्या विनंत्या',
    empty: 'उत्तराच्या प्रतीक्षेत एकही विनंती नाही.',
    search: 'प्रोफाइल शोधा',
    error: 'तुम्ही पाठवलेल्या विनंत्या लोड करता आल्या नाहीत.',
  },
}
