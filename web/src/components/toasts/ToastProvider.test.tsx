import { act, fireEvent, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useToast } from './toastContext'
import { TOAST_DURATION_MS, ToastProvider } from './ToastProvider'

function Show({ kind, message }: { kind: 'success' | 'error'; message: string }) {
  const toast = useToast()
  useEffect(() => toast.show(kind, message), [toast, kind, message])
  return null
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('a confirmation leaves after its time on screen, not counting time hovered or focused', () => {
    render(
      <ToastProvider>
        <Show kind="success" message="Saved" />
      </ToastProvider>,
    )
    const toast = screen.getByRole('status')
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000))
    fireEvent.mouseEnter(toast)
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3))
    expect(screen.getByText('Saved')).toBeTruthy()
    fireEvent.mouseLeave(toast)
    fireEvent.focus(toast)
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3))
    expect(screen.getByText('Saved')).toBeTruthy()
    fireEvent.blur(toast)
    act(() => vi.advanceTimersByTime(999))
    expect(screen.getByText('Saved')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Saved')).toBeNull()
  })

  it('an error stays until dismissed', () => {
    render(
      <ToastProvider>
        <Show kind="error" message="Could not save" />
      </ToastProvider>,
    )
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 20))
    expect(screen.getByRole('alert').textContent).toContain('Could not save')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
