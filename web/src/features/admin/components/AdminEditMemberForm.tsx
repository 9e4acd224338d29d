import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import { NETWORK_ERROR_CODE, isProblem } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { changedFields, profileFormData } from '../../../components/form/profile/encodeProfile'
import { fieldId } from '../../../components/form/profile/fieldErrors'
import { valuesFromProfile } from '../../../components/form/profile/fromProfile'
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
import { adminClient } from '../api/adminClient'

type Detail = components['schemas']['AdminMemberDetail']

function hasError(errors: FieldErrors<ProfileFormValues>, name: ProfileFieldName): boolean {
  let node: unknown = errors
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return node !== undefined
}

interface Props {
  detail: Detail
  options: ProfileOptions
  onSaved: (detail: Detail) => void
  onCancel: () => void
}

/**
 * The detail page's edit mode (docs/product.md §4): the member's fields in the profile form's six tabs with
 * the registration rules, gender included. Save is enabled only when something changed and
 * sends only the changes; Cancel restores what is saved and leaves edit mode.
 */
export function AdminEditMemberForm({ detail, options, onSaved, onCancel }: Props) {
  const { t } = useTranslation('admin')
  const { t: tf } = useTranslation('profileForm')
  const toast = useToast()
  const user = detail.member
  const saved = useMemo(() => valuesFromProfile(user), [user])
  const resolver = useMemo(() => zodResolver(profileSchema('edit')), [])
  const form = useForm<ProfileFormValues>({ defaultValues: saved, resolver, mode: 'onTouched' })
  const { handleSubmit, reset, setError, formState } = form
  const [tab, setTab] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const tabKey = STEP_KEYS[tab] ?? 'basic'
  const dirty = formState.isDirty
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
        toast.show('info', t('detail.noChanges'))
        reset(saved)
        return
      }
      const { data, error } = await adminClient.PATCH('/api/admin/members/{userId}', {
        params: { path: { userId: user.user_id } },
        body: changes,
        bodySerializer: profileFormData,
      })
      if (data) {
        toast.show('success', t('detail.saved'))
        onSaved(data)
        return
      }
      const fieldErrors = profileFieldErrors(error)
      for (const [name, message] of fieldErrors) setError(name, { type: 'server', message })
      if (fieldErrors.length > 0) showFirstProblem(fieldErrors.map(([name]) => name))
      if (isProblem(error) && error.code === 'no_changes') toast.show('info', t('detail.noChanges'))
      else if (!isProblem(error) || error.code === NETWORK_ERROR_CODE || error.status >= 500 || fieldErrors.length === 0) {
        toast.show('error', t('detail.failed'))
      } else toast.show('error', error.message || t('detail.failed'))
    },
    (errors) => {
      toast.show('error', t('detail.failed'))
      showFirstProblem(FIELD_ORDER.filter((name) => hasError(errors, name)))
    },
  )

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
      <form className="profile-form admin-edit" noValidate onSubmit={(event) => void save(event)} aria-label={t('detail.edit')}>
        <div className="admin-edit__tabs" role="tablist" aria-label={t('detail.tabsLabel')}>
          {STEP_KEYS.map((key, index) => (
            <button
              key={key}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`admin-edit-tab-${key}`}
              aria-controls={`admin-edit-panel-${key}`}
              aria-selected={index === tab}
              tabIndex={index === tab ? 0 : -1}
              className={tabHasErrors(index) ? 'admin-edit__tab admin-edit__tab--invalid' : 'admin-edit__tab'}
              onClick={() => setTab(index)}
              onKeyDown={onTabKeyDown}
            >
              {tf(`steps.${key}`)}
              {tabHasErrors(index) && <span className="visually-hidden"> {t('detail.tabHasErrors')}</span>}
            </button>
          ))}
        </div>
        <div className="card" role="tabpanel" id={`admin-edit-panel-${tabKey}`} aria-labelledby={`admin-edit-tab-${tabKey}`}>
          <StepErrorBoundary key={tabKey} message={tf('stepError')}>
            <ProfileStepFields step={tabKey} mode="edit" options={options} currentPictureUrl={user.profilePicture} />
          </StepErrorBoundary>
        </div>
        <div className="admin-edit__actions">
          {dirty && (
            <p className="admin-edit__unsaved" role="status">
              {t('detail.unsaved')}
            </p>
          )}
          <button
            type="button"
            className="button button--secondary"
            disabled={submitting}
            onClick={() => {
              reset(saved)
              onCancel()
            }}
          >
            {t('detail.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={!dirty || submitting}>
            {submitting ? t('detail.saving') : t('detail.save')}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}
