import { formatNumber } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { Link, useSearchParams } from 'react-router-dom'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { Pagination } from '../../../components/Pagination'
import { Spinner } from '../../../components/Spinner'
import { useAdminMembers } from '../api/members'
import { MemberSearch } from './MemberSearch'

/**
 * The member table of the dashboard and the users page (docs/product.md §2): search by member code,
 * name, e-mail or phone, ten rows a page with the page and query in the URL, and View & Edit. Delete
 * is on the member's own page, behind a confirmation (DeleteMemberPanel), never on a row.
 */
export function MemberList({ basePath }: { basePath: string }) {
  const { t, i18n } = useTranslation('admin')
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const list = useAdminMembers(page, q)

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(target))
    return `${basePath}?${next.toString()}`
  }
  const search = (query: string) => setParams(query ? { q: query } : {})

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
    </section>
  )
}
