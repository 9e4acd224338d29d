import { describe, expect, it } from 'vitest'
import { destinationFor, searchUrlFor, validateQuickSearch, type QuickSearchValues } from './quickSearch'

const valid: QuickSearchValues = { lookingFor: 'bride', ageFrom: '24', ageTo: '30', religion: '', motherTongue: '' }

describe('validateQuickSearch', () => {
  it.each([
    ['17', 'ageRange'],
    ['101', 'ageRange'],
    ['25.5', 'ageRange'],
    ['abc', 'ageRange'],
    [' ', 'ageRequired'],
  ])('rejects age from %j as %s', (ageFrom, problem) => {
    expect(validateQuickSearch({ ...valid, ageFrom })).toEqual({ ageFrom: problem })
  })

  it('accepts the bounds 18 and 100', () => {
    expect(validateQuickSearch({ ...valid, ageFrom: '18', ageTo: '100' })).toEqual({})
  })

  it('flags "to" when from is greater than to', () => {
    expect(validateQuickSearch({ ...valid, ageFrom: '35', ageTo: '30' })).toEqual({ ageTo: 'ageOrder' })
  })

  it('allows from equal to to', () => {
    expect(validateQuickSearch({ ...valid, ageFrom: '30', ageTo: '30' })).toEqual({})
  })
})

describe('searchUrlFor and destinationFor', () => {
  it('leaves out empty optional filters', () => {
    expect(searchUrlFor(valid)).toBe('/search?lookingFor=bride&min_age=24&max_age=30')
  })

  it('includes religion and mother tongue when chosen', () => {
    expect(searchUrlFor({ ...valid, lookingFor: 'groom', religion: 'hindu', motherTongue: 'marathi' })).toBe(
      '/search?lookingFor=groom&min_age=24&max_age=30&religion=hindu&motherTongue=marathi',
    )
  })

  it('sends a visitor to log in first, with the search as next', () => {
    const url = '/search?lookingFor=bride&min_age=24&max_age=30'
    expect(destinationFor(url, false)).toBe(`/login?next=${encodeURIComponent(url)}`)
    expect(destinationFor(url, true)).toBe(url)
  })
})
