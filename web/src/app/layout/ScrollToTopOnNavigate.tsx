import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** A new page starts at its top, as it would on a full page load. */
export function ScrollToTopOnNavigate() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname, search])
  return null
}
