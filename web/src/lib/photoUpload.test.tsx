import { fireEvent, render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { PhotoField } from '../components/form/PhotoField'
import { registerFormControlTranslations } from '../components/form/i18n'
import { jsonResponse, stubFetch } from '../test/fetchStub'
import { fetchWithUploadProgress, isHeic } from './photoUpload'

beforeAll(() => registerFormControlTranslations())

describe('pictures before upload', () => {
  it('knows HEIC by type or by name (browsers often leave the type empty)', () => {
    expect(isHeic(new File(['x'], 'IMG_0001.HEIC', { type: '' }))).toBe(true)
    expect(isHeic(new File(['x'], 'photo', { type: 'image/heif' }))).toBe(true)
    expect(isHeic(new File(['x'], 'photo.jpg', { type: 'image/jpeg' }))).toBe(false)
  })

  it('refuses a HEIC photo with a message before anything is uploaded', () => {
    const onChange = vi.fn()
    render(<PhotoField id="photo" label="Profile picture" value={null} onChange={onChange} />)
    fireEvent.change(screen.getByLabelText(/Profile picture/), {
      target: { files: [new File(['x'], 'IMG_0001.heic', { type: 'image/heic' })] },
    })
    expect(screen.getByText(/HEIC photos .* cannot be used/)).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('sends through XMLHttpRequest, reporting how much of the body has gone, and answers as fetch would', async () => {
    const requests = stubFetch({ 'PATCH /api/user/profile': () => jsonResponse(200, { saved: true }) })
    const form = new FormData()
    form.append('profilePicture', new Blob(['0123456789'], { type: 'image/jpeg' }), 'me.jpg')
    const seen: number[] = []
    const response = await fetchWithUploadProgress((fraction) => seen.push(fraction))(
      new Request('http://localhost/api/user/profile', { method: 'PATCH', body: form, headers: { Authorization: 'Bearer t' } }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ saved: true })
    expect(seen[0]).toBeGreaterThan(0)
    expect(seen.at(-1)).toBe(1)
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer t')
    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
  })
})
