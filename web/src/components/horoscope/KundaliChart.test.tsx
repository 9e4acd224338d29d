import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppProviders } from '../../app/providers'
import { switchLanguage } from '../../lib/i18n'
import { stubFetch } from '../../test/fetchStub'
import { kundaliFixture, optionsFixture, rashisFixture } from '../../test/fixtures'
import { testQueryClient } from '../../test/queryClient'
import { KundaliChart } from './KundaliChart'

afterEach(() => switchLanguage('en'))

async function showChart(kundali = kundaliFixture) {
  stubFetch({ 'GET /api/meta/options': { ...optionsFixture, rashis: rashisFixture } })
  const view = render(
    <AppProviders queryClient={testQueryClient()}>
      <KundaliChart kundali={kundali} />
    </AppProviders>,
  )
  const chart = screen.getByRole('img', { name: /^Kundali|^कुंडली/ })
  // The rashi numbers come with the option list.
  await within(chart).findByText(/^(6|६)$/)
  return { chart, view }
}

/** The text a sighted reader sees in one house of the drawing, in reading order. */
function houseText(chart: HTMLElement, house: number): string[] {
  const group = chart.querySelector(`[data-house="${house}"]`)!
  return [...group.querySelectorAll('text')].flatMap((text) =>
    text.classList.contains('kundali__rashi') ? [`#${text.textContent}`] : [...text.querySelectorAll('tspan')].map((span) => span.textContent ?? ''),
  )
}

/** The table behind "The chart as a list", row by row: house, rashi, grahas. */
function listRows(summary: string): string[][] {
  fireEvent.click(screen.getByText(summary))
  const table = screen.getByRole('table')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''))
}

describe('the kundali chart', () => {
  it('puts each house’s rashi number and each graha where the lagna and the server’s houses say', async () => {
    const { chart } = await showChart()
    expect(chart.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText('Kundali (North Indian chart), lagna Kanya (Virgo)')).toBeTruthy()
    // Kanya is rashi 6, so house 1 holds 6 and the count goes round: house 8 holds 1 (Mesha), house 12 holds 5.
    expect(houseText(chart, 1)).toEqual(['#6', 'Ma'])
    expect(houseText(chart, 3)).toEqual(['#8', 'Sa(R)'])
    expect(houseText(chart, 5)).toEqual(['#10', 'Ke'])
    expect(houseText(chart, 7)).toEqual(['#12', 'Ve'])
    expect(houseText(chart, 8)).toEqual(['#1', 'Su', 'Me'])
    expect(houseText(chart, 11)).toEqual(['#4', 'Ra'])
    expect(houseText(chart, 12)).toEqual(['#5'])

    const rows = listRows('The chart as a list')
    expect(rows).toHaveLength(12)
    expect(rows[0]).toEqual(['1', '6 Kanya (Virgo)', 'Mars (Mangal)'])
    expect(rows[2]).toEqual(['3', '8 Vrishchika (Scorpio)', 'Saturn (Shani), retrograde'])
    expect(rows[7]).toEqual(['8', '1 Mesha (Aries)', 'Sun (Surya), Mercury (Budh)'])
    expect(rows[10]).toEqual(['11', '4 Karka (Cancer)', 'Rahu'])
    expect(rows[11]).toEqual(['12', '5 Simha (Leo)', 'None'])
  })

  it('draws house 1 as the top diamond and counts the rest counter-clockwise', async () => {
    const { chart } = await showChart({ lagna: 'mesha', grahas: [] })
    const corners = (house: number) => chart.querySelector(`[data-house="${house}"] polygon`)!.getAttribute('points')
    expect(corners(1)).toBe('150,0 225,75 150,150 75,75')
    expect(corners(2)).toBe('0,0 150,0 75,75')
    expect(corners(4)).toBe('0,150 75,75 150,150 75,225')
    expect(corners(7)).toBe('150,300 75,225 150,150 225,225')
    expect(corners(10)).toBe('300,150 225,225 150,150 225,75')
    // A Mesha lagna: the houses hold rashis 1 to 12 in order.
    expect(Array.from({ length: 12 }, (_, index) => houseText(chart, index + 1)[0])).toEqual(
      Array.from({ length: 12 }, (_, index) => `#${index + 1}`),
    )
  })

  it('reads in Marathi: Devanagari numbers, Marathi graha names, (व) for retrograde', async () => {
    await switchLanguage('mr')
    const { chart } = await showChart()
    expect(screen.getByText('कुंडली (उत्तर भारतीय पद्धत), लग्न कन्या')).toBeTruthy()
    expect(houseText(chart, 1)).toEqual(['#६', 'मं'])
    expect(houseText(chart, 3)).toEqual(['#८', 'श(व)'])
    expect(houseText(chart, 8)).toEqual(['#१', 'र', 'बु'])
    expect(houseText(chart, 9)).toEqual(['#२', 'चं'])
    const rows = listRows('कुंडली यादीच्या रूपात')
    expect(rows[7]).toEqual(['८', '१ मेष', 'रवि (सूर्य), बुध'])
    expect(rows[2]).toEqual(['३', '८ वृश्चिक', 'शनि, वक्री'])
  })
})
