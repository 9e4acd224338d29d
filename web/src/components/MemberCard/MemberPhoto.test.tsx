import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MemberPhoto } from './MemberPhoto'

const SRCSET = '/api/media/p/thumb?sig=a 160w, /api/media/p/medium?sig=b 320w, /api/media/p/full?sig=c 640w'

describe('MemberPhoto', () => {
  it('offers the renditions as a srcset sized to the rendered width', () => {
    const { container } = render(
      <MemberPhoto src="/api/media/p/thumb?sig=a" srcSet={SRCSET} name="Asha Patil" size={96} />,
    )
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe('/api/media/p/thumb?sig=a')
    expect(img?.getAttribute('srcset')).toBe(SRCSET)
    expect(img?.getAttribute('sizes')).toBe('96px')
  })

  it('keeps a plain src without a srcset (no sizes either)', () => {
    const { container } = render(<MemberPhoto src="/api/media/p/thumb?sig=a" name="Asha Patil" size={96} />)
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe('/api/media/p/thumb?sig=a')
    expect(img?.hasAttribute('srcset')).toBe(false)
    expect(img?.hasAttribute('sizes')).toBe(false)
  })

  it('shows the initials, not a srcset, when there is no picture', () => {
    const { container } = render(<MemberPhoto src={undefined} srcSet={SRCSET} name="Asha Patil" size={96} />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('AP')
  })
})
