import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { formatDate } from '../../../lib/format'
import { useLocalized } from '../../../lib/localized'

type BlogPostSummary = components['schemas']['BlogPostSummary']

export function BlogPostCard({ post }: { post: BlogPostSummary }) {
  const { t, i18n } = useTranslation('blog')
  const localized = useLocalized()
  const title = localized(post.title)
  return (
    <article className="blog-card card">
      <h2 className="blog-card__title">
        <Link to={`/blog/${post.slug}`}>{title}</Link>
      </h2>
      <p className="blog-card__byline">
        {t('byline', { author: post.author, date: formatDate(post.publishedAt, i18n.language) })}
      </p>
      <p>{localized(post.excerpt)}</p>
      <Link to={`/blog/${post.slug}`} className="blog-card__more" aria-label={t('readMoreLabel', { title })}>
        {t('readMore')}
      </Link>
    </article>
  )
}
