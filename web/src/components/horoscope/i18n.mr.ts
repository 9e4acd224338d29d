import type { KundaliMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const kundaliMr: KundaliMessages = {
  caption: 'कुंडली (उत्तर भारतीय पद्धत), लग्न {{lagna}}',
  legend: 'वरचे मधले घर पहिले स्थान, पुढची स्थाने घड्याळाच्या उलट दिशेने. प्रत्येक स्थानात त्यातील राशीचा अंक (१ मेष … १२ मीन); (व) म्हणजे वक्री ग्रह.',
  asList: 'कुंडली यादीच्या रूपात',
  table: {
    caption: 'कुंडलीतील स्थाने, लग्न {{lagna}}',
    house: 'स्थान',
    rashi: 'रास',
    grahas: 'ग्रह',
    rashiCell: '{{number}} {{name}}',
    none: 'कोणताही नाही',
  },
  short: {
    sun: 'र',
    moon: 'चं',
    mars: 'मं',
    mercury: 'बु',
    jupiter: 'गु',
    venus: 'शु',
    saturn: 'श',
    rahu: 'रा',
    ketu: 'के',
    retrograde: '{{graha}}(व)',
  },
  names: {
    sun: 'रवि (सूर्य)',
    moon: 'चंद्र',
    mars: 'मंगळ',
    mercury: 'बुध',
    jupiter: 'गुरु',
    venus: 'शुक्र',
    saturn: 'शनि',
    rahu: 'राहू',
    ketu: 'केतू',
    retrograde: '{{graha}}, वक्री',
  },
}
