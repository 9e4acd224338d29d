import type { BlogMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const blogMr: BlogMessages = {
  documentTitle: 'ब्लॉग',
  title: 'रेशीमगाठी ब्लॉग',
  intro: 'जोडीदार शोधण्याविषयी सल्ला, कुटुंबातील संवाद आणि महाराष्ट्रातील विवाह परंपरा.',
  byline: 'लेखक: {{author}} · {{date}}',
  readMore: 'लेख वाचा',
  readMoreLabel: 'लेख वाचा: {{title}}',
  empty: 'अजून एकही लेख प्रसिद्ध झालेला नाही — कृपया लवकरच पुन्हा भेट द्या.',
  error: 'लेख लोड करता आले नाहीत.',
  back: 'सर्व लेख',
  post: {
    error: 'हा लेख लोड करता आला नाही.',
    notFoundTitle: 'लेख सापडला नाही',
    notFoundBody: 'हा लेख काढून टाकला असावा किंवा पत्ता चुकीचा असू शकतो.',
  },
}
