import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { MemberCardGrid, MemberCardGridItem } from '../../../components/MemberCard/MemberCard'
import { MemberCardSkeletons } from '../../../components/MemberCard/MemberCardSkeleton'
import { Pagination } from '../../../components/Pagination'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { LookingForNote } from '../components/LookingForNote'
import { SearchResultCard } from '../components/SearchResultCard'
import { registerSearchTranslations } from '../i18n'
import {
  EMPTY_FILTERS,
  SEARCH_PAGE_SIZE,
  SORTS,
  WIDE_SEARCH_PAGE_SIZE,
  filtersFromParams,
  pageFromParams,
  searchBody,
  searchHref,
  sortFromParams,
  type SearchSort,
} from '../searchParams'
import '../search.css'
import { useSearchResults } from '../api/search'

// The filter forms (and their form library) load beside the results, not before the page's words:
// the intro is the page's largest paint (docs/performance-web.txt).
const SearchFilters = lazy(() => import('../components/SearchFilters').then((module) => ({ default: module.SearchFilters })))
const SavedSearches = lazy(() => import('../components/SavedSearches').then((module) => ({ default: module.SavedSearches })))

await registerSearchTranslations()

/** Where the results show three columns (search.css), a page holds twelve. */
const WIDE_QUERY = '(min-width: 64rem)'

function pageSize(): number {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches ? WIDE_SEARCH_PAGE_SIZE : SEARCH_PAGE_SIZE
}

export function SearchRoute() {
  const { t } = useTranslation('search')
  useDocumentTitle(t('documentTitle'))
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const applied = filtersFromParams(params)
  const page = pageFromParams(params)
  const lookingFor = params.get('lookingFor')
  const sort = sortFromParams(params)
  const appliedHref = searchHref(applied, 1, lookingFor, sort)
  // Read once per visit: a page number keeps its meaning while the member stays.
  const [limit] = useState(pageSize)

  const results = useSearchResults(searchBody(applied, page, sort, limit))

  return (
    <div className="page container search-page">
      <header className="search-page__header">
        <h1 className="page__title">{t('title')}</h1>
        <p className="page__intro">{t('intro')}</p>
        <LookingForNote lookingFor={lookingFor} />
      </header>
      <div className="search-page__layout">
        <div className="search-page__sidebar">
          <Suspense fallback={<div className="search-filters card search-filters--placeholder" aria-hidden="true" />}>
            <SearchFilters
              // A new URL (apply, clear, back/forward) starts the form again from what it says.
              key={appliedHref}
              applied={applied}
              onApply={(filters) => void navigate(searchHref(filters, 1, lookingFor, sort))}
              onClear={() => void navigate(searchHref(EMPTY_FILTERS, 1, null, sort))}
            />
            <SavedSearches applied={applied} sort={sort} />
          </Suspense>
        </div>
        <section className="search-results" aria-labelledby="search-results-title" aria-busy={results.isFetching}>
          <h2 id="search-results-title" className="search-results__title" aria-live="polite">
            {results.data
              ? results.data.moreResults
                ? t('results.headingMore', { count: results.data.searchResults })
                : t('results.heading', { count: results.data.searchResults })
              : t('results.list')}
          </h2>
          <div className="search-results__toolbar">
            <label className="search-results__sort">
              {t('results.sort')}
              <select
                className="field__control"
                value={sort}
                onChange={(event) => void navigate(searchHref(applied, 1, lookingFor, event.target.value as SearchSort))}
              >
                {SORTS.map((option) => (
                  <option key={option} value={option}>
                    {t(`results.sorts.${option}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {results.isPending ? (
            <MemberCardSkeletons />
          ) : results.isError ? (
            <ErrorState error={results.error} title={t('results.error')} onRetry={() => void results.refetch()} />
          ) : results.data.userList.length === 0 ? (
            <EmptyState message={t('results.emptyTitle')}>
              <p className="state__body">{t('results.emptyBody')}</p>
            </EmptyState>
          ) : (
            <>
              <div className={results.isPlaceholderData ? 'search-results__list search-results__list--stale' : 'search-results__list'}>
                <MemberCardGrid label={t('results.list')}>
                  {results.data.userList.map((member) => (
                    <MemberCardGridItem key={member.user_id}>
                      <SearchResultCard member={member} />
                    </MemberCardGridItem>
                  ))}
                </MemberCardGrid>
              </div>
              <Pagination
                page={page}
                totalPages={results.data.totalPages}
                hrefFor={(target) => searchHref(applied, target, lookingFor, sort)}
              />
            </>
          )}
        </section>
      </div>
    </div>
  )
}
