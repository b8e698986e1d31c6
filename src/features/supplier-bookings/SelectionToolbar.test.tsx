import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { Router } from 'wouter'
import { ApiError } from '../../lib/api/errors'
import { bookingSchema, type Booking } from '../../lib/api/entities'
import { BOOKING } from '../../lib/api/testing-fixtures'
import { renderWithI18n } from '../../test/i18n'
import { SelectionToolbar } from './SelectionToolbar'
import { SupplierBookingDetail } from './SupplierBookingDetail'
import { useStatusChange } from './use-status-change'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }))
vi.mock('../../ui/toast', () => ({ toast }))
const api = vi.hoisted(() => ({ updateBookingStatus: vi.fn<(ids: string[], status: string) => Promise<void>>() }))
vi.mock('../../lib/api/bookings', () => api)
// The price breakdown asks call 21; nothing to explain here.
vi.mock('../booking-pass/PassBreakdown', () => ({ PassBreakdown: () => null }))

const booking = (id: string, extra: Partial<Booking> = {}): Booking => ({ ...bookingSchema(BOOKING), _id: id, ...extra })
const patch = vi.fn<(ids: readonly string[], change: Partial<Booking>) => void>()

/** The toolbar over three bookings, holding the selection as BookingsScreen does. */
function Toolbar() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const bookings = [booking('b1'), booking('b2'), booking('b3')]
  return (
    <>
      {bookings.map((b) => (
        <input
          key={b._id}
          type="checkbox"
          aria-label={`tick ${b._id}`}
          checked={selected.has(b._id)}
          onChange={() => setSelected(new Set([...selected, b._id]))}
        />
      ))}
      <SelectionToolbar userId="s1" bookings={bookings} selected={selected} setSelected={setSelected} patch={patch} />
    </>
  )
}

async function chooseAndConfirm(status: string, confirmName = 'Change status'): Promise<HTMLElement> {
  fireEvent.change(screen.getByLabelText(/New status|Nowy status/), { target: { value: status } })
  fireEvent.click(screen.getAllByRole('button', { name: /Change status|Zmień status/ })[0])
  const dialog = await screen.findByRole('dialog')
  fireEvent.click(screen.getByRole('button', { name: confirmName }))
  return dialog
}

beforeEach(() => {
  api.updateBookingStatus.mockReset()
  patch.mockReset()
  Object.values(toast).forEach((f) => f.mockReset())
})
afterEach(cleanup)

describe('SelectionToolbar', () => {
  it('changes the ticked bookings after a confirmation that names their number and the status', async () => {
    api.updateBookingStatus.mockResolvedValue(undefined)
    await renderWithI18n(<Toolbar />, 'en')
    const change = screen.getByRole('button', { name: 'Change status' })
    expect((change as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByLabelText('tick b1'))
    fireEvent.click(screen.getByLabelText('tick b3'))
    expect(screen.getByTestId('selected-count').textContent).toContain('2 selected')
    fireEvent.change(screen.getByLabelText('New status'), { target: { value: 'reserved' } })
    fireEvent.click(change)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('Change the status of 2 bookings to Reserved?')
    expect(dialog.textContent).toContain('Each driver will get a notification.')
    fireEvent.click(screen.getAllByRole('button', { name: 'Change status' }).at(-1)!)
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Changes made successfully.'))
    expect(api.updateBookingStatus).toHaveBeenCalledWith(['b1', 'b3'], 'reserved')
    expect(patch).toHaveBeenCalledWith(['b1', 'b3'], { status: 'reserved' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('selects all on the page, and speaks Polish plurals', async () => {
    await renderWithI18n(<Toolbar />, 'pl')
    fireEvent.click(screen.getByLabelText('Zaznacz wszystkie na tej stronie'))
    expect(screen.getByTestId('selected-count').textContent).toContain('Zaznaczono: 3')
    fireEvent.change(screen.getByLabelText('Nowy status'), { target: { value: 'cancelled' } })
    fireEvent.click(screen.getByRole('button', { name: 'Zmień status' }))
    expect((await screen.findByRole('dialog')).textContent).toContain('Czy 3 rezerwacje mają otrzymać status „Anulowana”?')
  })

  it('on a refusal (403) says nothing changed and why, and changes no row', async () => {
    api.updateBookingStatus.mockRejectedValue(new ApiError('unauthorized', 'updateBookingStatus', { status: 403 }))
    await renderWithI18n(<Toolbar />, 'en')
    fireEvent.click(screen.getByLabelText('tick b2'))
    await chooseAndConfirm('paid')
    const alert = await screen.findByText('Nothing was changed: at least one of these bookings is not a booking of your cars.')
    expect(alert.getAttribute('role')).toBe('alert')
    expect(patch).not.toHaveBeenCalled()
    expect(toast.success).not.toHaveBeenCalled()
  })
})

/** The detail with the hook wired as SupplierBookingScreen wires it. */
function Detail({ initial }: { initial: Booking }) {
  const [b, setB] = useState(initial)
  const change = useStatusChange('s1', (_ids, status) => setB((old) => ({ ...old, status })))
  return (
    <Router>
      <SupplierBookingDetail booking={b} change={change} />
    </Router>
  )
}

describe('SupplierBookingDetail', () => {
  it('shows a driver’s cancellation request, and accepting it sets Cancelled after a confirmation', async () => {
    api.updateBookingStatus.mockResolvedValue(undefined)
    await renderWithI18n(<Detail initial={booking('b7', { cancelRequest: true, status: 'paid' })} />, 'en')
    expect(screen.getByTestId('cancel-request-detail').textContent).toContain('The driver asked to cancel this booking')
    fireEvent.click(screen.getByRole('button', { name: 'Accept the cancellation' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('Accept the cancellation?')
    fireEvent.click(screen.getAllByRole('button', { name: 'Accept the cancellation' }).at(-1)!)
    await waitFor(() => expect(screen.queryByTestId('cancel-request-detail')).toBeNull())
    expect(api.updateBookingStatus).toHaveBeenCalledWith(['b7'], 'cancelled')
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0)
    // Focus lands on the status it changed, not on the page's start.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Status' })))
  })

  it('offers the status changer with "1 booking", and shows the driver’s contact as links when the booking carries it', async () => {
    await renderWithI18n(
      <Detail
        initial={{ ...booking('b8'), driverDetails: { fullName: 'Anna Nowak', email: 'anna@example.com', phone: '+48 500 100 200' } }}
      />,
      'en',
    )
    expect(screen.queryByTestId('cancel-request-detail')).toBeNull()
    expect(screen.getByRole('link', { name: /anna@example.com/ }).getAttribute('href')).toBe('mailto:anna@example.com')
    expect(screen.getByRole('link', { name: /\+48 500 100 200/ }).getAttribute('href')).toBe('tel:+48500100200')
    fireEvent.change(screen.getByLabelText('New status'), { target: { value: 'reserved' } })
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }))
    expect((await screen.findByRole('dialog')).textContent).toContain('Change the status of 1 booking to Reserved?')
  })
})
