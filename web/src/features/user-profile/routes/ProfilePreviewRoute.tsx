import { useSearchParams } from 'react-router-dom'
import { ErrorState } from '../../../components/ErrorState'
import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { useProfilePreview } from '../api/profile'
import { ProfileSection } from '../components/ProfileSection'
import { ProfileSkeleton } from '../components/ProfileSkeleton'
import { ProfileView } from '../components/ProfileView'
import { registerUserProfileTranslations } from '../i18n'
import '../user-profile.css'

await registerUserProfileTranslations()

const VIEWPOINTS = ['free', 'subscriber', 'connection'] as const
type Viewpoint = (typeof VIEWPOINTS)[number]

/**
 * "View my profile as others see it" (issue 26): the member's own profile through a free
 * member's, a subscriber's or a connection's eyes. The server decides what each sees (the same
 * rules as a real view); the viewpoint lives in the URL so a reload keeps it.
 */
export function ProfilePreviewRoute() {
  const { t } = useTranslation('userProfile')
  useDocumentTitle(t('preview.documentTitle'))
  const [params, setParams] = useSearchParams()
  const as: Viewpoint = VIEWPOINTS.find((viewpoint) => viewpoint === params.get('as')) ?? 'free'
  const preview = useProfilePreview(as)
  const member = preview.data?.userData

  return (
    <div className="page container profile-page profile-preview">
      <div className="profile-preview__intro card">
        <h1 className="profile-preview__title">{t('preview.title')}</h1>
        <fieldset className="profile-preview__switch">
          <legend>{t('preview.legend')}</legend>
          {VIEWPOINTS.map((viewpoint) => (
            <label key={viewpoint} className="profile-preview__option">
              <input
                type="radio"
                name="preview-as"
                value={viewpoint}
                checked={as === viewpoint}
                onChange={() => setParams({ as: viewpoint }, { replace: true })}
              />{' '}
              {t(`preview.as.${viewpoint}`)}
            </label>
          ))}
        </fieldset>
        <p className="profile-preview__explain" aria-live="polite">
          {t(`preview.explain.${as}`)}
        </p>
      </div>
      {preview.isPending ? (
        <ProfileSkeleton />
      ) : preview.isError || !member ? (
        <ErrorState error={preview.error} title={t('error')} onRetry={() => void preview.refetch()} />
      ) : (
        <ProfileView
          // A photo kept from this viewer shows as they would see it: the placeholder.
          member={member.photoHidden ? { ...member, profilePicture: undefined, profilePhotoSrcset: undefined } : member}
          own
          preview
          contact={
            <ProfileSection id="profile-contact" title={t('sections.contact')}>
              <p>{t(`preview.contact.${as}`)}</p>
            </ProfileSection>
          }
        />
      )}
    </div>
  )
}
