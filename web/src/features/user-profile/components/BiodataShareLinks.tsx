import { useId, useState } from 'react'
import { isProblem } from '../../../api/problem'
import { SelectField } from '../../../components/form/Field'
import { checkRules } from '../../../components/form/checkRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { useToast } from '../../../components/toasts/toastContext'
import { formatDate } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { useBiodataLinks, useCreateBiodataLink, useRevokeBiodataLink } from '../api/biodataLinks'

type Lang = 'en' | 'mr'
type Design = 'traditional' | 'elegant' | 'simple'
interface LinkForm {
  lang: Lang
  design: Design
  days: '1' | '7' | '30'
  includeContact: boolean
}

const DESIGNS: Design[] = ['traditional', 'elegant', 'simple']
const DAYS = ['1', '7', '30'] as const
// Every field is a choice from a list, so there is nothing to refuse before the server.
const LINK_RULES = checkRules<LinkForm>(() => ({}))

/**
 * "Share links" (docs/biodata.md): the member makes an expiring link that downloads their
 * biodata for whoever holds it, with no account. The URL (with its token) is shown once, right
 * after it is made, with a copy button; the list shows the live links' expiry and downloads, and
 * each can be revoked after a confirmation. The URL points straight at the API's PDF, so the app
 * has no page of its own for it.
 */
export function BiodataShareLinks() {
  const { t, i18n } = useTranslation('userProfile')
  const toast = useToast()
  const ids = useId()
  const links = useBiodataLinks()
  const create = useCreateBiodataLink()
  const revoke = useRevokeBiodataLink()
  const [made, setMade] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const form = useAppForm<LinkForm>(
    LINK_RULES,
    { lang: i18n.language === 'mr' ? 'mr' : 'en', design: 'traditional', days: '7', includeContact: false },
    { namespace: 'userProfile' },
  )
  const includeContact = form.watch('includeContact')
  const failed = (error: unknown) =>
    toast.show('error', isProblem(error) && error.code === 'biodata_links_limit' ? t('shareLinks.limit') : t('shareLinks.failed'))

  const submit = form.handleSubmit(({ lang, design, days, includeContact }) =>
    create.mutate(
      { body: { lang, design, days: Number(days), includeContact } },
      {
        onSuccess: (answer) => {
          setMade(answer.url)
          form.reset()
        },
        onError: failed,
      },
    ),
  )

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      toast.show('success', t('shareLinks.copied'))
    } catch {
      toast.show('error', t('shareLinks.copyFailed'))
    }
  }

  const live = links.data?.links ?? []
  return (
    <section className="biodata-links" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('shareLinks.title')}</h2>
      <p className="form__hint">{t('shareLinks.intro')}</p>
      <form className="biodata-links__form" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          {...form.register('lang')}
          id={`${ids}-lang`}
          label={t('biodata.language')}
          placeholder={t('biodata.language')}
          choices={[
            { value: 'mr', label: 'मराठी' },
            { value: 'en', label: 'English' },
          ]}
        />
        <SelectField
          {...form.register('design')}
          id={`${ids}-design`}
          label={t('biodata.design')}
          placeholder={t('biodata.design')}
          choices={DESIGNS.map((value) => ({ value, label: t(`biodata.designs.${value}`) }))}
        />
        <SelectField
          {...form.register('days')}
          id={`${ids}-days`}
          label={t('shareLinks.expiry')}
          placeholder={t('shareLinks.expiry')}
          choices={DAYS.map((value) => ({ value, label: t(`shareLinks.days.${value}`) }))}
        />
        <label className="checkbox">
          <input type="checkbox" {...form.register('includeContact')} /> {t('shareLinks.includeContact')}
        </label>
        {includeContact && (
          <p className="biodata-links__warning" role="note">
            {t('shareLinks.contactWarning')}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? t('shareLinks.creating') : t('shareLinks.create')}
        </button>
      </form>
      {made && (
        <div className="biodata-links__made" role="status">
          <p>{t('shareLinks.madeOnce')}</p>
          <input readOnly value={made} aria-label={t('shareLinks.url')} onFocus={(event) => event.target.select()} />
          <button type="button" className="button button--secondary" onClick={() => void copy(made)}>
            {t('shareLinks.copy')}
          </button>
        </div>
      )}
      <h3>{t('shareLinks.live')}</h3>
      {links.isPending ? (
        <p role="status">{t('loading', { ns: 'common' })}</p>
      ) : links.isError ? (
        <p role="alert">{t('shareLinks.loadFailed')}</p>
      ) : live.length === 0 ? (
        <p className="form__hint">{t('shareLinks.empty')}</p>
      ) : (
        <ul className="biodata-links__list">
          {live.map((link) => (
            <li key={link.id} className="biodata-links__item">
              <span>
                {t('shareLinks.summary', {
                  lang: link.lang === 'mr' ? 'मराठी' : 'English',
                  design: t(`biodata.designs.${link.design}`),
                  expires: formatDate(link.expiresAt, i18n.language),
                  count: link.downloads,
                })}
                {link.includeContact && ` · ${t('shareLinks.withContact')}`}
              </span>
              {confirming === link.id ? (
                <span className="biodata-links__confirm">
                  {t('shareLinks.revokeQuestion')}
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(
                        { params: { path: { linkId: link.id } } },
                        {
                          onSuccess: () => {
                            setConfirming(null)
                            toast.show('success', t('shareLinks.revoked'))
                          },
                          onError: failed,
                        },
                      )
                    }
                  >
                    {t('shareLinks.revokeYes')}
                  </button>
                  <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
                    {t('shareLinks.keep')}
                  </button>
                </span>
              ) : (
                <button type="button" className="button button--secondary" onClick={() => setConfirming(link.id)}>
                  {t('shareLinks.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
