/** What the change form says, in words: why a booking cannot be changed, why a change was refused, what is wrong with a field. */
import { msg, plural } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { AmendRefusal } from '../../lib/api/amend'
import { AMENDMENTS_DAYS_BEFORE } from '../../lib/constants'
import type { AmendBlock, AmendErrors } from './rules'

export function blockText(i18n: I18n, block: AmendBlock): string {
  const days = AMENDMENTS_DAYS_BEFORE
  switch (block) {
    case 'no-option':
      return i18n._(msg`This booking cannot be changed: the amendments option was not taken.`)
    case 'status':
      return i18n._(msg`This booking cannot be changed in its current status.`)
    case 'cancel-requested':
      return i18n._(msg`This booking cannot be changed: a cancellation was requested.`)
    case 'too-late':
      return i18n._(msg`This booking can no longer be changed: changes are possible up to ${days} days before the pick-up.`)
  }
}

export function refusalText(i18n: I18n, refusal: AmendRefusal): string {
  const days = AMENDMENTS_DAYS_BEFORE
  switch (refusal) {
    case 'no-option':
    case 'status':
    case 'cancel-requested':
      return blockText(i18n, refusal)
    case 'too-late':
      return i18n._(msg`Changes are possible up to ${days} days before the pick-up: choose a later pick-up, or keep the booking as it is.`)
    case 'dates':
      return i18n._(msg`These dates cannot be booked: the return must be after the pick-up.`)
    case 'place':
      return i18n._(msg`This car cannot be picked up or returned at the place chosen.`)
    case 'minimum-days':
      return i18n._(msg`The rental is shorter than the supplier’s minimum: choose a longer period.`)
    case 'additional-driver':
      return i18n._(msg`The additional driver’s details are not valid, or the driver is too young for this car.`)
    case 'taken':
      return i18n._(msg`Another booking holds this car for part of these dates. Choose other dates.`)
    case 'not-yours':
      return i18n._(msg`This booking could not be found in your account.`)
    case 'refused':
      return i18n._(msg`The supplier’s rules do not allow this change.`)
  }
}

export function fieldErrorText(
  i18n: I18n,
  field: keyof AmendErrors,
  code: NonNullable<AmendErrors[keyof AmendErrors]>,
  minimumDays = 1,
): string {
  const days = AMENDMENTS_DAYS_BEFORE
  if (code === 'too-short')
    return plural(minimumDays, {
      one: 'This supplier rents this car for at least # day.',
      other: 'This supplier rents this car for at least # days.',
    })
  if (code === 'too-soon') return i18n._(msg`The new pick-up must be at least ${days} days from now.`)
  if (code === 'before-from') return i18n._(msg`The return must be after the pickup.`)
  if (field === 'pickup') return i18n._(msg`Choose a pickup location.`)
  if (field === 'dropOff') return i18n._(msg`Choose a drop-off location.`)
  return i18n._(msg`Choose a date and a time.`)
}
