import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link, useLocation } from 'react-router-dom'
import { useOwnProfile, useSession } from '../../../lib/sessionHooks'
import { Avatar } from './Avatar'

/**
 * The logged-in member's account menu: a disclosure button (avatar) that opens a panel with their
 * name, member id, the plan they have (or "Free member"), an upgrade prompt pre-selecting the next
 * plan (every plan but elite) and Dashboard / Edit Profile / Payments / Logout. Escape or clicking elsewhere closes it; Escape returns focus to the button.
 */
export function ProfileMenu() {
  const { t } = useTranslation('memberNav')
  const profile = useOwnProfile()
  const { logout, loggingOut } = useSession()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()

  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    if (!open) return
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOnOutsideClick)
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick)
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      // The header's own Escape handler would close the whole mobile menu too; this closes only ours.
      event.stopPropagation()
      event.nativeEvent.stopImmediatePropagation()
      setOpen(false)
      buttonRef.current?.focus()
    }
  }

  // Tabbing out of the panel closes it, so it never hangs open behind the next control.
  const onBlur = (event: FocusEvent) => {
    if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false)
  }

  const user = profile.data?.userData
  const name = user?.fullName ?? ''
  // The plan the member has (their active subscription); without one they are a free member.
  const planName = user?.plan ? t('menu.plan', { plan: t(`plans.${user.plan}`) }) : t('menu.freeMember')

  return (
    <div className="profile-menu" ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={name ? t('menu.open', { name }) : t('menu.openFallback')}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={user?.profileThumbnail} srcSet={user?.profilePhotoSrcset} name={name} size={40} />
        <span className="profile-menu__button-name" aria-hidden="true">
          {name}
        </span>
        <span className="profile-menu__chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="profile-menu__panel" hidden={!open}>
        {profile.isPending ? (
          <p className="profile-menu__status">{t('menu.loading')}</p>
        ) : profile.isError || !user ? (
          <p className="profile-menu__status">{t('menu.loadError')}</p>
        ) : (
          <div className="profile-menu__identity">
            <Avatar src={user.profileThumbnail} srcSet={user.profilePhotoSrcset} name={name} size={56} />
            <div>
              <p className="profile-menu__name">{name}</p>
              <p className="profile-menu__meta">{t('menu.userId', { id: user.user_id })}</p>
              <p className={`plan-badge plan-badge--${user.plan ?? 'free'}`}>{planName}</p>
            </div>
          </div>
        )}
        {user?.upgradePlan && (
          <div className="profile-menu__upgrade">
            <p>{t('menu.upgradePrompt')}</p>
            <Link to={`/buy?plan=${user.upgradePlan}`} className="button button--primary button--block">
              {t('menu.upgrade')}
            </Link>
          </div>
        )}
        <ul className="profile-menu__links">
          <li>
            <Link to="/dashboard" className="profile-menu__link">
              {t('menu.dashboard')}
            </Link>
          </li>
          <li>
            <Link to="/edit-profile" className="profile-menu__link">
              {t('menu.editProfile')}
            </Link>
          </li>
          <li>
            <Link to="/payments" className="profile-menu__link">
              {t('menu.payments')}
            </Link>
          </li>
          <li>
            <Link to="/shortlist" className="profile-menu__link">
              {t('menu.shortlist')}
            </Link>
          </li>
          <li>
            <Link to="/verification" className="profile-menu__link">
              {t('menu.verification')}
            </Link>
          </li>
          <li>
            <Link to="/settings" className="profile-menu__link">
              {t('menu.settings')}
            </Link>
          </li>
          <li>
            <button type="button" className="profile-menu__link" disabled={loggingOut} onClick={() => void logout()}>
              {loggingOut ? t('menu.loggingOut') : t('menu.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}
