import type { ReactNode } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import { InputField, SelectField } from '../Field'
import { TagsField } from '../TagsField'
import { BLOOD_GROUPS, MAX_HOBBIES, MAX_LANGUAGES, type ProfileFormValues } from './profileSchema'
import type { ProfileOptions } from './useProfileOptions'
import { fieldId, useErrorText } from './fieldErrors'

export function PhysicalFields({ options }: { options: ProfileOptions }) {
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

export function FamilyFields({ extra }: { extra?: ReactNode }) {
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
      {extra}
    </div>
  )
}
