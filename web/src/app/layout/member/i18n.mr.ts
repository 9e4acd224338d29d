import type { MemberNavMessages } from './i18n'

export const memberNavMr: MemberNavMessages = {
  nav: {
    label: 'मुख्य',
    home: 'मुख्यपृष्ठ',
    matches: 'अनुरूप स्थळे',
    interests: 'स्वारस्य',
    search: 'शोधा',
    connections: 'जोडलेले',
  },
  menu: {
    open: '{{name}} यांचा खाते मेनू',
    openFallback: 'खाते मेनू',
    userId: 'आयडी: {{id}}',
    plan: '{{plan}} योजना',
    freeMember: 'मोफत सदस्य',
    shortlist: 'शॉर्टलिस्ट व भेट देणारे',
    verification: 'प्रोफाइल पडताळा',
    settings: 'सेटिंग्ज',
    payments: 'पेमेंट्स आणि पावत्या',
    upgradePrompt: 'स्थळांना कॉल किंवा मेसेज करण्यासाठी सदस्यत्व अपग्रेड करा',
    upgrade: 'आता अपग्रेड करा',
    dashboard: 'डॅशबोर्ड',
    editProfile: 'प्रोफाइल संपादित करा',
    logout: 'लॉग आउट',
    loggingOut: 'लॉग आउट होत आहे…',
    loading: 'तुमची प्रोफाइल लोड होत आहे…',
    loadError: 'तुमची प्रोफाइल लोड करता आली नाही.',
  },
  plans: {
    basic: 'बेसिक',
    standard: 'स्टँडर्ड',
    premium: 'प्रीमियम',
    elite: 'एलिट',
  },
}
