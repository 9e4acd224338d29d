import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { commonEn } from './common-i18n'

export const SUPPORTED_LANGUAGES = ['en', 'mr'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]

export const LANGUAGE_STORAGE_KEY = 'lang'

/** Loads a namespace's Marathi strings; typed against the English ones so no key is missed. */
export type MarathiLoader<T> = () => Promise<T>

export function isLanguage(value: unknown): value is Language {
  return SUPPORTED_LANGUAGES.some((language) => language === value)
}

function storedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguage(stored) ? stored : 'en'
  } catch {
    // Storage can be blocked (private mode, strict settings); English is a safe default.
    return 'en'
  }
}

function reflectLanguage(language: string): void {
  if (!isLanguage(language)) return
  document.documentElement.lang = language
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Remembering the choice is a convenience; the switch itself still works.
  }
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: commonEn } },
  // React already escapes text it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
  // Re-render when a lazily loaded Marathi bundle arrives.
  react: { useSuspense: false, bindI18nStore: 'added' },
})

i18n.on('languageChanged', reflectLanguage)
document.documentElement.lang = i18n.language

/*
 * English ships with each module as the fallback; Marathi is fetched on demand, so a visitor
 * reading English never downloads it, and one reading Marathi gets it before the page shows.
 */
const marathiLoaders = new Map<string, MarathiLoader<object>>()
const marathiLoads = new Map<string, Promise<void>>()

function loadMarathi(namespace: string): Promise<void> {
  const loader = marathiLoaders.get(namespace)
  if (!loader) return Promise.resolve()
  let loading = marathiLoads.get(namespace)
  if (!loading) {
    loading = loader().then((strings) => {
      i18n.addResourceBundle('mr', namespace, strings, true, true)
    })
    // A failed download (offline) may be retried on the next switch.
    loading.catch(() => marathiLoads.delete(namespace))
    marathiLoads.set(namespace, loading)
  }
  return loading
}

/** Makes every registered namespace available in the language, then resolves. */
export async function prepareLanguage(language: Language): Promise<void> {
  if (language === 'mr') await Promise.all([...marathiLoaders.keys()].map(loadMarathi))
}

/** Switches language once its strings are here, so the page never shows a half-translated state. */
export async function switchLanguage(language: Language): Promise<void> {
  await prepareLanguage(language)
  await i18n.changeLanguage(language)
}

/**
 * Features register their own namespace when their module loads, so a lazily loaded route brings
 * its strings with it and nobody edits one shared file. Route modules await the result so they
 * render in Marathi straight away when that is the current language.
 */
export function registerTranslations<T extends object>(
  namespace: string,
  english: T,
  marathi: MarathiLoader<T>,
): Promise<void> {
  if (!marathiLoaders.has(namespace)) {
    i18n.addResourceBundle('en', namespace, english, true, true)
    marathiLoaders.set(namespace, marathi)
  }
  return i18n.language === 'mr' ? loadMarathi(namespace).catch(() => undefined) : Promise.resolve()
}

registerTranslations('common', commonEn, () => import('./common-i18n.mr').then((module) => module.commonMr))
