import type { TextareaHTMLAttributes } from 'react'

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  id: string
  label: string
  value: string
  error?: string | undefined
  onValueChange: (value: string) => void
}

export function TextAreaField({ id, label, value, error, onValueChange, ...areaProps }: TextAreaFieldProps) {
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        rows={5}
        {...areaProps}
        id={id}
        className="field__control field__control--multiline"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}
