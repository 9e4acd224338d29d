import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../lib/i18n'

interface DeleteMemberDialogProps {
  name: string
  code: string
  deleting: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * The confirmation before a member is erased (docs/product.md §4). A modal alert dialog: focus starts on
 * Cancel (the safe choice), Escape cancels, and the caller returns focus where it came from.
 */
export function DeleteMemberDialog({ name, code, deleting, onConfirm, onCancel }: DeleteMemberDialogProps) {
  const { t } = useTranslation('admin')
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    cancelRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !deleting) onCancel()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [deleting, onCancel])
  return (
    <div className="admin-dialog__backdrop">
      <div
        className="admin-dialog card"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="admin-delete-title"
        aria-describedby="admin-delete-question admin-delete-detail"
      >
        <h2 id="admin-delete-title" className="admin-dialog__title">
          {t('deleteDialog.title')}
        </h2>
        <p id="admin-delete-question" className="admin-dialog__question">
          {t('deleteDialog.question')}
        </p>
        <p id="admin-delete-detail">{t('deleteDialog.detail', { name, code })}</p>
        <div className="admin-dialog__actions">
          <button ref={cancelRef} type="button" className="button button--secondary" disabled={deleting} onClick={onCancel}>
            {t('deleteDialog.cancel')}
          </button>
          <button type="button" className="button button--danger" disabled={deleting} onClick={onConfirm}>
            {deleting ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
          </button>
        </div>
      </div>
    </div>
  )
}
