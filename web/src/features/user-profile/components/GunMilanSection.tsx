import type { components } from '../../../api/schema.gen'
import { formatNumber } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'

type GunMilan = components['schemas']['GunMilan']

/** 18 of 36 is where families usually start to consider a match (docs/adr/0015-matching.md). */
const GOOD_MATCH_POINTS = 18

/** The Ashtakoota match with the viewer: the total out of 36 and each of the eight kootas. */
export function GunMilanSection({ gunMilan }: { gunMilan: GunMilan }) {
  const { t, i18n } = useTranslation('userProfile')
  const number = (value: number) => formatNumber(value, i18n.language)
  return (
    <div className="gun-milan">
      <h3 className="gun-milan__title">{t('gunMilan.title')}</h3>
      <p className="gun-milan__total">
        {t('gunMilan.total', { points: number(gunMilan.points), max: number(36) })}{' '}
        <span className={gunMilan.points >= GOOD_MATCH_POINTS ? 'gun-milan__verdict--good' : 'gun-milan__verdict--low'}>
          {gunMilan.points >= GOOD_MATCH_POINTS ? t('gunMilan.good') : t('gunMilan.low')}
        </span>
      </p>
      {gunMilan.horoscopes && <p className="gun-milan__from">{t(`gunMilan.from.${gunMilan.horoscopes}`)}</p>}
      <table className="gun-milan__table">
        <caption className="visually-hidden">{t('gunMilan.kootas')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('gunMilan.koota')}</th>
            <th scope="col">{t('gunMilan.points')}</th>
          </tr>
        </thead>
        <tbody>
          {gunMilan.kootas.map((koota) => (
            <tr key={koota.name}>
              <th scope="row">{t(`gunMilan.names.${koota.name}`)}</th>
              <td>{t('gunMilan.outOf', { points: number(koota.points), max: number(koota.max) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
