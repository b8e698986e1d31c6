import { useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent } from 'react'
import { book } from '../../lib/api/bookings'
import { apiErrorMessage } from '../../lib/api/error-message'
import { isApiError } from '../../lib/api/errors'
import { failureReason } from '../../lib/api/failure'
import { rememberPaymentToken } from '../../lib/storage/payment-tokens'
import { leaveForProvider } from '../payment/leave'
import type { useFormErrors } from '../../ui/form'
import { bookingIntent, bookPayload, type BookingRequest } from './book-payload'
import { attemptKey, clearDraft } from './draft'
import { errorTexts, type BookingErrors } from './messages'
import { validateForm, type ValidationContext } from './validation'

export interface Booked {
  bookingId: string
  /** The guest's email (the activation link goes there); undefined when signed in. */
  guestEmail?: string
}

interface Options extends BookingRequest {
  ctx: ValidationContext
  form: ReturnType<typeof useFormErrors<BookingErrors>>
  /** The server says the guest's email is registered. */
  onEmailTaken: (email: string) => void
  /** At submit: true when a required driving licence is missing (its field then says so). */
  licenceMissing?: () => boolean
  onBooked: (booked: Booked) => void
}

/**
 * The Book button: checks the form, then books once (one idempotency key per
 * intent, however often it is pressed or retried) and says what went wrong in
 * words. Everything typed stays: the draft is cleared only once the booking is
 * made. `conflict`: the car was booked meanwhile (409), the cars still free follow.
 */
export function useBook({ ctx, form, onEmailTaken, onBooked, licenceMissing, ...request }: Options) {
  const { t, i18n } = useLingui()
  const [sending, setSending] = useState(false)
  const sendingRef = useRef(false)
  const [conflict, setConflict] = useState(false)
  const { showErrors, setFailure, focusInvalid } = form
  const { user, values } = request

  function failed(error: unknown) {
    const reason = failureReason(error)
    if (reason === 'taken') {
      setFailure(t`This car has just been booked for these dates. Everything you typed is kept: choose another car below.`)
      setConflict(true)
    } else if (reason === 'email-taken') {
      onEmailTaken(values.driver.email)
      setFailure(t`Please fix errors.`)
      focusInvalid()
    } else if (reason === 'too-young' || reason === 'car-unavailable' || reason === 'refused' || reason === 'too-many') {
      const refused = t`The booking was refused.`
      setFailure(`${refused} ${apiErrorMessage(error)}`)
    } else if (isApiError(error, 'offline')) {
      setFailure(t`Booking needs a connection. Everything you typed is kept; try again when you are back online.`)
    } else if (isApiError(error, 'network') || isApiError(error, 'server')) {
      setFailure(t`The server could not be reached. Try again: a retry never books twice.`)
    } else if (isApiError(error, 'unauthorized')) {
      setFailure(t`Your session has ended. Sign in again; everything you typed is kept.`)
    } else {
      setFailure(t`An unhandled error occurred.`)
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sendingRef.current) return
    setConflict(false)
    const invalid = showErrors(errorTexts(i18n, validateForm(values, ctx)))
    const noLicence = licenceMissing?.() === true
    if (noLicence && !invalid) {
      setFailure(t`Please fix errors.`)
      focusInvalid()
    }
    if (invalid || noLicence) return
    if (!navigator.onLine) {
      setFailure(t`Booking needs a connection. Everything you typed is kept; try again when you are back online.`)
      return
    }
    sendingRef.current = true
    setSending(true)
    const payload = bookPayload(request)
    try {
      const result = await book(payload, attemptKey(bookingIntent(user, request.input)))
      if (result.checkoutUrl) {
        // Paying now (issue 47): on to the provider's page, a full navigation. The draft stays (the
        // driver may come back without paying); /checkout drops it once the payment is made. A guest
        // keeps the payment token to follow it there; a signed-in driver's session speaks for him.
        if (!user && result.paymentToken) rememberPaymentToken(result.bookingId, result.paymentToken)
        leaveForProvider(result.checkoutUrl)
        return
      }
      clearDraft()
      onBooked({ bookingId: result.bookingId, guestEmail: user ? undefined : payload.driver?.email })
    } catch (error) {
      failed(error)
    } finally {
      sendingRef.current = false
      setSending(false)
    }
  }

  return { submit, sending, conflict }
}
