import type { ContactMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const contactMr: ContactMessages = {
  documentTitle: 'मदत व संपर्क',
  title: 'आम्ही तुमची कशी मदत करू शकतो?',
  intro: 'आम्हाला फोन करा, लिहा किंवा कार्यालयात भेटा — किंवा खाली संदेश पाठवा, आम्ही एका कामकाजाच्या दिवसात उत्तर देऊ.',
  details: {
    title: 'आमचे कार्यालय',
    address: 'पत्ता',
    phone: 'फोन',
    email: 'ई-मेल',
    hours: 'कार्यालयीन वेळ',
  },
  form: {
    title: 'आम्हाला संदेश पाठवा',
    name: 'पूर्ण नाव',
    email: 'ई-मेल',
    phone: 'मोबाइल नंबर (१० अंकी)',
    gender: 'लिंग',
    genders: {
      male: 'पुरुष',
      female: 'स्त्री',
      other: 'इतर',
    },
    message: 'संदेश',
    submit: 'संदेश पाठवा',
    success: 'धन्यवाद! तुमचा संदेश आम्हाला मिळाला आहे. आम्ही एका कामकाजाच्या दिवसात तुमच्याशी संपर्क साधू.',
    failure: 'तुमचा संदेश पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  },
}
