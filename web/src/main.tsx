import './app/styles/fonts.css'
import './app/styles/global.css'
import './components/components.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { i18n, isLanguage, prepareLanguage } from './lib/i18n'

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain #root')

// A returning Marathi reader gets Marathi from the first paint, not English then a flip.
await prepareLanguage(isLanguage(i18n.language) ? i18n.language : 'en').catch(() => undefined)

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

// The service worker (the installable app, docs/pwa.md) is registered once the page has loaded,
// from a chunk of its own: it never competes with the first paint or the home page's budget.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./features/pwa/serviceWorker').then((module) => module.registerAppServiceWorker())
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
