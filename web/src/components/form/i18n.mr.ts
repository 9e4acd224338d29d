import type { FormControlMessages } from './i18n'

export const formControlsMr: FormControlMessages = {
  password: {
    show: 'पासवर्ड दाखवा',
    hide: 'पासवर्ड लपवा',
    showShort: 'दाखवा',
    hideShort: 'लपवा',
  },
  tags: {
    hint: 'प्रत्येकानंतर Enter दाबा किंवा स्वल्पविराम (,) टाका.',
    remove: '{{tag}} काढा',
    chosen: 'जोडलेले: {{label}}',
    add: 'जोडा',
  },
  photo: {
    choose: 'फोटो निवडा',
    change: 'फोटो बदला',
    hint: 'तुमच्या चेहऱ्याचा स्पष्ट, अलीकडचा फोटो. JPEG, PNG किंवा WebP, जास्तीत जास्त ५ MB.',
    preview: 'निवडलेल्या फोटोचे पूर्वदृश्य',
    current: 'तुमचा सध्याचा फोटो',
    notImage: 'कृपया फोटोची फाइल निवडा (JPEG, PNG किंवा WebP).',
    tooLarge: 'फोटो ५ MB किंवा त्यापेक्षा लहान असावा.',
    heic: 'HEIC फोटो (iPhone चा मूळ प्रकार) वापरता येत नाहीत. कृपया JPEG किंवा PNG फोटो निवडा, किंवा आधी तो JPEG म्हणून शेअर करा.',
    preparing: 'फोटो तयार करत आहोत…',
    uploading: 'अपलोड होत आहे: {{percent}}%',
  },
  optional: '(ऐच्छिक)',
  select: 'निवडा…',
  any: 'कोणतेही',
}
