import type { ShortlistMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const shortlistMr: ShortlistMessages = {
  tabs: 'जतन केलेले आणि भेट देणारे',
  saved: {
    tab: 'शॉर्टलिस्ट',
    title: 'तुमची शॉर्टलिस्ट',
    empty: 'तुम्ही अजून एकही प्रोफाइल जतन केलेले नाही. प्रोफाइलच्या पानावरून जतन करा.',
    find: 'तुमची स्थळे पाहा',
    error: 'तुमची शॉर्टलिस्ट लोड करता आली नाही.',
  },
  viewers: {
    tab: 'माझे प्रोफाइल कोणी पाहिले',
    title: 'तुमचे प्रोफाइल कोणी पाहिले',
    summary_one: 'गेल्या ३० दिवसांत {{count}} सदस्य, {{views}} भेटी.',
    summary_other: 'गेल्या ३० दिवसांत {{count}} सदस्य, {{views}} भेटी.',
    last_one: 'शेवटची भेट {{date}} · गेल्या ३० दिवसांत एकदा',
    last_other: 'शेवटची भेट {{date}} · गेल्या ३० पैकी {{count}} दिवस',
    empty: 'गेल्या ३० दिवसांत कोणीही तुमचे प्रोफाइल पाहिलेले नाही.',
    error: 'तुमच्या प्रोफाइलला भेट देणारे लोड करता आले नाहीत.',
  },
}
