import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import type { components } from '../../../api/schema.gen'
import { ConnectButton } from '../../../components/MemberCard/ConnectButton'
import { MemberPhoto } from '../../../components/MemberCard/MemberPhoto'
import { NO_REQUEST } from '../../../components/MemberCard/requestStatus'
import { useConnectActions } from '../../../components/MemberCard/useConnectActions'
import { useCityState, useOptionLabels } from '../../../components/MemberCard/useOptionLabels'
import { formatDate } from '../../../lib/format'
import { VerificationBadges } from '../../../components/MemberCard/VerificationBadges'
import { ConnectionActions } from './ConnectionActions'
import { SafetyActions } from './SafetyActions'

type UserData = components['schemas']['UserData']

export const PROFILE_PHOTO_SIZE = 176

export function ProfileHeader({ member, own, preview = false }: { member: UserData; own: boolean; preview?: boolean }) {
  const { t, i18n } = useTranslation('userProfile')
  const { t: tCard } = useTranslation('memberCard')
  const label = useOptionLabels()
  const place = useCityState()
  const actions = useConnectActions(member.user_id, member.fullName, member.requestStatus ?? NO_REQUEST)
  const registered = formatDate(member.registeredAt, i18n.language)

  return (
    <header className="profile-header card">
      <MemberPhoto
        src={member.profilePicture}
        srcSet={member.profilePhotoSrcset}
        name={member.fullName}
        size={PROFILE_PHOTO_SIZE}
        alt={tCard('photoOf', { name: member.fullName })}
        className="profile-header__photo"
        eager
      />
      <div className="profile-header__body">
        {/* The plan the member has bought; a free member shows no badge. */}
        {member.plan && (
          <p className={`plan-badge plan-badge--${member.plan}`}>{t('planMember', { plan: label('plans', member.plan) })}</p>
        )}
        <h1 className="profile-header__name">{member.fullName}</h1>
        <VerificationBadges badges={member.badges} />
        <p className="profile-header__facts">
          {[tCard('age', { count: member.age }), label('professions', member.profession), place(member.city, member.state)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="profile-header__meta">
          <span>{t('memberId', { id: member.user_id })}</span>
          {registered && <span>{t('registeredOn', { date: registered })}</span>}
        </p>
        <div className="profile-header__actions">
          {own ? (
            <>
              <p className="profile-header__own">{preview ? t('preview.header') : t('yourOwnProfile')}</p>
              <Link to="/edit-profile" className="button button--secondary">
                {t('editProfile')}
              </Link>
              {!preview && (
                <Link to="/profile-preview" className="button button--secondary">
                  {t('preview.open')}
                </Link>
              )}
            </>
          ) : (
            <>
              <ConnectButton
                variant="profile"
                name={member.fullName}
                requestStatus={actions.requestStatus}
                busy={actions.busy}
                onSend={actions.send}
                onWithdraw={actions.withdraw}
              />
              {actions.requestStatus.status === 'accepted' && (
                <ConnectionActions userId={member.user_id} name={member.fullName} phone={member.phone} />
              )}
            </>
          )}
        </div>
        {!own && <SafetyActions member={member} />}
        {/* The matrimonial-sites advisory's disclaimer for a profile whose identity no one checked. */}
        {!own && !member.badges?.includes('id') && <p className="profile-header__disclaimer">{t('safety.disclaimer')}</p>}
      </div>
    </header>
  )
}
