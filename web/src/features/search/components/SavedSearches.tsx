import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { isProblem } from '../../../api/problem'
import { InputField } from '../../../components/form/Field'
import { checkRules } from '../../../components/form/checkRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { useToast } from '../../../components/toasts/toastContext'
import { useTranslation } from '../../../lib/i18n'
import { filtersBody, filtersFromSaved, isEmpty, searchHref, type SearchFilters, type SearchSort } from '../searchParams'
import { useChangeSavedSearch, useDeleteSavedSearch, useSaveSearch, useSavedSearches } from '../api/search'

const MAX_NAME = 60
// A plain check: zod would weigh on the search page's first load.
const SAVE_RULES = checkRules<{ name: string; alert: boolean }>(({ name }) =>
  name.trim() !== '' && name.trim().length <= MAX_NAME ? {} : { name: 'saved.nameRequired' },
)

/**
 * The member's saved searches: each one a link that runs it again, its daily alert as a switch,
 * and a delete; below them, "Save this search" for the filters in the URL (when there are any),
 * with the order the results are shown in: running it again keeps that order.
 */
export function SavedSearches({ applied, sort }: { applied: SearchFilters; sort: SearchSort }) {
  const { t } = useTranslation('search')
  const toast = useToast()
  const formId = useId()
  const saved = useSavedSearches()
  const create = useSaveSearch()
  const change = useChangeSavedSearch()
  const remove = useDeleteSavedSearch()
  const [saving, setSaving] = useState(false)
  const form = useAppForm(SAVE_RULES, { name: '', alert: false }, { namespace: 'search' })

  const failed = (error: unknown) =>
    toast.show('error', isProblem(error) && error.code === 'saved_search_limit' ? t('saved.limit') : t('saved.failed'))

  const submit = form.handleSubmit(({ name, alert }) =>
    create.mutate(
      { body: { name: name.trim(), filters: filtersBody(applied), sort, alert } },
      {
        onSuccess: () => {
          toast.show('success', t('saved.saved'))
          setSaving(false)
          form.reset()
        },
        onError: failed,
      },
    ),
  )

  const list = saved.data?.savedSearches ?? []
  return (
    <section className="saved-searches card" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="search-filters__title">
        {t('saved.title')}
      </h2>
      {saved.isPending ? (
        <p role="status">{t('loading', { ns: 'common' })}</p>
      ) : saved.isError ? (
        <p role="alert">{t('saved.error')}</p>
      ) : list.length === 0 ? (
        <p className="form__hint">{t('saved.empty')}</p>
      ) : (
        <ul className="saved-searches__list">
          {list.map((search) => (
            <li key={search.id} className="saved-searches__item">
              <Link to={searchHref(filtersFromSaved(search.filters), 1, null, search.sort)}>{search.name}</Link>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={search.alert}
                  aria-label={t('saved.alertOn', { name: search.name })}
                  onChange={(event) =>
                    change.mutate(
                      { params: { path: { searchId: search.id } }, body: { alert: event.target.checked } },
                      { onError: failed },
                    )
                  }
                />
              </label>
              <button
                type="button"
                className="button button--secondary saved-searches__delete"
                aria-label={t('saved.remove', { name: search.name })}
                onClick={() =>
                  remove.mutate(
                    { params: { path: { searchId: search.id } } },
                    {
                      onSuccess: () => {
                        toast.show('success', t('saved.deleted'))
                      },
                      onError: failed,
                    },
                  )
                }
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!isEmpty(applied) &&
        (saving ? (
          <form className="saved-searches__form" onSubmit={(event) => void submit(event)} noValidate>
            <InputField {...form.register('name')} id={`${formId}-name`} label={t('saved.name')} maxLength={MAX_NAME} error={form.errorOf('name')} />
            <label className="checkbox">
              <input type="checkbox" {...form.register('alert')} /> {t('saved.alert')}
            </label>
            <div className="search-filters__buttons">
              <button type="button" className="button button--secondary" onClick={() => setSaving(false)}>
                {t('saved.cancel')}
              </button>
              <button type="submit" className="button button--primary" disabled={create.isPending}>
                {t('saved.confirm')}
              </button>
            </div>
          </form>
        ) : (
          <button type="button" className="button button--secondary button--block" onClick={() => setSaving(true)}>
            {t('saved.save')}
          </button>
        ))}
    </section>
  )
}
