/** What the booking form's unit tests share: its input, a signed-in driver, the form rendered in English, a field typed in and a guest's details. */
import { fireEvent, screen } from '@testing-library/react'
import type { Car } from '../../lib/api/entities'
import type { StoredUser } from '../../lib/storage/user'
import { renderWithI18n } from '../../test/i18n'
import { BookingForm } from './BookingForm'
import type { Booked } from './use-book'
import type { CheckoutInput } from './use-checkout-data'

const inputFor = (car: Car): CheckoutInput => ({
  carId: car._id,
  pickupLocation: 'l1',
  dropOffLocation: 'l1',
  from: new Date('2031-06-10T10:00:00Z'),
  to: new Date('2031-06-13T10:00:00Z'),
  options: [],
})

/** Anna, signed in. */
export const SIGNED_IN: StoredUser = {
  id: 'u1',
  email: 'a@b.cd',
  fullName: 'Anna',
  language: 'en',
  enableEmailNotifications: true,
  accessToken: 'x',
  blacklisted: false,
}

/** Each test starts with nothing kept (drafts and session). */
export function clearStorage(): void {
  localStorage.clear()
  sessionStorage.clear()
}

/** The form for `car`, three days from 10 June 2031, picked up and dropped off at l1, no option chosen, in English. */
export function renderForm(
  car: Car,
  { user = null, onBooked = () => {} }: { user?: StoredUser | null; onBooked?: (booked: Booked) => void } = {},
) {
  return renderWithI18n(
    <BookingForm car={car} input={inputFor(car)} user={user} language="en" signInHref="/sign-in" onBooked={onBooked} />,
    'en',
  )
}

export function fill(label: RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

/** A guest's valid details (Jan Kowalski) typed in, and the terms accepted. */
export function fillGuest(): void {
  fill(/^Full name$/, 'Jan Kowalski')
  fill(/^Email$/, 'jan@example.com')
  fill(/^Phone$/, '+48 600 100 200')
  fill(/^Birth date$/, '1990-01-01')
  fireEvent.click(screen.getByRole('checkbox'))
}
