import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { toDateInput } from '../../lib/dates'
import { Button, ButtonLink } from '../../ui/Button'
import { SelectField, TextField } from '../../ui/Field'
import { Card, Notice } from '../../ui/Page'
import { PriceSummary } from '../cars/PriceSummary'
import type { CarSelectionState } from './use-car-selection'
import * as css from './car-selection.css'

/** "Your rental": the places and dates of the car selection, its price (or why not yet), and Continue. */
export function RentalPanel({ selection }: { selection: CarSelectionState }) {
  const { t } = useLingui()
  const { criteria, places, dates, price, free, freeCarsHref, continueHref } = selection
  const { inputs, setDate, touched } = dates
  const fromError = dates.fromPast ? t`The pickup cannot be in the past.` : undefined
  const dateError = dates.toBeforeFrom ? t`The return must be after the pickup.` : undefined
  const missingPrice =
    !inputs.fromDate || !inputs.toDate
      ? t`Choose the pickup and return dates to see the price.`
      : !dates.datesValid
        ? t`Correct the dates to see the price.`
        : dates.tooShort
          ? plural(dates.minimumDays, {
              one: 'This supplier rents its cars for at least # day: choose a longer rental.',
              other: 'This supplier rents its cars for at least # days: choose a longer rental.',
            })
          : undefined
  const placeOptions = places.list.map((l) => (
    <option key={l._id} value={l._id}>
      {l.name}
    </option>
  ))

  // Continue follows the total: the price's breakdown grows below it, never pushing it down.
  const action = continueHref ? (
    <ButtonLink href={continueHref} block>
      <Trans>Continue</Trans>
    </ButtonLink>
  ) : (
    <>
      <Button block disabled aria-describedby="continue-why">
        <Trans>Continue</Trans>
      </Button>
      <p id="continue-why" className={css.muted}>
        <Trans>Choose the places and the dates to continue.</Trans>
      </p>
    </>
  )
  return (
    <Card className={css.sticky}>
      <h2 className={css.h2}>
        <Trans>Your rental</Trans>
      </h2>
      <div className={css.fields}>
        <SelectField
          label={t`Pickup location`}
          value={places.pickup ?? ''}
          onChange={(e) => places.setPickup(e.target.value || undefined)}
          error={
            touched && !places.pickup
              ? t`Choose a pickup location.`
              : criteria.pickupLocation && !places.pickupOk
                ? t`This car cannot be picked up at the place you searched; choose one of its places.`
                : undefined
          }
        >
          <option value="">{t`Choose…`}</option>
          {placeOptions}
        </SelectField>
        <SelectField
          label={t`Drop-off location`}
          value={places.dropOff ?? ''}
          onChange={(e) => places.setDropOff(e.target.value || undefined)}
          error={touched && !places.dropOff ? t`Choose a drop-off location.` : undefined}
        >
          <option value="">{t`Choose…`}</option>
          {placeOptions}
          {places.dropOff && places.dropOffOutside !== undefined && (
            <option value={places.dropOff}>{places.dropOffOutside || t`The place you searched`}</option>
          )}
        </SelectField>
        <div className={css.pair}>
          <TextField
            label={t`Pickup date`}
            type="date"
            min={toDateInput(new Date())}
            value={inputs.fromDate}
            onChange={(e) => setDate({ fromDate: e.target.value })}
            error={fromError}
          />
          <TextField label={t`Pickup time`} type="time" value={inputs.fromTime} onChange={(e) => setDate({ fromTime: e.target.value })} />
        </div>
        <div className={css.pair}>
          <TextField
            label={t`Return date`}
            type="date"
            min={inputs.fromDate || toDateInput(new Date())}
            value={inputs.toDate}
            onChange={(e) => setDate({ toDate: e.target.value })}
            error={dateError}
          />
          <TextField label={t`Return time`} type="time" value={inputs.toTime} onChange={(e) => setDate({ toTime: e.target.value })} />
        </div>
      </div>
      {free === 'taken' ? (
        <>
          <Notice tone="warning">
            <p className={css.noticeText} data-testid="car-taken">
              <Trans>This car has just been booked for part of these dates. Choose other dates, or another car.</Trans>
            </p>
            <ButtonLink href={freeCarsHref} variant="secondary" small>
              <Trans>See the cars free for these dates</Trans>
            </ButtonLink>
          </Notice>
          {action}
        </>
      ) : (
        <PriceSummary price={price} missing={missingPrice} action={action} />
      )}
    </Card>
  )
}
