import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { Layout } from './layout/Layout'

// Every screen is its own chunk; only the layout ships with the entry.
const HomeRoute = lazy(() => import('../features/home/routes/HomeRoute').then((m) => ({ default: m.HomeRoute })))
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
        <Route index element={<HomeRoute />} />
        <Route path="*" element={<SiteRoutes />} />
      </Route>
    </Routes>
  )
}
