import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { carSchema } from '../../lib/api/entities'
import { CAR } from '../../lib/api/testing-fixtures'
import { clearStorage, fillGuest, renderForm, SIGNED_IN } from './testing'

const api = vi.hoisted(() => ({
  book: vi.fn(),
  getUser: vi.fn(),
  createTempLicence: vi.fn<(file: Blob) => Promise<string>>(),
  deleteTempLicence: vi.fn<(name: string) => Promise<void>>(),
}))
vi.mock('../../lib/api/bookings', () => ({ book: api.book }))
vi.mock('../../lib/api/users', () => ({ validateEmail: vi.fn(async () => true), getUser: api.getUser }))
vi.mock('../../lib/api/licence', async (original) => ({
  ...(await original<typeof import('../../lib/api/licence')>()),
  createTempLicence: api.createTempLicence,
  deleteTempLicence: api.deleteTempLicence,
}))

const car = carSchema({ ...CAR, minimumAge: 21, company: { ...CAR.company, licenseRequired: true } })
const PROFILE = {
  _id: 'u1',
  email: 'a@b.cd',
  fullName: 'Anna',
  type: 'user',
  language: 'en',
  enableEmailNotifications: true,
  verified: true,
  blacklisted: false,
}
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])

afterEach(cleanup)
beforeEach(() => {
  clearStorage()
  api.book.mockReset().mockResolvedValue({ bookingId: 'b1' })
  api.getUser.mockReset().mockResolvedValue(PROFILE)
  api.createTempLicence.mockReset().mockResolvedValueOnce('temp1.png').mockResolvedValueOnce('temp2.png')
  api.deleteTempLicence.mockReset().mockResolvedValue(undefined)
})

async function chooseLicence(name: string) {
  const field = screen.getByTestId('booking-licence')
  const file = field.querySelector<HTMLInputElement>('input[type="file"]')!
  await act(async () => {
    fireEvent.change(file, { target: { files: [new File([PNG], name, { type: 'image/png' })] } })
  })
}

describe('BookingForm with a supplier that requires a driving licence', () => {
  it('asks a guest for the licence, refuses to book without it, then sends the upload as driver.license', async () => {
    const onBooked = vi.fn()
    await renderForm(car, { onBooked })
    fillGuest()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book' })))
    expect(screen.getByTestId('form-error').textContent).toBe('Please fix errors.')
    expect(screen.getByTestId('booking-licence').textContent).toContain('This supplier requires a driving licence: upload')
    expect(api.book).not.toHaveBeenCalled()

    await chooseLicence('licence.png')
    await waitFor(() => expect(screen.getByText('Uploaded: licence.png')).toBeTruthy())
    expect(localStorage.getItem('bc-draft:create-booking:licence')).toContain('temp1.png')
    // Replacing forgets the first upload.
    await chooseLicence('better.png')
    await waitFor(() => expect(screen.getByText('Uploaded: better.png')).toBeTruthy())
    expect(api.deleteTempLicence).toHaveBeenCalledWith('temp1.png')

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book' })))
    await waitFor(() => expect(onBooked).toHaveBeenCalled())
    const [payload] = api.book.mock.calls[0] as [{ driver: { license?: string }; license?: string }]
    expect(payload.driver.license).toBe('temp2.png')
    expect(payload.license).toBeUndefined()
    expect(localStorage.getItem('bc-draft:create-booking:licence')).toBeNull()
  })

  it('refuses a file that is not a licence on the device, without sending it', async () => {
    await renderForm(car)
    const file = screen.getByTestId('booking-licence').querySelector<HTMLInputElement>('input[type="file"]')!
    await act(async () => {
      fireEvent.change(file, { target: { files: [new File(['<html>'], 'licence.pdf', { type: 'application/pdf' })] } })
    })
    await waitFor(() => expect(screen.getByTestId('booking-licence').textContent).toContain('not a photo or a PDF'))
    expect(api.createTempLicence).not.toHaveBeenCalled()
  })

  it('sends a signed-in driver’s upload at the top level, and removing it forgets it', async () => {
    await renderForm(car, { user: SIGNED_IN })
    await waitFor(() => expect(screen.getByTestId('booking-licence')).toBeTruthy())
    await chooseLicence('mine.png')
    await waitFor(() => expect(screen.getByText('Uploaded: mine.png')).toBeTruthy())
    fireEvent.click(screen.getByRole('button', { name: 'Remove the licence file mine.png' }))
    expect(api.deleteTempLicence).toHaveBeenCalledWith('temp1.png')
    await chooseLicence('mine2.png')
    await waitFor(() => expect(screen.getByText('Uploaded: mine2.png')).toBeTruthy())
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book' })))
    await waitFor(() => expect(api.book).toHaveBeenCalled())
    const [payload] = api.book.mock.calls[0] as [{ driver?: unknown; license?: string }]
    expect(payload.license).toBe('temp2.png')
    expect(payload.driver).toBeUndefined()
  })

  it('does not ask a signed-in driver who has a licence on file', async () => {
    api.getUser.mockResolvedValue({ ...PROFILE, license: 'onfile.pdf' })
    await renderForm(car, { user: SIGNED_IN })
    await waitFor(() => expect(api.getUser).toHaveBeenCalled())
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book' })))
    await waitFor(() => expect(api.book).toHaveBeenCalled())
    expect(screen.queryByTestId('booking-licence')).toBeNull()
    expect((api.book.mock.calls[0] as [{ license?: string }])[0].license).toBeUndefined()
  })
})
