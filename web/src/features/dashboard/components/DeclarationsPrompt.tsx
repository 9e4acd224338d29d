import { useState } from 'react'
import { useToast } from '../../../components/toasts/toastContext'
import { useTranslation } from '../../../lib/i18n'
import { useMakeDeclarations } from '../api/declarations'

const NAMES = ['intentToMarry', 'informationTrue', 'ageConfirmed'] as const
type Name = (typeof NAMES)[number]

/** For a member who registered before the advisory's declarations were asked: make them once. */
export function DeclarationsPrompt() {
  const { t } = useTranslation('dashboard')
  const { t: tf } = useTranslation('profileForm')
  const toast = useToast()
  const [checked, setChecked] = useState<Record<Name, boolean>>({ intentToMarry: false, informationTrue: false, ageConfirmed: false })
  const declare = useMakeDeclarations()
  const all = NAMES.every((name) => checked[name])
  return (
    <section className="card dashboard-declarations" aria-labelledby="dashboard-declarations-title">
      <h2 id="dashboard-declarations-title" className="dashboard-section__title">
        {t('declarations.title')}
      </h2>
      <p>{t('declarations.why')}</p>
      {NAMES.map((name) => (
        <label key={name} className="checkbox">
          <input type="checkbox" checked={checked[name]} onChange={(event) => setChecked({ ...checked, [name]: event.target.checked })} />{' '}
          {tf(`declarations.${name}`)}
        </label>
      ))}
      <button
        type="button"
        className="button button--primary"
        disabled={!all || declare.isPending}
        onClick={() =>
          declare.mutate(
            { body: checked },
            {
              onSuccess: () => {
                toast.show('success', t('declarations.done'))
              },
              onError: () => toast.show('error', t('declarations.failed')),
            },
          )
        }
      >
        {t('declarations.confirm')}
      </button>
    </section>
  )
}
