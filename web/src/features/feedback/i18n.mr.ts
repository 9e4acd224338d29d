import type { FeedbackMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const feedbackMr: FeedbackMessages = {
  documentTitle: 'अभिप्राय',
  title: 'तुमचा अभिप्राय कळवा',
  intro: 'तुम्हाला काय आवडले आणि आम्ही काय अधिक चांगले करू शकतो ते आम्हाला सांगा. प्रत्येक संदेश आमची टीम स्वतः वाचते.',
  form: {
    name: 'पूर्ण नाव',
    email: 'ई-मेल',
    rating: 'रेशीमगाठीचा तुमचा अनुभव कसा होता?',
    ratings: {
      '5': '५ – उत्कृष्ट',
      '4': '४ – खूप छान',
      '3': '३ – छान',
      '2': '२ – ठीक',
      '1': '१ – असमाधानकारक',
    },
    feedback: 'तुमचा अभिप्राय',
    submit: 'अभिप्राय पाठवा',
    success: 'तुमच्या अभिप्रायाबद्दल मनःपूर्वक धन्यवाद!',
    failure: 'तुमचा अभिप्राय पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  },
}
