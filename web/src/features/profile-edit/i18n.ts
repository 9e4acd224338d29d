import { registerTranslations } from '../../lib/i18n'

export const editProfileEn = {
  documentTitle: 'Edit Profile',
  title: 'Edit Profile',
  intro: 'Change what you like, then save. Only the fields you change are sent.',
  tabsLabel: 'Profile sections',
  tabHasErrors: '(has errors)',
  save: 'Save Changes',
  saving: 'Saving…',
  discard: 'Discard',
  unsaved: 'You have unsaved changes.',
  success: 'Profile updated successfully.',
  noChanges: 'No changes detected.',
  failure: 'Error occurred while updating.',
  loadError: 'Your profile could not be loaded.',
  backToDashboard: 'Back to dashboard',
}

export type EditProfileMessages = typeof editProfileEn

export function registerEditProfileTranslations(): Promise<void> {
  return registerTranslations('editProfile', editProfileEn, () => import('./i18n.mr').then((module) => module.editProfileMr))
}
