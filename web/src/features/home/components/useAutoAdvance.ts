import { useEffect, useState } from 'react'

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches,
  )
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(REDUCED_MOTION_QUERY)
    const update = () => setReduced(query.matches)
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return reduced
}

interface AutoAdvanceOptions {
  enabled: boolean
  intervalMs: number
  /** Changes whenever the visible slide changes, so a manual move restarts the wait. */
  position: number
  advance: () => void
}

/**
 * Moves a carousel on by itself unless the visitor asked for reduced motion; the caller turns it
 * off while the pointer or focus is inside (WCAG 2.2.2 Pause, Stop, Hide).
 */
export function useAutoAdvance({ enabled, intervalMs, position, advance }: AutoAdvanceOptions): { motionAllowed: boolean } {
  const reducedMotion = usePrefersReducedMotion()
  const running = enabled && !reducedMotion
  useEffect(() => {
    if (!running) return
    const timer = window.setTimeout(advance, intervalMs)
    return () => window.clearTimeout(timer)
  }, [running, intervalMs, position, advance])
  return { motionAllowed: !reducedMotion }
}
