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
      'Reshimgathi Matrimony (“we”) respects your privacy. This policy explains what personal data we collect, why, who can see it, how long we keep it and the rights you have under India’s Digital Personal Data Protection Act, 2023 (DPDP Act).',
    sections: {
      collect: {
        title: 'What we collect',
        points: [
          'Profile details you give us: name, date of birth, gender, religion, community, education, profession, income, family details, lifestyle, horoscope (if you add it) and partner preferences.',
          'Contact details: mobile number and e-mail address.',
          'Photos, and the ID document you upload for verification.',
          'Your requests, connections, messages, shortlists, blocks and reports.',
          'Payment records: plan, amount, date and the payment partner’s reference (we do not store card or UPI details; our payment partner does).',
          'Technical data such as log-in times, the address your device connects from and the device type, to keep your account secure.',
        ],
      },
      consent: {
        title: 'Your consent',
        body: 'We use your personal data on the basis of the consent you give when you register, for the purposes listed below and nothing else. You may withdraw your consent at any time by deleting your account from Settings; withdrawing does not affect what was done before, and we stop using your data from then on. If someone registers on your behalf (a parent or sibling), they confirm that you have agreed.',
      },
      why: {
        title: 'Why we use it',
        points: [
          'To show your profile to suitable members and suggest matches.',
          'To verify identities and keep fake profiles out.',
          'To process payments and send you messages about your account and the service.',
          'To answer your complaints and requests, and to meet our duties under Indian law.',
          'We never sell your personal data, and we do not use it for advertising by others.',
        ],
      },
      contactDetails: {
        title: 'Who sees your contact details',
        body: 'Your mobile number and e-mail are shown only to members with an active paid plan, and each view is counted against their plan. Our server never sends these details to anyone else, and our staff look at them only to help you.',
      },
      photos: {
        title: 'Photos',
        body: 'Your photos are visible only to logged-in members, and you can limit them to your connections or to members whose request you accept. Please upload only photos of yourself; we remove photos that are inappropriate or belong to someone else.',
      },
      sharing: {
        title: 'Who else receives your data',
        points: [
          'Our payment partner, to take your payment; our e-mail and SMS providers, to deliver our messages to you; our hosting provider, to run the service. Each may use your data only to do that work for us.',
          'Police, courts or government agencies, when Indian law requires it and only what the order asks for.',
          'Nobody else: we do not sell, rent or trade personal data.',
        ],
      },
      retention: {
        title: 'How long we keep it',
        points: [
          'Your profile, photos, requests, connections and notifications are kept while your account is open and erased when you delete it.',
          'Payment records are kept for as long as Indian tax and accounting laws require.',
          'Records of complaints, reports and the actions our team took are kept as long as they may be needed to answer the authorities or a court.',
          'Security logs are kept for a limited period and then deleted.',
          'So that a failure or a mistake loses nothing, we keep backup copies of our database and the earlier versions of photos and documents for at most 35 days. When you delete a photo or your account, it leaves these copies within 35 days; until then they are used only to recover from a failure, and if we ever restore one, we erase your data again.',
        ],
      },
      rights: {
        title: 'Your rights under the DPDP Act, 2023',
        points: [
          'Access: download a copy of the personal data we hold about you from Settings, or ask us for it.',
          'Correction and updating: edit your profile at any time, or ask us to correct what you cannot edit.',
          'Erasure: delete your account and we erase your profile, photos, requests, connections and notifications, keeping only what the law requires us to keep (such as payment records).',
          'Grievance redressal: complain to our Grievance Officer; we acknowledge within 24 hours and resolve within 15 days. If you are not satisfied, you may approach the Data Protection Board of India.',
          'Nomination: name a person who may exercise these rights for you if you die or cannot act yourself — write to our Grievance Officer.',
          'Withdraw consent: at any time, as explained above.',
        ],
      },
      duties: {
        title: 'Your duties',
        body: 'The DPDP Act also asks you to give true information, not to pretend to be someone else and not to file false or frivolous complaints.',
      },
      security: {
        title: 'How we protect it',
        body: 'Everything travels over encrypted connections; passwords are stored only as salted hashes; ID documents are seen only by the verification team; and every look our staff take at a member’s account is recorded. If a breach ever affects your data, we will tell you and the Data Protection Board as the law requires.',
      },
      children: {
        title: 'Children',
        body: 'Reshimgathi is not for anyone under 18. We do not knowingly collect a child’s data, and we delete an account as soon as we learn that it belongs to a child.',
      },
      contact: {
        title: 'Contact',
        body: 'For privacy questions or requests, write to our Grievance Officer at care@reshimgathi.in or to Reshimgathi Matrimony, 2nd floor, Shivaji Nagar, Pune 411005. We acknowledge within 24 hours and reply within 15 days.',
        link: 'Grievance Officer and complaint form',
      },
    },
  },
  terms: {
    title: 'Terms & Conditions',
    intro: 'By creating an account on Reshimgathi you agree to these terms and to our Privacy Policy. Please read them carefully.',
    sections: {
      eligibility: {
        title: 'Eligibility',
        points: [
          'You must be 18 or older to use Reshimgathi.',
          'To register for marriage, women must be at least 18 and men at least 21 years old, as Indian law requires.',
          'You must be legally free to marry: never married, divorced, widowed or awaiting a divorce decree you state honestly.',
          'One account per person. A parent, sibling or relative may create and manage a profile on a member’s behalf, with the member’s consent.',
        ],
      },
      service: {
        title: 'What Reshimgathi is',
        body: 'Reshimgathi is an online platform where members publish their own profiles and contact each other. Under the Information Technology Act, 2000 and the IT (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021 we are an intermediary: members are responsible for what they publish. We check IDs for the “Verified” badge, but we cannot check every statement in a profile.',
      },
      noGuarantee: {
        title: 'No guarantee of a match',
        body: 'Reshimgathi helps you meet people; we cannot promise that you will find a match or that any member will respond. Please make your own enquiries about a person and their family before taking any decision about marriage.',
      },
      conduct: {
        title: 'Your account and conduct',
        points: [
          'Give true, current details about yourself and keep your password private; you are responsible for what is done from your account.',
          'Do not harass or threaten members, ask anyone for money, or use the service for anything other than finding a life partner (no dating, business or advertising).',
          'Do not publish anything that belongs to someone else, pretends to be someone else, is obscene, defamatory, hateful or harmful to children, or breaks any Indian law.',
          'Do not copy other members’ details or contact details, or share them outside Reshimgathi.',
        ],
      },
      suspension: {
        title: 'Removal and suspension',
        points: [
          'We may remove content and suspend or delete accounts that give fake details, misuse other members’ contact details or break these terms.',
          'On a complaint of impersonation or a morphed picture, we remove the content within 24 hours. We act on orders of a court or the government within the time the law sets.',
          'You may report or block any member from their profile. You may delete your account at any time from Settings.',
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
      grievance: {
        title: 'Grievance Officer',
        body: 'As the IT Rules, 2021 require, we have a Grievance Officer. Write to them about any content or member on Reshimgathi, or about these terms: we acknowledge your complaint within 24 hours and resolve it within 15 days.',
        link: 'Grievance Officer and complaint form',
      },
      liability: {
        title: 'Our responsibility',
        body: 'We run Reshimgathi with care, but we are not responsible for what members say or do, on or off the platform. Where the law allows, our liability to you is limited to the fees you paid us in the last twelve months.',
      },
      changes: {
        title: 'Changes to these terms',
        body: 'We may change these terms. We will tell you on the site and by e-mail before a change that affects you takes effect; if you keep using Reshimgathi afterwards, the new terms apply.',
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
