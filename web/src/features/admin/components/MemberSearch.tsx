import { useEffect } from 'react'
import { checkRules } from '../../../components/form/checkRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { useTranslation } from '../../../lib/i18n'

interface MemberSearchProps {
  query: string
  onSearch: (query: string) => void
}

// A blank box is not sent (Search is disabled for it); anything else is the server's to match.
const SEARCH_RULES = checkRules<{ text: string }>(() => ({}))

/** Search by member code, name, e-mail or phone: Search is disabled while the box is blank; Clear Filter shows everyone again. */
export function MemberSearch({ query, onSearch }: MemberSearchProps) {
  const { t } = useTranslation('admin')
  const form = useAppForm(SEARCH_RULES, { text: query }, { namespace: 'admin' })
  const { reset } = form
  const text = form.watch('text')
  // The box follows the search in the address (back and forward, a link to the list).
  useEffect(() => reset({ text: query }), [query, reset])
  const submit = form.handleSubmit(({ text: typed }) => {
    if (typed.trim() !== '') onSearch(typed.trim())
  })
  return (
    <form className="admin-search" role="search" onSubmit={(event) => void submit(event)}>
      <div className="field admin-search__field">
        <label className="field__label" htmlFor="admin-member-search">
          {t('search.label')}
        </label>
        <input
          {...form.register('text')}
          id="admin-member-search"
          className="field__control"
          type="search"
          maxLength={254}
          autoComplete="off"
          aria-describedby="admin-member-search-hint"
        />
        <p className="field__hint" id="admin-member-search-hint">
          {t('search.hint')}
        </p>
      </div>
      <div className="admin-search__actions">
        <button type="submit" className="button button--primary" disabled={text.trim() === ''}>
          {t('search.submit')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={query === '' && text === ''}
          onClick={() => {
            reset({ text: '' })
            onSearch('')
          }}
        >
          {t('search.clear')}
        </button>
      </div>
    </form>
  )
}
