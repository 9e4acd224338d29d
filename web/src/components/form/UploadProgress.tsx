import { useMemo, useState } from 'react'
import { useTranslation } from '../../lib/i18n'
import { fetchWithUploadProgress } from '../../lib/photoUpload'

/**
 * Upload progress for a form that sends a picture: `fetch` goes in the request's options
 * (openapi-fetch's per-request fetch), `bar` shows how far the upload is while it runs.
 */
export function useUploadProgress() {
  const { t } = useTranslation('formControls')
  const [fraction, setFraction] = useState<number | null>(null)
  const fetch = useMemo(() => fetchWithUploadProgress(setFraction), [])
  const percent = fraction === null ? 0 : Math.round(fraction * 100)
  const bar =
    fraction === null || fraction >= 1 ? null : (
      <div className="upload-progress" role="status">
        <label className="upload-progress__label">
          {t('photo.uploading', { percent })}
          <progress max={100} value={percent} />
        </label>
      </div>
    )
  return { fetch, bar, reset: () => setFraction(null) }
}
