import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

interface PaginationProps {
  page: number
  totalPages: number
  /** Builds the link for a page, so the page number lives in the URL and survives reloads. */
  hrefFor: (page: number) => string
}

export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t } = useTranslation()
  if (totalPages <= 1) return null
  const hasPrevious = page > 1
  const hasNext = page < totalPages
  return (
    <nav className="pagination" aria-label={t('pagination.label', { ns: 'common' })}>
      {hasPrevious ? (
        <Link className="button button--secondary" to={hrefFor(page - 1)} rel="prev">
          {t('pagination.previous', { ns: 'common' })}
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
      <p className="pagination__status" aria-current="page">
        {t('pagination.status', { ns: 'common', page, total: totalPages })}
      </p>
      {hasNext ? (
        <Link className="button button--secondary" to={hrefFor(page + 1)} rel="next">
          {t('pagination.next', { ns: 'common' })}
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
    </nav>
  )
}
