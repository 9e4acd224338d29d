import type { LayoutMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const layoutMr: LayoutMessages = {
  skipToContent: 'मुख्य मजकुराकडे जा',
  tagline: 'महाराष्ट्राचे विवाह व्यासपीठ',
  nav: {
    label: 'मुख्य',
    home: 'मुख्यपृष्ठ',
    about: 'आमच्याविषयी',
    blog: 'ब्लॉग',
    register: 'नोंदणी करा',
    login: 'लॉग इन',
    help: 'मदत हवी?',
    openMenu: 'मेनू उघडा',
    closeMenu: 'मेनू बंद करा',
    menu: 'मेनू',
  },
  footer: {
    about: 'महाराष्ट्रातील आणि जगभरातील मराठी कुटुंबांसाठी विश्वासार्ह, घरगुती वातावरणातील विवाह जुळवणी.',
    quickLinks: 'महत्त्वाचे दुवे',
    contactUs: 'संपर्क',
    followUs: 'आम्हाला फॉलो करा',
    phone: 'फोन',
    email: 'ई-मेल',
    hours: 'कार्यालयीन वेळ',
    links: {
      home: 'मुख्यपृष्ठ',
      about: 'आमच्याविषयी',
      blog: 'ब्लॉग',
      contact: 'संपर्क',
      feedback: 'अभिप्राय',
      privacy: 'गोपनीयता धोरण',
      terms: 'नियम व अटी',
      grievance: 'तक्रार निवारण अधिकारी',
    },
    social: {
      facebook: 'Facebook वर रेशीमगाठी',
      instagram: 'Instagram वर रेशीमगाठी',
      youtube: 'YouTube वर रेशीमगाठी',
      x: 'X वर रेशीमगाठी',
    },
    rights: '© {{year}} रेशीमगाठी मॅट्रिमनी. सर्व हक्क राखीव.',
  },
  backToTop: 'पानाच्या सुरुवातीला जा',
  routeError: {
    title: 'हे पान उघडता आले नाही',
    body: 'साइटची नवीन आवृत्ती उपलब्ध असू शकते. पान पुन्हा लोड केल्यास सहसा अडचण दूर होते.',
    reload: 'पान पुन्हा लोड करा',
  },
}
