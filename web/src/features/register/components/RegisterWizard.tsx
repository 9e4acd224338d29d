import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { NETWORK_ERROR_CODE, isProblem } from '../../../api/problem'
import { schemaRules } from '../../../components/form/schemaRules'
import { AppFormProvider, useAppForm, type FieldErrors } from '../../../components/form/useAppForm'
import { fieldId } from '../../../components/form/profile/fieldErrors'
import { ProfileStepFields } from '../../../components/form/profile/ProfileStepFields'
import type { HoroscopeTool } from '../../../components/form/profile/FamilyProfileFields'
import { registrationBody } from '../../../components/form/profile/encodeProfile'
import {
  EMPTY_PROFILE,
  FIELD_ORDER,
  STEP_FIELDS,
  STEP_KEYS,
  profileSchema,
  stepOfField,
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
import { AFTER_LOGIN, useSession } from '../../../lib/sessionHooks'
import { useUploadProgress } from '../../../components/form/UploadProgress'
import { WizardProgress } from './WizardProgress'
import { checkRegistrationEmail, registerMember } from '../api/register'

const LAST_STEP = STEP_KEYS.length - 1
const REGISTER_RULES = schemaRules<ProfileFormValues>(profileSchema('register'))

function hasError(errors: FieldErrors<ProfileFormValues>, name: ProfileFieldName): boolean {
  let node: unknown = errors
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return node !== undefined
}

/**
 * The six-step registration wizard. One react-hook-form form holds every step (unmounted steps
 * keep their values); Next validates only the current step's fields, Submit the whole profile,
 * and a server answer naming fields puts its messages on them and shows the step of the first.
 */
export function RegisterWizard({ horoscopeTool }: { horoscopeTool?: HoroscopeTool | undefined } = {}) {
  const { t, i18n } = useTranslation('register')
  const { t: tf } = useTranslation('profileForm')
  const toast = useToast()
  const upload = useUploadProgress()
  const navigate = useNavigate()
  const { login } = useSession()
  // The last address the server said can register: Next does not ask twice for the same one.
  const emailChecked = useRef<string | null>(null)
  const [checkingEmail, setCheckingEmail] = useState(false)
  const { query: optionsQuery, options } = useProfileOptions()
  const [step, setStep] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const movedByUser = useRef(false)
  const form = useAppForm(REGISTER_RULES, EMPTY_PROFILE, { namespace: 'profileForm', mode: 'onTouched' })
  const { handleSubmit, trigger, setError, setValue, getValues, formState } = form
  const stepKey = STEP_KEYS[step] ?? 'basic'

  // A new step is announced (its heading takes focus, or the field to fix) and scrolled into view;
  // not on first load.
  const focusAfterMove = useRef<string | null>(null)
  useEffect(() => {
    if (!movedByUser.current) return
    const field = focusAfterMove.current ? document.getElementById(focusAfterMove.current) : null
    focusAfterMove.current = null
    headingRef.current?.scrollIntoView?.({ block: 'start' })
    ;(field ?? headingRef.current)?.focus()
  }, [step])

  const goTo = (next: number) => {
    movedByUser.current = true
    setStep(Math.max(0, Math.min(LAST_STEP, next)))
  }

  /**
   * Asks the server whether the e-mail can register, at the step where it was typed (the answer is
   * the final step's). A taken address is shown on its field; when the server cannot be asked,
   * the member goes on and the final step checks again.
   */
  const emailCanRegister = async (): Promise<boolean> => {
    const email = getValues('email').trim()
    if (emailChecked.current === email) return true
    setCheckingEmail(true)
    try {
      const { error } = await checkRegistrationEmail(email)
      if (!error) {
        emailChecked.current = email
        return true
      }
      const fieldErrors = profileFieldErrors(error)
      if (fieldErrors.length > 0) {
        for (const [name, message] of fieldErrors) setError(name, { type: 'server', message }, { shouldFocus: true })
        return false
      }
      if (isProblem(error) && error.status === 429) {
        toast.show('error', error.message)
        return false
      }
      return true
    } finally {
      setCheckingEmail(false)
    }
  }

  const next = async () => {
    const fields = STEP_FIELDS[stepKey]
    if (await trigger([...fields], { shouldFocus: true })) {
      if (stepKey === 'contact' && !(await emailCanRegister())) return
      return goTo(step + 1)
    }
    // From now on these fields re-check as the member types, so a message goes away the moment
    // the value is right — not on blur, when the layout would jump under a click.
    for (const name of fields) setValue(name, getValues(name), { shouldTouch: true })
  }

  /** Shows the step holding the first invalid field and puts focus on that field. */
  const showFirstProblem = (names: readonly ProfileFieldName[]) => {
    const first = FIELD_ORDER.find((name) => names.includes(name))
    if (!first) return
    const target = stepOfField(first)
    if (target === step) {
      document.getElementById(fieldId(first))?.focus()
    } else {
      focusAfterMove.current = fieldId(first)
      goTo(target)
    }
  }

  const submit = handleSubmit(
    async (values) => {
      const language = isLanguage(i18n.language) ? i18n.language : 'en'
      const { data, error } = await registerMember(registrationBody(values, language), upload.fetch)
      if (data) {
        // Registered and signed in: the member goes home, as after a login.
        login(data.token)
        toast.show('success', t('success'))
        void navigate(AFTER_LOGIN, { replace: true })
        return
      }
      const fieldErrors = profileFieldErrors(error)
      for (const [name, message] of fieldErrors) setError(name, { type: 'server', message })
      if (fieldErrors.length > 0) showFirstProblem(fieldErrors.map(([name]) => name))
      if (isProblem(error) && error.code === NETWORK_ERROR_CODE) toast.show('error', t('network'))
      else toast.show('error', isProblem(error) && error.message ? error.message : t('failure'))
    },
    (errors) => {
      toast.show('error', t('validation.fixErrors', { ns: 'common' }))
      showFirstProblem(FIELD_ORDER.filter((name) => hasError(errors, name)))
    },
  )

  if (optionsQuery.isPending) return <Spinner />
  if (optionsQuery.isError) {
    return <ErrorState error={optionsQuery.error} title={tf('optionsError')} onRetry={() => void optionsQuery.refetch()} />
  }

  const submitting = formState.isSubmitting
  return (
    <AppFormProvider {...form}>
      <form
        className="card profile-form"
        noValidate
        aria-labelledby="register-step-title"
        onSubmit={(event) => {
          // Enter in a text box on steps 1–5 means "next", never a half-filled submission.
          event.preventDefault()
          if (step < LAST_STEP) void next()
          else void submit(event)
        }}
      >
        <WizardProgress current={step} />
        <h2 id="register-step-title" className="profile-form__step-title" tabIndex={-1} ref={headingRef}>
          <span className="visually-hidden">{t('progress', { current: step + 1, total: STEP_KEYS.length })}: </span>
          {tf(`steps.${stepKey}`)}
        </h2>
        <StepErrorBoundary key={stepKey} message={tf('stepError')}>
          <ProfileStepFields step={stepKey} mode="register" options={options} horoscopeTool={horoscopeTool} />
        </StepErrorBoundary>
        <div className="profile-form__actions">
          {step > 0 && (
            <button type="button" className="button button--secondary" onClick={() => goTo(step - 1)} disabled={submitting}>
              {t('back')}
            </button>
          )}
          {step < LAST_STEP ? (
            <button type="submit" className="button button--primary" disabled={checkingEmail}>
              {checkingEmail ? t('checking') : t('next')}
            </button>
          ) : (
            <button type="submit" className="button button--primary" disabled={submitting}>
              {submitting ? t('submitting') : t('submit')}
            </button>
          )}
        </div>
        {upload.bar}
        <p className="form__hint">
          {t('haveAccount')} <Link to="/login">{t('login')}</Link>
        </p>
      </form>
    </AppFormProvider>
  )
}
