import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api/errors'
import { renderWithI18n } from '../../test/i18n'
import { LicenceView } from './LicenceView'

const getLicence = vi.hoisted(() => vi.fn())
vi.mock('../../lib/api/licence', async (original) => ({
  ...(await original<typeof import('../../lib/api/licence')>()),
  getLicence,
}))

const revoke = vi.fn()
const PNG = { name: 'a.png', type: 'image/png', size: 8, data: btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) }

beforeEach(() => {
  getLicence.mockReset()
  URL.createObjectURL = vi.fn(() => 'blob:licence')
  revoke.mockReset()
  URL.revokeObjectURL = revoke
})
afterEach(cleanup)

describe('LicenceView', () => {
  it('shows the licence from a blob URL, and revokes it when hidden', async () => {
    getLicence.mockResolvedValue(PNG)
    await renderWithI18n(<LicenceView userId="d1" driverName="Jan" />, 'en')
    fireEvent.click(screen.getByRole('button', { name: 'View driving licence' }))
    const img = await screen.findByRole('img', { name: 'Driving licence of Jan' })
    expect(img.getAttribute('src')).toBe('blob:licence')
    expect(getLicence).toHaveBeenCalledWith('d1', expect.anything())
    fireEvent.click(screen.getByRole('button', { name: 'Hide the driving licence' }))
    expect(revoke).toHaveBeenCalledWith('blob:licence')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('says when no licence is on file (204)', async () => {
    getLicence.mockResolvedValue(null)
    await renderWithI18n(<LicenceView userId="d1" />, 'en')
    fireEvent.click(screen.getByRole('button', { name: 'View driving licence' }))
    expect(await screen.findByText('No driving licence on file.')).toBeTruthy()
  })

  it('explains a refusal (403) in words', async () => {
    getLicence.mockRejectedValue(new ApiError('unauthorized', 'getLicence', { status: 403, text: 'Forbidden' }))
    await renderWithI18n(<LicenceView userId="d1" />, 'en')
    fireEvent.click(screen.getByRole('button', { name: 'View driving licence' }))
    await waitFor(() => expect(screen.getByText(/You may not see this driving licence/)).toBeTruthy())
  })

  it('offers a PDF as a link, not embedded', async () => {
    getLicence.mockResolvedValue({ ...PNG, type: 'application/pdf', data: btoa('%PDF-1.4') })
    await renderWithI18n(<LicenceView userId="d1" />, 'en')
    fireEvent.click(screen.getByRole('button', { name: 'View driving licence' }))
    const link = await screen.findByRole('link', { name: 'Open the driving licence (PDF)' })
    expect(link.getAttribute('href')).toBe('blob:licence')
  })
})
