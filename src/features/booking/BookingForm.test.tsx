import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { carSchema } from '../../lib/api/entities'
import { CAR } from '../../lib/api/testing-fixtures'
import { clearStorage, fill, fillGuest, renderForm, SIGNED_IN } from './testing'

const book = vi.fn()
vi.mock('../../lib/api/bookings', () => ({ book: (...args: unknown[]) => book(...args) }))
vi.mock('../../lib/api/users', () => ({ validateEmail: vi.fn(async () => true) }))
const leaveForProvider = vi.fn()
vi.mock('../payment/leave', () => ({ leaveForProvider: (url: string) => leaveForProvider(url) }))

const car = carSchema({ ...CAR, minimumAge: 23 })

afterEach(cleanup)
beforeEach(() => {
  clearStorage()
  book.mockReset()
  leaveForProvider.mockReset()
})

describe('BookingForm (guest)', () => {
  it('shows every message and focuses the first invalid field on a failed submit', async () => {
    await renderForm(car)
    fill(/^Email$/, 'bad@')
    fill(/^Phone$/, 'abc')
    fill(/^Birth date$/, '2015-01-01')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book' }))
    })
    expect(screen.getByTestId('form-error').textContent).toBe('Please fix errors.')
    expect(screen.getByText('Invalid email address')).toBeTruthy()
    expect(screen.getByText('Invalid phone number')).toBeTruthy()
    expect(screen.getByText('The driver must be at least 23 years old.')).toBeTruthy()
    expect(screen.getByText('Please accept the Terms of Use.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/^Full name$/))
    expect(book).not.toHaveBeenCalled()
  })

  it('books once with one key however often the button is pressed, then clears the draft', async () => {
    let resolve: (v: { bookingId: string }) => void = () => {}
    book.mockImplementation(() => new Promise((r) => (resolve = r)))
    const onBooked = vi.fn()
    await renderForm(car, { onBooked })
    fillGuest()
    const button = screen.getByRole('button', { name: 'Book' })
    await act(async () => {
      fireEvent.click(button)
      fireEvent.click(button)
      fireEvent.submit(button.closest('form')!)
    })
    expect(book).toHaveBeenCalledTimes(1)
    expect((button as HTMLButtonElement).disabled).toBe(true)
    const [payload, key] = book.mock.calls[0]
    expect(key).toMatch(/[0-9a-f-]{16,}/)
    expect(payload.driver).toMatchObject({ fullName: 'Jan Kowalski', email: 'jan@example.com', language: 'en' })
    expect(localStorage.getItem('bc-draft:create-booking')).toContain('Jan Kowalski')
    await act(async () => resolve({ bookingId: 'b123' }))
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith({ bookingId: 'b123', guestEmail: 'jan@example.com' }))
    expect(localStorage.getItem('bc-draft:create-booking')).toBeNull()
  })

  it('keeps what was typed and reuses the key when the server fails', async () => {
    const { ApiError } = await import('../../lib/api/errors')
    book.mockRejectedValue(new ApiError('bad-request', 'book', { status: 400, text: 'This car is not available.' }))
    await renderForm(car, { user: SIGNED_IN })
    const button = screen.getByRole('button', { name: 'Book' })
    await act(async () => fireEvent.click(button))
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toContain('This car is no longer available.'))
    await act(async () => fireEvent.click(button))
    expect(book).toHaveBeenCalledTimes(2)
    expect(book.mock.calls[1][1]).toBe(book.mock.calls[0][1])
  })
})

describe('BookingForm, paying now (issue 47)', () => {
  const PAGE = { bookingId: 'b9', checkoutUrl: 'https://pay.example.com/c/b9', paymentToken: '0123456789abcdef0123456789abcdef' }

  it('a guest leaves for the provider’s page, keeps the payment token for /checkout and the draft, and is not told it is booked', async () => {
    book.mockResolvedValue(PAGE)
    const onBooked = vi.fn()
    await renderForm(car, { onBooked })
    fillGuest()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book' })))
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith(PAGE.checkoutUrl))
    expect(onBooked).not.toHaveBeenCalled()
    expect(JSON.parse(localStorage.getItem('bc-pay:b9')!)).toMatchObject({ token: PAGE.paymentToken })
    expect(localStorage.getItem('bc-draft:create-booking')).toContain('Jan Kowalski')
  })

  it('a signed-in driver leaves for it too, and keeps no payment token (the session speaks for him)', async () => {
    book.mockResolvedValue(PAGE)
    await renderForm(car, { user: SIGNED_IN })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book' })))
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith(PAGE.checkoutUrl))
    expect(localStorage.getItem('bc-pay:b9')).toBeNull()
  })
})
