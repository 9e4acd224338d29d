import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n'
import { ToastContext, type ToastApi, type ToastKind } from './toastContext'
import './toasts.css'

/** How long a confirmation stays; its clock stops while it is hovered or focused. */
export const TOAST_DURATION_MS = 5000

interface Toast {
  id: number
  kind: ToastKind
  message: string
}

/**
 * Toasts (WCAG 2.2.1, timing adjustable): a confirmation leaves after TOAST_DURATION_MS of being
 * on screen unattended — hovering or focusing it stops the clock, leaving starts it again with
 * the time it had left; an error stays until the member dismisses it, since it asks them to act.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)
  const timers = useRef(new Map<number, { timer?: ReturnType<typeof setTimeout>; left: number; since: number }>())

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id))
    clearTimeout(timers.current.get(id)?.timer)
    timers.current.delete(id)
  }, [])

  const resume = useCallback(
    (id: number) => {
      const clock = timers.current.get(id)
      if (!clock || clock.timer) return
      clock.since = Date.now()
      clock.timer = setTimeout(() => dismiss(id), clock.left)
    },
    [dismiss],
  )

  const pause = useCallback((id: number) => {
    const clock = timers.current.get(id)
    if (!clock?.timer) return
    clearTimeout(clock.timer)
    clock.timer = undefined
    clock.left = Math.max(0, clock.left - (Date.now() - clock.since))
  }, [])

  const show = useCallback(
    (kind: ToastKind, message: string) => {
      const id = nextId.current++
      setToasts((current) => [...current, { id, kind, message }])
      if (kind !== 'error') {
        timers.current.set(id, { left: TOAST_DURATION_MS, since: Date.now() })
        resume(id)
      }
    },
    [resume],
  )

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((clock) => clearTimeout(clock.timer))
  }, [])

  const api = useMemo<ToastApi>(() => ({ show }), [show])

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastList toasts={toasts} onDismiss={dismiss} onPause={pause} onResume={resume} />
    </ToastContext.Provider>
  )
}

interface ToastListProps {
  toasts: Toast[]
  onDismiss: (id: number) => void
  onPause: (id: number) => void
  onResume: (id: number) => void
}

function ToastList({ toasts, onDismiss, onPause, onResume }: ToastListProps) {
  const { t } = useTranslation()
  return (
    // Not a landmark: each toast announces itself through its own role.
    <div className="toasts">
      {toasts.map((toast) => (
        // Errors interrupt (alert); confirmations wait their turn (status).
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          onMouseEnter={() => onPause(toast.id)}
          onMouseLeave={() => onResume(toast.id)}
          onFocus={() => onPause(toast.id)}
          onBlur={() => onResume(toast.id)}
        >
          <p className="toast__message">{toast.message}</p>
          <button
            type="button"
            className="toast__close"
            aria-label={t('toast.close', { ns: 'common' })}
            onClick={() => onDismiss(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  )
}
