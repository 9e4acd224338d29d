import { forwardRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { useTranslation } from '../../lib/i18n'
import { FieldFrame } from './Field'

interface TagsFieldProps {
  id: string
  label: string
  value: readonly string[]
  onChange: (tags: string[]) => void
  onBlur?: () => void
  error?: string | undefined
  /** At most this many tags (the contract's maxItems). */
  maxTags: number
  /** Each tag at most this long (the contract's maxLength). */
  maxLength?: number
  placeholder?: string
}

/** Adds typed text to the list unless it is empty or already there (compared without case). */
export function addTags(current: readonly string[], typed: readonly string[], maxTags: number): string[] {
  const next = [...current]
  for (const raw of typed) {
    const tag = raw.trim().replace(/\s+/g, ' ')
    if (tag === '' || next.length >= maxTags) continue
    if (next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) continue
    next.push(tag)
  }
  return next
}

/**
 * A list of short free-text entries (languages, hobbies): typed entries become removable chips
 * when the member presses Enter or types a comma (or leaves the field); duplicates are ignored.
 */
export const TagsField = forwardRef<HTMLInputElement, TagsFieldProps>(function TagsField(
  { id, label, value, onChange, onBlur, error, maxTags, maxLength = 40, placeholder },
  ref,
) {
  const { t } = useTranslation('formControls')
  const [text, setText] = useState('')

  const commit = (typed: readonly string[], rest = '') => {
    const next = addTags(value, typed, maxTags)
    if (next.length !== value.length) onChange(next)
    setText(rest)
  }

  const onTextChange = (typed: string) => {
    // A comma (typed or pasted) ends an entry; whatever follows the last comma stays in the box.
    if (typed.includes(',')) {
      const parts = typed.split(',')
      const rest = parts.pop() ?? ''
      commit(parts, rest)
    } else {
      setText(typed)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds a tag; it must never submit the form or move to the next step.
      event.preventDefault()
      commit([text])
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1))
    }
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text')
    if (!pasted.includes(',') && !pasted.includes('\n')) return
    event.preventDefault()
    const parts = (text + pasted).split(/[,\n]/)
    const rest = parts.pop() ?? ''
    commit(parts, rest)
  }

  const remove = (tag: string) => onChange(value.filter((existing) => existing !== tag))

  return (
    <FieldFrame id={id} label={label} error={error} hint={t('tags.hint')}>
      {(describedBy) => (
        <div className="tags-field">
          {value.length > 0 && (
            <ul className="tags-field__list" aria-label={t('tags.chosen', { label })}>
              {value.map((tag) => (
                <li key={tag} className="tags-field__chip">
                  <span>{tag}</span>
                  <button
                    type="button"
                    className="tags-field__remove"
                    aria-label={t('tags.remove', { tag })}
                    onClick={() => remove(tag)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            ref={ref}
            id={id}
            type="text"
            className="field__control"
            value={text}
            maxLength={maxLength}
            placeholder={placeholder}
            enterKeyHint="enter"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onTextChange(event.target.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onBlur={() => {
              if (text.trim() !== '') commit([text])
              onBlur?.()
            }}
          />
        </div>
      )}
    </FieldFrame>
  )
})
