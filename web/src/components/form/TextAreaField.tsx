import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { FieldFrame } from './Field'

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string
  label: string
  error?: string | undefined
  hint?: string | undefined
  optional?: boolean
  /** A controlled caller's change handler with the text itself; register() callers use onChange. */
  onValueChange?: (value: string) => void
}

/** A multi-line text field in the one field frame (label, hint, error); register() spreads onto it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { id, label, error, hint, optional, className, onValueChange, onChange, ...areaProps },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      {(describedBy) => (
        <textarea
          rows={5}
          {...areaProps}
          ref={ref}
          id={id}
          className="field__control field__control--multiline"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            onChange?.(event)
            onValueChange?.(event.target.value)
          }}
        />
      )}
    </FieldFrame>
  )
})
