import type { RegisterMessages } from './i18n'

export const registerMr: RegisterMessages = {
  documentTitle: 'नोंदणी',
  title: 'तुमची प्रोफाइल तयार करा',
  intro: 'सहा छोटे टप्पे. तुमचा फोन नंबर आणि ई-मेल फक्त तुम्ही निवडलेल्या सदस्यांनाच दिसतो.',
  progress: 'टप्पा {{current}} / {{total}}',
  progressLabel: 'नोंदणीचे टप्पे',
  completed: 'पूर्ण',
  back: 'मागे',
  next: 'पुढे',
  submit: 'नोंदणी पूर्ण करा',
  submitting: 'पाठवत आहे…',
  success: 'नोंदणी यशस्वी झाली. कृपया लॉग इन करा.',
  failure: 'नोंदणी होऊ शकली नाही. कृपया पुन्हा प्रयत्न करा.',
  network: 'काहीतरी चूक झाली. कृपया पुन्हा प्रयत्न करा.',
  haveAccount: 'आधीच नोंदणी केली आहे?',
  login: 'लॉग इन करा',
}
