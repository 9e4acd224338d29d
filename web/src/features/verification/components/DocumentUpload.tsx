import { useId, useState, type FormEvent } from 'react'
import { isProblem } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { useToast } from '../../../components/toasts/toast-context'
import { useTranslation } from '../../../lib/i18n'
import { useSendVerificationDocument } from '../api/verification'

type DocumentType = components['schemas']['DocumentType']
type Kind = components['schemas']['VerificationKind']

const DOCUMENT_TYPES: readonly DocumentType[] = ['aadhaar', 'pan', 'passport', 'voter-id', 'driving-licence']
const MAX_BYTES = 5 * 1024 * 1024

/** Sends a government ID (kind "id") or a selfie (kind "photo") for an admin to check. */
export function DocumentUpload({ kind }: { kind: Kind }) {
  const { t } = useTranslation('verification')
  const toast = useToast()
  const id = useId()
  const [documentType, setDocumentType] = useState<DocumentType | ''>('')
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState('')
  const upload = useSendVerificationDocument()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (kind === 'id' && !documentType) return setProblem(t('documents.typeRequired'))
    if (!file) return setProblem(t('documents.fileRequired'))
    if (file.size > MAX_BYTES) return setProblem(t('documents.tooLarge'))
    setProblem('')
    try {
      await upload.mutateAsync({ body: { kind, ...(kind === 'id' && documentType ? { documentType } : {}) }, image: file })
    } catch (error) {
      setProblem(isProblem(error) && error.message ? error.message : t('failed'))
      return
    }
    toast.show('success', t('documents.sent'))
  }

  return (
    <form className="verification-form" onSubmit={(event) => void submit(event)} noValidate>
      {kind === 'id' && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-type`}>
            {t('documents.type')}
          </label>
          <select
            id={`${id}-type`}
            className="field__control"
            value={documentType}
            onChange={(event) => setDocumentType(event.target.value as DocumentType)}
          >
            <option value="">{t('documents.chooseType')}</option>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`documents.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={problem ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-file`}>
          {kind === 'id' ? t('documents.idImage') : t('documents.selfie')}
        </label>
        <input
          id={`${id}-file`}
          className="field__control"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          {...(kind === 'photo' ? { capture: 'user' as const } : {})}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p className="field__hint" id={`${id}-hint`}>
          {t('documents.privacy')}
        </p>
        {problem && (
          <p className="field__error" id={`${id}-error`} role="alert">
            {problem}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={upload.isPending}>
        {upload.isPending ? t('sending') : t('documents.send')}
      </button>
    </form>
  )
}
