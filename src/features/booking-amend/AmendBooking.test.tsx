import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookingSchema, type Booking } from '../../lib/api/entities'
import { reply, signIn, signOut } from '../../lib/api/testing-fetch'
import { BOOKING, CAR } from '../../lib/api/testing-fixtures'
import { renderWithI18n } from '../../test/i18n'
import { refreshSession } from '../auth/session'
import { PassActions } from '../booking-pass/PassActions'
import { AmendBooking } from './AmendBooking'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }))
vi.mock('../../ui/toast', () => ({ toast }))

const DAY = 86_400_000
const from = new Date(Date.now() + 20 * DAY)
from.setHours(10, 0, 0, 0)
const to = new Date(from.getTime() + 3 * DAY)
const booking: Booking = bookingSchema({
  ...BOOKING,
  amendments: true,
  from: from.toISOString(),
  to: to.toISOString(),
  car: { ...CAR, amendments: 30 },
})

interface Seen {
  url: string
  method: string
  body?: unknown
}

/** Answers by path: the car (call 19), the preview (61) and the change (60, `amend`). */
function stubApi(amend: () => Response): Seen[] {
  const seen: Seen[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = input instanceof Request ? input.url : input.toString()
      seen.push({ url, method: init.method ?? 'GET', body: init.body })
      if (url.includes('/api/car/')) return reply(200, CAR)
      if (url.includes('/api/car-price/')) return reply(200, { totalPrice: 690, days: 4, previousPrice: 520 })
      if (url.includes('/api/amend-booking/')) return amend()
      throw new Error(`unexpected ${url}`)
    }),
  )
  return seen
}

beforeEach(() => {
  signIn()
  refreshSession()
  localStorage.removeItem(`bc-draft:amend:${booking._id}`)
  Object.values(toast).forEach((f) => f.mockReset())
})
afterEach(() => {
  cleanup()
  signOut()
  vi.unstubAllGlobals()
  localStorage.clear()
})

const nextDay = (d: Date) => {
  const n = new Date(d.getTime() + DAY)
  return `${n.getFullYear()}-${String(n.getMonth() + 1).padStart(2, '0')}-${String(n.getDate()).padStart(2, '0')}`
}

describe('AmendBooking', () => {
  it('says why a booking cannot be changed', async () => {
    await renderWithI18n(<AmendBooking booking={{ ...booking, amendments: false }} onAmended={vi.fn()} />, 'en')
    expect(screen.getByTestId('amend-blocked').textContent).toBe('This booking cannot be changed: the amendments option was not taken.')
    expect(screen.queryByRole('button', { name: 'Change the booking' })).toBeNull()
  })

  it('says offline that changing needs the network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await renderWithI18n(<AmendBooking booking={booking} onAmended={vi.fn()} />, 'fr')
    expect(screen.getByTestId('amend-offline').textContent).toBe('La modification de la réservation nécessite une connexion.')
    vi.restoreAllMocks()
  })

  it('previews the new price with its difference, and keeps the choice when another booking holds the car', async () => {
    const seen = stubApi(() => reply(409, 'Booking unavailable'))
    const onAmended = vi.fn()
    await renderWithI18n(<AmendBooking booking={booking} onAmended={onAmended} />, 'en')
    fireEvent.click(screen.getByRole('button', { name: 'Change the booking' }))
    const form = await screen.findByTestId('amend-form')
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Change the booking' })))
    const returnDate = within(form).getByLabelText('Return date')
    fireEvent.change(returnDate, { target: { value: nextDay(to) } })

    await waitFor(() => expect(screen.getByTestId('amend-difference').textContent).toMatch(/more than the price paid/))
    const preview = seen.find((r) => r.url.includes('/api/car-price/'))!
    expect(preview.url).toContain(`booking=${booking._id}`)
    expect(preview.url).toContain('to=')
    expect(preview.url).not.toContain('from=')

    fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }))
    const dialog = await screen.findByRole('dialog')
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Change the booking' }))
      await new Promise((r) => setTimeout(r, 20))
    })
    await waitFor(() =>
      expect(screen.getByTestId('amend-error').textContent).toBe(
        'Another booking holds this car for part of these dates. Choose other dates.',
      ),
    )
    expect(onAmended).not.toHaveBeenCalled()
    expect(screen.getByLabelText<HTMLInputElement>('Return date').value).toBe(nextDay(to))
    expect(localStorage.getItem(`bc-draft:amend:${booking._id}`)).toContain(nextDay(to))
  })

  it('hands the changed booking on and forgets the draft after a success', async () => {
    const amended = {
      ...BOOKING,
      amendments: true,
      to: new Date(to.getTime() + DAY).toISOString(),
      price: 690,
      amendedAt: new Date().toISOString(),
    }
    stubApi(() => reply(200, amended))
    const onAmended = vi.fn()
    await renderWithI18n(<AmendBooking booking={booking} onAmended={onAmended} />, 'en')
    fireEvent.click(screen.getByRole('button', { name: 'Change the booking' }))
    fireEvent.change(await screen.findByLabelText('Return date'), { target: { value: nextDay(to) } })
    await screen.findByTestId('amend-difference')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the booking' }))
    await waitFor(() => expect(onAmended).toHaveBeenCalledTimes(1))
    expect((onAmended.mock.calls[0][0] as Booking).price).toBe(690)
    expect(toast.success).toHaveBeenCalledWith('The booking has been changed.', expect.anything())
    expect(localStorage.getItem(`bc-draft:amend:${booking._id}`)).toBeNull()
  })

  it('opens from the pass’s own actions', async () => {
    stubApi(() => reply(500))
    await renderWithI18n(
      <>
        <PassActions booking={booking} />
        <AmendBooking booking={booking} onAmended={vi.fn()} />
      </>,
      'pl',
    )
    const [fromPass] = screen.getAllByRole('button', { name: 'Zmień rezerwację' })
    fireEvent.click(fromPass)
    const form = await screen.findByTestId('amend-form')
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Zmień rezerwację' })))
    // Pressed again while the form is open: the form takes the focus again.
    screen.getByLabelText('Data zwrotu').focus()
    fireEvent.click(fromPass)
    expect(document.activeElement?.id).toBe('amend-title')

    // Kept as it is: the form closes and the focus goes back to the button that opened it.
    fireEvent.click(within(form).getByRole('button', { name: 'Zostaw rezerwację bez zmian' }))
    await waitFor(() => expect(document.activeElement?.id).toBe('amend-open'))
  })

  it('asks a new additional driver’s details, checks them when left, and sends them with the change', async () => {
    const seen = stubApi(() => reply(200, { ...BOOKING, amendments: true, additionalDriver: true }))
    const without = { ...booking, additionalDriver: false, _additionalDriver: undefined }
    await renderWithI18n(<AmendBooking booking={without} onAmended={vi.fn()} />, 'en')
    fireEvent.click(screen.getByRole('button', { name: 'Change the booking' }))
    await screen.findByTestId('amend-form')
    fireEvent.click(screen.getByRole('switch', { name: 'Additional driver' }))
    const name = screen.getByLabelText('Full name')
    expect(screen.getByText('Fill in the additional driver’s details to confirm the change.')).toBeTruthy()
    fireEvent.blur(name)
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull()
    fireEvent.change(name, { target: { value: 'Ada Kowalczyk' } })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } })
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+48 500 100 300' } })
    fireEvent.change(screen.getByLabelText('Birth date'), { target: { value: '1990-01-01' } })
    await screen.findByTestId('amend-difference')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change the booking' }))
    await waitFor(() => expect(seen.some((r) => r.url.includes('/api/amend-booking/'))).toBe(true))
    const sent = JSON.parse(seen.find((r) => r.url.includes('/api/amend-booking/'))!.body as string) as Record<string, unknown>
    expect(sent).toEqual({
      booking: { additionalDriver: true },
      additionalDriver: {
        fullName: 'Ada Kowalczyk',
        email: 'ada@example.com',
        phone: '+48 500 100 300',
        birthDate: '1990-01-01T00:00:00.000Z',
      },
    })
  })
})
