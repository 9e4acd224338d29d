import type { components } from '../../../api/schema.gen'
import { useOptions } from '../../../api/options'
import { formatHeight } from '../../../lib/format'
import '../../../components/form/form-controls.css'
import { useTranslation } from '../../../lib/i18n'
import { useLocalized } from '../../../lib/localized'
import { listValues, MAX_HEIGHT, MIN_HEIGHT, type FilterErrors, type FilterName, type SearchFilters } from '../searchParams'

type Option = components['schemas']['Option']

/** Heights a family asks for, an inch apart from 4′ 6″ to 7′ 0″, kept in centimetres as the API counts them. */
const HEIGHTS_CM = Array.from({ length: 31 }, (_, inch) => Math.round((54 + inch) * 2.54)).filter(
  (cm) => cm >= MIN_HEIGHT && cm <= MAX_HEIGHT,
)
const ACTIVE_WITHIN_DAYS = [7, 30, 90] as const

interface MoreFiltersProps {
  formId: string
  draft: SearchFilters
  errors: FilterErrors
  update: (name: FilterName, value: string) => void
}

/**
 * The refinements beyond the spec's four filters (docs/adr/0015-matching.md): where they live and
 * come from, height, sub-caste, marital status, education, profession, income, manglik, photo,
 * activity and horoscope. Folded in a disclosure that opens by itself when one of them is set.
 */
export function MoreFilters({ formId, draft, errors, update }: MoreFiltersProps) {
  const { t, i18n } = useTranslation('search')
  const options = useOptions()
  const localized = useLocalized()
  const anySet = (
    [
      'district',
      'nativeDistrict',
      'heightMin',
      'heightMax',
      'subCaste',
      'maritalStatus',
      'education',
      'profession',
      'minIncome',
      'manglik',
      'withPhoto',
      'activeWithinDays',
      'horoscopeMatch',
      'verified',
    ] as const
  ).some((name) => draft[name] !== '')

  const id = (name: FilterName) => `${formId}-${name}`
  const label = (name: FilterName) => (
    <label className="field__label" htmlFor={id(name)}>
      {t(`filters.${name}`)}
    </label>
  )
  const error = (name: keyof FilterErrors) =>
    errors[name] && (
      <p className="field__error" id={`${id(name)}-error`}>
        {t(`filters.errors.${errors[name]}`)}
      </p>
    )

  const select = (name: FilterName, anyLabel: string, list: readonly { value: string; text: string }[]) => {
    // A list filter from a link may hold several values; the menu picks one, the URL keeps the rest.
    const value = listValues(draft[name])[0] ?? ''
    const invalid = errors[name as keyof FilterErrors]
    return (
      <div className={invalid ? 'field field--invalid' : 'field'}>
        {label(name)}
        <select
          id={id(name)}
          className="field__control"
          value={value}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id(name)}-error` : undefined}
          onChange={(event) => update(name, event.target.value)}
        >
          <option value="">{anyLabel}</option>
          {value && !list.some((item) => item.value === value) && <option value={value}>{value}</option>}
          {list.map((item) => (
            <option key={item.value} value={item.value}>
              {item.text}
            </option>
          ))}
        </select>
        {error(name as keyof FilterErrors)}
      </div>
    )
  }
  const fromOptions = (list: readonly Option[] | undefined) =>
    (list ?? []).map((option) => ({ value: option.value, text: localized(option.label) }))
  const heights = HEIGHTS_CM.map((cm) => ({ value: String(cm), text: formatHeight(cm, i18n.language) }))
  const checkbox = (name: 'withPhoto' | 'horoscopeMatch' | 'verified') => (
    <label className="checkbox" htmlFor={id(name)}>
      <input
        id={id(name)}
        type="checkbox"
        checked={draft[name] === '1'}
        onChange={(event) => update(name, event.target.checked ? '1' : '')}
      />{' '}
      {t(`filters.${name}`)}
    </label>
  )
  const statuses = listValues(draft.maritalStatus)
  const toggleStatus = (value: string, on: boolean) =>
    update('maritalStatus', (on ? [...statuses, value] : statuses.filter((status) => status !== value)).join(','))

  return (
    <details className="search-filters__more" open={anySet || undefined}>
      <summary>{t('filters.more')}</summary>
      {select('district', t('filters.anyDistrict'), fromOptions(options.data?.districts))}
      {select('nativeDistrict', t('filters.anyDistrict'), fromOptions(options.data?.districts))}
      <div className="search-filters__heights">
        {select('heightMin', t('filters.anyHeight'), heights)}
        {select('heightMax', t('filters.anyHeight'), heights)}
      </div>
      <div className="field">
        {label('subCaste')}
        <input
          id={id('subCaste')}
          className="field__control"
          maxLength={60}
          value={draft.subCaste}
          onChange={(event) => update('subCaste', event.target.value)}
        />
      </div>
      <fieldset className="field search-filters__statuses">
        <legend className="field__label">{t('filters.maritalStatus')}</legend>
        {(options.data?.maritalStatuses ?? []).map((option) => (
          <label key={option.value} className="checkbox">
            <input
              type="checkbox"
              checked={statuses.includes(option.value)}
              onChange={(event) => toggleStatus(option.value, event.target.checked)}
            />{' '}
            {localized(option.label)}
          </label>
        ))}
      </fieldset>
      {select('education', t('filters.anyEducation'), fromOptions(options.data?.educationLevels))}
      {select('profession', t('filters.anyProfession'), fromOptions(options.data?.professions))}
      {select(
        'minIncome',
        t('filters.anyIncome'),
        (options.data?.incomeRanges ?? []).map((range) => ({ value: range.value, text: t('filters.incomeOrMore', { range: localized(range.label) }) })),
      )}
      {select('manglik', t('filters.anyManglik'), fromOptions(options.data?.partnerManglik))}
      {select(
        'activeWithinDays',
        t('filters.anyTime'),
        ACTIVE_WITHIN_DAYS.map((days) => ({ value: String(days), text: t('filters.withinDays', { count: days }) })),
      )}
      {checkbox('withPhoto')}
      {checkbox('horoscopeMatch')}
      {checkbox('verified')}
    </details>
  )
}
