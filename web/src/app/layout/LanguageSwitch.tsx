import { useToast } from '../../components/toasts/toastContext'
import { SUPPORTED_LANGUAGES, chooseLanguage, useTranslation, type Language } from '../../lib/i18n'
import { isSignedIn } from '../../lib/session'

// The API client is not part of the home page's budget: fetched only when a member switches.
function remember(language: Language): Promise<void> {
  if (!isSignedIn()) return Promise.resolve()
  return import('../../lib/memberLanguage').then((module) => module.rememberMemberLanguage(language))
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  // Marathi strings are downloaded on first use; offline, say so instead of doing nothing. A
  // signed-in member's choice is kept on their account too (docs/product.md, Language).
  const choose = (language: (typeof SUPPORTED_LANGUAGES)[number]) =>
    chooseLanguage(language).then(
      () => remember(language).catch(() => undefined),
      () => toast.show('error', t('error.network', { ns: 'common' })),
    )
  return (
    <div className="language-switch" role="group" aria-label={t('language.label', { ns: 'common' })}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__option"
          aria-pressed={i18n.language === language}
          onClick={() => void choose(language)}
        >
          {t(`language.${language}`, { ns: 'common' })}
        </button>
      ))}
    </div>
  )
}
