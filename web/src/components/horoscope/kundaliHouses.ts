import type { components } from '../../api/schema.gen'

type Graha = components['schemas']['Graha']
export type Kundali = components['schemas']['Kundali']
export type GrahaName = Graha['graha']

/** What one house of the chart holds: its rashi (value and number, 1 = Mesha) and the grahas in it. */
export interface KundaliHouse {
  house: number
  /** The rashi's option value; absent until the option list is here or when it lacks the lagna. */
  rashi?: string
  rashiNumber?: number
  grahas: Graha[]
}

/**
 * The twelve whole-sign houses of a kundali (docs/horoscope.md, "The chart on screen"): house h
 * holds the rashi `lagna + h − 1` counted round the zodiac, numbered by its place in the served
 * rashi list (GET /api/meta/options, Mesha first), so the list is the one source of the order.
 * Grahas go where the server's `house` puts them, in the order it answers them.
 */
export function kundaliHouses(kundali: Kundali, rashiOrder: readonly string[]): KundaliHouse[] {
  const lagna = rashiOrder.indexOf(kundali.lagna)
  return Array.from({ length: 12 }, (_, index) => {
    const house = index + 1
    const sign = lagna < 0 ? undefined : (lagna + index) % rashiOrder.length
    return {
      house,
      ...(sign === undefined ? {} : { rashi: rashiOrder[sign], rashiNumber: sign + 1 }),
      grahas: kundali.grahas.filter((graha) => graha.house === house),
    }
  })
}

/** Rahu and Ketu always move backwards, so charts do not mark them (docs/horoscope.md). */
export function markedRetrograde(graha: Graha): boolean {
  return graha.retrograde === true && graha.graha !== 'rahu' && graha.graha !== 'ketu'
}

type Point = readonly [number, number]

/** Where a house is drawn in the chart's 300 × 300 box. */
export interface HouseShape {
  /** The corners of the house. */
  points: readonly Point[]
  /** The centre of the rashi number, tucked into the corner that points to the chart's centre. */
  numberAt: Point
  /** The middle of the grahas' block. */
  grahasAt: Point
  /** How many characters of graha names fit in a row there. */
  rowChars: number
}

export const CHART_SIZE = 300
const S = CHART_SIZE
const H = S / 2
const Q = S / 4

/*
 * The North Indian chart: a square, its diagonals and the diamond joining the midpoints of its
 * sides. House 1 is the top diamond and the rest follow counter-clockwise: 2 and 3 the top-left
 * corner's triangles, 4 the left diamond, 5 and 6 the bottom-left triangles, 7 the bottom diamond,
 * 8 and 9 the bottom-right triangles, 10 the right diamond, 11 and 12 the top-right triangles.
 */
export const HOUSE_SHAPES: readonly HouseShape[] = [
  { points: [[H, 0], [S - Q, Q], [H, H], [Q, Q]], numberAt: [H, H - 18], grahasAt: [H, Q - 8], rowChars: 14 },
  { points: [[0, 0], [H, 0], [Q, Q]], numberAt: [Q, Q - 14], grahasAt: [Q, 24], rowChars: 12 },
  { points: [[0, 0], [Q, Q], [0, H]], numberAt: [Q - 14, Q], grahasAt: [24, Q], rowChars: 6 },
  { points: [[0, H], [Q, Q], [H, H], [Q, S - Q]], numberAt: [H - 18, H], grahasAt: [Q - 10, H], rowChars: 14 },
  { points: [[0, H], [Q, S - Q], [0, S]], numberAt: [Q - 14, S - Q], grahasAt: [24, S - Q], rowChars: 6 },
  { points: [[0, S], [Q, S - Q], [H, S]], numberAt: [Q, S - Q + 14], grahasAt: [Q, S - 22], rowChars: 12 },
  { points: [[H, S], [Q, S - Q], [H, H], [S - Q, S - Q]], numberAt: [H, H + 18], grahasAt: [H, S - Q + 12], rowChars: 14 },
  { points: [[H, S], [S - Q, S - Q], [S, S]], numberAt: [S - Q, S - Q + 14], grahasAt: [S - Q, S - 22], rowChars: 12 },
  { points: [[S, S], [S - Q, S - Q], [S, H]], numberAt: [S - Q + 14, S - Q], grahasAt: [S - 24, S - Q], rowChars: 6 },
  { points: [[S, H], [S - Q, S - Q], [H, H], [S - Q, Q]], numberAt: [H + 18, H], grahasAt: [S - Q + 10, H], rowChars: 14 },
  { points: [[S, H], [S - Q, Q], [S, 0]], numberAt: [S - Q + 14, Q], grahasAt: [S - 24, Q], rowChars: 6 },
  { points: [[S, 0], [S - Q, Q], [H, 0]], numberAt: [S - Q, Q - 14], grahasAt: [S - Q, 24], rowChars: 12 },
]

/** Graha labels in rows of at most `rowChars` characters (a label longer than that gets a row of its own). */
export function labelRows<T>(items: readonly T[], labelOf: (item: T) => string, rowChars: number): T[][] {
  const rows: T[][] = []
  let width = 0
  for (const item of items) {
    const length = [...labelOf(item)].length
    const current = rows[rows.length - 1]
    if (current && width + 1 + length <= rowChars) {
      current.push(item)
      width += 1 + length
    } else {
      rows.push([item])
      width = length
    }
  }
  return rows
}
