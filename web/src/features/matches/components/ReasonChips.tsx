import type { components } from '../../../api/schema.gen'
import { useOptionLabels } from '../../../components/MemberCard/useOptionLabels'
import { formatHeight } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'

type MatchReason = components['schemas']['MatchReason']

/**
 * What the compatibility score weighed, as chips: "Age 27 ✓ · Pune ✓ · Maratha ✓ · Manglik ✗".
 * The tick and cross are decoration; each chip says "fits" or "does not fit" in words for
 * screen readers, and the colour is never the only sign.
 */
export function ReasonChips({ reasons, score }: { reasons: readonly MatchReason[]; score?: number }) {
  const { t, i18n } = useTranslation('matches')
  const label = useOptionLabels()
  if (reasons.length === 0) return null

  const text = (reason: MatchReason): string => {
    const value = reason.value ?? ''
    switch (reason.criterion) {
      case 'age':
        return t('reasons.age', { value: Number(value) })
      case 'religion':
        return label('religions', value) || t('reasons.religion')
      case 'caste':
        return label('castes', value) || t('reasons.caste')
      case 'location':
        return label('cities', value) || t('reasons.location')
      case 'height':
        return value ? formatHeight(Number(value), i18n.language) : t('reasons.height')
      case 'maritalStatus':
        return label('maritalStatuses', value) || t('reasons.maritalStatus')
      case 'manglik':
        return t('reasons.manglik', { value: label('manglik', value) })
      case 'motherTongue':
        return label('motherTongues', value) || t('reasons.motherTongue')
      case 'gunMilan':
        return t('reasons.gunMilan', { value: Number(value) })
      case 'mutual':
        return t('reasons.mutual')
    }
  }

  return (
    <div className="reason-chips">
      {score !== undefined && <p className="reason-chips__score">{t('score', { score })}</p>}
      <ul className="reason-chips__list" aria-label={t('reasons.label')}>
        {reasons.map((reason) => (
          <li key={reason.criterion} className={`reason-chip ${reason.met ? 'reason-chip--met' : 'reason-chip--unmet'}`}>
            {text(reason)} <span aria-hidden="true">{reason.met ? '✓' : '✗'}</span>
            <span className="visually-hidden">{reason.met ? t('reasons.met') : t('reasons.unmet')}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
