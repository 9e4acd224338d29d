import { useTranslation } from '../../../lib/i18n'
import { useSearchParams } from 'react-router-dom'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { Pagination } from '../../../components/Pagination'
import { Spinner } from '../../../components/Spinner'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { BlogPostCard } from '../components/BlogPostCard'
import { registerBlogTranslations } from '../i18n'
import '../blog.css'
import { useBlogPosts } from '../api/blog'

await registerBlogTranslations()

function pageFrom(raw: string | null): number {
  const page = Number(raw)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

export function BlogListRoute() {
  const { t } = useTranslation('blog')
  useDocumentTitle(t('documentTitle'))
  const [searchParams] = useSearchParams()
  const page = pageFrom(searchParams.get('page'))
  const posts = useBlogPosts(page)

  return (
    <div className="page container container--narrow">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      {posts.isPending ? (
        <Spinner />
      ) : posts.isError ? (
        <ErrorState error={posts.error} title={t('error')} onRetry={() => void posts.refetch()} />
      ) : posts.data.posts.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <>
          <div className="blog-list">
            {posts.data.posts.map((post) => (
              <BlogPostCard key={post.slug} post={post} />
            ))}
          </div>
          <Pagination page={page} totalPages={posts.data.totalPages} hrefFor={(target) => `/blog?page=${target}`} />
        </>
      )}
    </div>
  )
}
