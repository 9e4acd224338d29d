import { registerTranslations } from '../../lib/i18n'

export const homeEn = {
  documentTitle: 'Marathi matrimony for Maharashtra',
  hero: {
    eyebrow: 'रेशीमगाठी · Matrimony for Maharashtra',
    title: 'Where two families tie the silk knot',
    subtitle:
      'Verified Marathi profiles from Mumbai to Nagpur, privacy that stays in your hands, and real people to help you at every step.',
    cta: 'Register free',
    secondary: 'How it works',
  },
  quickSearch: {
    title: 'Find your partner',
    lookingFor: "I'm looking for a",
    bride: 'Bride',
    groom: 'Groom',
    ageFrom: 'Age from',
    ageTo: 'Age to',
    religion: 'Religion',
    motherTongue: 'Mother tongue',
    anyReligion: 'Any religion',
    anyMotherTongue: 'Any mother tongue',
    loadingOptions: 'Loading lists…',
    optionsError: 'The religion and mother-tongue lists could not be loaded; you can still search.',
    submit: 'Search',
    errors: {
      ageRequired: 'Please enter an age.',
      ageRange: 'Age must be a whole number between 18 and 100.',
      ageOrder: '“Age from” cannot be more than “Age to”.',
    },
  },
  howItWorks: {
    title: 'Three simple steps',
    steps: {
      signUp: {
        title: 'Sign up',
        body: 'Create your profile in a few minutes and upload a photo ID — we verify it within 24 hours.',
      },
      connect: {
        title: 'Connect',
        body: 'Search by age, city, community and more, then send a request to the profiles you like.',
      },
      interact: {
        title: 'Interact',
        body: 'Once a request is accepted, talk, meet with both families and take it forward at your own pace.',
      },
    },
  },
  stories: {
    title: 'Success stories',
    subtitle: 'Couples who found each other on Reshimgathi',
    carouselLabel: 'Success stories',
    slideLabel: '{{index}} of {{total}}',
    previous: 'Previous story',
    next: 'Next story',
    goTo: 'Show story {{index}}: {{names}}',
    pause: 'Pause automatic slides',
    play: 'Play automatic slides',
    married: '{{city}} · married in {{year}}',
    empty: 'Our couples’ stories will appear here soon.',
    error: 'Success stories could not be loaded.',
  },
  trust: {
    title: 'Why families trust Reshimgathi',
    badges: {
      verified: {
        title: 'Verified profiles',
        body: 'Every profile is screened by our team before it goes live.',
      },
      privacy: {
        title: 'Privacy first',
        body: 'Your phone number and e-mail are shown only to paid members — and never sold.',
      },
      idCheck: {
        title: 'ID verified in 24 hours',
        body: 'Upload a government photo ID and we verify it within a day.',
      },
      maharashtra: {
        title: 'Made for Maharashtra',
        body: 'Marathi families, communities and cities — from Konkan to Vidarbha.',
      },
    },
  },
  assisted: {
    eyebrow: 'Assisted matchmaking',
    title: 'Let our advisors find matches for you',
    body: 'A dedicated relationship advisor understands your family’s expectations, shortlists suitable profiles and arranges the first conversation — discreetly.',
    points: {
      advisor: 'A personal advisor who speaks Marathi',
      shortlist: 'Hand-picked matches every week',
      meetings: 'Meetings arranged with both families',
    },
    cta: 'Talk to an advisor',
  },
  faq: {
    title: 'Frequently asked questions',
    items: {
      free: {
        question: 'Is registration on Reshimgathi free?',
        answer:
          'Yes. Creating a profile, searching and sending requests are free. You need a paid plan only to see phone numbers and e-mail addresses and to message or call your matches.',
      },
      verification: {
        question: 'How do you verify profiles?',
        answer:
          'Members upload a government photo ID (Aadhaar, PAN, passport or driving licence). Our team checks it and marks the profile as ID-verified within 24 hours.',
      },
      privacy: {
        question: 'Who can see my phone number and photos?',
        answer:
          'Your photos are visible only to logged-in members. Your phone number and e-mail are shown only to members with an active paid plan, and you can delete your profile at any time.',
      },
      eligibility: {
        question: 'Who can register?',
        answer:
          'Women aged 18 or more and men aged 21 or more who are looking to marry. Parents and siblings may also create a profile on behalf of a family member.',
      },
      plans: {
        question: 'What do the paid plans include?',
        answer:
          'Each plan lets you view a set number of contact details and message or call your matches for its validity period. The Elite plan has unlimited contacts.',
      },
      help: {
        question: 'How do I get help or delete my profile?',
        answer:
          'Write to care@reshimgathi.in or call us Monday to Saturday, 10 AM to 6 PM. You can delete your account and download your data at any time.',
      },
    },
  },
  plans: {
    title: 'Membership plans',
    subtitle: 'Start free. Upgrade when you are ready to talk.',
    empty: 'Plans will be announced soon.',
    error: 'Plans could not be loaded.',
  },
}

export type HomeMessages = typeof homeEn

export function registerHomeTranslations(): Promise<void> {
  return registerTranslations('home', homeEn, () => import('./i18n.mr').then((module) => module.homeMr))
}
