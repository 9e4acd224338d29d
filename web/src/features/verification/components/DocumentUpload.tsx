import { useId, useMemo } from 'react'
import * as z from 'zod/mini'
import { isProblem } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { FieldFrame, SelectField } from '../../../components/form/Field'
import { schemaRules } from '../../../components/form/schemaRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { useToast } from '../../../components/toasts/toastContext'
import { useTranslation } from '../../../lib/i18n'
import { useSendVerificationDocument } from '../api/verification'

type DocumentType = components['schemas']['DocumentType']
type Kind = components['schemas']['VerificationKind']

const DOCUMENT_TYPES: readonly DocumentType[] = ['aadhaar', 'pan', 'passport', 'voter-id', 'driving-licence']
const MAX_BYTES = 5 * 1024 * 1024

// The file input hands over a FileList; the type is asked for only with an ID (kind "id").
const documentSchema = (kind: Kind) =>
  z.object({ documentType: z.string(), files: z.custom<FileList | undefined>() }).check(
    z.superRefine(({ documentType, files }, ctx) => {
      const file = files?.[0]
      if (kind === 'id' && !documentType) ctx.addIssue({ code: 'custom', path: ['documentType'], message: 'documents.typeRequired', input: documentType })
      if (!file) ctx.addIssue({ code: 'custom', path: ['files'], message: 'documents.fileRequired', input: files })
      else if (file.size > MAX_BYTES) ctx.addIssue({ code: 'custom', path: ['files'], message: 'documents.tooLarge', input: files })
    }),
  )

/** Sends a government ID (kind "id") or a selfie (kind "photo") for an admin to check. */
export function DocumentUpload({ kind }: { kind: Kind }) {
  const { t } = useTranslation('verification')
  const toast = useToast()
  const id = useId()
  const schema = useMemo(() => documentSchema(kind), [kind])
  const form = useAppForm(schemaRules(schema), { documentType: '', files: undefined }, { namespace: 'verification' })
  const upload = useSendVerificationDocument()

  const submit = form.handleSubmit(async ({ documentType, files }) => {
    const body = { kind, ...(kind === 'id' && documentType ? { documentType: documentType as DocumentType } : {}) }
    try {
      await upload.mutateAsync({ body, image: files![0]! })
    } catch (error) {
      form.setError('files', { type: 'server', message: isProblem(error) && error.message ? error.message : t('failed') }, { shouldFocus: true })
      return
    }
    toast.show('success', t('documents.sent'))
    form.reset()
  })

  return (
    <form className="verification-form" onSubmit={(event) => void submit(event)} noValidate>
      {kind === 'id' && (
        <SelectField
          {...form.register('documentType')}
          id={`${id}-type`}
          label={t('documents.type')}
          placeholder={t('documents.chooseType')}
          choices={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documents.types.${type}`) }))}
          error={form.errorOf('documentType')}
        />
      )}
      <FieldFrame
        id={`${id}-file`}
        label={kind === 'id' ? t('documents.idImage') : t('documents.selfie')}
        hint={t('documents.privacy')}
        error={form.errorOf('files')}
      >
        {(describedBy) => (
          <input
            {...form.register('files')}
            id={`${id}-file`}
            className="field__control"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            {...(kind === 'photo' ? { capture: 'user' as const } : {})}
            aria-invalid={form.errorOf('files') ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FieldFrame>
      <button type="submit" className="button button--primary" disabled={upload.isPending}>
        {upload.isPending ? t('sending') : t('documents.send')}
      </button>
    </form>
  )
}
