import type { GrievanceMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const grievanceMr: GrievanceMessages = {
  documentTitle: 'तक्रार निवारण अधिकारी',
  title: 'तक्रार निवारण अधिकारी',
  intro:
    'रेशीमगाठीवर काही चुकीचे घडले आहे — तुमच्या नावाने कोणी प्रोफाइल चालवत आहे, फोटोमध्ये फेरफार, त्रास, फसवणूक, तुमची गोपनीयता? आमच्या तक्रार निवारण अधिकाऱ्यांना लिहा. प्रत्येक तक्रारीची पोच २४ तासांत दिली जाते आणि १५ दिवसांत निवारण होते; तोतयागिरी आणि फेरफार केलेले फोटो २४ तासांत काढले जातात.',
  officerError: 'तक्रार निवारण अधिकाऱ्यांचे तपशील लोड करता आले नाहीत.',
  formTitle: 'तक्रार नोंदवा',
  fields: {
    name: 'तुमचे नाव',
    email: 'तुमचा ई-मेल',
    phone: 'तुमचा मोबाईल नंबर (ऐच्छिक)',
    againstUserId: 'तक्रार एखाद्या प्रोफाइलविषयी असल्यास त्याचा सदस्य क्रमांक (ऐच्छिक)',
    category: 'तक्रार कशाबद्दल आहे?',
    description: 'काय घडले',
  },
  chooseCategory: 'एक निवडा',
  categories: {
    impersonation: 'कोणी माझ्या नावाने वावरत आहे',
    'morphed-photo': 'फेरफार केलेला किंवा गैरवापर झालेला फोटो',
    harassment: 'त्रास देणे',
    fraud: 'फसवणूक किंवा पैसे मागणे',
    privacy: 'माझी गोपनीयता किंवा माझी माहिती',
    other: 'इतर काही',
  },
  errors: {
    name: 'कृपया तुमचे नाव लिहा.',
    email: 'कृपया वैध ई-मेल पत्ता लिहा.',
    category: 'कृपया तुमची तक्रार कशाबद्दल आहे ते निवडा.',
    description: 'कृपया तुमची तक्रार १० ते ४,००० अक्षरांत लिहा.',
  },
  submit: 'तक्रार पाठवा',
  sending: 'पाठवत आहे…',
  failed: 'तुमची तक्रार पाठवता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  followLink: 'नोंदवलेल्या तक्रारीची स्थिती पाहा',
  ticket: {
    title: 'तिकीट {{ticket}}',
    status: 'स्थिती',
    category: 'विषय',
    filed: 'नोंदवली',
    acknowledge: 'पोच',
    resolve: 'निवारण',
    by: '{{date}} पर्यंत',
    resolution: 'निवारण कसे झाले',
  },
  statuses: { received: 'मिळाली', 'in-progress': 'काम सुरू', resolved: 'निवारण झाले', rejected: 'कारवाईविना बंद' },
  status: {
    documentTitle: 'तक्रारीची स्थिती',
    title: 'तुमच्या तक्रारीचा मागोवा',
    ticket: 'तिकीट क्रमांक',
    ticketFormat: 'तिकीट क्रमांक GR4K7Q2PXA असा असतो.',
    find: 'स्थिती दाखवा',
    back: 'नवी तक्रार नोंदवा',
  },
}
