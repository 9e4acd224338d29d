import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'

interface MemberSearchProps {
  query: string
  onSearch: (query: string) => void
}

/** Search by member code, name, e-mail or phone: Search is disabled while the box is blank; Clear Filter shows everyone again. */
export function MemberSearch({ query, onSearch }: MemberSearchProps) {
  const { t } = useTranslation('admin')
  const [text, setText] = useState(query)
  useEffect(() => setText(query), [query])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (text.trim() !== '') onSearch(text.trim())
  }
  return (
    <form className="admin-search" role="search" onSubmit={submit}>
      <div className="field admin-search__field">
        <label className="field__label" htmlFor="admin-member-search">
          {t('search.label')}
        </label>
        <input
          id="admin-member-search"
          className="field__control"
          type="search"
          maxLength={254}
          autoComplete="off"
          aria-describedby="admin-member-search-hint"
          value={text}
          onChange={(event) => setText(event.target.value)}
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
            setText('')
            onSearch('')
          }}
        >
          {t('search.clear')}
        </button>
      </div>
    </form>
  )
}
