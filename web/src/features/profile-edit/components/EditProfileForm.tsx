import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../../lib/i18n'
import { useUploadProgress } from '../../../components/form/UploadProgress'
import { NETWORK_ERROR_CODE, isProblem } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { ProfileEditForm } from '../../../components/form/profile/ProfileEditForm'
import type { ProfileOptions } from '../../../components/form/profile/useProfileOptions'
import { useToast } from '../../../components/toasts/toastContext'
import { ownProfileQuery } from '../../../lib/sessionHooks'
import { UPDATE_PROFILE, saveProfileChanges } from '../api/profile'
import { refreshAfterWrite } from '../../../api/freshness'
import { HoroscopeCalculator } from './HoroscopeCalculator'

type UserData = components['schemas']['UserData']

/**
 * Edit profile: the profile form's six tabs (components/form/profile/ProfileEditForm.tsx),
 * prefilled from the saved profile; a new picture shows its upload's progress, and leaving with
 * unsaved changes asks first.
 */
export function EditProfileForm({ user, options }: { user: UserData; options: ProfileOptions }) {
  const { t } = useTranslation('editProfile')
  const toast = useToast()
  const upload = useUploadProgress()
  const queryClient = useQueryClient()
  return (
    <ProfileEditForm
      user={user}
      options={options}
      block="edit-profile"
      idPrefix="edit"
      name={{ 'aria-labelledby': 'edit-profile-title' }}
      texts={{
        tabs: t('tabsLabel'),
        tabHasErrors: t('tabHasErrors'),
        unsaved: t('unsaved'),
        noChanges: t('noChanges'),
        invalid: t('validation.fixErrors', { ns: 'common' }),
        saved: t('success'),
        discard: t('discard'),
        save: t('save'),
        saving: t('saving'),
      }}
      // Only a new picture is worth a progress bar; other edits are a few hundred bytes.
      send={(changes) => saveProfileChanges(changes, 'profilePicture' in changes ? upload.fetch : undefined)}
      profileOf={(data) => data.userData}
      onSaved={(data) => {
        queryClient.setQueryData(ownProfileQuery().queryKey, { userData: data.userData })
        // Matches and the dashboard follow the new preferences (a multipart write goes around useMutation).
        void refreshAfterWrite(queryClient, UPDATE_PROFILE)
      }}
      onRefused={(error) => {
        if (!isProblem(error) || error.code === NETWORK_ERROR_CODE || error.status >= 500) toast.show('error', t('failure'))
        else if (error.status !== 401) toast.show('error', error.message || t('failure'))
      }}
      warnBeforeLeaving
      progress={upload.bar}
      horoscopeTool={({ dob, birthTime, apply }) => <HoroscopeCalculator options={options} dob={dob} birthTime={birthTime} apply={apply} />}
    />
  )
}
