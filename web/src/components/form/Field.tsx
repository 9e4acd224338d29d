import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'
import { useTranslation } from '../../lib/i18n'
import './form-controls.css'

/*
 * Labelled controls for the member forms (registration, edit profile, login, password reset).
 * They forward refs, so react-hook-form's register() spreads straight onto them; an error is
 * announced through aria-describedby and marks the control invalid.
 */

interface FieldFrameProps {
  id: string
  label: string
  error?: string | undefined
  hint?: string | undefined
  optional?: boolean
  className?: string | undefined
  children: (describedBy: string | undefined) => ReactNode
}

export function describedByFor(id: string, error?: string, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

export function FieldFrame({ id, label, error, hint, optional, className, children }: FieldFrameProps) {
  const { t } = useTranslation('formControls')
  return (
    <div className={`${error ? 'field field--invalid' : 'field'} ${className ?? ''}`.trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> {t('optional')}</span>}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children(describedByFor(id, error, hint))}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string
  label: string
  error?: string | undefined
  hint?: string | undefined
  optional?: boolean
  /** Text after the input, e.g. a unit ("cm"). */
  suffix?: string
}

export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField(
  { id, label, error, hint, optional, suffix, className, ...inputProps },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      {(describedBy) => {
        const input = (
          <input
            {...inputProps}
            ref={ref}
            id={id}
            className="field__control"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        )
        return suffix ? (
          <div className="field__with-suffix">
            {input}
            <span className="field__suffix" aria-hidden="true">
              {suffix}
            </span>
          </div>
        ) : (
          input
        )
      }}
    </FieldFrame>
  )
})

export interface Choice {
  value: string
  label: string
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string
  label: string
  choices: readonly Choice[]
  error?: string | undefined
  hint?: string | undefined
  optional?: boolean
  /** The first, empty choice ("Select…", or "Any" for an optional preference). */
  placeholder?: string
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, label, choices, error, hint, optional, placeholder, className, ...selectProps },
  ref,
) {
  const { t } = useTranslation('formControls')
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      {(describedBy) => (
        <select
          {...selectProps}
          ref={ref}
          id={id}
          className="field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder ?? t('select')}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
})

interface RadioFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value'> {
  id: string
  legend: string
  choices: readonly Choice[]
  error?: string | undefined
}

/** A radio group; `...register('gender')` goes on every radio through the rest props. */
export const RadioField = forwardRef<HTMLInputElement, RadioFieldProps>(function RadioField(
  { id, legend, choices, error, className, ...inputProps },
  ref,
) {
  const errorId = error ? `${id}-error` : undefined
  return (
    <fieldset
      id={id}
      className={`${error ? 'field field--radios field--invalid' : 'field field--radios'} ${className ?? ''}`.trim()}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="field__choices">
        {choices.map((choice) => (
          <div className="field__choice" key={choice.value}>
            <input {...inputProps} ref={ref} type="radio" id={`${id}-${choice.value}`} value={choice.value} />
            <label htmlFor={`${id}-${choice.value}`}>{choice.label}</label>
          </div>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  )
})
