import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { registerMessagesTranslations } from '../i18n'
import { Composer } from './Composer'

await registerMessagesTranslations()

const field = () => screen.getByRole('textbox', { name: 'Write a message to Gauri Joshi' })
const sendButton = () => screen.getByRole('button', { name: 'Send' })

describe('Composer', () => {
  it('counts characters as the server does and refuses more than 2,000', () => {
    render(<Composer name="Gauri Joshi" busy={false} onSend={vi.fn()} />)
    expect(sendButton()).toHaveProperty('disabled', true)
    expect(screen.getByText('0 of 2000 characters')).toBeTruthy()

    // Devanagari letters and an emoji: one character each, whatever JavaScript's length says.
    fireEvent.change(field(), { target: { value: 'नमस्कार 🙏' } })
    expect(screen.getByText('9 / 2000')).toBeTruthy()
    expect(sendButton()).toHaveProperty('disabled', false)

    fireEvent.change(field(), { target: { value: 'म'.repeat(2001) } })
    expect(screen.getByRole('alert').textContent).toBe('A message can be at most 2,000 characters.')
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(sendButton()).toHaveProperty('disabled', true)

    fireEvent.change(field(), { target: { value: '   \n ' } })
    expect(sendButton()).toHaveProperty('disabled', true)
  })

  it('sends with the button or Ctrl+Enter, clears on success and keeps the text on failure', async () => {
    const onSend = vi.fn<(text: string) => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValueOnce(true)
    const view = render(<Composer name="Gauri Joshi" busy={false} onSend={onSend} />)
    fireEvent.change(field(), { target: { value: 'line one\nline two' } })
    // Enter alone is a new line, as on a phone keyboard.
    fireEvent.keyDown(field(), { key: 'Enter' })
    expect(onSend).not.toHaveBeenCalled()

    fireEvent.click(sendButton())
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('line one\nline two'))
    expect(field()).toHaveProperty('value', 'line one\nline two')

    fireEvent.keyDown(field(), { key: 'Enter', ctrlKey: true })
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(field()).toHaveProperty('value', ''))

    view.rerender(<Composer name="Gauri Joshi" busy error="Please write a message." onSend={onSend} />)
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('alert').textContent).toBe('Please write a message.')
  })
})
