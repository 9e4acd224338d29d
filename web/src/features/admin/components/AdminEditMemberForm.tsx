import { useTranslation } from '../../../lib/i18n'
import { NETWORK_ERROR_CODE, isProblem } from '../../../api/problem'
import type { components } from '../../../api/schema.gen'
import { ProfileEditForm } from '../../../components/form/profile/ProfileEditForm'
import type { ProfileOptions } from '../../../components/form/profile/useProfileOptions'
import { useToast } from '../../../components/toasts/toastContext'
import { useEditAdminMember } from '../api/members'

type Detail = components['schemas']['AdminMemberDetail']

interface Props {
  detail: Detail
  options: ProfileOptions
  onSaved: (detail: Detail) => void
  onCancel: () => void
}

/**
 * The detail page's edit mode (docs/product.md §4): the member's fields in the profile form's six
 * tabs (components/form/profile/ProfileEditForm.tsx) with the registration rules, gender
 * included. Cancel restores what is saved and leaves edit mode.
 */
export function AdminEditMemberForm({ detail, options, onSaved, onCancel }: Props) {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const editMember = useEditAdminMember()
  const user = detail.member
  return (
    <ProfileEditForm
      user={user}
      options={options}
      block="admin-edit"
      idPrefix="admin-edit"
      name={{ 'aria-label': t('detail.edit') }}
      texts={{
        tabs: t('detail.tabsLabel'),
        tabHasErrors: t('detail.tabHasErrors'),
        unsaved: t('detail.unsaved'),
        noChanges: t('detail.noChanges'),
        invalid: t('detail.failed'),
        saved: t('detail.saved'),
        discard: t('detail.cancel'),
        save: t('detail.save'),
        saving: t('detail.saving'),
      }}
      send={(changes) => editMember(user.user_id, changes)}
      profileOf={(saved) => saved.member}
      onSaved={onSaved}
      onRefused={(error, named) => {
        if (isProblem(error) && error.code === 'no_changes') toast.show('info', t('detail.noChanges'))
        else if (!isProblem(error) || error.code === NETWORK_ERROR_CODE || error.status >= 500 || named === 0) toast.show('error', t('detail.failed'))
        else toast.show('error', error.message || t('detail.failed'))
      }}
      onLeave={onCancel}
    />
  )
}
