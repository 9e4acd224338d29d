import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

/** A lazily loaded page may take a while to render its heading; past this, focus stays put. */
const HEADING_WAIT_MS = 10_000

/**
 * After an in-app navigation (not the first load, where the browser does this itself), a screen
 * reader or keyboard user is put where a full page load would put them: focus moves to the new
 * page's main heading, and the page's title is announced through a polite live region. Without
 * this, focus stays on the link just used, in a header that did not change.
 */
export function FocusOnNavigate() {
  const { pathname } = useLocation()
  const first = useRef(true)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    let done = false
    const focusHeading = (): boolean => {
      const heading = document.querySelector<HTMLElement>('#main h1')
      if (!heading) return false
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
      // The route sets the title in an effect of its own: read it once it has run.
      requestAnimationFrame(() => setAnnouncement(document.title))
      return true
    }
    if (focusHeading()) return
    const main = document.getElementById('main')
    if (!main) return
    const observer = new MutationObserver(() => {
      if (!done && focusHeading()) {
        done = true
        observer.disconnect()
      }
    })
    observer.observe(main, { childList: true, subtree: true })
    const stop = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS)
    return () => {
      observer.disconnect()
      clearTimeout(stop)
    }
  }, [pathname])

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  )
}
