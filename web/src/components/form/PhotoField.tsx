import { forwardRef, useEffect, useState } from 'react'
import { useTranslation } from '../../lib/i18n'
import { downscalePhoto, isHeic } from '../../lib/photoUpload'
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

  const [preparing, setPreparing] = useState(false)

  // Refused before upload when the server would refuse it; scaled down in the browser, so a
  // 10 MB phone photo travels as a few hundred kilobytes (lib/photoUpload.ts). A picture the
  // server would take as it is counts as chosen at once and is swapped for its smaller copy when
  // that is ready; a larger one waits for its copy.
  const choose = async (file: File | undefined) => {
    if (!file) return
    if (isHeic(file)) {
      setRejected(t('photo.heic'))
      return
    }
    if (!file.type.startsWith('image/')) {
      setRejected(t('photo.notImage'))
      return
    }
    setRejected(null)
    const acceptable = file.size <= MAX_PHOTO_BYTES
    if (acceptable) onChange(file)
    else setPreparing(true)
    const smaller = await downscalePhoto(file)
    setPreparing(false)
    if (smaller !== file && smaller.size <= MAX_PHOTO_BYTES) onChange(smaller)
    else if (!acceptable) setRejected(t('photo.tooLarge'))
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
          {preparing && (
            <p className="field__hint" role="status">
              {t('photo.preparing')}
            </p>
          )}
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
              void choose(event.target.files?.[0])
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
