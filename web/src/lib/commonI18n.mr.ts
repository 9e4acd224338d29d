import type { CommonMessages } from './commonI18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const commonMr: CommonMessages = {
  brand: 'रेशीमगाठी',
  loading: 'लोड होत आहे…',
  error: {
    title: 'काहीतरी चूक झाली',
    body: 'ही माहिती आत्ता लोड करता आली नाही. कृपया इंटरनेट जोडणी तपासा आणि पुन्हा प्रयत्न करा.',
    retry: 'पुन्हा प्रयत्न करा',
    network: 'सर्व्हरशी संपर्क होऊ शकला नाही. कृपया पुन्हा प्रयत्न करा.',
  },
  empty: 'अजून दाखवण्यासारखे काही नाही.',
  toast: {
    close: 'सूचना बंद करा',
  },
  pagination: {
    label: 'पाने',
    previous: 'मागील',
    next: 'पुढील',
    status: 'पान {{page}} / {{total}}',
  },
  validation: {
    required: 'ही माहिती भरणे आवश्यक आहे.',
    email: 'कृपया योग्य ई-मेल पत्ता लिहा.',
    phone: 'फोन नंबर १० अंकी असावा.',
    minLength: 'कृपया किमान {{count}} अक्षरे लिहा.',
    maxLength: 'कृपया {{count}} अक्षरांपेक्षा कमी लिहा.',
    fixErrors: 'कृपया फॉर्ममधील चुका दुरुस्त करा.',
  },
  form: {
    requiredHint: 'सर्व माहिती भरणे आवश्यक आहे.',
    sending: 'पाठवत आहोत…',
  },
  language: {
    label: 'भाषा',
    en: 'English',
    mr: 'मराठी',
  },
  office: {
    name: 'रेशीमगाठी मॅट्रिमनी',
    street: 'दुसरा मजला, शिवाजीनगर',
    city: 'पुणे ४११००५, महाराष्ट्र',
    hours: 'सोमवार ते शनिवार, सकाळी १० ते संध्याकाळी ६',
    openInMaps: 'नकाशात पाहा',
    openInMapsLabel: 'नकाशात पाहा: आमच्या कार्यालयाचा पत्ता OpenStreetMap वर (नवीन टॅबमध्ये उघडेल)',
  },
}
