import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { Pagination } from './Pagination'
import { pageItems } from './paginationModel'

/** The page list as a member reads it: numbers, with … where pages are left out. */
function shown(current: number, total: number): string {
  return pageItems(current, total)
    .map((item) => (item.kind === 'gap' ? '…' : String(item.page)))
    .join(' ')
}

describe('pageItems (docs/product.md §9)', () => {
  it.each([
    // ≤ 5 pages: every page, no ellipsis
    [1, 0, ''],
    [1, 1, '1'],
    [1, 2, '1 2'],
    [3, 5, '1 2 3 4 5'],
    [5, 5, '1 2 3 4 5'],
    [1, 5, '1 2 3 4 5'],
    // more: first, last, current ± 1 and ellipses for every gap
    [1, 6, '1 2 … 6'],
    [2, 6, '1 2 3 … 6'],
    [3, 6, '1 2 3 4 … 6'],
    [4, 6, '1 … 3 4 5 6'],
    [6, 6, '1 … 5 6'],
    [1, 10, '1 2 … 10'],
    [4, 10, '1 … 3 4 5 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [9, 10, '1 … 8 9 10'],
    [10, 10, '1 … 9 10'],
    [84, 167, '1 … 83 84 85 … 167'],
    // out-of-range pages are clamped
    [0, 10, '1 2 … 10'],
    [99, 10, '1 … 9 10'],
  ])('page %i of %i → %s', (current, total, expected) => {
    expect(shown(current, total)).toBe(expected)
  })
})

describe('<Pagination>', () => {
  const renderAt = (page: number, totalPages: number) =>
    render(
      <MemoryRouter>
        <Pagination page={page} totalPages={totalPages} hrefFor={(p) => `/search?caste=maratha&page=${p}`} />
      </MemoryRouter>,
    )

  it('renders nothing for a single page', () => {
    const { container } = renderAt(1, 1)
    expect(container.innerHTML).toBe('')
  })

  it('links every page it lists, marks the current one and keeps the rest of the URL', () => {
    renderAt(5, 10)
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    const current = within(nav).getByRole('link', { name: 'Page 5 of 10' })
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'Page 10 of 10' }).getAttribute('href')).toBe('/search?caste=maratha&page=10')
    expect(within(nav).getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/search?caste=maratha&page=4')
    expect(within(nav).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/search?caste=maratha&page=6')
    expect(within(nav).queryByRole('link', { name: 'Page 2 of 10' })).toBeNull()
  })

  it('does not link Previous on the first page or Next on the last', () => {
    renderAt(1, 3)
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull()
    expect(screen.getByRole('link', { name: /Next/ })).toBeTruthy()
  })
})
