import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { Booking, CarOptionPrices, Location } from '../../lib/api/entities'
import { AMENDMENTS_DAYS_BEFORE, CAR_OPTIONS, type Language } from '../../lib/constants'
import { fromDateTimeInputs, rentalDays } from '../../lib/dates'
import { formatDateTime, formatPrice } from '../../lib/i18n/format'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { SelectField, TextField } from '../../ui/Field'
import { errorText } from '../booking/messages'
import { PersonFields } from '../booking/PersonFields'
import { CarOptionSwitches } from '../cars/CarOptionSwitches'
import { useCar } from '../cars/use-car'
import { earliestPickup, optionOn, type AmendErrors, type PersonInputs } from './rules'
import { AmendPrice } from './AmendPrice'
import { fieldErrorText } from './texts'
import { useAmend } from './use-amend'
import * as css from './amend.css'

interface Props {
  booking: Booking
  userId: string
  language: Language
  onAmended: (booking: Booking) => void
  onClose: () => void
}

/** The places a change may choose: the car's, and the booking's own where the car no longer lists them. */
function placesOf(booking: Booking, carLocations: readonly { _id: string; name?: string }[]): Location[] {
  const named = carLocations.filter((l): l is Location => Boolean(l.name))
  const list = [...named]
  for (const own of [booking.pickupLocation, booking.dropOffLocation])
    if (!list.some((l) => l._id === own._id)) list.push({ _id: own._id, name: own.name })
  return list
}

/**
 * The change form: dates and times, places, options, a new additional driver's details when one
 * is added; the live new price; Confirm asks first (a dialog with the new dates and price).
 */
export function AmendForm({ booking, userId, language, onAmended, onClose }: Props) {
  const { t, i18n } = useLingui()
  const amend = useAmend({ booking, userId, language, onAmended })
  const { values, edit, errors, touched, personErrors, preview } = amend
  const title = useRef<HTMLHeadingElement>(null)
  // A new additional driver's field says what is wrong once it has been left.
  const [blurred, setBlurred] = useState<ReadonlySet<keyof PersonInputs>>(new Set())
  useEffect(() => title.current?.focus(), [])

  // The car's current prices and places (call 19); the booking's copy until it answers.
  const fresh = useCar(booking.car._id, language).car
  const prices: CarOptionPrices = { ...(fresh ?? booking.car), amendments: 0 }
  const places = placesOf(booking, fresh?.locations ?? booking.car.locations)
  const chosen = CAR_OPTIONS.filter((o) => optionOn(prices, values, o))
  const from = fromDateTimeInputs(values.fromDate, values.fromTime)
  const to = fromDateTimeInputs(values.toDate, values.toTime)
  const days = from && to && to > from ? rentalDays(from, to) : 0

  const shown = (field: keyof AmendErrors) => {
    const code = errors[field]
    return touched && code ? fieldErrorText(i18n, field, code, amend.minimumDays) : undefined
  }
  const options = places.map((l) => (
    <option key={l._id} value={l._id}>
      {l.name}
    </option>
  ))
  const ready = amend.valid && !amend.unchanged && preview.status === 'ready' && !!preview.data && !amend.previewRefusal
  const newTotal = preview.data ? formatPrice(i18n, preview.data.totalPrice) : ''
  const fromText = from ? formatDateTime(i18n, from) : ''
  const toText = to ? formatDateTime(i18n, to) : ''
  const daysBefore = AMENDMENTS_DAYS_BEFORE

  return (
    <form className={css.stack} noValidate aria-labelledby="amend-title" onSubmit={(e) => e.preventDefault()} data-testid="amend-form">
      <h3 id="amend-title" ref={title} tabIndex={-1} className={css.title}>
        <Trans>Change the booking</Trans>
      </h3>
      <p className={css.muted}>
        <Trans>
          Changes are possible up to {daysBefore} days before the pick-up. The price is computed again and the booking keeps its number.
        </Trans>
      </p>

      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans>Dates</Trans>
        </legend>
        <div className={css.pair}>
          <TextField
            label={t`Pickup date`}
            type="date"
            name="amend-from-date"
            min={earliestPickup()}
            value={values.fromDate}
            onChange={(e) => edit({ fromDate: e.target.value })}
            error={shown('from')}
          />
          <TextField
            label={t`Pickup time`}
            type="time"
            name="amend-from-time"
            value={values.fromTime}
            onChange={(e) => edit({ fromTime: e.target.value })}
          />
        </div>
        <div className={css.pair}>
          <TextField
            label={t`Return date`}
            type="date"
            name="amend-to-date"
            min={values.fromDate || earliestPickup()}
            value={values.toDate}
            onChange={(e) => edit({ toDate: e.target.value })}
            error={shown('to')}
          />
          <TextField
            label={t`Return time`}
            type="time"
            name="amend-to-time"
            value={values.toTime}
            onChange={(e) => edit({ toTime: e.target.value })}
          />
        </div>
      </fieldset>

      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans>Places</Trans>
        </legend>
        <div className={css.places}>
          <SelectField
            label={t`Pickup location`}
            name="amend-pickup"
            value={values.pickup}
            onChange={(e) => edit({ pickup: e.target.value })}
            error={shown('pickup')}
          >
            {options}
          </SelectField>
          <SelectField
            label={t`Drop-off location`}
            name="amend-drop-off"
            value={values.dropOff}
            onChange={(e) => edit({ dropOff: e.target.value })}
            error={shown('dropOff')}
          >
            {options}
          </SelectField>
        </div>
      </fieldset>

      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans>Options</Trans>
        </legend>
        <CarOptionSwitches
          car={prices}
          chosen={chosen}
          days={days}
          onChange={(o, on) => {
            if (o !== 'amendments') amend.setOption(o, on)
          }}
        />
        <p className={css.muted}>
          <Trans>The amendments option stays taken; its fee is part of the new price.</Trans>
        </p>
      </fieldset>

      {amend.adds && (
        <PersonFields
          who="additional"
          legend={t`Additional driver`}
          values={values.additional}
          errors={Object.fromEntries(
            Object.entries(personErrors).map(([field, error]) => [
              `additional.${field}`,
              blurred.has(field as keyof PersonInputs) && error ? errorText(i18n, error) : undefined,
            ]),
          )}
          onChange={amend.setPerson}
          onBlur={(field) => setBlurred((b) => new Set(b).add(field))}
        />
      )}

      <AmendPrice amend={amend} paid={booking.price} />

      <p role="alert" className={css.failure} data-testid="amend-error">
        {amend.failure}
      </p>

      <div className={css.actions}>
        {ready ? (
          <ConfirmDialog
            trigger={
              <Button>
                <Trans>Confirm the change</Trans>
              </Button>
            }
            title={<Trans>Change this booking?</Trans>}
            description={
              <Trans>
                New dates: {fromText} – {toText}. New price: {newTotal}. {booking.company.fullName} will be told what changed.
              </Trans>
            }
            confirmLabel={<Trans>Change the booking</Trans>}
            cancelLabel={<Trans>Not now</Trans>}
            onConfirm={amend.confirm}
          />
        ) : (
          <Button disabled aria-describedby="amend-why">
            <Trans>Confirm the change</Trans>
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => {
            amend.discard()
            onClose()
          }}
        >
          <Trans>Keep the booking as it is</Trans>
        </Button>
      </div>
      {!ready && (
        <p id="amend-why" className={css.muted}>
          {amend.adds && Object.keys(personErrors).length > 0 ? (
            <Trans>Fill in the additional driver’s details to confirm the change.</Trans>
          ) : (
            <Trans>The change can be confirmed once its new price is shown.</Trans>
          )}
        </p>
      )}
    </form>
  )
}
