import { registerTranslations } from '../../lib/i18n'

export const layoutEn = {
  skipToContent: 'Skip to main content',
  tagline: 'Matrimony for Maharashtra',
  nav: {
    label: 'Main',
    home: 'Home',
    about: 'About Us',
    blog: 'Blog',
    register: 'Register',
    login: 'Login',
    help: 'Help?',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
  },
  footer: {
    about: 'Trusted, family-friendly matchmaking for Marathi homes across Maharashtra and beyond.',
    quickLinks: 'Quick links',
    contactUs: 'Contact us',
    followUs: 'Follow us',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Hours',
    links: {
      home: 'Home',
      about: 'About Us',
      blog: 'Blog',
      contact: 'Contact',
      feedback: 'Feedback',
      privacy: 'Privacy Policy',
      terms: 'Terms & Conditions',
      grievance: 'Grievance officer',
    },
    social: {
      facebook: 'Reshimgathi on Facebook',
      instagram: 'Reshimgathi on Instagram',
      youtube: 'Reshimgathi on YouTube',
      x: 'Reshimgathi on X',
    },
    rights: '© {{year}} Reshimgathi Matrimony. All rights reserved.',
  },
  backToTop: 'Back to top',
  routeError: {
    title: 'This page could not be opened',
    body: 'A newer version of the site may be available. Reloading usually fixes this.',
    reload: 'Reload page',
  },
}

export type LayoutMessages = typeof layoutEn

export function registerLayoutTranslations(): Promise<void> {
  return registerTranslations('layout', layoutEn, () => import('./i18n.mr').then((module) => module.layoutMr))
}
