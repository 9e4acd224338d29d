import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ListSkeleton } from './ListSkeleton'

describe('ListSkeleton', () => {
  it('announces the loading once and hides its placeholder rows from assistive technology', () => {
    const { container } = render(<ListSkeleton rows={3} label="Loading messages" />)
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Loading messages')
    expect(container.querySelectorAll('.list-skeleton__row')).toHaveLength(3)
    expect(container.querySelector('.list-skeleton')?.getAttribute('aria-hidden')).toBe('true')
  })
})
