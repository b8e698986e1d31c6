/**
 * The change form's state: the values (kept as a draft), their checks, the live price of the
 * change (call 61), and the confirmation (call 60). A refusal is said in words and keeps the
 * values; a success updates the booking everywhere it is kept on the device.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { amendBooking, amendRefusal, getAmendPrice, type AmendDriver } from '../../lib/api/amend'
import type { Booking } from '../../lib/api/entities'
import { isApiError } from '../../lib/api/errors'
import { config } from '../../lib/config'
import type { Language } from '../../lib/constants'
import { fromDateTimeInputs } from '../../lib/dates'
import { readOf } from '../../lib/data/read'
import { useResource } from '../../lib/data/use-resource'
import { isEmail, isOldEnough, isPhone } from '../../lib/validation'
import { toast } from '../../ui/toast'
import type { FieldError } from '../booking/validation'
import { patchBooking } from '../bookings/mirror'
import { clearAmendDraft, loadAmendDraft, saveAmendDraft } from './draft'
import { addsDriver, changeOf, checkValues, hasErrors, isEmptyChange, valuesOf, type AmendValues, type PersonInputs } from './rules'
import { refusalText } from './texts'

export type PersonErrors = Partial<Record<keyof PersonInputs, FieldError>>

/** A new additional driver's details, as the booking form checks them (old enough on the new pick-up day). */
function checkPerson(person: PersonInputs, minimumAge: number, pickup: Date | null): PersonErrors {
  const errors: PersonErrors = {}
  if (!person.fullName.trim()) errors.fullName = { code: 'required' }
  if (!person.email.trim()) errors.email = { code: 'required' }
  else if (!isEmail(person.email)) errors.email = { code: 'email' }
  if (!person.phone.trim()) errors.phone = { code: 'required' }
  else if (!isPhone(person.phone)) errors.phone = { code: 'phone' }
  if (!person.birthDate) errors.birthDate = { code: 'required' }
  else if (!isOldEnough(person.birthDate, minimumAge, pickup ?? new Date())) errors.birthDate = { code: 'age', age: minimumAge }
  return errors
}

interface Options {
  booking: Booking
  userId: string
  language: Language
  onAmended: (booking: Booking) => void
}

export function useAmend({ booking, userId, language, onAmended }: Options) {
  const { t, i18n } = useLingui()
  const initial = useMemo(() => valuesOf(booking), [booking])
  const [values, setValues] = useState<AmendValues>(() => loadAmendDraft(booking._id, initial))
  const [touched, setTouched] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => saveAmendDraft(booking._id, values, initial), [booking._id, values, initial])

  const minimumDays = booking.company.minimumRentalDays ?? 1
  const errors = checkValues(values, new Date(), minimumDays)
  const change = changeOf(booking, values)
  const unchanged = isEmptyChange(change)
  const adds = addsDriver(booking, values)
  const minimumAge = booking.car.minimumAge || config.minimumAge
  const personErrors = adds ? checkPerson(values.additional, minimumAge, fromDateTimeInputs(values.fromDate, values.fromTime)) : {}
  const valid = !hasErrors(errors) && Object.keys(personErrors).length === 0

  // The preview is asked for what the dates, places and options make (the driver's details play no part in the price).
  const request = !hasErrors(errors) && !unchanged ? { carId: booking.car._id, bookingId: booking._id, language, change } : null
  const resource = useResource(request ? ['amend-price', request] : null, (signal) => getAmendPrice(request!, { signal }), {
    debounceMs: 300,
    offline: 'pause',
  })
  const preview = readOf(resource, request !== null, 'pause')
  const previewRefusal = preview.status === 'error' ? amendRefusal(resource.error) : null

  const edit = (patch: Partial<AmendValues>) => {
    setValues((v) => ({ ...v, ...patch }))
    setTouched(true)
    setFailure(null)
  }

  /** Sends the change; resolves when it is done or refused (said in the form), throws to keep the dialog open for a retry. */
  async function confirm(): Promise<void> {
    setFailure(null)
    const driver: AmendDriver | undefined = adds ? { ...values.additional, birthDate: new Date(values.additional.birthDate) } : undefined
    try {
      const updated = await amendBooking(booking._id, change, language, driver)
      clearAmendDraft(booking._id)
      await patchBooking(userId, booking._id, updated)
      onAmended(updated)
      toast.success(t`The booking has been changed.`, { toastId: 'amend-done' })
    } catch (error) {
      const refusal = amendRefusal(error)
      if (refusal) {
        setFailure(refusalText(i18n, refusal))
        return
      }
      if (isApiError(error, 'offline') || isApiError(error, 'network')) toast.error(t`Changing the booking needs a connection.`)
      else toast.error(t`An unhandled error occurred.`)
      throw error
    }
  }

  return {
    values,
    edit,
    setOption: (option: keyof AmendValues['options'], on: boolean) => edit({ options: { ...values.options, [option]: on } }),
    setPerson: (field: keyof PersonInputs, value: string) => edit({ additional: { ...values.additional, [field]: value } }),
    /** Forgets the draft (the driver keeps the booking as it is). */
    discard: () => clearAmendDraft(booking._id),
    touched,
    errors,
    minimumDays,
    personErrors,
    adds,
    unchanged,
    valid,
    preview: { ...preview, data: resource.data, retry: resource.retry },
    previewRefusal,
    failure,
    confirm,
  }
}

export type AmendState = ReturnType<typeof useAmend>
