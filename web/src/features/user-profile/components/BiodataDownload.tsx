import { useId, useState } from 'react'
import { client } from '../../../api/http'
import { useTranslation } from '../../../lib/i18n'

type Lang = 'en' | 'mr'
type Design = 'traditional' | 'elegant' | 'simple'
const DESIGNS: Design[] = ['traditional', 'elegant', 'simple']

/**
 * "Download biodata" (docs/biodata.md): the member's own (no memberId) or a connection's, in
 * the chosen language and design. The server decides what is printed; this only asks and saves.
 */
export function BiodataDownload({ memberId }: { memberId?: string }) {
  const { t, i18n } = useTranslation('userProfile')
  const [lang, setLang] = useState<Lang>(i18n.language === 'mr' ? 'mr' : 'en')
  const [design, setDesign] = useState<Design>('traditional')
  const [includeContact, setIncludeContact] = useState(false)
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle')
  const ids = useId()

  async function download() {
    setState('loading')
    const query = { lang, design, includeContact }
    const answer = memberId
      ? await client.GET('/api/profiles/{id}/biodata', { params: { path: { id: memberId }, query }, parseAs: 'blob' })
      : await client.GET('/api/user/biodata', { params: { query }, parseAs: 'blob' })
    if (answer.error || !answer.data) {
      setState('error')
      return
    }
    save(answer.data as Blob, `biodata-${memberId ?? 'mine'}-${lang}.pdf`)
    setState('idle')
  }

  return (
    <section className="biodata-download" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('biodata.title')}</h2>
      <label htmlFor={`${ids}-lang`}>{t('biodata.language')}</label>
      <select id={`${ids}-lang`} value={lang} onChange={(event) => setLang(event.target.value as Lang)}>
        <option value="mr">मराठी</option>
        <option value="en">English</option>
      </select>
      <label htmlFor={`${ids}-design`}>{t('biodata.design')}</label>
      <select id={`${ids}-design`} value={design} onChange={(event) => setDesign(event.target.value as Design)}>
        {DESIGNS.map((value) => (
          <option key={value} value={value}>
            {t(`biodata.designs.${value}`)}
          </option>
        ))}
      </select>
      <label>
        <input type="checkbox" checked={includeContact} onChange={(event) => setIncludeContact(event.target.checked)} />
        {t('biodata.includeContact')}
      </label>
      <button type="button" className="button button--primary" disabled={state === 'loading'} onClick={() => void download()}>
        {state === 'loading' ? t('biodata.loading') : t('biodata.download')}
      </button>
      {state === 'error' && <p role="alert">{t('biodata.error')}</p>}
    </section>
  )
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  URL.revokeObjectURL(url)
}
