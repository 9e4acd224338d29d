import { registerTranslations } from '../../lib/i18n'

export const sitePageEn = {
  about: {
    title: 'About Reshimgathi',
    intro:
      'In Marathi, a reshimgathi is the silk knot that ties two lives — and two families — together. We started Reshimgathi in Pune to make that search simpler, safer and more respectful.',
    sections: {
      story: {
        title: 'Our story',
        body: 'Our founders watched their own families spend months exchanging bio-data on paper and through relatives. Reshimgathi keeps what worked — family involvement, trust, community — and adds verified profiles, clear privacy and a team that answers the phone.',
      },
      mission: {
        title: 'Our mission',
        body: 'To help every Marathi family find a suitable match with dignity — without pressure, without fake profiles and without selling anyone’s data.',
      },
      values: {
        title: 'What we stand for',
        points: [
          'Trust: every profile is screened and IDs are verified within 24 hours.',
          'Privacy: you decide what others see; contact details are never sold.',
          'Respect: for every member, every family and every choice.',
          'Rooted in Maharashtra: our team speaks Marathi and knows its communities and cities.',
        ],
      },
    },
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      'Reshimgathi Matrimony (“we”) respects your privacy. This policy explains what personal data we collect, why, who can see it, and the rights you have under India’s Digital Personal Data Protection Act, 2023 (DPDP Act).',
    sections: {
      collect: {
        title: 'What we collect',
        points: [
          'Profile details you give us: name, date of birth, gender, religion, community, education, profession, income, family details, lifestyle and partner preferences.',
          'Contact details: phone number and e-mail address.',
          'Photos, and the ID document you upload for verification.',
          'Payment records (we do not store card or UPI details; our payment partner does).',
          'Technical data such as log-in times and device type, to keep your account secure.',
        ],
      },
      why: {
        title: 'Why we use it',
        points: [
          'To show your profile to suitable members and suggest matches.',
          'To verify identities and keep fake profiles out.',
          'To process payments and send you messages about the service.',
          'We never sell your personal data.',
        ],
      },
      contactDetails: {
        title: 'Who sees your contact details',
        body: 'Your phone number and e-mail are shown only to members with an active paid plan, and each view is counted against their plan. Our server never sends these details to anyone else, and our staff look at them only to help you.',
      },
      photos: {
        title: 'Photos',
        body: 'Your photos are visible only to logged-in members. Please upload only photos of yourself; we remove photos that are inappropriate or belong to someone else.',
      },
      rights: {
        title: 'Your rights under the DPDP Act, 2023',
        points: [
          'Access and download: ask for a copy of the personal data we hold about you.',
          'Correction: edit your profile at any time, or ask us to correct it.',
          'Deletion: delete your account and we erase your profile, photos, requests and connections, keeping only what the law requires us to keep (such as payment records).',
          'Withdraw consent or raise a grievance with our Grievance Officer; if you are not satisfied, you may approach the Data Protection Board of India.',
        ],
      },
      contact: {
        title: 'Contact',
        body: 'For privacy questions or requests, write to our Grievance Officer at care@reshimgathi.in or to Reshimgathi Matrimony, 2nd floor, Shivaji Nagar, Pune 411005. We reply within 7 working days.',
      },
    },
  },
  terms: {
    title: 'Terms & Conditions',
    intro: 'By creating an account on Reshimgathi you agree to these terms. Please read them carefully.',
    sections: {
      eligibility: {
        title: 'Eligibility',
        points: [
          'You must be 18 or older to use Reshimgathi.',
          'To register for marriage, women must be at least 18 and men at least 21 years old, as Indian law requires.',
          'You must be legally free to marry.',
          'A parent or sibling may manage a profile on a member’s behalf, with the member’s consent.',
        ],
      },
      noGuarantee: {
        title: 'No guarantee of a match',
        body: 'Reshimgathi helps you meet people; we cannot promise that you will find a match or that any member will respond. Please make your own enquiries before taking any decision about marriage.',
      },
      conduct: {
        title: 'Your account and conduct',
        points: [
          'Give true, current details about yourself and keep your password private.',
          'Do not harass members, ask anyone for money, or use the service for anything other than finding a life partner.',
          'We may suspend or delete accounts that give fake details, misuse other members’ contact details or break these terms.',
        ],
      },
      plans: {
        title: 'Paid plans',
        points: [
          'Prices are in Indian rupees and include applicable taxes.',
          'A plan is active for its stated validity from the day of payment and lets you view the stated number of contacts.',
          'Unused contacts lapse when the plan ends. Fees are not refundable once contact details have been viewed.',
          'An account suspended for misuse is not refunded.',
        ],
      },
      law: {
        title: 'Governing law',
        body: 'These terms are governed by the laws of India, and the courts at Pune, Maharashtra have jurisdiction. Questions? Write to care@reshimgathi.in.',
      },
    },
  },
  notFound: {
    title: 'Page Not Found',
    body: 'The page you are looking for has moved or never existed.',
    home: 'Go to the home page',
  },
}

export type SitePageMessages = typeof sitePageEn

export function registerSitePageTranslations(): Promise<void> {
  return registerTranslations('sitePages', sitePageEn, () => import('./i18n.mr').then((module) => module.sitePageMr))
}
