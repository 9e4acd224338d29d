import { forwardRef, useEffect, useState } from 'react'
import { useTranslation } from '../../lib/i18n'
import './form-controls.css'

/** The server takes JPEG, PNG or WebP up to 5 MiB (api/openapi.yaml, register). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024

interface PhotoFieldProps {
  id: string
  label: string
  value: File | null
  onChange: (file: File | null) => void
  onBlur?: () => void
  /** The picture the member already has (edit profile); shown until a new one is chosen. */
  currentUrl?: string | undefined
  error?: string | undefined
}

/** A picture chooser (image files only) with a preview of what will be uploaded. */
export const PhotoField = forwardRef<HTMLInputElement, PhotoFieldProps>(function PhotoField(
  { id, label, value, onChange, onBlur, currentUrl, error },
  ref,
) {
  const { t } = useTranslation('formControls')
  const [preview, setPreview] = useState<string | null>(null)
  const [rejected, setRejected] = useState<string | null>(null)

  useEffect(() => {
    if (!value) {
      setPreview(null)
      return
    }
    const url = URL.createObjectURL(value)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [value])

  const choose = (file: File | undefined) => {
    if (!file) return
    if (!file.type.startsWith('image/')) {
      setRejected(t('photo.notImage'))
      return
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setRejected(t('photo.tooLarge'))
      return
    }
    setRejected(null)
    onChange(file)
  }

  const shown = preview ?? currentUrl
  const message = rejected ?? error
  const hintId = `${id}-hint`
  const errorId = message ? `${id}-error` : undefined

  return (
    <div className={message ? 'field field--invalid photo-field' : 'field photo-field'}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="photo-field__body">
        <div className="photo-field__frame">
          {shown ? (
            <img
              className="photo-field__preview"
              src={shown}
              alt={preview ? t('photo.preview') : t('photo.current')}
              width={120}
              height={120}
            />
          ) : (
            <span className="photo-field__empty" aria-hidden="true" />
          )}
        </div>
        <div className="photo-field__controls">
          <p className="field__hint" id={hintId}>
            {t('photo.hint')}
          </p>
          {/* The real input stays focusable and labelled; the styled label is its visible button. */}
          <input
            ref={ref}
            id={id}
            type="file"
            accept="image/*"
            className="photo-field__input"
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
            aria-invalid={message ? true : undefined}
            onChange={(event) => {
              choose(event.target.files?.[0])
              // Choosing the same file again after a rejection must fire change again.
              event.target.value = ''
            }}
            onBlur={onBlur}
          />
          <label htmlFor={id} id={`${id}-button`} className="button button--secondary photo-field__button">
            {shown ? t('photo.change') : t('photo.choose')}
          </label>
        </div>
      </div>
      {message && (
        <p className="field__error" id={errorId}>
          {message}
        </p>
      )}
    </div>
  )
})
