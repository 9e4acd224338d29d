import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { useIsSignedIn } from '../lib/session'
import { Layout } from './layout/Layout'

// Every screen is its own chunk; only the layout ships with the entry.
const HomeRoute = lazy(() => import('../features/home/routes/HomeRoute').then((m) => ({ default: m.HomeRoute })))
// "/" for a signed-in member: their day and matches (docs/product.md §9), a chunk of its own.
const MemberHomeRoute = lazy(() =>
  import('../features/matches/routes/MemberHomeRoute').then((m) => ({ default: m.MemberHomeRoute })),
)
// All other pages — add new routes in SiteRoutes.tsx.
const SiteRoutes = lazy(() => import('./SiteRoutes').then((m) => ({ default: m.SiteRoutes })))

/**
 * Declarative routes rather than a data router: nothing here uses loaders or actions, and
 * leaving the data-router machinery out keeps the home page inside its JavaScript budget.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<IndexRoute />} />
        <Route path="*" element={<SiteRoutes />} />
      </Route>
    </Routes>
  )
}

/** The marketing home for visitors; a signed-in member never lands on it. */
function IndexRoute() {
  return useIsSignedIn() ? <MemberHomeRoute /> : <HomeRoute />
}
