import type { PwaMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const pwaMr: PwaMessages = {
  update: {
    message: 'रेशीमगाठीची नवी आवृत्ती उपलब्ध आहे.',
    reload: 'पुन्हा लोड करा',
    later: 'नंतर',
  },
}
