/** One slot of the page list: a page number, or a gap standing for the pages left out. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

/** Up to this many pages, every page is listed (docs/product.md §9). */
export const SHOW_ALL_UP_TO = 5

/**
 * The pages a pagination bar lists (docs/product.md §9): every page when there are five or fewer;
 * otherwise the first, the last, the current page with one neighbour on each side, and an
 * ellipsis wherever pages are left out.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages))
  if (total === 0) return []
  const page = Math.min(Math.max(1, Math.floor(current)), total)
  const shown = new Set<number>()
  if (total <= SHOW_ALL_UP_TO) {
    for (let p = 1; p <= total; p++) shown.add(p)
  } else {
    for (const p of [1, page - 1, page, page + 1, total]) if (p >= 1 && p <= total) shown.add(p)
  }
  const items: PageItem[] = []
  let previous = 0
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}-${p}` })
    items.push({ kind: 'page', page: p })
    previous = p
  }
  return items
}
