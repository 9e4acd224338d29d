import { useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import type { components } from '../../../api/schema.gen'
import { useOptions } from '../../../api/options'
import { useOptionLabels } from '../../../components/MemberCard/useOptionLabels'
import { useLocalized } from '../../../lib/localized'
import { checkRules } from '../../../components/form/checkRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { MoreFilters } from './MoreFilters'
import {
  CHECKED_FIELDS,
  EMPTY_FILTERS,
  MAX_AGE,
  MIN_AGE,
  activeFilterCount,
  isEmpty,
  validateFilters,
  type FilterErrors,
  type FilterName,
  type SearchFilters as Filters,
} from '../searchParams'

type Option = components['schemas']['Option']

// The rules of ../searchParams.ts as a plain check: zod would weigh on the search page's first load.
const FILTER_RULES = checkRules<Filters>(validateFilters)

interface SearchFiltersProps {
  /** The filters in the URL (what the results show); the form starts from them. */
  applied: Filters
  onApply: (filters: Filters) => void
  onClear: () => void
}

/**
 * The filter form. Its values are a draft until Apply Filters puts them in the URL; both buttons
 * stay disabled while every filter is empty (docs/product.md §5), in the form and in the URL alike.
 */
export function SearchFilters({ applied, onApply, onClear }: SearchFiltersProps) {
  const { t } = useTranslation('search')
  const formId = useId()
  // The draft lives in the form; the controls stay controlled because MoreFilters composes some
  // values (marital statuses as one list) that no single input holds.
  const form = useAppForm(FILTER_RULES, applied)
  const draft = form.watch()
  const errors: FilterErrors = {}
  for (const name of CHECKED_FIELDS) {
    const problem = form.formState.errors[name]?.message
    if (problem) errors[name] = problem as FilterErrors[typeof name]
  }
  const [open, setOpen] = useState(false)
  const options = useOptions()
  const localized = useLocalized()
  const label = useOptionLabels()
  // The mother tongue filter comes only from the home page's quick search; it stays while set.
  const [showMotherTongue] = useState(applied.motherTongue !== '')

  const nothingToDo = isEmpty(draft) && isEmpty(applied)
  const active = activeFilterCount(applied)

  const update = (name: FilterName, value: string) => {
    // A changed number is checked again at once, but only once the member has tried to apply.
    form.setValue(name, value, { shouldValidate: form.formState.isSubmitted })
    // A caste that belongs to another religion cannot match; let the member pick again.
    if (name === 'religion' && value && draft.caste) {
      const caste = options.data?.castes.find((option) => option.value === draft.caste)
      if (caste?.religion && caste.religion !== value) form.setValue('caste', '')
    }
  }

  // The controls are not registered, so focus goes to the first problem by id.
  const submit = form.handleSubmit(onApply, (problems) => {
    const firstInvalid = CHECKED_FIELDS.find((name) => problems[name])
    if (firstInvalid) document.getElementById(`${formId}-${firstInvalid}`)?.focus()
  })

  const clear = () => {
    form.reset(EMPTY_FILTERS)
    onClear()
  }

  const castes = (options.data?.castes ?? []).filter(
    (caste) => !draft.religion || !caste.religion || caste.religion === draft.religion,
  )
  const select = (name: FilterName, anyLabel: string, list: readonly Option[]) => {
    const value = draft[name]
    const known = list.some((option) => option.value === value)
    return (
      <div className="field">
        <label className="field__label" htmlFor={`${formId}-${name}`}>
          {t(`filters.${name === 'motherTongue' ? 'motherTongue' : name}` as const)}
        </label>
        <select
          id={`${formId}-${name}`}
          className="field__control"
          value={value}
          onChange={(event) => update(name, event.target.value)}
        >
          <option value="">{anyLabel}</option>
          {/* A value from a shared link that the list (not yet) knows still shows as chosen. */}
          {value && !known && <option value={value}>{label(listOf(name), value)}</option>}
          {list.map((option) => (
            <option key={option.value} value={option.value}>
              {localized(option.label)}
            </option>
          ))}
        </select>
      </div>
    )
  }

  const ageField = (name: 'min_age' | 'max_age') => {
    const id = `${formId}-${name}`
    const problem = errors[name]
    return (
      <div className={problem ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={id}>
          {t(name === 'min_age' ? 'filters.minAge' : 'filters.maxAge')}
        </label>
        <input
          id={id}
          className="field__control"
          type="number"
          inputMode="numeric"
          min={MIN_AGE}
          max={MAX_AGE}
          step={1}
          placeholder={String(name === 'min_age' ? MIN_AGE : MAX_AGE)}
          value={draft[name]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => update(name, event.target.value)}
        />
        {problem && (
          <p className="field__error" id={`${id}-error`}>
            {t(`filters.errors.${problem}`)}
          </p>
        )}
      </div>
    )
  }

  return (
    <section className={open ? 'search-filters card search-filters--open' : 'search-filters card'} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="search-filters__title">
        {t('filters.title')}
      </h2>
      {/* On a phone the form folds away behind this toggle so the results come first. */}
      <button
        type="button"
        className="button button--secondary button--block search-filters__toggle"
        aria-expanded={open}
        aria-controls={`${formId}-form`}
        onClick={() => setOpen((current) => !current)}
      >
        {active > 0 ? t('filters.toggleActive', { count: active }) : t('filters.toggle')}
        <span className="search-filters__chevron" aria-hidden="true" />
      </button>
      <form id={`${formId}-form`} className="search-filters__form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="search-filters__ages">
          {ageField('min_age')}
          {ageField('max_age')}
        </div>
        {/* Religion first: it narrows the caste list. */}
        {select('religion', t('filters.anyReligion'), options.data?.religions ?? [])}
        {select('caste', t('filters.anyCaste'), castes)}
        {select('location', t('filters.anyLocation'), options.data?.cities ?? [])}
        {(showMotherTongue || draft.motherTongue !== '') &&
          select('motherTongue', t('filters.anyMotherTongue'), options.data?.motherTongues ?? [])}
        <MoreFilters formId={formId} draft={draft} errors={errors} update={update} />
        {(options.isPending || options.isError) && (
          <p className="form__hint" role={options.isError ? 'alert' : 'status'}>
            {options.isError ? t('filters.optionsError') : t('filters.loadingOptions')}
          </p>
        )}
        <div className="search-filters__buttons">
          <button type="button" className="button button--secondary" disabled={nothingToDo} onClick={clear}>
            {t('filters.clear')}
          </button>
          <button type="submit" className="button button--primary" disabled={nothingToDo}>
            {t('filters.apply')}
          </button>
        </div>
      </form>
    </section>
  )
}

function listOf(name: FilterName) {
  switch (name) {
    case 'caste':
      return 'castes' as const
    case 'location':
      return 'cities' as const
    case 'religion':
      return 'religions' as const
    default:
      return 'motherTongues' as const
  }
}
