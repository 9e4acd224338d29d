import { localDigits } from '../lib/format'
import { useTranslation } from '../lib/i18n'
import { Link } from 'react-router-dom'
import { pageItems } from './paginationModel'
import './pagination.css'

interface PaginationProps {
  page: number
  totalPages: number
  /** Builds the link for a page, so the page number lives in the URL and survives reloads. */
  hrefFor: (page: number) => string
}

/** Numbered pages as docs/product.md §9 lists them, with Previous and Next; nothing when one page is all there is. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t, i18n } = useTranslation()
  if (totalPages <= 1) return null
  const current = Math.min(Math.max(1, page), totalPages)
  return (
    <nav className="pagination" aria-label={t('pagination.label', { ns: 'common' })}>
      <ul className="pagination__list">
        <li>
          <StepLink
            to={current > 1 ? hrefFor(current - 1) : undefined}
            rel="prev"
            label={t('pagination.previous', { ns: 'common' })}
            arrow="‹"
          />
        </li>
        {pageItems(current, totalPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                className={item.page === current ? 'pagination__page pagination__page--current' : 'pagination__page'}
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={t('pagination.status', { ns: 'common', page: item.page, total: totalPages })}
              >
                {localDigits(String(item.page), i18n.language)}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink
            to={current < totalPages ? hrefFor(current + 1) : undefined}
            rel="next"
            label={t('pagination.next', { ns: 'common' })}
            arrow="›"
          />
        </li>
      </ul>
    </nav>
  )
}

interface StepLinkProps {
  to: string | undefined
  rel: 'prev' | 'next'
  label: string
  arrow: string
}

function StepLink({ to, rel, label, arrow }: StepLinkProps) {
  const content = (
    <>
      {rel === 'prev' && <span aria-hidden="true">{arrow}</span>}
      <span className="pagination__step-label">{label}</span>
      {rel === 'next' && <span aria-hidden="true">{arrow}</span>}
    </>
  )
  // At the first or last page the step stays in place (no layout jump) but is not a link.
  if (!to) {
    return (
      <span className="pagination__step pagination__step--disabled" aria-disabled="true">
        {content}
      </span>
    )
  }
  return (
    <Link to={to} rel={rel} className="pagination__step">
      {content}
    </Link>
  )
}
