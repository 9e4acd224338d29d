import { useTranslation } from '../../../lib/i18n'
import { Link, useParams } from 'react-router-dom'
import { problemStatus } from '../../../api/problem'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { formatDate } from '../../../lib/format'
import { useLocalized } from '../../../lib/localized'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { registerBlogTranslations } from '../i18n'
import '../blog.css'
import { useBlogPost } from '../api/blog'

await registerBlogTranslations()

/** Articles are plain text; blank lines separate paragraphs (no HTML from the server is rendered). */
function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

export function BlogPostRoute() {
  const { t, i18n } = useTranslation('blog')
  const localized = useLocalized()
  const { slug = '' } = useParams()
  const post = useBlogPost(slug)
  const title = post.data ? localized(post.data.title) : ''
  const missing = post.isError && [400, 404].includes(problemStatus(post.error) ?? 0)
  useDocumentTitle(missing ? t('post.notFoundTitle') : title || t('documentTitle'))

  return (
    <div className="page container container--narrow">
      <Link to="/blog" className="back-link">
        <span aria-hidden="true">← </span>
        {t('back')}
      </Link>
      {post.isPending ? (
        <Spinner />
      ) : missing ? (
        <div className="state state--empty">
          <h1 className="page__title">{t('post.notFoundTitle')}</h1>
          <p>{t('post.notFoundBody')}</p>
        </div>
      ) : post.isError ? (
        <ErrorState error={post.error} title={t('post.error')} onRetry={() => void post.refetch()} />
      ) : (
        <article className="blog-post">
          <h1 className="page__title">{title}</h1>
          <p className="blog-card__byline">
            {t('byline', { author: post.data.author, date: formatDate(post.data.publishedAt, i18n.language) })}
          </p>
          {paragraphsOf(localized(post.data.body)).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </article>
      )}
    </div>
  )
}
