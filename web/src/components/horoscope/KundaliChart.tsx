import { Fragment, useId } from 'react'
import type { components } from '../../api/schema.gen'
import { useOptions } from '../../api/options'
import { localDigits } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { useLocalized } from '../../lib/localized'
import { registerKundaliTranslations } from './i18n'
import { CHART_SIZE, HOUSE_SHAPES, kundaliHouses, labelRows, markedRetrograde, type Kundali } from './kundaliHouses'
import './kundali-chart.css'

await registerKundaliTranslations()

type Graha = components['schemas']['Graha']

/** The distance between rows of graha names, in the chart's units. */
const ROW_HEIGHT = 14

/**
 * A kundali as the North Indian diamond chart (docs/horoscope.md, "The chart on screen"): the
 * houses fixed, each with its rashi's number and the short names of its grahas, in the reader's
 * language. A screen reader hears the caption and can open the same content as a table.
 */
export function KundaliChart({ kundali }: { kundali: Kundali }) {
  const { t, i18n } = useTranslation('kundali')
  const localized = useLocalized()
  const options = useOptions()
  const id = useId()
  const rashis = options.data?.rashis ?? []
  const houses = kundaliHouses(
    kundali,
    rashis.map((rashi) => rashi.value),
  )
  const rashiName = (value: string | undefined) => {
    const found = rashis.find((rashi) => rashi.value === value)
    return found ? localized(found.label) : (value ?? '')
  }
  const digits = (value: number) => localDigits(String(value), i18n.language)
  const short = (graha: Graha) =>
    markedRetrograde(graha) ? t('short.retrograde', { graha: t(`short.${graha.graha}`) }) : t(`short.${graha.graha}`)
  const name = (graha: Graha) =>
    markedRetrograde(graha) ? t('names.retrograde', { graha: t(`names.${graha.graha}`) }) : t(`names.${graha.graha}`)
  const lagna = rashiName(kundali.lagna)

  return (
    <figure className="kundali">
      <svg
        className="kundali__chart"
        viewBox={`0 0 ${CHART_SIZE} ${CHART_SIZE}`}
        role="img"
        aria-labelledby={`${id}-caption`}
        aria-describedby={`${id}-legend`}
      >
        {houses.map((house, index) => {
          const shape = HOUSE_SHAPES[index]!
          const rows = labelRows(house.grahas, short, shape.rowChars)
          const [x, y] = shape.grahasAt
          return (
            <g key={house.house} data-house={house.house}>
              <polygon
                className={house.house === 1 ? 'kundali__house kundali__house--lagna' : 'kundali__house'}
                points={shape.points.map((point) => point.join(',')).join(' ')}
              />
              {house.rashiNumber !== undefined && (
                <text className="kundali__rashi" x={shape.numberAt[0]} y={shape.numberAt[1]} textAnchor="middle" dominantBaseline="central">
                  {digits(house.rashiNumber)}
                </text>
              )}
              {rows.map((row, rowIndex) => (
                <text
                  key={rowIndex}
                  className="kundali__grahas"
                  x={x}
                  y={y + (rowIndex - (rows.length - 1) / 2) * ROW_HEIGHT}
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {row.map((graha, position) => (
                    <Fragment key={graha.graha}>
                      {position > 0 && ' '}
                      <tspan>{short(graha)}</tspan>
                    </Fragment>
                  ))}
                </text>
              ))}
            </g>
          )
        })}
      </svg>
      <figcaption className="kundali__caption">
        <span id={`${id}-caption`} className="kundali__title">
          {t('caption', { lagna })}
        </span>
        <span id={`${id}-legend`} className="kundali__legend">
          {t('legend')}
        </span>
      </figcaption>
      <details className="kundali__list">
        <summary>{t('asList')}</summary>
        <table>
          <caption className="visually-hidden">{t('table.caption', { lagna })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.house')}</th>
              <th scope="col">{t('table.rashi')}</th>
              <th scope="col">{t('table.grahas')}</th>
            </tr>
          </thead>
          <tbody>
            {houses.map((house) => (
              <tr key={house.house}>
                <th scope="row">{digits(house.house)}</th>
                <td>
                  {house.rashiNumber === undefined ? '' : t('table.rashiCell', { number: house.rashiNumber, name: rashiName(house.rashi) })}
                </td>
                <td>{house.grahas.length === 0 ? t('table.none') : house.grahas.map(name).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
