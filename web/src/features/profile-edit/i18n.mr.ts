import type { EditProfileMessages } from './i18n'

export const editProfileMr: EditProfileMessages = {
  documentTitle: 'प्रोफाइल संपादित करा',
  title: 'प्रोफाइल संपादित करा',
  intro: 'हवे ते बदला आणि जतन करा. फक्त बदललेली माहितीच पाठवली जाते.',
  tabsLabel: 'प्रोफाइलचे विभाग',
  tabHasErrors: '(त्रुटी आहेत)',
  save: 'बदल जतन करा',
  saving: 'जतन करत आहे…',
  discard: 'रद्द करा',
  unsaved: 'तुमचे बदल अजून जतन झालेले नाहीत.',
  success: 'प्रोफाइल यशस्वीपणे अपडेट झाली.',
  noChanges: 'कोणताही बदल आढळला नाही.',
  failure: 'अपडेट करताना अडचण आली.',
  loadError: 'तुमची प्रोफाइल लोड करता आली नाही.',
  backToDashboard: 'डॅशबोर्डकडे परत',
}
