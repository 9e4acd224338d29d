import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link, useParams } from 'react-router-dom'
import { problemStatus } from '../../../api/problem'
import { ErrorState } from '../../../components/ErrorState'
import { ProfileSkeleton } from '../components/ProfileSkeleton'
import { useOwnProfile } from '../../../lib/sessionHooks'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { ProfileView } from '../components/ProfileView'
import { registerUserProfileTranslations } from '../i18n'
import '../user-profile.css'
import { useMemberProfile } from '../api/profile'

await registerUserProfileTranslations()

/** The contract's member code; anything else cannot be a profile, so it is not asked for. */
const MEMBER_CODE = /^MH[0-9A-Z]{8}$/
const NOT_FOUND = 404

export function UserProfileRoute() {
  const { id = '' } = useParams()
  const valid = MEMBER_CODE.test(id)
  const profile = useMemberProfile(id, valid)
  // The member's own profile (the header loads it too) tells whether this page is theirs.
  const own = useOwnProfile()
  const { t } = useTranslation('userProfile')
  useDocumentTitle(profile.data?.userData.fullName ?? t('documentTitle'))

  let content: ReactNode
  if (!valid || problemStatus(profile.error) === NOT_FOUND) content = <ProfileNotFound />
  else if (profile.isPending) content = <ProfileSkeleton />
  else if (profile.isError)
    content = <ErrorState error={profile.error} title={t('error')} onRetry={() => void profile.refetch()} />
  else content = <ProfileView member={profile.data.userData} own={own.data?.userData.user_id === id} />

  return <div className="page container profile-page">{content}</div>
}

function ProfileNotFound() {
  const { t } = useTranslation('userProfile')
  return (
    <div className="state state--empty">
      <h1 className="state__title">{t('notFound.title')}</h1>
      <p className="state__body">{t('notFound.body')}</p>
      <Link to="/search" className="button button--primary">
        {t('notFound.search')}
      </Link>
    </div>
  )
}
