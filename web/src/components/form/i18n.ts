import { registerTranslations } from '../../lib/i18n'

/** Strings of the member form controls (password, tags, picture). */
export const formControlsEn = {
  password: {
    show: 'Show password',
    hide: 'Hide password',
    showShort: 'Show',
    hideShort: 'Hide',
  },
  tags: {
    hint: 'Press Enter or type a comma after each one.',
    remove: 'Remove {{tag}}',
    chosen: '{{label}} added',
    add: 'Add',
  },
  photo: {
    choose: 'Choose a picture',
    change: 'Change picture',
    hint: 'A clear, recent photo of your face. JPEG, PNG or WebP, up to 5 MB.',
    preview: 'Preview of the chosen picture',
    current: 'Your current picture',
    notImage: 'Please choose an image file (JPEG, PNG or WebP).',
    tooLarge: 'The picture must be 5 MB or smaller.',
    heic: 'HEIC photos (the iPhone’s default) cannot be used. Please choose a JPEG or PNG, or share the photo as JPEG first.',
    preparing: 'Preparing the picture…',
    uploading: 'Uploading: {{percent}}%',
  },
  optional: '(optional)',
  select: 'Select…',
  any: 'Any',
}

export type FormControlMessages = typeof formControlsEn

export function registerFormControlTranslations(): Promise<void> {
  return registerTranslations('formControls', formControlsEn, () => import('./i18n.mr').then((module) => module.formControlsMr))
}
