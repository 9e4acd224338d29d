import { formatIndianPhone, telLink, whatsAppLink } from '../../../lib/format'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { isProblem, problemStatus } from '../../../api/problem'
import { useToast } from '../../../components/toasts/toastContext'
import { useOwnProfile } from '../../../lib/sessionHooks'
import { ProfileSection } from './ProfileSection'
import { useRevealContact } from '../api/profile'

interface ContactSectionProps {
  userId: string
  name: string
  phone: string | undefined
  email: string | undefined
  canRevealContact: boolean
}

const PAYMENT_REQUIRED = 402

/**
 * Contact details (decisions §4): shown when the server sent them; otherwise a subscriber with
 * allowance left may reveal them (one unit); everyone else is asked to upgrade.
 */
export function ContactSection({ userId, name, phone, email, canRevealContact }: ContactSectionProps) {
  const { t } = useTranslation('userProfile')
  const toast = useToast()
  const reveal = useRevealContact()
  const [denied, setDenied] = useState(false)
  // The viewer's own membership: what is left to reveal, and which plan an upgrade pre-selects.
  const membership = useOwnProfile().data?.userData
  const left = membership?.subscription?.contactsRemaining
  const upgradeTo = `/buy?plan=${membership?.upgradePlan ?? 'standard'}`

  const revealed = reveal.data
  const shownPhone = phone ?? revealed?.phone
  const shownEmail = email ?? revealed?.email

  const open = () => {
    reveal.mutate(
      { params: { path: { userId } } },
      {
        onError: (error) => {
          if (problemStatus(error) === PAYMENT_REQUIRED) {
            setDenied(true)
            // The server says which gate closed (no plan, or the allowance used up), in the reader's language.
            toast.show('error', isProblem(error) ? error.message : t('contact.paymentRequired'))
          } else {
            toast.show('error', t('contact.revealError'))
          }
        },
      },
    )
  }

  let body
  if (shownPhone || shownEmail) {
    body = (
      <>
        <dl className="profile-facts">
          {shownPhone && (
            <div className="profile-facts__row">
              <dt>{t('fields.phone')}</dt>
              <dd>
                <a href={telLink(shownPhone)} aria-label={`${t('contact.call', { name })}: ${formatIndianPhone(shownPhone)}`}>
                  {formatIndianPhone(shownPhone)}
                </a>{' '}
                ·{' '}
                <a href={whatsAppLink(shownPhone)} target="_blank" rel="noopener noreferrer">
                  {t('contact.whatsApp')}
                </a>
              </dd>
            </div>
          )}
          {shownEmail && (
            <div className="profile-facts__row">
              <dt>{t('fields.email')}</dt>
              <dd>
                <a href={`mailto:${shownEmail}`} aria-label={`${t('contact.mail', { name })}: ${shownEmail}`}>
                  {shownEmail}
                </a>
              </dd>
            </div>
          )}
        </dl>
        {revealed && (
          <p className="profile-contact__note" role="status">
            {revealed.remaining === null || revealed.remaining === undefined
              ? t('contact.unlimited')
              : t('contact.remaining', { count: revealed.remaining })}
          </p>
        )}
      </>
    )
  } else if (canRevealContact && !denied) {
    body = (
      <div className="profile-contact">
        <p className="profile-contact__note">{t('contact.revealHint')}</p>
        {left !== undefined && (
          <p className="profile-contact__note">{left === null ? t('contact.unlimited') : t('contact.remaining', { count: left })}</p>
        )}
        <button type="button" className="button button--primary" onClick={open} disabled={reveal.isPending}>
          {reveal.isPending ? t('contact.revealing') : t('contact.reveal')}
        </button>
      </div>
    )
  } else {
    body = (
      <div className="profile-contact">
        <p>{t('contact.upgradeText')}</p>
        <Link to={upgradeTo} className="button button--primary">
          {t('contact.upgrade')}
        </Link>
      </div>
    )
  }

  return (
    <ProfileSection id="profile-contact" title={t('sections.contact')}>
      {body}
    </ProfileSection>
  )
}
