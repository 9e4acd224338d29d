import { useEffect, useRef } from 'react'
import { Controller, useFormContext, useWatch, type FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { InputField, RadioField, SelectField } from '../Field'
import { PasswordField } from '../PasswordField'
import { PhotoField } from '../PhotoField'
import { TagsField } from '../TagsField'
import {
  BLOOD_GROUPS,
  MAX_HOBBIES,
  MAX_LANGUAGES,
  todayIso,
  type ProfileFieldName,
  type ProfileFormValues,
  type ProfileMode,
  type StepKey,
} from './profileSchema'
import type { ProfileOptions } from './useProfileOptions'

/** The DOM id of a field's control (dots are not friendly in ids). */
export function fieldId(name: ProfileFieldName): string {
  return `profile-${name.replaceAll('.', '-')}`
}

function errorAt(errors: object, name: ProfileFieldName): FieldError | undefined {
  let node: unknown = errors
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return node as FieldError | undefined
}

/** A client rule's key (`errors.phone`) in the current language, or the server's own text. */
export function useErrorText(): (name: ProfileFieldName) => string | undefined {
  const { t, i18n } = useTranslation('profileForm')
  const {
    formState: { errors },
  } = useFormContext<ProfileFormValues>()
  return (name) => {
    const message = errorAt(errors, name)?.message
    if (!message) return undefined
    return i18n.exists(`errors.${message}`, { ns: 'profileForm' }) ? t(`errors.${message}`) : message
  }
}

interface ProfileStepFieldsProps {
  step: StepKey
  mode: ProfileMode
  options: ProfileOptions
  /** The member's saved picture (edit profile). */
  currentPictureUrl?: string | undefined
}

/** The fields of one wizard step / edit tab, wired to the surrounding react-hook-form form. */
export function ProfileStepFields({ step, mode, options, currentPictureUrl }: ProfileStepFieldsProps) {
  switch (step) {
    case 'basic':
      return <BasicFields options={options} />
    case 'contact':
      return <ContactFields options={options} mode={mode} />
    case 'physical':
      return <PhysicalFields options={options} />
    case 'family':
      return <FamilyFields />
    case 'lifestyle':
      return <LifestyleFields options={options} />
    case 'preferences':
      return <PreferenceFields options={options} mode={mode} currentPictureUrl={currentPictureUrl} />
  }
}

/** When a religion changes, a caste that belongs to another religion is cleared. */
function useCasteFollowsReligion(religionField: 'religion' | 'partnerPreferences.religion', casteField: 'caste' | 'partnerPreferences.caste', options: ProfileOptions) {
  const { setValue, getValues } = useFormContext<ProfileFormValues>()
  const religion = useWatch<ProfileFormValues, typeof religionField>({ name: religionField })
  const previous = useRef(religion)
  useEffect(() => {
    if (previous.current === religion) return
    previous.current = religion
    const caste = getValues(casteField)
    if (caste && !options.castes(religion).some((choice) => choice.value === caste)) {
      setValue(casteField, '', { shouldDirty: true })
    }
  }, [religion, casteField, getValues, setValue, options])
  return religion
}

function BasicFields({ options }: { options: ProfileOptions }) {
  const { t } = useTranslation('profileForm')
  const { register } = useFormContext<ProfileFormValues>()
  const error = useErrorText()
  const religion = useCasteFollowsReligion('religion', 'caste', options)
  const caste = useWatch<ProfileFormValues, 'caste'>({ name: 'caste' })
  const maritalStatus = useWatch<ProfileFormValues, 'maritalStatus'>({ name: 'maritalStatus' })
  const hasChildrenQuestion = maritalStatus !== '' && maritalStatus !== 'single'

  return (
    <div className="form-grid">
      <InputField
        id={fieldId('fullName')}
        label={t('fields.fullName')}
        autoComplete="name"
        maxLength={100}
        className="form-grid__wide"
        error={error('fullName')}
        {...register('fullName')}
      />
      <RadioField
        id={fieldId('gender')}
        legend={t('fields.gender')}
        choices={options.choices('genders')}
        error={error('gender')}
        {...register('gender')}
      />
      <InputField
        id={fieldId('dob')}
        type="date"
        label={t('fields.dob')}
        hint={t('hints.dob')}
        autoComplete="bday"
        max={todayIso()}
        error={error('dob')}
        {...register('dob')}
      />
      <SelectField
        id={fieldId('religion')}
        label={t('fields.religion')}
        choices={options.choices('religions')}
        error={error('religion')}
        {...register('religion')}
      />
      <SelectField
        id={fieldId('caste')}
        label={t('fields.caste')}
        choices={options.castes(religion)}
        error={error('caste')}
        {...register('caste')}
      />
      {caste === 'other' && (
        <InputField
          id={fieldId('customCaste')}
          label={t('fields.customCaste')}
          maxLength={60}
          error={error('customCaste')}
          {...register('customCaste')}
        />
      )}
      <SelectField
        id={fieldId('maritalStatus')}
        label={t('fields.maritalStatus')}
        choices={options.choices('maritalStatuses')}
        error={error('maritalStatus')}
        {...register('maritalStatus')}
      />
      {hasChildrenQuestion && (
        <InputField
          id={fieldId('child')}
          type="number"
          inputMode="numeric"
          min={0}
          max={10}
          label={t('fields.child')}
          error={error('child')}
          {...register('child')}
        />
      )}
    </div>
  )
}

function ContactFields({ options, mode }: { options: ProfileOptions; mode: ProfileMode }) {
  const { t } = useTranslation('profileForm')
  const { register } = useFormContext<ProfileFormValues>()
  const error = useErrorText()
  return (
    <div className="form-grid">
      <SelectField
        id={fieldId('city')}
        label={t('fields.city')}
        choices={options.choices('cities')}
        error={error('city')}
        {...register('city')}
      />
      <InputField
        id={fieldId('phone')}
        type="tel"
        inputMode="numeric"
        maxLength={10}
        autoComplete="tel-national"
        label={t('fields.phone')}
        error={error('phone')}
        {...register('phone')}
      />
      <InputField
        id={fieldId('email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        label={t('fields.email')}
        error={error('email')}
        {...register('email')}
      />
      {mode === 'register' && (
        <PasswordField
          id={fieldId('password')}
          label={t('fields.password')}
          hint={t('hints.password')}
          autoComplete="new-password"
          maxLength={128}
          error={error('password')}
          {...register('password')}
        />
      )}
    </div>
  )
}

function PhysicalFields({ options }: { options: ProfileOptions }) {
  const { t } = useTranslation('profileForm')
  const { register, control } = useFormContext<ProfileFormValues>()
  const error = useErrorText()
  return (
    <div className="form-grid">
      <SelectField
        id={fieldId('education')}
        label={t('fields.education')}
        choices={options.choices('educationLevels')}
        error={error('education')}
        {...register('education')}
      />
      <SelectField
        id={fieldId('profession')}
        label={t('fields.profession')}
        choices={options.choices('professions')}
        error={error('profession')}
        {...register('profession')}
      />
      <InputField
        id={fieldId('income')}
        type="number"
        inputMode="numeric"
        min={1}
        label={t('fields.income')}
        hint={t('hints.income')}
        suffix={t('units.thousandPerMonth')}
        error={error('income')}
        {...register('income')}
      />
      <SelectField
        id={fieldId('bloodGroup')}
        label={t('fields.bloodGroup')}
        choices={BLOOD_GROUPS.map((group) => ({ value: group, label: options.label('bloodGroups', group) }))}
        error={error('bloodGroup')}
        {...register('bloodGroup')}
      />
      <InputField
        id={fieldId('height')}
        type="number"
        inputMode="numeric"
        min={100}
        max={250}
        label={t('fields.height')}
        suffix={t('units.cm')}
        error={error('height')}
        {...register('height')}
      />
      <InputField
        id={fieldId('weight')}
        type="number"
        inputMode="numeric"
        min={30}
        max={250}
        label={t('fields.weight')}
        suffix={t('units.kg')}
        error={error('weight')}
        {...register('weight')}
      />
      <div className="form-grid__wide">
        <Controller
          control={control}
          name="languages"
          render={({ field }) => (
            <TagsField
              ref={field.ref}
              id={fieldId('languages')}
              label={t('fields.languages')}
              placeholder={t('hints.languages')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxTags={MAX_LANGUAGES}
              error={error('languages')}
            />
          )}
        />
      </div>
      <div className="form-grid__wide">
        <Controller
          control={control}
          name="hobbies"
          render={({ field }) => (
            <TagsField
              ref={field.ref}
              id={fieldId('hobbies')}
              label={t('fields.hobbies')}
              placeholder={t('hints.hobbies')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxTags={MAX_HOBBIES}
              error={error('hobbies')}
            />
          )}
        />
      </div>
    </div>
  )
}

function FamilyFields() {
  const { t } = useTranslation('profileForm')
  const { register } = useFormContext<ProfileFormValues>()
  const error = useErrorText()
  return (
    <div className="form-grid">
      <InputField id={fieldId('father')} label={t('fields.father')} maxLength={100} error={error('father')} {...register('father')} />
      <InputField
        id={fieldId('fatherOccupation')}
        label={t('fields.fatherOccupation')}
        maxLength={100}
        error={error('fatherOccupation')}
        {...register('fatherOccupation')}
      />
      <InputField id={fieldId('mother')} label={t('fields.mother')} maxLength={100} error={error('mother')} {...register('mother')} />
      <InputField
        id={fieldId('motherOccupation')}
        label={t('fields.motherOccupation')}
        maxLength={100}
        error={error('motherOccupation')}
        {...register('motherOccupation')}
      />
      <InputField
        id={fieldId('siblings')}
        type="number"
        inputMode="numeric"
        min={0}
        max={20}
        label={t('fields.siblings')}
        error={error('siblings')}
        {...register('siblings')}
      />
    </div>
  )
}

function LifestyleFields({ options }: { options: ProfileOptions }) {
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
      <SelectField
        id={fieldId('plan')}
        label={t('fields.plan')}
        hint={t('hints.plan')}
        choices={options.choices('plans')}
        error={error('plan')}
        {...register('plan')}
      />
    </div>
  )
}

function PreferenceFields({
  options,
  mode,
  currentPictureUrl,
}: {
  options: ProfileOptions
  mode: ProfileMode
  currentPictureUrl?: string | undefined
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
      <div className="form-grid__wide">
        <Controller
          control={control}
          name="profilePicture"
          render={({ field }) => (
            <PhotoField
              ref={field.ref}
              id={fieldId('profilePicture')}
              label={mode === 'register' ? t('fields.profilePicture') : t('sections.picture')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              currentUrl={currentPictureUrl}
              error={error('profilePicture')}
            />
          )}
        />
      </div>
    </div>
  )
}
