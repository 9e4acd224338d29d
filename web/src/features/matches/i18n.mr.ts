import type { MatchesMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const matchesMr: MatchesMessages = {
  documentTitle: 'अनुरूप स्थळे',
  title: 'तुमच्यासाठी स्थळे',
  intro: 'तुमच्या प्रोफाइलमधील जोडीदाराच्या अपेक्षांशी जुळणारे सदस्य.',
  categories: {
    caste: 'जातीनुसार जुळणारी स्थळे',
    age: 'वयानुसार जुळणारी स्थळे',
    location: 'ठिकाणानुसार जुळणारी स्थळे',
  },
  notFound: {
    caste: 'जातीनुसार स्थळे सापडली नाहीत',
    age: 'वयानुसार स्थळे सापडली नाहीत',
    location: 'ठिकाणानुसार स्थळे सापडली नाहीत',
  },
  changePreference: 'कृपया तुमच्या अपेक्षा बदलून पाहा',
  editPreference: 'अपेक्षा बदला',
  scrollPrevious: 'मागे सरका: {{category}}',
  scrollNext: 'पुढे सरका: {{category}}',
  exploreMore: 'आणखी शोधा',
  exploreMoreHint: 'स्वतःचे फिल्टर वापरून सर्व प्रोफाइल शोधा.',
  error: 'तुमची स्थळे लोड करता आली नाहीत.',
}
