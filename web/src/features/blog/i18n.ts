import { registerTranslations } from '../../lib/i18n'

export const blogEn = {
  documentTitle: 'Blog',
  title: 'Reshimgathi Blog',
  intro: 'Advice on finding a partner, family conversations and the wedding traditions of Maharashtra.',
  byline: 'By {{author}} · {{date}}',
  readMore: 'Read article',
  readMoreLabel: 'Read article: {{title}}',
  empty: 'No articles yet — please check back soon.',
  error: 'Articles could not be loaded.',
  back: 'All articles',
  post: {
    error: 'This article could not be loaded.',
    notFoundTitle: 'Article not found',
    notFoundBody: 'This article may have been removed, or the address may be wrong.',
  },
}

export type BlogMessages = typeof blogEn

export function registerBlogTranslations(): Promise<void> {
  return registerTranslations('blog', blogEn, () => import('./i18n.mr').then((module) => module.blogMr))
}
