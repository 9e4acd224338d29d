import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { useNavigate } from 'react-router-dom'
import { focusField } from '../../../components/form/focusField'
import { isSignedIn } from '../../../lib/session'
import { AgeInput } from './AgeInput'
import { OptionSelect } from './OptionSelect'
import {
  MAX_PARTNER_AGE,
  MIN_PARTNER_AGE,
  destinationFor,
  searchUrlFor,
  validateQuickSearch,
  type AgeField,
  type QuickSearchErrors,
  type QuickSearchValues,
} from './quickSearch'
import { useOptions } from '../../../api/options'

const INITIAL_VALUES: QuickSearchValues = { lookingFor: 'bride', ageFrom: '21', ageTo: '30', religion: '', motherTongue: '' }
const AGE_FIELDS: readonly AgeField[] = ['ageFrom', 'ageTo']

export function QuickSearchForm() {
  const { t } = useTranslation('home')
  const navigate = useNavigate()
  const [values, setValues] = useState<QuickSearchValues>(INITIAL_VALUES)
  const [errors, setErrors] = useState<QuickSearchErrors>({})
  const options = useOptions()

  const update = <K extends keyof QuickSearchValues>(field: K, value: QuickSearchValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (field === 'ageFrom' || field === 'ageTo') setErrors({})
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problems = validateQuickSearch(values)
    setErrors(problems)
    const firstInvalid = AGE_FIELDS.find((field) => problems[field])
    if (firstInvalid) {
      focusField(`quick-search-${firstInvalid}`)
      return
    }
    void navigate(destinationFor(searchUrlFor(values), isSignedIn()))
  }

  const optionsStatus = options.isPending ? 'loading' : options.isError ? 'error' : 'ready'

  return (
    // noValidate: our own messages are translated and announced next to the field.
    <form className="quick-search card" onSubmit={submit} noValidate aria-labelledby="quick-search-title">
      <h2 id="quick-search-title" className="quick-search__title">
        {t('quickSearch.title')}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor="quick-search-lookingFor">
          {t('quickSearch.lookingFor')}
        </label>
        <select
          id="quick-search-lookingFor"
          className="field__control"
          value={values.lookingFor}
          onChange={(event) => update('lookingFor', event.target.value === 'groom' ? 'groom' : 'bride')}
        >
          <option value="bride">{t('quickSearch.bride')}</option>
          <option value="groom">{t('quickSearch.groom')}</option>
        </select>
      </div>
      <div className="quick-search__ages">
        {AGE_FIELDS.map((field) => (
          <AgeInput
            key={field}
            id={`quick-search-${field}`}
            label={t(`quickSearch.${field}`)}
            value={values[field]}
            min={MIN_PARTNER_AGE}
            max={MAX_PARTNER_AGE}
            error={errors[field] ? t(`quickSearch.errors.${errors[field]}`) : undefined}
            onValueChange={(value) => update(field, value)}
          />
        ))}
      </div>
      <OptionSelect
        id="quick-search-religion"
        label={t('quickSearch.religion')}
        anyLabel={t('quickSearch.anyReligion')}
        options={options.data?.religions ?? []}
        value={values.religion}
        onValueChange={(value) => update('religion', value)}
      />
      <OptionSelect
        id="quick-search-motherTongue"
        label={t('quickSearch.motherTongue')}
        anyLabel={t('quickSearch.anyMotherTongue')}
        options={options.data?.motherTongues ?? []}
        value={values.motherTongue}
        onValueChange={(value) => update('motherTongue', value)}
      />
      {optionsStatus !== 'ready' && (
        <p className="quick-search__note" role={optionsStatus === 'error' ? 'alert' : 'status'}>
          {optionsStatus === 'error' ? t('quickSearch.optionsError') : t('quickSearch.loadingOptions')}
        </p>
      )}
      <button type="submit" className="button button--primary button--block">
        {t('quickSearch.submit')}
      </button>
    </form>
  )
}
