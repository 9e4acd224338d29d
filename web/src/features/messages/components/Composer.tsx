import { useId, type KeyboardEvent } from 'react'
import { checkRules } from '../../../components/form/checkRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { useTranslation } from '../../../lib/i18n'
import { MAX_MESSAGE_LENGTH, characterCount } from '../api/cache'

// Too long is shown as it is typed and a blank box cannot be sent, so the submit has nothing left to refuse.
const MESSAGE_RULES = checkRules<{ text: string }>(() => ({}))

interface ComposerProps {
  /** The other member's name, for the field's label. */
  name: string
  busy: boolean
  /** A server message about the text (the contract's or the domain's), shown under the field. */
  error?: string | undefined
  /** Sends the text; resolves true when it was stored, so the field can be cleared. */
  onSend: (text: string) => Promise<boolean>
}

/**
 * The message field: a character count as the server counts (code points, so a Devanagari or
 * emoji message is measured right), Send or Ctrl+Enter. Enter alone starts a new line, as on a
 * phone keyboard. What was typed stays in the field when sending fails.
 */
export function Composer({ name, busy, error, onSend }: ComposerProps) {
  const { t } = useTranslation('messages')
  const id = useId()
  const form = useAppForm(MESSAGE_RULES, { text: '' })
  const text = form.watch('text')
  const count = characterCount(text)
  const tooLong = count > MAX_MESSAGE_LENGTH
  const blank = text.trim() === ''
  const shownError = tooLong ? t('composer.tooLong', { max: MAX_MESSAGE_LENGTH.toLocaleString('en-IN') }) : error

  const send = form.handleSubmit(async (values) => {
    if (busy || blank || tooLong) return
    if (await onSend(values.text)) form.reset()
  })
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      void send()
    }
  }

  return (
    <form className="composer" onSubmit={(event) => void send(event)} noValidate>
      <div className={shownError ? 'field field--invalid composer__field' : 'field composer__field'}>
        <label className="visually-hidden" htmlFor={`${id}-text`}>
          {t('composer.label', { name })}
        </label>
        <textarea
          {...form.register('text')}
          id={`${id}-text`}
          className="field__control field__control--multiline composer__input"
          rows={2}
          placeholder={t('composer.placeholder')}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-count ${id}-hint${shownError ? ` ${id}-error` : ''}`}
          onKeyDown={onKeyDown}
        />
        <div className="composer__meta">
          <span id={`${id}-hint`} className="composer__hint">
            {t('composer.hint')}
          </span>
          <span id={`${id}-count`} className={tooLong ? 'composer__count composer__count--over' : 'composer__count'}>
            <span aria-hidden="true">{t('composer.count', { count, max: MAX_MESSAGE_LENGTH })}</span>
            <span className="visually-hidden">{t('composer.countLabel', { count, max: MAX_MESSAGE_LENGTH })}</span>
          </span>
        </div>
        {shownError && (
          <p className="field__error" id={`${id}-error`} role="alert">
            {shownError}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary composer__send" disabled={busy || blank || tooLong}>
        {busy ? t('composer.sending') : t('composer.send')}
      </button>
    </form>
  )
}
