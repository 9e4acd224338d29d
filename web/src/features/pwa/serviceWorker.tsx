import './pwa.css'
import { createRoot } from 'react-dom/client'
import { registerSW } from 'virtual:pwa-register'
import { registerPwaTranslations } from './i18n'
import { UpdateBanner } from './UpdateBanner'

/*
 * Registers the service worker vite-plugin-pwa builds (vite.config.ts; what it caches and why is
 * in docs/pwa.md). This module is loaded only after the page's load event (main.tsx), in a chunk
 * of its own, so neither the first paint nor the home page's JavaScript budget pays for it.
 *
 * A new version is installed in the background and waits; the member is asked before it takes
 * over (registerType "prompt"), in a banner with its own small root so no page has to host it.
 */
export function registerAppServiceWorker(): void {
  let banner: { element: HTMLElement; unmount: () => void } | undefined
  const close = () => {
    banner?.unmount()
    banner?.element.remove()
    banner = undefined
  }
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      if (banner) return
      void registerPwaTranslations().then(() => {
        if (banner) return
        const element = document.createElement('div')
        document.body.append(element)
        const root = createRoot(element)
        root.render(<UpdateBanner onReload={() => void updateServiceWorker(true)} onDismiss={close} />)
        banner = { element, unmount: () => root.unmount() }
      })
    },
  })
}
