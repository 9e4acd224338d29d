import type { ReactNode } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import { InputField, RadioField, SelectField } from '../Field'
import { PhotoField } from '../PhotoField'
import { type ProfileFormValues, type ProfileMode } from './profileSchema'
import type { ProfileOptions } from './useProfileOptions'
import { useCasteFollowsReligion } from './casteFollowsReligion'
import { fieldId, useErrorText } from './fieldErrors'

export function LifestyleFields({ options, horoscope }: { options: ProfileOptions; horoscope?: ReactNode }) {
  const { t } = useTranslation('profileForm')
  const { register } = useFormContext<ProfileFormValues>()
  const error = useErrorText()
  return (
    <div className="form-grid">
      <RadioField
        id={fieldId('foodPref')}
        legend={t('fields.foodPref')}
        choices={options.choices('foodPrefs')}
        error={error('foodPref')}
        className="form-grid__wide"
        {...register('foodPref')}
      />
      <RadioField
        id={fieldId('disability')}
        legend={t('fields.disability')}
        choices={options.choices('yesNo')}
        error={error('disability')}
        {...register('disability')}
      />
      <RadioField
        id={fieldId('isDrinking')}
        legend={t('fields.isDrinking')}
        choices={options.choices('habits')}
        error={error('isDrinking')}
        {...register('isDrinking')}
      />
      <RadioField
        id={fieldId('isSmoking')}
        legend={t('fields.isSmoking')}
        choices={options.choices('habits')}
        error={error('isSmoking')}
        {...register('isSmoking')}
      />
      {horoscope}
      <SelectField
        id={fieldId('plan')}
        label={t('fields.plan')}
        hint={t('hints.plan')}
        optional
        choices={options.choices('plans')}
        error={error('plan')}
        {...register('plan')}
      />
    </div>
  )
}

export function PreferenceFields({
  options,
  mode,
  currentPictureUrl,
  partnerFamily,
  terms,
}: {
  options: ProfileOptions
  mode: ProfileMode
  currentPictureUrl?: string | undefined
  /** Marital status and manglik preferences (FamilyProfileFields.tsx). */
  partnerFamily?: ReactNode
  /** Registration's acceptance of the terms, after the picture. */
  terms?: ReactNode
}) {
  const { t } = useTranslation('profileForm')
  const { t: tc } = useTranslation('formControls')
  const { register, control } = useFormContext<ProfileFormValues>()
  const error = useErrorText()
  const religion = useCasteFollowsReligion('partnerPreferences.religion', 'partnerPreferences.caste', options)
  return (
    <div className="form-grid">
      <fieldset className="field form-grid__wide profile-range">
        <legend className="field__label">{t('hints.partnerAge')}</legend>
        <div className="form-grid">
          <InputField
            id={fieldId('partnerPreferences.age.min')}
            type="number"
            inputMode="numeric"
            min={18}
            max={100}
            label={t('fields.partnerAgeMin')}
            suffix={t('units.years')}
            error={error('partnerPreferences.age.min')}
            {...register('partnerPreferences.age.min')}
          />
          <InputField
            id={fieldId('partnerPreferences.age.max')}
            type="number"
            inputMode="numeric"
            min={18}
            max={100}
            label={t('fields.partnerAgeMax')}
            suffix={t('units.years')}
            error={error('partnerPreferences.age.max')}
            {...register('partnerPreferences.age.max')}
          />
        </div>
      </fieldset>
      <SelectField
        id={fieldId('partnerPreferences.religion')}
        label={t('fields.partnerReligion')}
        placeholder={tc('any')}
        optional
        choices={options.choices('religions')}
        error={error('partnerPreferences.religion')}
        {...register('partnerPreferences.religion')}
      />
      <SelectField
        id={fieldId('partnerPreferences.caste')}
        label={t('fields.partnerCaste')}
        placeholder={tc('any')}
        optional
        choices={options.castes(religion)}
        error={error('partnerPreferences.caste')}
        {...register('partnerPreferences.caste')}
      />
      <SelectField
        id={fieldId('partnerPreferences.location.city')}
        label={t('fields.partnerCity')}
        placeholder={tc('any')}
        optional
        choices={options.choices('cities')}
        error={error('partnerPreferences.location.city')}
        {...register('partnerPreferences.location.city')}
      />
      <fieldset className="field form-grid__wide profile-range">
        <legend className="field__label">{t('hints.partnerHeight')}</legend>
        <div className="form-grid">
          <InputField
            id={fieldId('partnerPreferences.height.min')}
            type="number"
            inputMode="numeric"
            min={100}
            max={250}
            label={t('fields.partnerHeightMin')}
            suffix={t('units.cm')}
            error={error('partnerPreferences.height.min')}
            {...register('partnerPreferences.height.min')}
          />
          <InputField
            id={fieldId('partnerPreferences.height.max')}
            type="number"
            inputMode="numeric"
            min={100}
            max={250}
            label={t('fields.partnerHeightMax')}
            suffix={t('units.cm')}
            error={error('partnerPreferences.height.max')}
            {...register('partnerPreferences.height.max')}
          />
        </div>
      </fieldset>
      {partnerFamily}
      <div className="form-grid__wide">
        <Controller
          control={control}
          name="profilePicture"
          render={({ field }) => (
            <PhotoField
              ref={field.ref}
              id={fieldId('profilePicture')}
              label={mode === 'register' ? t('fields.profilePictureRequired') : t('sections.picture')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              currentUrl={currentPictureUrl}
              error={error('profilePicture')}
            />
          )}
        />
      </div>
      {terms}
    </div>
  )
}
