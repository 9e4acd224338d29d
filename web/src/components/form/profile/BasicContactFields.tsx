import type { ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import { InputField, RadioField, SelectField } from '../Field'
import { PasswordField } from '../PasswordField'
import { todayIso, type ProfileFormValues, type ProfileMode } from './profileSchema'
import type { ProfileOptions } from './useProfileOptions'
import { useCasteFollowsReligion } from './casteFollowsReligion'
import { fieldId, useErrorText } from './fieldErrors'

export function BasicFields({ options, mode }: { options: ProfileOptions; mode: ProfileMode }) {
  const { t } = useTranslation('profileForm')
  const { register } = useFormContext<ProfileFormValues>()
  const error = useErrorText()
  const religion = useCasteFollowsReligion('religion', 'caste', options)
  const caste = useWatch<ProfileFormValues, 'caste'>({ name: 'caste' })
  const maritalStatus = useWatch<ProfileFormValues, 'maritalStatus'>({ name: 'maritalStatus' })
  const gender = useWatch<ProfileFormValues, 'gender'>({ name: 'gender' })
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
      {mode === 'edit' ? (
        // Gender is fixed after registration (the server refuses a change): shown, not edited.
        <InputField
          id={fieldId('gender')}
          label={t('fields.gender')}
          hint={t('hints.genderFixed')}
          value={options.choices('genders').find((choice) => choice.value === gender)?.label ?? gender}
          readOnly
          error={error('gender')}
        />
      ) : (
        <RadioField
          id={fieldId('gender')}
          legend={t('fields.gender')}
          choices={options.choices('genders')}
          error={error('gender')}
          {...register('gender')}
        />
      )}
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
      {religion === 'other' && (
        <InputField
          id={fieldId('customReligion')}
          label={t('fields.customReligion')}
          hint={t('optional', { ns: 'formControls' })}
          maxLength={60}
          error={error('customReligion')}
          {...register('customReligion')}
        />
      )}
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

export function ContactFields({ options, mode, nativePlace }: { options: ProfileOptions; mode: ProfileMode; nativePlace?: ReactNode }) {
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
      {nativePlace}
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
