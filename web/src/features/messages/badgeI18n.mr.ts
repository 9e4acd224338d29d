import type { MessagesBadgeMessages } from './badgeI18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const messagesBadgeMr: MessagesBadgeMessages = {
  label: 'संदेश',
  labelUnread_one: 'संदेश, {{count}} न वाचलेला',
  labelUnread_other: 'संदेश, {{count}} न वाचलेले',
}
