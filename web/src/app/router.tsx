import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { Layout } from './layout/Layout'

// Every screen is its own chunk; only the layout ships with the entry.
const HomeRoute = lazy(() => import('../features/home/routes/HomeRoute').then((m) => ({ default: m.HomeRoute })))
const AboutRoute = lazy(() => import('../features/site-pages/routes/AboutRoute').then((m) => ({ default: m.AboutRoute })))
const PrivacyRoute = lazy(() =>
  import('../features/site-pages/routes/PrivacyRoute').then((m) => ({ default: m.PrivacyRoute })),
)
const TermsRoute = lazy(() => import('../features/site-pages/routes/TermsRoute').then((m) => ({ default: m.TermsRoute })))
const NotFoundRoute = lazy(() =>
  import('../features/site-pages/routes/NotFoundRoute').then((m) => ({ default: m.NotFoundRoute })),
)
const BlogListRoute = lazy(() => import('../features/blog/routes/BlogListRoute').then((m) => ({ default: m.BlogListRoute })))
const BlogPostRoute = lazy(() => import('../features/blog/routes/BlogPostRoute').then((m) => ({ default: m.BlogPostRoute })))
const ContactRoute = lazy(() => import('../features/contact/routes/ContactRoute').then((m) => ({ default: m.ContactRoute })))
const FeedbackRoute = lazy(() =>
  import('../features/feedback/routes/FeedbackRoute').then((m) => ({ default: m.FeedbackRoute })),
)

/**
 * Declarative routes rather than a data router: nothing here uses loaders or actions, and
 * leaving the data-router machinery out keeps the home page inside its JavaScript budget.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeRoute />} />
        <Route path="about" element={<AboutRoute />} />
        <Route path="blog" element={<BlogListRoute />} />
        <Route path="blog/:slug" element={<BlogPostRoute />} />
        <Route path="feedback" element={<FeedbackRoute />} />
        <Route path="pandp" element={<PrivacyRoute />} />
        <Route path="tandc" element={<TermsRoute />} />
        <Route path="contact" element={<ContactRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  )
}
