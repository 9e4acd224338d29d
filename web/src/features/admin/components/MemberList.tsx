import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { formatNumber } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { Link, useSearchParams } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { Pagination } from '../../../components/Pagination'
import { Spinner } from '../../../components/Spinner'
import { useToast } from '../../../components/toasts/toastContext'
import { adminCall, useAdminQuery } from '../api/adminClient'
import { DeleteMemberDialog } from './DeleteMemberDialog'
import { MemberSearch } from './MemberSearch'
import { adminProblemText } from './problems'

type Row = components['schemas']['AdminMemberRow']

/**
 * The member table of the dashboard and the users page (docs/product.md §2): search by e-mail or phone,
 * ten rows a page with the page and query in the URL, View & Edit, and Delete after a confirmation.
 */
export function MemberList({ basePath }: { basePath: string }) {
  const { t, i18n } = useTranslation('admin')
  const toast = useToast()
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const list = useAdminQuery('/api/admin/members', { params: { query: { page, ...(q ? { q } : {}) } } })
  const [deleting, setDeleting] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)
  const opener = useRef<HTMLElement | null>(null)

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(target))
    return `${basePath}?${next.toString()}`
  }
  const search = (query: string) => setParams(query ? { q: query } : {})

  const closeDialog = () => {
    setDeleting(null)
    opener.current?.focus()
  }
  const confirmDelete = async () => {
    if (!deleting) return
    setBusy(true)
    try {
      await adminCall('delete', '/api/admin/members/{userId}', { params: { path: { userId: deleting.user_id } } })
      setDeleting(null)
      toast.show('success', t('deleteDialog.done'))
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
    } catch (problem) {
      toast.show('error', adminProblemText(t, problem, t('deleteDialog.failed')))
      closeDialog()
    } finally {
      setBusy(false)
    }
  }

  let body
  if (list.isPending) body = <Spinner />
  else if (list.isError) body = <ErrorState error={list.error} title={t('table.error')} onRetry={() => void list.refetch()} />
  else if (list.data.members.length === 0) body = <EmptyState message={t('table.empty')} />
  else {
    const data = list.data
    body = (
      <>
        <p className="admin-count" role="status">
          {data.moreResults ? t('search.countMore', { count: data.total }) : t('search.count', { count: data.total })}
        </p>
        <div className="admin-table__scroll">
          <table className="admin-table">
            <caption className="visually-hidden">{t('table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('table.srNo')}</th>
                <th scope="col">{t('table.name')}</th>
                <th scope="col">{t('table.email')}</th>
                <th scope="col">{t('table.phone')}</th>
                <th scope="col">{t('table.plan')}</th>
                <th scope="col">{t('table.status')}</th>
                <th scope="col">{t('table.action')}</th>
              </tr>
            </thead>
            <tbody>
              {data.members.map((row) => (
                <tr key={row.user_id}>
                  <td>{formatNumber(row.srNo, i18n.language)}</td>
                  <th scope="row">{row.fullName}</th>
                  <td className="admin-table__email">{row.email}</td>
                  <td>{row.phone}</td>
                  <td>{row.plan ? t(`plans.${row.plan}`) : t('table.noPlan')}</td>
                  <td>
                    <span className={`admin-status admin-status--${row.status}`}>{t(`status.${row.status}`)}</span>
                  </td>
                  <td className="admin-table__actions">
                    <Link
                      to={`/admin/user-details/${row.user_id}`}
                      className="button button--secondary button--small"
                      aria-label={t('table.viewLabel', { name: row.fullName })}
                    >
                      {t('table.view')}
                    </Link>
                    <button
                      type="button"
                      className="button button--danger button--small"
                      aria-label={t('table.deleteLabel', { name: row.fullName })}
                      onClick={(event) => {
                        opener.current = event.currentTarget
                        setDeleting(row)
                      }}
                    >
                      {t('table.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />
      </>
    )
  }
  return (
    <section className="admin-members" aria-label={t('table.caption')}>
      <MemberSearch query={q} onSearch={search} />
      {body}
      {deleting && (
        <DeleteMemberDialog
          name={deleting.fullName}
          code={deleting.user_id}
          deleting={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={closeDialog}
        />
      )}
    </section>
  )
}
