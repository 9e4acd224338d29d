import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import type { components } from '../../../api/schema.gen'
import { schemaRules } from '../schemaRules'
import { AppFormProvider, useAppForm, type FieldErrors } from '../useAppForm'
import { useToast } from '../../toasts/toastContext'
import { changedFields, type ProfileChanges } from './encodeProfile'
import { fieldId } from './fieldErrors'
import { valuesFromProfile } from './fromProfile'
import type { HoroscopeTool } from './FamilyProfileFields'
import { ProfileStepFields } from './ProfileStepFields'
import { FIELD_ORDER, STEP_FIELDS, STEP_KEYS, profileSchema, stepOfField, type ProfileFieldName, type ProfileFormValues } from './profileSchema'
import { profileFieldErrors } from './serverErrors'
import { StepErrorBoundary } from './StepErrorBoundary'
import type { ProfileOptions } from './useProfileOptions'

type UserData = components['schemas']['UserData']

const EDIT_RULES = schemaRules<ProfileFormValues>(profileSchema('edit'))

function hasError(errors: FieldErrors<ProfileFormValues>, name: ProfileFieldName): boolean {
  let node: unknown = errors
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return node !== undefined
}

export interface ProfileEditTexts {
  tabs: string
  tabHasErrors: string
  unsaved: string
  noChanges: string
  /** Told when the form's own rules refuse it. */
  invalid: string
  saved: string
  discard: string
  save: string
  saving: string
}

interface ProfileEditFormProps<Saved> {
  /** The saved profile the form starts from. */
  user: UserData
  options: ProfileOptions
  /** The CSS block ('edit-profile', 'admin-edit') and the tabs' id prefix ('edit', 'admin-edit'). */
  block: string
  idPrefix: string
  /** The form's accessible name: its page heading's id, or a label of its own. */
  name: { 'aria-labelledby': string } | { 'aria-label': string }
  texts: ProfileEditTexts
  /** Sends the changed fields only; the answer is the call's `{ data, error }`. */
  send: (changes: ProfileChanges) => Promise<{ data?: Saved; error?: unknown }>
  /** The profile inside a successful answer: the form starts again from it. */
  profileOf: (saved: Saved) => UserData
  onSaved?: (saved: Saved) => void
  /** Says why the server refused (a toast); `named` is how many fields its answer put messages on. */
  onRefused: (error: unknown, named: number) => void
  /** Leaving edit mode (the admin's Cancel): the button is then always enabled and calls it after discarding. */
  onLeave?: () => void
  /** Asks before the page is left with unsaved changes (reload, close, another site). */
  warnBeforeLeaving?: boolean
  /** Shown under the fields, e.g. the upload's progress bar. */
  progress?: ReactNode
  /** A tool in the horoscope section (the member's "Calculate from my birth details"). */
  horoscopeTool?: HoroscopeTool
}

/**
 * A saved profile's fields in the profile form's six tabs (the member's Edit Profile and the admin's
 * member page, docs/product.md §4). Save is enabled only while something differs from what is
 * saved and sends only the changes; after a failed save the tab holding the first problem opens
 * and that field takes focus.
 */
export function ProfileEditForm<Saved>({
  user,
  options,
  block,
  idPrefix,
  name,
  texts,
  send,
  profileOf,
  onSaved,
  onRefused,
  onLeave,
  warnBeforeLeaving = false,
  progress,
  horoscopeTool,
}: ProfileEditFormProps<Saved>) {
  const { t: tf } = useTranslation('profileForm')
  const toast = useToast()
  const saved = useMemo(() => valuesFromProfile(user), [user])
  const form = useAppForm(EDIT_RULES, saved, { namespace: 'profileForm', mode: 'onTouched' })
  const { handleSubmit, reset, setError, formState } = form
  const [tab, setTab] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const tabKey = STEP_KEYS[tab] ?? 'basic'
  const dirty = formState.isDirty

  useEffect(() => {
    if (!warnBeforeLeaving || !dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [warnBeforeLeaving, dirty])

  const focusAfterTab = useRef<string | null>(null)
  useEffect(() => {
    if (!focusAfterTab.current) return
    document.getElementById(focusAfterTab.current)?.focus()
    focusAfterTab.current = null
  }, [tab])

  const showFirstProblem = (names: readonly ProfileFieldName[]) => {
    const first = FIELD_ORDER.find((field) => names.includes(field))
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
        toast.show('info', texts.noChanges)
        reset(saved)
        return
      }
      const { data, error } = await send(changes)
      if (data) {
        reset(valuesFromProfile(profileOf(data)))
        toast.show('success', texts.saved)
        onSaved?.(data)
        return
      }
      const fieldErrors = profileFieldErrors(error)
      for (const [field, message] of fieldErrors) setError(field, { type: 'server', message })
      if (fieldErrors.length > 0) showFirstProblem(fieldErrors.map(([field]) => field))
      onRefused(error, fieldErrors.length)
    },
    (errors) => {
      toast.show('error', texts.invalid)
      showFirstProblem(FIELD_ORDER.filter((field) => hasError(errors, field)))
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
    return key ? STEP_FIELDS[key].some((field) => hasError(formState.errors, field)) : false
  }

  const submitting = formState.isSubmitting
  return (
    <AppFormProvider {...form}>
      <form className={`profile-form ${block}`} noValidate onSubmit={(event) => void save(event)} {...name}>
        <div className={`${block}__tabs`} role="tablist" aria-label={texts.tabs}>
          {STEP_KEYS.map((key, index) => (
            <button
              key={key}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${key}`}
              aria-controls={`${idPrefix}-panel-${key}`}
              aria-selected={index === tab}
              tabIndex={index === tab ? 0 : -1}
              className={tabHasErrors(index) ? `${block}__tab ${block}__tab--invalid` : `${block}__tab`}
              onClick={() => setTab(index)}
              onKeyDown={onTabKeyDown}
            >
              {tf(`steps.${key}`)}
              {tabHasErrors(index) && <span className="visually-hidden"> {texts.tabHasErrors}</span>}
            </button>
          ))}
        </div>
        <div className="card" role="tabpanel" id={`${idPrefix}-panel-${tabKey}`} aria-labelledby={`${idPrefix}-tab-${tabKey}`}>
          <StepErrorBoundary key={tabKey} message={tf('stepError')}>
            <ProfileStepFields step={tabKey} mode="edit" options={options} currentPictureUrl={user.profilePicture}
              horoscopeTool={horoscopeTool}
              savedBirthPlace={user.horoscope?.birthPlaceDetails}
            />
          </StepErrorBoundary>
        </div>
        {progress}
        <div className={`${block}__actions`}>
          {dirty && (
            <p className={`${block}__unsaved`} role="status">
              {texts.unsaved}
            </p>
          )}
          <button
            type="button"
            className="button button--secondary"
            disabled={onLeave ? submitting : !dirty || submitting}
            onClick={() => {
              reset(saved)
              onLeave?.()
            }}
          >
            {texts.discard}
          </button>
          <button type="submit" className="button button--primary" disabled={!dirty || submitting}>
            {submitting ? texts.saving : texts.save}
          </button>
        </div>
      </form>
    </AppFormProvider>
  )
}
