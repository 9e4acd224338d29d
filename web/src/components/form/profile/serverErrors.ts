import { isProblem } from '../../../api/problem'
import { FIELD_ORDER, formFieldOf, type ProfileFieldName } from './profileSchema'

/** Problem codes the server answers without naming a field, and the field they are about. */
const CODE_FIELDS: Record<string, ProfileFieldName> = {
  email_taken: 'email',
  phone_taken: 'phone',
  unsupported_media_type: 'profilePicture',
  payload_too_large: 'profilePicture',
  image_dimensions: 'profilePicture',
  image_unreadable: 'profilePicture',
}

/**
 * The server's field errors mapped onto the form's fields, in the order the member meets them
 * (so the first one decides which step or tab to show). Unknown fields are dropped: the caller
 * still shows the problem's message.
 */
export function profileFieldErrors(problem: unknown): [ProfileFieldName, string][] {
  if (!isProblem(problem)) return []
  const found = new Map<ProfileFieldName, string>()
  for (const { field, message } of problem.errors ?? []) {
    const name = formFieldOf(field)
    if (name && !found.has(name)) found.set(name, message)
  }
  const byCode = CODE_FIELDS[problem.code]
  if (byCode && !found.has(byCode)) found.set(byCode, problem.message)
  return FIELD_ORDER.filter((name) => found.has(name)).map((name) => [name, found.get(name) ?? ''])
}
