import { useToast } from '../../components/toasts/toastContext'
import { SUPPORTED_LANGUAGES, switchLanguage, useTranslation } from '../../lib/i18n'

export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  // Marathi strings are downloaded on first use; offline, say so instead of doing nothing.
  const choose = (language: (typeof SUPPORTED_LANGUAGES)[number]) =>
    switchLanguage(language).catch(() => toast.show('error', t('error.network', { ns: 'common' })))
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
