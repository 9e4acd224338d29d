import { registerTranslations } from '../../lib/i18n'

export const connectedEn = {
  documentTitle: 'Connections',
  title: 'Your Connections',
  intro: 'Members who accepted your request, or whose request you accepted.',
  list: 'Your connections',
  viewProfile: 'View Profile',
  viewProfileOf: 'View the profile of {{name}}',
  message: 'Message',
  messageTo: 'Message {{name}}',
  viewContact: 'View contact',
  viewContactOf: 'View the contact details of {{name}}',
  upgradeToContact: 'Upgrade to message or call',
  empty: 'No connections found.',
  emptyHint: 'When a member accepts your request, or you accept theirs, they appear here.',
  search: 'Search profiles',
  error: 'Your connections could not be loaded.',
}

export type ConnectedMessages = typeof connectedEn

export function registerConnectedTranslations(): Promise<void> {
  return registerTranslations('connected', connectedEn, () => import('./i18n.mr').then((module) => module.connectedMr))
}
