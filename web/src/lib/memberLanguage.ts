import { client } from '../api/http'
import type { Language } from './i18n'
import { isSignedIn } from './session'

/**
 * Keeps a signed-in member's language on their account, so their next login (on any browser)
 * and the team's notices and e-mails speak it. A failure is not shown: the page has switched
 * already, and the next switch tries again.
 */
export async function rememberMemberLanguage(language: Language): Promise<void> {
  if (!isSignedIn()) return
  const form = new FormData()
  form.set('preferredLanguage', language)
  await client.PATCH('/api/user/profile', { body: { preferredLanguage: language }, bodySerializer: () => form })
}
