import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storiesFixture } from '../../../test/fixtures'
import { registerHomeTranslations } from '../i18n'
import { StoriesSlider } from './StoriesSlider'

await registerHomeTranslations()

const { stories } = storiesFixture

function visibleCouple(): string | null {
  const visible = screen.getAllByRole('group', { hidden: true }).filter((slide) => !slide.hidden)
  expect(visible).toHaveLength(1)
  return visible[0]!.querySelector('h3')?.textContent ?? null
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next story' }))
const previous = () => fireEvent.click(screen.getByRole('button', { name: 'Previous story' }))

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

describe('success stories slider', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('renders every story as a labelled slide, showing the first', () => {
    render(<StoriesSlider stories={stories} />)
    const slides = screen.getAllByRole('group', { hidden: true })
    expect(slides).toHaveLength(3)
    expect(slides[0]!.getAttribute('aria-roledescription')).toBe('slide')
    expect(slides[0]!.getAttribute('aria-label')).toBe('1 of 3')
    expect(visibleCouple()).toBe('Aarti & Siddharth')
  })

  it('next and previous wrap around both ends', () => {
    render(<StoriesSlider stories={stories} />)
    previous()
    expect(visibleCouple()).toBe('Sneha & Aniket')
    next()
    expect(visibleCouple()).toBe('Aarti & Siddharth')
    next()
    next()
    expect(visibleCouple()).toBe('Sneha & Aniket')
    next()
    expect(visibleCouple()).toBe('Aarti & Siddharth')
  })

  it('dots jump to a story and mark the current one', () => {
    render(<StoriesSlider stories={stories} />)
    const dot = screen.getByRole('button', { name: 'Show story 2: Priya & Rohan' })
    fireEvent.click(dot)
    expect(visibleCouple()).toBe('Priya & Rohan')
    expect(dot.getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Show story 1: Aarti & Siddharth' }).getAttribute('aria-current')).toBeNull()
  })

  it('advances by itself and pauses while hovered', () => {
    stubReducedMotion(false)
    vi.useFakeTimers()
    render(<StoriesSlider stories={stories} intervalMs={1000} />)
    act(() => void vi.advanceTimersByTime(1000))
    expect(visibleCouple()).toBe('Priya & Rohan')

    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Success stories' }))
    act(() => void vi.advanceTimersByTime(5000))
    expect(visibleCouple()).toBe('Priya & Rohan')

    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Success stories' }))
    act(() => void vi.advanceTimersByTime(1000))
    expect(visibleCouple()).toBe('Sneha & Aniket')
  })

  it('can be paused with its own button', () => {
    stubReducedMotion(false)
    vi.useFakeTimers()
    render(<StoriesSlider stories={stories} intervalMs={1000} />)
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slides' }))
    // Clicking moved focus inside, which pauses too; leave focus to prove the button alone holds it.
    fireEvent.blur(screen.getByRole('button', { name: 'Play automatic slides' }), { relatedTarget: document.body })
    act(() => void vi.advanceTimersByTime(5000))
    expect(visibleCouple()).toBe('Aarti & Siddharth')
  })

  it('stays still when the visitor prefers reduced motion', () => {
    stubReducedMotion(true)
    vi.useFakeTimers()
    render(<StoriesSlider stories={stories} intervalMs={1000} />)
    act(() => void vi.advanceTimersByTime(5000))
    expect(visibleCouple()).toBe('Aarti & Siddharth')
    expect(screen.queryByRole('button', { name: 'Pause automatic slides' })).toBeNull()
  })
})
