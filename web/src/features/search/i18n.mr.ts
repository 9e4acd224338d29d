import type { SearchMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const searchMr: SearchMessages = {
  documentTitle: 'शोध',
  title: 'प्रोफाइल शोधा',
  intro: 'वय, समाज, धर्म आणि शहरानुसार संपूर्ण महाराष्ट्रातील वधू-वर शोधा.',
  lookingFor: {
    bride: 'वधू दाखवत आहोत.',
    groom: 'वर दाखवत आहोत.',
    contradicts: {
      bride: 'तुमचे प्रोफाइल वराचे आहे, म्हणून रेशीमगाठ तुम्हाला वधू दाखवते: सदस्यांना फक्त विरुद्ध लिंगाचे सदस्य दिसतात.',
      groom: 'तुमचे प्रोफाइल वधूचे आहे, म्हणून रेशीमगाठ तुम्हाला वर दाखवते: सदस्यांना फक्त विरुद्ध लिंगाचे सदस्य दिसतात.',
    },
  },
  filters: {
    title: 'फिल्टर',
    toggle: 'फिल्टर',
    toggleActive_one: 'फिल्टर ({{count}} लागू)',
    toggleActive_other: 'फिल्टर ({{count}} लागू)',
    minAge: 'किमान वय',
    maxAge: 'कमाल वय',
    caste: 'जात',
    anyCaste: 'कोणतीही जात',
    location: 'ठिकाण',
    anyLocation: 'कोणतेही शहर',
    religion: 'धर्म',
    anyReligion: 'कोणताही धर्म',
    motherTongue: 'मातृभाषा',
    anyMotherTongue: 'कोणतीही मातृभाषा',
    clear: 'फिल्टर काढा',
    apply: 'फिल्टर लागू करा',
    loadingOptions: 'याद्या लोड होत आहेत…',
    optionsError: 'याद्या लोड करता आल्या नाहीत. तरीही तुम्ही वयानुसार शोधू शकता.',
    errors: {
      ageRange: 'वय १८ ते १०० च्या दरम्यान असावे.',
      ageOrder: 'किमान वय कमाल वयापेक्षा जास्त असू शकत नाही.',
    },
  },
  results: {
    heading: 'शोध परिणाम ({{count}})',
    headingMore: 'शोध परिणाम (1000+)',
    pageOf: 'पान {{page}} / {{total}}',
    emptyTitle: 'जुळणारे प्रोफाइल सापडले नाहीत.',
    emptyBody: 'अधिक स्थळे पाहण्यासाठी फिल्टर बदलून पाहा.',
    error: 'शोध परिणाम लोड करता आले नाहीत.',
    list: 'शोध परिणाम',
  },
}
