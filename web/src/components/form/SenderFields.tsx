import type { FieldRules } from '../../lib/validation'
import { TextField } from './TextField'

/** The two fields every public form (contact, feedback) asks of whoever writes in. */
export type SenderField = 'name' | 'email'

/** Mirrors the contract's limits so most mistakes are caught before a round trip. */
export const SENDER_RULES: Record<SenderField, FieldRules> = {
  name: { required: true, minLength: 2, maxLength: 100 },
  email: { required: true, email: true, maxLength: 254 },
}

interface SenderFieldsProps {
  labels: Record<SenderField, string>
  values: Record<SenderField, string>
  error: (field: SenderField) => string | undefined
  idFor: (field: SenderField) => string
  onValueChange: (field: SenderField, value: string) => void
}

export function SenderFields({ labels, values, error, idFor, onValueChange }: SenderFieldsProps) {
  return (
    <>
      <TextField
        id={idFor('name')}
        name="name"
        label={labels.name}
        autoComplete="name"
        required
        maxLength={SENDER_RULES.name.maxLength}
        value={values.name}
        error={error('name')}
        onValueChange={(value) => onValueChange('name', value)}
      />
      <TextField
        id={idFor('email')}
        name="email"
        type="email"
        label={labels.email}
        autoComplete="email"
        required
        value={values.email}
        error={error('email')}
        onValueChange={(value) => onValueChange('email', value)}
      />
    </>
  )
}
