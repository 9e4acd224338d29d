import { useNavigate } from 'react-router-dom'
import { useOptions } from '../../../api/options'
import type { components } from '../../../api/schema.gen'
import { FieldFrame, InputField, SelectField } from '../../../components/form/Field'
import { checkRules } from '../../../components/form/checkRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { useTranslation } from '../../../lib/i18n'
import { useLocalized } from '../../../lib/localized'
import { isSignedIn } from '../../../lib/session'
import {
  MAX_PARTNER_AGE,
  MIN_PARTNER_AGE,
  destinationFor,
  searchUrlFor,
  validateQuickSearch,
  type AgeField,
  type QuickSearchValues,
} from './quickSearch'

// The rules of ./quickSearch.ts as a plain check: zod would put 20 KB on the home page's first load.
const RULES = checkRules<QuickSearchValues>((values) => {
  const messages: Partial<Record<AgeField, string>> = {}
  for (const [field, problem] of Object.entries(validateQuickSearch(values))) messages[field as AgeField] = `quickSearch.errors.${problem}`
  return messages
})
const INITIAL_VALUES: QuickSearchValues = { lookingFor: 'bride', ageFrom: '21', ageTo: '30', religion: '', motherTongue: '' }
const AGE_FIELDS: readonly AgeField[] = ['ageFrom', 'ageTo']

type Option = components['schemas']['Option']

export function QuickSearchForm() {
  const { t } = useTranslation('home')
  const navigate = useNavigate()
  const localized = useLocalized()
  const form = useAppForm(RULES, INITIAL_VALUES, { namespace: 'home' })
  const options = useOptions()
  const choices = (list: readonly Option[] | undefined) => (list ?? []).map((option) => ({ value: option.value, label: localized(option.label) }))

  const submit = form.handleSubmit((values) => void navigate(destinationFor(searchUrlFor(values), isSignedIn())))
  const optionsStatus = options.isPending ? 'loading' : options.isError ? 'error' : 'ready'

  return (
    // noValidate: our own messages are translated and announced next to the field.
    <form className="quick-search card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="quick-search-title">
      <h2 id="quick-search-title" className="quick-search__title">
        {t('quickSearch.title')}
      </h2>
      <FieldFrame id="quick-search-lookingFor" label={t('quickSearch.lookingFor')}>
        {(describedBy) => (
          <select {...form.register('lookingFor')} id="quick-search-lookingFor" className="field__control" aria-describedby={describedBy}>
            <option value="bride">{t('quickSearch.bride')}</option>
            <option value="groom">{t('quickSearch.groom')}</option>
          </select>
        )}
      </FieldFrame>
      <div className="quick-search__ages">
        {AGE_FIELDS.map((field) => (
          <InputField
            key={field}
            {...form.register(field)}
            id={`quick-search-${field}`}
            label={t(`quickSearch.${field}`)}
            type="number"
            inputMode="numeric"
            min={MIN_PARTNER_AGE}
            max={MAX_PARTNER_AGE}
            step={1}
            required
            error={form.errorOf(field)}
          />
        ))}
      </div>
      <SelectField
        {...form.register('religion')}
        id="quick-search-religion"
        label={t('quickSearch.religion')}
        placeholder={t('quickSearch.anyReligion')}
        choices={choices(options.data?.religions)}
      />
      <SelectField
        {...form.register('motherTongue')}
        id="quick-search-motherTongue"
        label={t('quickSearch.motherTongue')}
        placeholder={t('quickSearch.anyMotherTongue')}
        choices={choices(options.data?.motherTongues)}
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
