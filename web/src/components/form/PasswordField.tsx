import { forwardRef, useState, type InputHTMLAttributes } from 'react'
import { useTranslation } from '../../lib/i18n'
import './form-controls.css'

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string
  label: string
  error?: string | undefined
  hint?: string
}

/**
 * A password input with a show/hide toggle (a real button with aria-pressed, so screen readers
 * hear the state). Works uncontrolled with react-hook-form's register() or controlled via value.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { id, label, error, hint, className, ...inputProps },
  ref,
) {
  const { t } = useTranslation('formControls')
  const [visible, setVisible] = useState(false)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={`${error ? 'field field--invalid' : 'field'} ${className ?? ''}`.trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="password-field">
        <input
          {...inputProps}
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          className="field__control password-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-controls={id}
          aria-label={visible ? t('password.hide') : t('password.show')}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? t('password.hideShort') : t('password.showShort')}
        </button>
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
})
