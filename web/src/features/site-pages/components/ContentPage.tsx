import { Link } from 'react-router-dom'
import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { registerSitePageTranslations } from '../i18n'
import '../site-pages.css'

await registerSitePageTranslations()

/**
 * A section is either a paragraph or a bullet list; which one is fixed by the page, not the text.
 * `link` adds a link under it (its label is the section's `link` string).
 */
export interface ContentSection {
  key: string
  kind: 'body' | 'points'
  link?: string
}

interface ContentPageProps {
  page: 'about' | 'privacy' | 'terms'
  sections: readonly ContentSection[]
}

export function ContentPage({ page, sections }: ContentPageProps) {
  const { t, list } = useTranslation('sitePages')
  const title = t(`${page}.title`)
  useDocumentTitle(title)
  return (
    <article className="content-page container container--narrow">
      <h1 className="content-page__title">{title}</h1>
      <p className="content-page__intro">{t(`${page}.intro`)}</p>
      {sections.map(({ key, kind, link }) => {
        const base = `${page}.sections.${key}`
        const headingId = `${page}-${key}`
        return (
          <section key={key} className="content-page__section" aria-labelledby={headingId}>
            <h2 id={headingId}>{t(`${base}.title`)}</h2>
            {kind === 'body' ? (
              <p>{t(`${base}.body`)}</p>
            ) : (
              <ul>
                {list(`${base}.points`).map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
            {link && (
              <p>
                <Link to={link}>{t(`${base}.link`)}</Link>
              </p>
            )}
          </section>
        )
      })}
    </article>
  )
}
