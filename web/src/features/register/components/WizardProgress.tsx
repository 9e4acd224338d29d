import { useTranslation } from '../../../lib/i18n'
import { STEP_KEYS } from '../../../components/form/profile/profileSchema'

/** Where the member is in the six steps: a numbered list on wide screens, "Step 2 of 6" and a bar on phones. */
export function WizardProgress({ current }: { current: number }) {
  const { t } = useTranslation('register')
  const { t: tf } = useTranslation('profileForm')
  const total = STEP_KEYS.length
  return (
    <div className="wizard-progress">
      <p className="wizard-progress__count" aria-hidden="true">
        {t('progress', { current: current + 1, total })}
      </p>
      <div className="wizard-progress__bar" aria-hidden="true">
        <span style={{ width: `${((current + 1) / total) * 100}%` }} />
      </div>
      <ol className="wizard-progress__steps" aria-label={t('progressLabel')}>
        {STEP_KEYS.map((key, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming'
          return (
            <li key={key} className={`wizard-progress__step wizard-progress__step--${state}`} aria-current={index === current ? 'step' : undefined}>
              <span className="wizard-progress__number" aria-hidden="true">
                {index < current ? '✓' : index + 1}
              </span>
              <span className="wizard-progress__name">
                {tf(`steps.${key}`)}
                {index < current && <span className="visually-hidden"> ({t('completed')})</span>}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
