import { useMemo, useSyncExternalStore } from 'react'
import { commonEn } from './commonI18n'
import { localDigits } from './format'

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

// The installed app's name and description follow the page's language (public/manifest*.webmanifest).
function linkManifest(language: Language): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  if (link) link.href = language === 'mr' ? '/manifest.mr.webmanifest' : '/manifest.webmanifest'
}

function reflectLanguage(language: string): void {
  if (!isLanguage(language)) return
  document.documentElement.lang = language
  linkManifest(language)
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Remembering the choice is a convenience; the switch itself still works.
  }
}

/** What `t` accepts: the namespace, a count for plurals, a default, and interpolation values. */
export interface TranslateOptions {
  ns?: string
  count?: number
  defaultValue?: string
  [value: string]: unknown
}

export type TFunction = (key: string, options?: TranslateOptions) => string

type Strings = { [key: string]: string | readonly string[] | Strings }

/*
 * A small translator in place of i18next and react-i18next: the app uses nested keys, {{value}}
 * interpolation, plurals by `count` (`key_one`, `key_other`, chosen by Intl.PluralRules), a
 * namespace per feature and an English fallback — about a kilobyte, where the two libraries
 * cost some 19 KB gzipped of the home page's 100 KB budget (docs/performance-web.txt).
 */
class Translator {
  language: Language = storedLanguage()
  private readonly resources: Record<Language, Record<string, Strings>> = { en: {}, mr: {} }
  private readonly languageListeners = new Set<(language: string) => void>()
  private readonly changeListeners = new Set<() => void>()
  private version = 0

  /** Merges strings into a namespace (later bundles win key by key). */
  addResourceBundle(language: Language, namespace: string, strings: object): void {
    const bundles = this.resources[language]
    bundles[namespace] = merge(bundles[namespace] ?? {}, strings as Strings)
    this.changed()
  }

  async changeLanguage(language: Language): Promise<void> {
    if (language === this.language) return
    this.language = language
    for (const listener of this.languageListeners) listener(language)
    this.changed()
  }

  on(_event: 'languageChanged', listener: (language: string) => void): void {
    this.languageListeners.add(listener)
  }

  exists(key: string, options: { ns?: string } = {}): boolean {
    return typeof this.lookup(this.language, options.ns ?? 'common', key) === 'string'
  }

  getFixedT(language: Language, namespace = 'common'): TFunction {
    return (key, options) => this.translate(language, options?.ns ?? namespace, key, options)
  }

  t: TFunction = (key, options) => this.translate(this.language, options?.ns ?? 'common', key, options)

  /**
   * A list of sentences (a page's bullet points) in the language, else in English; empty only
   * when neither has it. `t` answers strings alone, so a list is asked for by name.
   */
  list(language: Language, namespace: string, key: string): string[] {
    for (const candidate of language === 'en' ? (['en'] as const) : ([language, 'en'] as const)) {
      const found = this.lookup(candidate, namespace, key)
      if (Array.isArray(found)) return found.filter((item): item is string => typeof item === 'string')
    }
    return []
  }

  /** For React: a number that changes whenever what `t` answers may have changed. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.changeListeners.add(listener)
    return () => this.changeListeners.delete(listener)
  }

  readonly snapshot = (): number => this.version

  private changed(): void {
    this.version++
    for (const listener of this.changeListeners) listener()
  }

  private translate(language: Language, namespace: string, key: string, options: TranslateOptions = {}): string {
    for (const candidate of language === 'en' ? (['en'] as const) : ([language, 'en'] as const)) {
      const found = this.resolve(candidate, namespace, key, options.count)
      if (found !== undefined) return interpolate(found, options, language)
    }
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options, language) : key
  }

  private resolve(language: Language, namespace: string, key: string, count: number | undefined): string | undefined {
    if (typeof count === 'number') {
      const plural = this.lookup(language, namespace, `${key}_${pluralRules(language).select(count)}`)
      if (typeof plural === 'string') return plural
      const other = this.lookup(language, namespace, `${key}_other`)
      if (typeof other === 'string') return other
    }
    const found = this.lookup(language, namespace, key)
    return typeof found === 'string' ? found : undefined
  }

  private lookup(language: Language, namespace: string, key: string): string | readonly string[] | Strings | undefined {
    let node: string | readonly string[] | Strings | undefined = this.resources[language][namespace]
    for (const part of key.split('.')) {
      if (node === undefined || typeof node === 'string' || isList(node)) return undefined
      node = node[part]
    }
    // A key that is itself a sentence with dots (a server message) is stored flat.
    return node ?? this.resources[language][namespace]?.[key]
  }
}

const pluralCache = new Map<string, Intl.PluralRules>()
function pluralRules(language: string): Intl.PluralRules {
  let rules = pluralCache.get(language)
  if (!rules) pluralCache.set(language, (rules = new Intl.PluralRules(language)))
  return rules
}

// React escapes what it renders, so values go in as they are; numbers in the language's digits.
function interpolate(text: string, values: TranslateOptions, language: Language): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name]
    if (!(name in values) || value === undefined || value === null) return whole
    // Digits only: grouping (1,00,000) is the caller's choice, a year or a code must not get commas.
    return typeof value === 'number' ? localDigits(String(value), language) : String(value)
  })
}

function isList(node: string | readonly string[] | Strings): node is readonly string[] {
  return Array.isArray(node)
}

// A list is a leaf like a string: a later bundle replaces it whole.
function merge(target: Strings, source: Strings): Strings {
  const out: Strings = { ...target }
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key]
    out[key] =
      typeof value === 'object' && !isList(value) && typeof existing === 'object' && !isList(existing)
        ? merge(existing, value)
        : value
  }
  return out
}

export const i18n = new Translator()

i18n.on('languageChanged', reflectLanguage)
document.documentElement.lang = i18n.language
linkManifest(i18n.language)

/** The translation hook: `t` for a namespace (common by default), re-rendering on a language switch or new strings. */
export function useTranslation(namespace = 'common'): {
  t: TFunction
  list: (key: string) => string[]
  i18n: Translator
} {
  const version = useSyncExternalStore(i18n.subscribe, i18n.snapshot)
  // A new `t` after each change, so effects and memos that depend on it run again.
  const t = useMemo(() => i18n.getFixedT(i18n.language, namespace), [namespace, version])
  const list = useMemo(() => (key: string) => i18n.list(i18n.language, namespace, key), [namespace, version])
  return { t, list, i18n }
}

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
      i18n.addResourceBundle('mr', namespace, strings)
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

let chosenThisVisit = false

/** The visitor's own pick on the switch: it wins over the account's language at the next login. */
export function chooseLanguage(language: Language): Promise<void> {
  chosenThisVisit = true
  return switchLanguage(language)
}

/** Whether the person at this page picked the language themselves since it loaded. */
export function languageChosenThisVisit(): boolean {
  return chosenThisVisit
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
    i18n.addResourceBundle('en', namespace, english)
    marathiLoaders.set(namespace, marathi)
  }
  return i18n.language === 'mr' ? loadMarathi(namespace).catch(() => undefined) : Promise.resolve()
}

registerTranslations('common', commonEn, () => import('./commonI18n.mr').then((module) => module.commonMr))
