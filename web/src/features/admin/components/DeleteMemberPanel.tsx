import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { useToast } from '../../../components/toasts/toastContext'
import { useTranslation } from '../../../lib/i18n'
import { useDeleteMember } from '../api/members'
import { DeleteMemberDialog } from './DeleteMemberDialog'
import { adminProblemText } from './problems'

type Detail = components['schemas']['AdminMemberDetail']

/**
 * Deleting a member, only on their own page and only after the confirmation (issue 26: a Delete
 * on every row of the list was one slip away from erasing the wrong member). Erased, the admin is
 * back on the list.
 */
export function DeleteMemberPanel({ detail }: { detail: Detail }) {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const navigate = useNavigate()
  const deleteMember = useDeleteMember()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const { fullName, user_id: code } = detail.member

  const close = () => {
    setAsking(false)
    opener.current?.focus()
  }
  const confirm = async () => {
    setBusy(true)
    try {
      await deleteMember(code)
      toast.show('success', t('deleteDialog.done'))
      void navigate('/admin/users', { replace: true })
    } catch (problem) {
      toast.show('error', adminProblemText(t, problem, t('deleteDialog.failed')))
      setBusy(false)
      close()
    }
  }

  return (
    <section className="card admin-panel" aria-labelledby="admin-delete-title">
      <h2 id="admin-delete-title" className="admin-panel__title">
        {t('deleteDialog.title')}
      </h2>
      <p className="form__hint">{t('deleteDialog.intro')}</p>
      <button ref={opener} type="button" className="button button--danger" onClick={() => setAsking(true)}>
        {t('table.deleteLabel', { name: fullName })}
      </button>
      {asking && <DeleteMemberDialog name={fullName} code={code} deleting={busy} onConfirm={() => void confirm()} onCancel={close} />}
    </section>
  )
}
