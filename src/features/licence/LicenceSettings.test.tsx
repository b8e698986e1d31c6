import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '@lingui/react'
import { i18n, renderWithI18n } from '../../test/i18n'
import { LicenceSettings } from './LicenceSettings'

const api = vi.hoisted(() => ({
  updateLicence: vi.fn<(userId: string, file: Blob) => Promise<string>>(),
  deleteLicence: vi.fn<(userId: string) => Promise<void>>(),
  count: vi.fn<() => Promise<number>>(),
}))

vi.mock('../../lib/api/licence', async (original) => ({
  ...(await original<typeof import('../../lib/api/licence')>()),
  updateLicence: api.updateLicence,
  deleteLicence: api.deleteLicence,
}))
vi.mock('./upcoming-licence-bookings', () => ({ countBookingsNeedingLicence: api.count }))

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])

beforeEach(() => {
  api.updateLicence.mockReset().mockResolvedValue('new.png')
  api.deleteLicence.mockReset().mockResolvedValue(undefined)
  api.count.mockReset().mockResolvedValue(0)
})
afterEach(() => {
  cleanup()
  localStorage.clear()
})

function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
  fireEvent.change(input, { target: { files: [file] } })
}

describe('LicenceSettings', () => {
  it('checks the file on the device first: a text file named .png is refused and nothing is sent', async () => {
    await renderWithI18n(<LicenceSettings userId="u1" onChange={vi.fn()} />, 'en')
    expect(screen.getByTestId('licence-status').textContent).toContain('No driving licence on file')
    choose(new File(['hello'], 'licence.png', { type: 'image/png' }))
    expect((await screen.findByRole('alert')).textContent).toContain('not a photo or a PDF')
    fireEvent.click(screen.getByRole('button', { name: 'Send the driving licence' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Choose a photo or a PDF'))
    expect(api.updateLicence).not.toHaveBeenCalled()
  })

  it('uploads a checked file and says it is on file with the upload date', async () => {
    const onChange = vi.fn()
    const { rerender } = await renderWithI18n(<LicenceSettings userId="u1" onChange={onChange} />, 'en')
    choose(new File([PNG], 'scan.png', { type: 'image/png' }))
    expect(await screen.findByText('Chosen: scan.png')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send the driving licence' }))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('new.png'))
    expect(api.updateLicence.mock.calls[0][0]).toBe('u1')
    rerender(
      <I18nProvider i18n={i18n}>
        <LicenceSettings userId="u1" licence="new.png" onChange={onChange} />
      </I18nProvider>,
    )
    expect(screen.getByTestId('licence-status').textContent).toMatch(/uploaded on/)
    expect(screen.getByRole('button', { name: 'Replace the driving licence' })).toBeTruthy()
  })

  it('warns in the confirmation when an upcoming booking’s supplier requires a licence, then deletes once confirmed', async () => {
    api.count.mockResolvedValue(2)
    const onChange = vi.fn()
    await renderWithI18n(<LicenceSettings userId="u1" licence="old.pdf" onChange={onChange} />, 'en')
    await waitFor(() => expect(api.count).toHaveBeenCalled())
    const trigger = screen.getByRole('button', { name: 'Delete the driving licence' })
    // The warning needs the count: the dialog is opened once it is in.
    await new Promise((r) => setTimeout(r, 0))
    fireEvent.click(trigger)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('You have 2 upcoming bookings with a supplier that requires a driving licence')
    fireEvent.click(screen.getByRole('button', { name: 'Delete anyway' }))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(undefined))
    expect(api.deleteLicence).toHaveBeenCalledWith('u1')
    expect(localStorage.getItem('bc-licence:u1')).toBeNull()
  })

  it('asks plainly when no booking needs it, and keeps the licence when cancelled', async () => {
    const onChange = vi.fn()
    await renderWithI18n(<LicenceSettings userId="u1" licence="old.pdf" onChange={onChange} />, 'en')
    await waitFor(() => expect(api.count).toHaveBeenCalled())
    fireEvent.click(screen.getByRole('button', { name: 'Delete the driving licence' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('You can upload another one at any time')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.deleteLicence).not.toHaveBeenCalled()
    expect(onChange).not.toHaveBeenCalled()
  })
})
