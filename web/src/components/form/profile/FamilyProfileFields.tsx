import { useEffect, useState, type ReactNode } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { useTranslation } from '../../../lib/i18n'
import { InputField, RadioField, SelectField } from '../Field'
import { TextAreaField } from '../TextAreaField'
import { BirthPlaceField, type ListedPlace } from './BirthPlaceField'
import { fieldId, useErrorText } from './fieldErrors'
import { ABOUT_ME_MAX, type ProfileFormValues } from './profileSchema'
import type { ProfileOptions } from './useProfileOptions'

/*
 * The family profile's fields (docs/adr/0015-matching.md), every one optional, placed in the
 * steps where a family would look for them: community and "about me" with the basic details,
 * native place with the city, looks and sector with education, horoscope with lifestyle.
 */

export function CommunityFields({ options }: { options: ProfileOptions }) {
  const { t } = useTranslation('profileForm')
  const { register, control } = useFormContext<ProfileFormValues>()
  const error = useErrorText()
  return (
    <div className="form-grid">
      <InputField id={fieldId('subCaste')} label={t('fields.subCaste')} optional maxLength={60} error={error('subCaste')} {...register('subCaste')} />
      <InputField id={fieldId('gotra')} label={t('fields.gotra')} optional maxLength={60} error={error('gotra')} {...register('gotra')} />
      <SelectField
        id={fieldId('createdBy')}
        label={t('fields.createdBy')}
        optional
        choices={options.choices('createdBy')}
        error={error('createdBy')}
        {...register('createdBy')}
      />
      <div className="form-grid__wide">
        <Controller
          control={control}
          name="aboutMe"
          render={({ field }) => (
            <TextAreaField
              id={fieldId('aboutMe')}
              label={`${t('fields.aboutMe')} ${t('optional', { ns: 'formControls' })}`}
              placeholder={t('hints.aboutMe')}
              maxLength={ABOUT_ME_MAX}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={error('aboutMe')}
            />
          )}
        />
      </div>
    </div>
  )
}

export function NativePlaceFields({ options }: { options: ProfileOptions }) {
  const { t } = useTranslation('profileForm')
  const { register, setValue, getValues } = useFormContext<ProfileFormValues>()
  const error = useErrorText()
  const district = useWatch<ProfileFormValues, 'nativePlace.district'>({ name: 'nativePlace.district' })
  const talukas = options.talukas(district)
  // A taluka belongs to one district: choosing another district asks for it again.
  useEffect(() => {
    const taluka = getValues('nativePlace.taluka')
    if (taluka && !talukas.some((choice) => choice.value === taluka)) setValue('nativePlace.taluka', '', { shouldDirty: true })
  }, [district, talukas, getValues, setValue])
  return (
    <fieldset className="field form-grid__wide profile-range">
      <legend className="field__label">{t('hints.nativePlace')}</legend>
      <div className="form-grid">
        <SelectField
          id={fieldId('nativePlace.district')}
          label={t('fields.nativeDistrict')}
          optional
          choices={options.choices('districts')}
          error={error('nativePlace.district')}
          {...register('nativePlace.district')}
        />
        <SelectField
          id={fieldId('nativePlace.taluka')}
          label={t('fields.nativeTaluka')}
          optional
          disabled={talukas.length === 0}
          choices={talukas}
          error={error('nativePlace.taluka')}
          {...register('nativePlace.taluka')}
        />
      </div>
    </fieldset>
  )
}

export function AppearanceWorkFields({ options }: { options: ProfileOptions }) {
  const { t } = useTranslation('profileForm')
  const { register } = useFormContext<ProfileFormValues>()
  const error = useErrorText()
  const select = (name: 'workingSector' | 'complexion' | 'bodyType', list: 'workingSectors' | 'complexions' | 'bodyTypes') => (
    <SelectField id={fieldId(name)} label={t(`fields.${name}`)} optional choices={options.choices(list)} error={error(name)} {...register(name)} />
  )
  return (
    <div className="form-grid">
      {select('workingSector', 'workingSectors')}
      {select('complexion', 'complexions')}
      {select('bodyType', 'bodyTypes')}
    </div>
  )
}

export function LivingWithFamilyField({ options }: { options: ProfileOptions }) {
  const { t } = useTranslation('profileForm')
  const { register } = useFormContext<ProfileFormValues>()
  const error = useErrorText()
  return (
    <RadioField
      id={fieldId('livingWithFamily')}
      legend={`${t('fields.livingWithFamily')} ${t('optional', { ns: 'formControls' })}`}
      choices={options.choices('yesNo')}
      error={error('livingWithFamily')}
      {...register('livingWithFamily')}
    />
  )
}

const CHARANS = ['1', '2', '3', '4'] as const

/** Horoscope values a tool fills in; a value left out is left as it is. */
export interface HoroscopeValues {
  nakshatra?: string
  charan?: string
  rashi?: string
  manglik?: string
  birthTime?: string
  /** A place's id from the birth place list, with its names. */
  birthPlace?: string
  birthPlaceLabel?: LocalizedText
}

type LocalizedText = { en: string; mr: string }

/**
 * A tool shown in the horoscope section ("Calculate from my birth details", on edit profile and the
 * registration wizard): it
 * reads the birth date and time from the form and fills the horoscope fields when the member
 * confirms (features cannot reach the form's state themselves, ../useAppForm.ts).
 */
export type HoroscopeTool = (form: {
  options: ProfileOptions
  dob: string
  birthTime: string
  apply: (values: HoroscopeValues) => void
}) => ReactNode

export function HoroscopeFields({
  options,
  tool,
  savedPlace,
}: {
  options: ProfileOptions
  tool?: HoroscopeTool | undefined
  /** The saved birth place when it is a listed one (its id and names). */
  savedPlace?: ListedPlace | undefined
}) {
  const { t } = useTranslation('profileForm')
  const [listedPlace, setListedPlace] = useState<ListedPlace | undefined>(savedPlace)
  const { register, setValue, getValues } = useFormContext<ProfileFormValues>()
  const dob = useWatch<ProfileFormValues, 'dob'>({ name: 'dob' })
  const birthTime = useWatch<ProfileFormValues, 'horoscope.birthTime'>({ name: 'horoscope.birthTime' })
  const apply = (values: HoroscopeValues) => {
    // The charan first: the rashi that follows from nakshatra and charan is then the one set last.
    if (values.birthPlace && values.birthPlaceLabel) setListedPlace({ id: values.birthPlace, label: values.birthPlaceLabel })
    for (const key of ['nakshatra', 'charan', 'rashi', 'manglik', 'birthTime', 'birthPlace'] as const) {
      const value = values[key]
      if (value !== undefined) setValue(`horoscope.${key}`, value, { shouldDirty: true, shouldValidate: true })
    }
    setValue('horoscope.source', 'calculated', { shouldDirty: true })
  }
  // A value the member picks themself is the family's kundali speaking: their own values win.
  const typed = { onChange: () => setValue('horoscope.source', 'typed', { shouldDirty: true }) }
  const source = useWatch<ProfileFormValues, 'horoscope.source'>({ name: 'horoscope.source' })
  const error = useErrorText()
  const nakshatra = useWatch<ProfileFormValues, 'horoscope.nakshatra'>({ name: 'horoscope.nakshatra' })
  const charan = useWatch<ProfileFormValues, 'horoscope.charan'>({ name: 'horoscope.charan' })
  const rashi = useWatch<ProfileFormValues, 'horoscope.rashi'>({ name: 'horoscope.rashi' })
  const rashisOfNakshatra = options.rashisOf(nakshatra)
  // The nakshatra (and charan) decide the rashi: offer only those, and fill it when only one fits.
  const possible = charan && rashisOfNakshatra[Number(charan) - 1] ? [rashisOfNakshatra[Number(charan) - 1]!] : [...new Set(rashisOfNakshatra)]
  const rashis = options.choices('rashis').filter((choice) => possible.length === 0 || possible.includes(choice.value))
  useEffect(() => {
    if (possible.length === 1 && getValues('horoscope.rashi') !== possible[0]) {
      setValue('horoscope.rashi', possible[0]!, { shouldDirty: true, shouldValidate: true })
    } else if (possible.length > 1 && !possible.includes(getValues('horoscope.rashi'))) {
      setValue('horoscope.rashi', '', { shouldDirty: true })
    }
  }, [possible.join(','), getValues, setValue])
  return (
    <fieldset className="field form-grid__wide profile-range">
      <legend className="field__label">{t('sections.horoscope')}</legend>
      <p className="field__hint">{t('hints.horoscope')}</p>
      {tool?.({ options, dob: dob ?? '', birthTime: birthTime ?? '', apply })}
      {(source === 'calculated' || source === 'typed') && (nakshatra || rashi) && (
        <p className="field__hint" data-testid="horoscope-source">
          {t(`hints.horoscopeSource.${source}`)}
        </p>
      )}
      <div className="form-grid">
        <SelectField
          id={fieldId('horoscope.nakshatra')}
          label={t('fields.nakshatra')}
          optional
          choices={options.choices('nakshatras')}
          error={error('horoscope.nakshatra')}
          {...register('horoscope.nakshatra', typed)}
        />
        <SelectField
          id={fieldId('horoscope.charan')}
          label={t('fields.charan')}
          optional
          choices={CHARANS.map((value) => ({ value, label: value }))}
          error={error('horoscope.charan')}
          {...register('horoscope.charan', typed)}
        />
        <SelectField
          id={fieldId('horoscope.rashi')}
          label={t('fields.rashi')}
          optional
          choices={rashis}
          error={error('horoscope.rashi')}
          {...register('horoscope.rashi', typed)}
        />
        <SelectField
          id={fieldId('horoscope.manglik')}
          label={t('fields.manglik')}
          optional
          choices={options.choices('manglik')}
          error={error('horoscope.manglik')}
          {...register('horoscope.manglik', typed)}
        />
        <InputField
          id={fieldId('horoscope.birthTime')}
          type="time"
          label={t('fields.birthTime')}
          optional
          error={error('horoscope.birthTime')}
          {...register('horoscope.birthTime')}
        />
        <BirthPlaceField listedPlace={listedPlace} onListedPlace={setListedPlace} />
      </div>
    </fieldset>
  )
}

export function PartnerFamilyFields({ options }: { options: ProfileOptions }) {
  const { t } = useTranslation('profileForm')
  const { t: tc } = useTranslation('formControls')
  const { register, control } = useFormContext<ProfileFormValues>()
  const error = useErrorText()
  return (
    <>
      <Controller
        control={control}
        name="partnerPreferences.maritalStatus"
        render={({ field }) => (
          <fieldset className="field form-grid__wide" id={fieldId('partnerPreferences.maritalStatus')} tabIndex={-1}>
            <legend className="field__label">
              {t('fields.partnerMaritalStatus')} <span className="field__optional">{tc('optional')}</span>
            </legend>
            <p className="field__hint">{t('hints.partnerMaritalStatus')}</p>
            {options.choices('maritalStatuses').map((choice) => (
              <label key={choice.value} className="checkbox">
                <input
                  type="checkbox"
                  checked={field.value.includes(choice.value)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked ? [...field.value, choice.value] : field.value.filter((value) => value !== choice.value),
                    )
                  }
                />{' '}
                {choice.label}
              </label>
            ))}
            {error('partnerPreferences.maritalStatus') && <p className="field__error">{error('partnerPreferences.maritalStatus')}</p>}
          </fieldset>
        )}
      />
      <SelectField
        id={fieldId('partnerPreferences.manglik')}
        label={t('fields.partnerManglik')}
        placeholder={tc('any')}
        optional
        choices={options.choices('partnerManglik')}
        error={error('partnerPreferences.manglik')}
        {...register('partnerPreferences.manglik')}
      />
    </>
  )
}

/** Registration asks for the terms and the privacy policy explicitly (api/openapi.yaml, RegistrationForm.acceptTerms). */
export function AcceptTermsField() {
  const { t } = useTranslation('profileForm')
  const { register } = useFormContext<ProfileFormValues>()
  const error = useErrorText()('acceptTerms')
  const id = fieldId('acceptTerms')
  return (
    <div className={error ? 'field field--invalid form-grid__wide' : 'field form-grid__wide'}>
      <label className="checkbox" htmlFor={id}>
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...register('acceptTerms')} />{' '}
        {t('fields.acceptTerms')}
      </label>
      <p className="field__hint">
        <Link to="/tandc" target="_blank">
          {t('links.terms')}
        </Link>{' '}
        ·{' '}
        <Link to="/pandp" target="_blank">
          {t('links.privacy')}
        </Link>
      </p>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

const DECLARATIONS = ['intentToMarry', 'informationTrue', 'ageConfirmed'] as const

/** The matrimonial-sites advisory's three declarations, made explicitly at registration (docs/adr/0016-trust-and-safety.md). */
export function DeclarationsField() {
  const { t } = useTranslation('profileForm')
  const { register } = useFormContext<ProfileFormValues>()
  const error = useErrorText()('declarations')
  const id = fieldId('declarations')
  return (
    <fieldset className={error ? 'field field--invalid form-grid__wide' : 'field form-grid__wide'} id={id} tabIndex={-1}>
      <legend className="field__label">{t('declarations.legend')}</legend>
      {DECLARATIONS.map((name) => (
        <label key={name} className="checkbox">
          <input type="checkbox" {...register(`declarations.${name}`)} /> {t(`declarations.${name}`)}
        </label>
      ))}
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  )
}
