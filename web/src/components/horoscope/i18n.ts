import { registerTranslations } from '../../lib/i18n'

export const kundaliEn = {
  caption: 'Kundali (North Indian chart), lagna {{lagna}}',
  legend: 'House 1 is the top centre diamond, the rest follow counter-clockwise. Each house shows its rashi’s number (1 Mesha … 12 Meena); (R) marks a retrograde graha.',
  asList: 'The chart as a list',
  table: {
    caption: 'Houses of the kundali, lagna {{lagna}}',
    house: 'House',
    rashi: 'Rashi',
    grahas: 'Grahas',
    rashiCell: '{{number}} {{name}}',
    none: 'None',
  },
  /** As drawn in the chart. */
  short: {
    sun: 'Su',
    moon: 'Mo',
    mars: 'Ma',
    mercury: 'Me',
    jupiter: 'Ju',
    venus: 'Ve',
    saturn: 'Sa',
    rahu: 'Ra',
    ketu: 'Ke',
    retrograde: '{{graha}}(R)',
  },
  /** As read in the list. */
  names: {
    sun: 'Sun (Surya)',
    moon: 'Moon (Chandra)',
    mars: 'Mars (Mangal)',
    mercury: 'Mercury (Budh)',
    jupiter: 'Jupiter (Guru)',
    venus: 'Venus (Shukra)',
    saturn: 'Saturn (Shani)',
    rahu: 'Rahu',
    ketu: 'Ketu',
    retrograde: '{{graha}}, retrograde',
  },
}

export type KundaliMessages = typeof kundaliEn

export function registerKundaliTranslations(): Promise<void> {
  return registerTranslations('kundali', kundaliEn, () => import('./i18n.mr').then((module) => module.kundaliMr))
}
