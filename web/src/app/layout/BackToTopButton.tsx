import { useEffect, useState } from 'react'
import { useTranslation } from '../../lib/i18n'

export const BACK_TO_TOP_THRESHOLD_PX = 300

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

export function BackToTopButton() {
  const { t } = useTranslation('layout')
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  if (!visible) return null

  const scrollToTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
    // The button disappears at the top; park focus at the start of the page instead of losing it.
    document.getElementById('page-top')?.focus({ preventScroll: true })
  }

  return (
    <button type="button" className="back-to-top" aria-label={t('backToTop')} onClick={scrollToTop}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" />
      </svg>
    </button>
  )
}
