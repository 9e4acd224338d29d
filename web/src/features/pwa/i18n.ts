import { registerTranslations } from '../../lib/i18n'

/** The installed app's words: the banner that offers a new version of the app. */
export const pwaEn = {
  update: {
    message: 'A new version of Reshimgathi is available.',
    reload: 'Reload',
    later: 'Later',
  },
}

export type PwaMessages = typeof pwaEn

export function registerPwaTranslations(): Promise<void> {
  return registerTranslations('pwa', pwaEn, () => import('./i18n.mr').then((module) => module.pwaMr))
}
