import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Booking } from '../../lib/api/entities'
import { renderWithI18n } from '../../test/i18n'
import { PassActions } from './PassActions'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }))
vi.mock('../../ui/toast', () => ({ toast }))

const booking = {
  _id: 'b42',
  company: { _id: 's1', fullName: 'SunRent' },
  car: { name: 'Renault Clio' },
  pickupLocation: { _id: 'l1', name: 'Kraków Airport' },
  dropOffLocation: { _id: 'l2', name: 'Kraków Airport' },
  from: '2030-06-01T10:00:00.000Z',
  to: '2030-06-04T10:00:00.000Z',
  status: 'paid',
} as unknown as Booking

const link = `${window.location.origin}/booking?b=b42`
const writeText = vi.fn<(text: string) => Promise<void>>()

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  Object.values(toast).forEach((f) => f.mockReset())
})
afterEach(() => {
  cleanup()
  delete (navigator as { share?: unknown }).share
  delete (navigator as { canShare?: unknown }).canShare
})

describe('PassActions, Share', () => {
  it('uses the Web Share API with the link and a short text when the device has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    await renderWithI18n(<PassActions booking={booking} />, 'en')
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1))
    const data = share.mock.calls[0][0] as ShareData
    expect(data.url).toBe(link)
    expect(data.title).toBe('Booking Renault Clio')
    expect(data.text).toMatch(/^Volta booking b42: Renault Clio, pick-up .+ at Kraków Airport\.$/)
    expect(writeText).not.toHaveBeenCalled()
  })

  it('does nothing more when the driver closes the share sheet', async () => {
    Object.defineProperty(navigator, 'share', {
      value: vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')),
      configurable: true,
    })
    await renderWithI18n(<PassActions booking={booking} />, 'en')
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await new Promise((r) => setTimeout(r, 20))
    expect(writeText).not.toHaveBeenCalled()
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('copies the link, and says so, when there is no Web Share API', async () => {
    await renderWithI18n(<PassActions booking={booking} />, 'en')
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Link copied. Paste it in a message to share this booking.', { toastId: 'pass-share' }),
    )
    expect(writeText).toHaveBeenCalledWith(link)
  })

  it('copies too when sharing fails for another reason, and says when copying fails', async () => {
    Object.defineProperty(navigator, 'share', {
      value: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')),
      configurable: true,
    })
    writeText.mockRejectedValue(new Error('no permission'))
    document.execCommand = vi.fn(() => false)
    await renderWithI18n(<PassActions booking={booking} />, 'en')
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The link could not be copied.', { toastId: 'pass-share' }))
    expect(writeText).toHaveBeenCalledWith(link)
  })
})
