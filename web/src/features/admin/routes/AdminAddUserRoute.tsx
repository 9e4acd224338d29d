import { useMemo } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { registerProfileFormTranslations } from '../../../components/form/profile/i18n'
import { schemaRulesAnd } from '../../../components/form/schemaRules'
import { AppFormProvider, useAppForm, type FieldErrors } from '../../../components/form/useAppForm'
import { fieldId } from '../../../components/form/profile/fieldErrors'
import { ProfileStepFields } from '../../../components/form/profile/ProfileStepFields'
import { registrationBody } from '../../../components/form/profile/encodeProfile'
import {
  EMPTY_PROFILE,
  FIELD_ORDER,
  STEP_KEYS,
  profileSchema,
  type ProfileFieldName,
  type ProfileFormValues,
} from '../../../components/form/profile/profileSchema'
import { profileFieldErrors } from '../../../components/form/profile/serverErrors'
import { StepErrorBoundary } from '../../../components/form/profile/StepErrorBoundary'
import { useProfileOptions } from '../../../components/form/profile/useProfileOptions'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { useToast } from '../../../components/toasts/toastContext'
import { isLanguage, useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { useAddAdminMember } from '../api/members'
import { adminProblemText } from '../components/problems'
import '../../../components/form/profile/profile-form.css'

await registerProfileFormTranslations()

type AddValues = ProfileFormValues & { isSubscribe: '' | 'yes' | 'no' }

// The add form starts with the spec's partner ages, 18 to 19 (§9).
const INITIAL: AddValues = {
  ...EMPTY_PROFILE,
  partnerPreferences: { ...EMPTY_PROFILE.partnerPreferences, age: { min: '18', max: '19' } },
  isSubscribe: '',
}

function errorAt(errors: FieldErrors<AddValues>, name: string): boolean {
  let node: unknown = errors
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return node !== undefined
}

/**
 * Add New User (docs/product.md §5): every registration field on one page, the picture included, plus the
 * subscribe choice. Max age must be greater than min age; anything missing is 'Please complete
 * all required fields.'
 */
export function AdminAddUserRoute() {
  const { t, i18n } = useTranslation('admin')
  const { t: tf } = useTranslation('profileForm')
  useDocumentTitle(t('add.documentTitle'))
  const toast = useToast()
  const navigate = useNavigate()
  const { query: optionsQuery, options } = useProfileOptions()
  const addMember = useAddAdminMember()
  const rules = useMemo(
    () =>
      schemaRulesAnd<AddValues>(profileSchema('register', undefined, false) as never, (values, errors) => {
        const { min, max } = values.partnerPreferences.age
        if (!errorAt(errors, 'partnerPreferences.age') && Number(max) <= Number(min)) {
          errors.partnerPreferences = { ...errors.partnerPreferences, age: { max: { type: 'custom', message: t('add.maxAge') } } }
        }
        if (values.isSubscribe === '') errors.isSubscribe = { type: 'custom', message: t('add.subscribeRequired') }
        return errors
      }),
    [t],
  )
  const form = useAppForm(rules, INITIAL, { namespace: 'admin', mode: 'onTouched' })
  const { handleSubmit, setError, register, formState } = form

  const focusFirst = (names: string[]) => {
    const first = [...FIELD_ORDER, 'isSubscribe'].find((name) => names.includes(name))
    if (first) document.getElementById(first === 'isSubscribe' ? 'admin-add-subscribe' : fieldId(first as ProfileFieldName))?.focus()
  }

  const submit = handleSubmit(
    async (values) => {
      const language = isLanguage(i18n.language) ? i18n.language : 'en'
      // The member accepts the terms and makes the declarations themselves; an admin does neither for them.
      const { acceptTerms: _acceptTerms, declarations: _declarations, ...registration } = registrationBody(values, language)
      const body = { ...registration, isSubscribe: values.isSubscribe === 'yes' }
      const { data, error } = await addMember(body)
      if (data) {
        toast.show('success', t('add.done'))
        void navigate(`/admin/user-details/${data.userId}`)
        return
      }
      const fieldErrors = profileFieldErrors(error)
      for (const [name, message] of fieldErrors) setError(name, { type: 'server', message })
      focusFirst(fieldErrors.map(([name]) => name))
      toast.show('error', fieldErrors.length > 0 ? t('add.incomplete') : adminProblemText(t, error, t('add.failed')))
    },
    (errors) => {
      toast.show('error', t('add.incomplete'))
      focusFirst([...FIELD_ORDER, 'isSubscribe'].filter((name) => errorAt(errors, name)))
    },
  )

  let body
  if (optionsQuery.isPending) body = <Spinner />
  else if (optionsQuery.isError) {
    body = <ErrorState error={optionsQuery.error} title={tf('optionsError')} onRetry={() => void optionsQuery.refetch()} />
  } else {
    const subscribeError = formState.errors.isSubscribe?.message
    body = (
      <AppFormProvider {...form}>
        <form className="profile-form admin-add" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="admin-add-title">
          {STEP_KEYS.map((step) => (
            <section key={step} className="card admin-add__section" aria-labelledby={`admin-add-${step}`}>
              <h2 id={`admin-add-${step}`} className="admin-panel__title">
                {tf(`steps.${step}`)}
              </h2>
              <StepErrorBoundary message={tf('stepError')}>
                <ProfileStepFields step={step} mode="register" options={options} askTerms={false} />
              </StepErrorBoundary>
            </section>
          ))}
          <section className="card admin-add__section">
            <div className={subscribeError ? 'field field--invalid' : 'field'}>
              <label className="field__label" htmlFor="admin-add-subscribe">
                {t('add.subscribe')}
              </label>
              <p className="field__hint" id="admin-add-subscribe-hint">
                {t('add.subscribeHint')}
              </p>
              <select
                id="admin-add-subscribe"
                className="field__control"
                aria-invalid={subscribeError ? true : undefined}
                aria-describedby={`admin-add-subscribe-hint${subscribeError ? ' admin-add-subscribe-error' : ''}`}
                {...register('isSubscribe')}
              >
                <option value="">—</option>
                <option value="yes">{t('add.yes')}</option>
                <option value="no">{t('add.no')}</option>
              </select>
              {subscribeError && (
                <p className="field__error" id="admin-add-subscribe-error">
                  {subscribeError}
                </p>
              )}
            </div>
          </section>
          <div className="admin-edit__actions">
            <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t('add.submitting') : t('add.submit')}
            </button>
          </div>
        </form>
      </AppFormProvider>
    )
  }
  return (
    <div className="admin-page">
      <Link to="/admin/users" className="back-link">
        ← {t('add.back')}
      </Link>
      <h1 id="admin-add-title" className="admin-page__title">
        {t('add.title')}
      </h1>
      <p className="page__intro">{t('add.intro')}</p>
      {body}
    </div>
  )
}
