import type { UseFormRegisterReturn } from 'react-hook-form'
import type { FieldRules } from '../../lib/validation'
import { InputField } from './Field'

/** The two fields every public form (contact, feedback) asks of whoever writes in. */
export type SenderField = 'name' | 'email'

/** Mirrors the contract's limits so most mistakes are caught before a round trip. */
export const SENDER_RULES: Record<SenderField, FieldRules> = {
  name: { required: true, minLength: 2, maxLength: 100 },
  email: { required: true, email: true, maxLength: 254 },
}

interface SenderFieldsProps {
  labels: Record<SenderField, string>
  /**
   * The form's register() of each field, made by the form itself before its other fields: the
   * order of registration is the order focus follows to the first problem.
   */
  registered: Record<SenderField, UseFormRegisterReturn>
  error: (field: SenderField) => string | undefined
  idFor: (field: SenderField) => string
}

export function SenderFields({ labels, registered, error, idFor }: SenderFieldsProps) {
  return (
    <>
      <InputField
        {...registered.name}
        id={idFor('name')}
        label={labels.name}
        autoComplete="name"
        required
        maxLength={SENDER_RULES.name.maxLength}
        error={error('name')}
      />
      <InputField {...registered.email} id={idFor('email')} type="email" label={labels.email} autoComplete="email" required error={error('email')} />
    </>
  )
}
