import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import { useUploadProgress } from '../../../components/form/UploadProgress'
import { NETWORK_ERROR_CODE, isProblem } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { changedFields } from '../../../components/form/profile/encodeProfile'
import { valuesFromProfile } from '../../../components/form/profile/fromProfile'
import { fieldId } from '../../../components/form/profile/fieldErrors'
import { ProfileStepFields } from '../../../components/form/profile/ProfileStepFields'
import {
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
import type { ProfileOptions } from '../../../components/form/profile/useProfileOptions'
import { useToast } from '../../../components/toasts/toastContext'
import { ownProfileQuery } from '../../../lib/sessionHooks'
import { UPDATE_PROFILE, saveProfileChanges } from '../api/profile'
import { refreshAfterWrite } from '../../../api/freshness'

type UserData = components['schemas']['UserData']

function hasError(errors: FieldErrors<ProfileFormValues>, name: ProfileFieldName): boolean {
  let node: unknown = errors
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return node !== undefined
}

/**
 * Edit profile: the wizard's fields in six tabs, prefilled from the saved profile. Save Changes is
 * enabled only while something differs from what is saved; saving sends only the changed fields
 * and the form then starts again from the server's answer.
 */
export function EditProfileForm({ user, options }: { user: UserData; options: ProfileOptions }) {
  const { t } = useTranslation('editProfile')
  const { t: tf } = useTranslation('profileForm')
  const toast = useToast()
  const upload = useUploadProgress()
  const queryClient = useQueryClient()
  const saved = useMemo(() => valuesFromProfile(user), [user])
  const resolver = useMemo(() => zodResolver(profileSchema('edit')), [])
  const form = useForm<ProfileFormValues>({ defaultValues: saved, resolver, mode: 'onTouched' })
  const { handleSubmit, reset, setError, formState } = form
  const [tab, setTab] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const tabKey = STEP_KEYS[tab] ?? 'basic'
  const dirty = formState.isDirty

  // Leaving the page with unsaved changes asks first (reload, close, another site).
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  // After a save fails, the tab holding the first problem opens and that field takes focus.
  const focusAfterTab = useRef<string | null>(null)
  useEffect(() => {
    if (!focusAfterTab.current) return
    document.getElementById(focusAfterTab.current)?.focus()
    focusAfterTab.current = null
  }, [tab])

  const showFirstProblem = (names: readonly ProfileFieldName[]) => {
    const first = FIELD_ORDER.find((name) => names.includes(name))
    if (!first) return
    const target = stepOfField(first)
    if (target === tab) document.getElementById(fieldId(first))?.focus()
    else {
      focusAfterTab.current = fieldId(first)
      setTab(target)
    }
  }

  const save = handleSubmit(
    async (values) => {
      const changes = changedFields(values, saved)
      if (Object.keys(changes).length === 0) {
        toast.show('info', t('noChanges'))
        reset(saved)
        return
      }
      // Only a new picture is worth a progress bar; other edits are a few hundred bytes.
      const { data, error } = await saveProfileChanges(changes, 'profilePicture' in changes ? upload.fetch : undefined)
      if (data) {
        queryClient.setQueryData(ownProfileQuery().queryKey, { userData: data.userData })
        // Matches and the dashboard follow the new preferences (a multipart write goes around useMutation).
        void refreshAfterWrite(queryClient, UPDATE_PROFILE)
        reset(valuesFromProfile(data.userData))
        toast.show('success', t('success'))
        return
      }
      const fieldErrors = profileFieldErrors(error)
      for (const [name, message] of fieldErrors) setError(name, { type: 'server', message })
      if (fieldErrors.length > 0) showFirstProblem(fieldErrors.map(([name]) => name))
      if (!isProblem(error) || error.code === NETWORK_ERROR_CODE || error.status >= 500) toast.show('error', t('failure'))
      else if (error.status !== 401) toast.show('error', error.message || t('failure'))
    },
    (errors) => {
      toast.show('error', t('validation.fixErrors', { ns: 'common' }))
      showFirstProblem(FIELD_ORDER.filter((name) => hasError(errors, name)))
    },
  )

  // Tabs follow the ARIA pattern: arrow keys move between them, Home/End jump to the ends.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: tab + 1, ArrowLeft: tab - 1, Home: 0, End: STEP_KEYS.length - 1 }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = (target + STEP_KEYS.length) % STEP_KEYS.length
    setTab(next)
    tabRefs.current[next]?.focus()
  }

  const tabHasErrors = (index: number) => {
    const key = STEP_KEYS[index]
    return key ? STEP_FIELDS[key].some((name) => hasError(formState.errors, name)) : false
  }

  const submitting = formState.isSubmitting
  return (
    <FormProvider {...form}>
      <form className="profile-form edit-profile" noValidate onSubmit={(event) => void save(event)} aria-labelledby="edit-profile-title">
        <div className="edit-profile__tabs" role="tablist" aria-label={t('tabsLabel')}>
          {STEP_KEYS.map((key, index) => (
            <button
              key={key}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`edit-tab-${key}`}
              aria-controls={`edit-panel-${key}`}
              aria-selected={index === tab}
              tabIndex={index === tab ? 0 : -1}
              className={tabHasErrors(index) ? 'edit-profile__tab edit-profile__tab--invalid' : 'edit-profile__tab'}
              onClick={() => setTab(index)}
              onKeyDown={onTabKeyDown}
            >
              {tf(`steps.${key}`)}
              {tabHasErrors(index) && <span className="visually-hidden"> {t('tabHasErrors')}</span>}
            </button>
          ))}
        </div>
        <div className="card" role="tabpanel" id={`edit-panel-${tabKey}`} aria-labelledby={`edit-tab-${tabKey}`}>
          <StepErrorBoundary key={tabKey} message={tf('stepError')}>
            <ProfileStepFields step={tabKey} mode="edit" options={options} currentPictureUrl={user.profilePicture} />
          </StepErrorBoundary>
        </div>
        {upload.bar}
        <div className="edit-profile__actions">
          {dirty && (
            <p className="edit-profile__unsaved" role="status">
              {t('unsaved')}
            </p>
          )}
          <button type="button" className="button button--secondary" disabled={!dirty || submitting} onClick={() => reset(saved)}>
            {t('discard')}
          </button>
          <button type="submit" className="button button--primary" disabled={!dirty || submitting}>
            {submitting ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}
