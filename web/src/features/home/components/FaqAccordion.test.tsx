import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { registerHomeTranslations } from '../i18n'
import { FaqAccordion } from './FaqAccordion'

await registerHomeTranslations()

describe('FAQ accordion', () => {
  it('shows six collapsed questions, including 24-hour ID verification', () => {
    render(<FaqAccordion />)
    const questions = screen.getAllByRole('button')
    expect(questions).toHaveLength(6)
    for (const question of questions) expect(question.getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByText(/verified within 24 hours|ID-verified within 24 hours/)).toBeTruthy()
  })

  it('toggles an answer and keeps aria-expanded and aria-controls in step', () => {
    render(<FaqAccordion />)
    const question = screen.getByRole('button', { name: 'How do you verify profiles?' })
    const panel = document.getElementById(question.getAttribute('aria-controls') ?? '')
    expect(panel).not.toBeNull()
    expect(panel?.hidden).toBe(true)

    fireEvent.click(question)
    expect(question.getAttribute('aria-expanded')).toBe('true')
    expect(panel?.hidden).toBe(false)
    expect(screen.getByRole('region', { name: 'How do you verify profiles?' })).toBe(panel)

    fireEvent.click(question)
    expect(question.getAttribute('aria-expanded')).toBe('false')
    expect(panel?.hidden).toBe(true)
  })

  it('lets several answers stay open at once', () => {
    render(<FaqAccordion />)
    const [first, second] = screen.getAllByRole('button')
    fireEvent.click(first!)
    fireEvent.click(second!)
    expect(first!.getAttribute('aria-expanded')).toBe('true')
    expect(second!.getAttribute('aria-expanded')).toBe('true')
  })
})
