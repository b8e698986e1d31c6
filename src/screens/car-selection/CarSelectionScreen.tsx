import { Trans, useLingui } from '@lingui/react/macro'
import { useLanguage } from '../../lib/i18n/use-language'
import { useEffect, useMemo, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { CarPriceRequest } from '../../lib/api/cars'
import { getLocation } from '../../lib/api/locations'
import type { Car, Location } from '../../lib/api/entities'
import { CAR_OPTIONS, type CarOption, type Language } from '../../lib/constants'
import { fromDateTimeInputs, rentalDays, toDateInput, toTimeInput } from '../../lib/dates'
import { formatPrice, formatPricePerDay } from '../../lib/i18n/format'
import { CarOptionSwitches } from '../../features/cars/CarOptionSwitches'
import { CarSpecs } from '../../features/cars/CarSpecs'
import { CarImage } from '../../features/cars/CarImage'
import { DiscountList } from '../../features/cars/DiscountList'
import { PriceSummary } from '../../features/cars/PriceSummary'
import { SupplierLogo } from '../../features/cars/SupplierLogo'
import { choosableOptions } from '../../features/cars/option-rules'
import { useCar } from '../../features/cars/use-car'
import { useCarFree } from '../../features/cars/use-car-free'
import { useCarPrice } from '../../features/cars/use-car-price'
import {
  criteriaToQuery,
  optionsToQuery,
  parseCriteria,
  parseOptions,
  toSearchString,
  type RentalCriteria,
} from '../../features/search/criteria'
import { Button, ButtonLink } from '../../ui/Button'
import { SelectField, TextField } from '../../ui/Field'
import { Card, EmptyState, Notice, Page } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'
import * as css from './car-selection.css'

interface DateInputs {
  fromDate: string
  fromTime: string
  toDate: string
  toTime: string
}

function inputsFrom(c: RentalCriteria): DateInputs {
  return {
    fromDate: c.from ? toDateInput(c.from) : '',
    fromTime: c.from ? toTimeInput(c.from) : '10:00',
    toDate: c.to ? toDateInput(c.to) : '',
    toTime: c.to ? toTimeInput(c.to) : '10:00',
  }
}

/** /car-selection?c=ID[&p&d&f&t&o]: the car, its options and the live price, then on to the booking. */
export default function CarSelectionScreen() {
  const { t } = useLingui()
  const language = useLanguage()
  const search = useSearch()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const carId = params.get('c')
  const { car, status, retry } = useCar(carId && /^[A-Za-z0-9_-]{1,64}$/.test(carId) ? carId : null, language)

  let content
  if (status === 'loading') content = <Loading>{t`Loading the car…`}</Loading>
  else if (status === 'missing') {
    content = (
      <EmptyState>
        <Trans>This car does not exist or is no longer available.</Trans>
        <br />
        <ButtonLink href="/cars" variant="secondary" className={css.back}>
          <Trans>See the available cars</Trans>
        </ButtonLink>
      </EmptyState>
    )
  } else if (status === 'error' || !car) {
    content = (
      <Notice tone="danger" alert>
        <p className={css.noticeText}>
          {!navigator.onLine
            ? t`This car has not been saved for offline use; opening it needs a connection.`
            : t`The car could not be loaded.`}
        </p>
        <Button variant="secondary" small onClick={retry}>
          {t`Try again`}
        </Button>
      </Notice>
    )
  } else content = <CarSelection key={car._id} car={car} params={params} />

  return <Page title={car?.name ?? t`Your car`}>{content}</Page>
}

function CarSelection({ car, params }: { car: Car; params: URLSearchParams }) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const [, navigate] = useLocation()
  const criteria = useMemo(() => parseCriteria(params), [params])
  const chosen = useMemo(() => choosableOptions(car, parseOptions(params)), [car, params])
  const [inputs, setInputs] = useState<DateInputs>(() => inputsFrom(criteria))
  const [touched, setTouched] = useState(false)
  const minimumAge = car.minimumAge

  const carLocations = useMemo<Location[]>(() => car.locations.filter((l): l is Location => Boolean(l.name)), [car.locations])
  const pickupOk = !!criteria.pickupLocation && carLocations.some((l) => l._id === criteria.pickupLocation)
  const pickup = pickupOk ? criteria.pickupLocation : undefined
  const dropOff = criteria.dropOffLocation
  const dropOffOutside = useLocationName(dropOff && !carLocations.some((l) => l._id === dropOff) ? dropOff : undefined, language)

  const from = fromDateTimeInputs(inputs.fromDate, inputs.fromTime)
  const to = fromDateTimeInputs(inputs.toDate, inputs.toTime)
  const now = Date.now()
  let dateError: string | undefined
  let fromError: string | undefined
  if (from && from.getTime() < now) fromError = t`The pickup cannot be in the past.`
  if (from && to && to.getTime() <= from.getTime()) dateError = t`The return must be after the pickup.`
  const datesValid = !!from && !!to && !fromError && !dateError
  const days = datesValid ? rentalDays(from, to) : 0

  // Writes the whole state to the URL (replace: a reload or a shared link shows the same).
  const write = (patch: { pickup?: string; dropOff?: string; from?: Date | null; to?: Date | null; options?: CarOption[] }) => {
    const q = new URLSearchParams({ c: car._id })
    const p = 'pickup' in patch ? patch.pickup : criteria.pickupLocation
    const d = 'dropOff' in patch ? patch.dropOff : criteria.dropOffLocation
    const f = 'from' in patch ? (patch.from ?? undefined) : criteria.from
    const tt = 'to' in patch ? (patch.to ?? undefined) : criteria.to
    // With the pickup alone the URL keeps d explicit, so "same place" is not assumed for a new pickup.
    criteriaToQuery({ pickupLocation: p, dropOffLocation: d ?? p, from: f, to: tt }).forEach((v, k) => q.set(k, v))
    if (p && d === p) q.set('d', d)
    optionsToQuery(patch.options ?? chosen, q)
    navigate(`/car-selection${toSearchString(q)}`, { replace: true })
  }

  const setDate = (patch: Partial<DateInputs>) => {
    const next = { ...inputs, ...patch }
    setInputs(next)
    setTouched(true)
    const f = fromDateTimeInputs(next.fromDate, next.fromTime)
    const tt = fromDateTimeInputs(next.toDate, next.toTime)
    if (f && tt && tt.getTime() > f.getTime() && f.getTime() >= Date.now()) write({ from: f, to: tt })
  }

  // Keyed on values, not objects: a new Date or array with the same content asks no new price.
  const fromMs = from?.getTime()
  const toMs = to?.getTime()
  const carId = car._id
  const chosenKey = chosen.join(',')
  const request = useMemo<CarPriceRequest | null>(() => {
    if (!datesValid || fromMs === undefined || toMs === undefined) return null
    const taken = chosenKey.split(',')
    const flags = Object.fromEntries(CAR_OPTIONS.map((o) => [o, taken.includes(o)])) as Record<CarOption, boolean>
    return { carId, from: new Date(fromMs), to: new Date(toMs), language, ...flags }
  }, [datesValid, fromMs, toMs, carId, language, chosenKey])
  const price = useCarPrice(request, { debounceMs: 250 })

  const free = useCarFree(car, datesValid ? pickup : undefined, from ?? undefined, to ?? undefined)
  const ready = datesValid && !!pickup && !!dropOff && free !== 'taken'
  const continueHref = useMemo(() => {
    if (!ready || !from || !to) return null
    const q = new URLSearchParams({ c: car._id })
    criteriaToQuery({ pickupLocation: pickup, dropOffLocation: dropOff, from, to }).forEach((v, k) => q.set(k, v))
    optionsToQuery(chosen, q)
    return `/create-booking${toSearchString(q)}`
  }, [ready, from, to, car._id, pickup, dropOff, chosen])

  const missingPrice =
    !inputs.fromDate || !inputs.toDate
      ? t`Choose the pickup and return dates to see the price.`
      : !datesValid
        ? t`Correct the dates to see the price.`
        : undefined

  return (
    <div className={css.layout}>
      <div className={css.main}>
        <Card>
          <div className={css.carHead}>
            <CarImage car={car} eager />
            <div className={css.carInfo}>
              <div className={css.supplier}>
                <SupplierLogo supplier={car.company} decorative />
                <span>{car.company.fullName}</span>
              </div>
              <p className={css.perDay}>{formatPricePerDay(i18n, car.price)}</p>
              <p className={css.muted}>
                {t`Deposit`}: {formatPrice(i18n, car.deposit)}
              </p>
              {car.company.payLater && (
                <p className={css.payLater}>
                  <Trans>Pay at pickup is possible with this supplier.</Trans>
                </p>
              )}
              <p className={css.muted}>
                <Trans>Minimum driver age: {minimumAge}</Trans>
              </p>
              <DiscountList discounts={car.discounts} />
            </div>
          </div>
          <CarSpecs car={car} />
        </Card>
        <Card>
          <h2 className={css.h2}>
            <Trans>Options</Trans>
          </h2>
          <CarOptionSwitches
            car={car}
            chosen={chosen}
            days={days}
            onChange={(o, on) => write({ options: on ? [...chosen, o] : chosen.filter((x) => x !== o) })}
          />
        </Card>
      </div>
      <div className={css.side}>
        <Card className={css.sticky}>
          <h2 className={css.h2}>
            <Trans>Your rental</Trans>
          </h2>
          <div className={css.fields}>
            <SelectField
              label={t`Pickup location`}
              value={pickup ?? ''}
              onChange={(e) =>
                write({
                  pickup: e.target.value || undefined,
                  dropOff:
                    criteria.dropOffLocation && criteria.dropOffLocation !== criteria.pickupLocation
                      ? criteria.dropOffLocation
                      : e.target.value || undefined,
                })
              }
              error={
                touched && !pickup
                  ? t`Choose a pickup location.`
                  : criteria.pickupLocation && !pickupOk
                    ? t`This car cannot be picked up at the place you searched; choose one of its places.`
                    : undefined
              }
            >
              <option value="">{t`Choose…`}</option>
              {carLocations.map((l) => (
                <option key={l._id} value={l._id}>
                  {l.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t`Drop-off location`}
              value={dropOff ?? ''}
              onChange={(e) => write({ dropOff: e.target.value || undefined })}
              error={touched && !dropOff ? t`Choose a drop-off location.` : undefined}
            >
              <option value="">{t`Choose…`}</option>
              {carLocations.map((l) => (
                <option key={l._id} value={l._id}>
                  {l.name}
                </option>
              ))}
              {dropOff && dropOffOutside !== undefined && <option value={dropOff}>{dropOffOutside || t`The place you searched`}</option>}
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
              <TextField
                label={t`Pickup time`}
                type="time"
                value={inputs.fromTime}
                onChange={(e) => setDate({ fromTime: e.target.value })}
              />
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
            <Notice tone="warning">
              <p className={css.noticeText} data-testid="car-taken">
                <Trans>This car has just been booked for part of these dates. Choose other dates, or another car.</Trans>
              </p>
              <ButtonLink
                href={`/cars${toSearchString(criteriaToQuery({ ...criteria, from: from ?? undefined, to: to ?? undefined }))}`}
                variant="secondary"
                small
              >
                <Trans>See the cars free for these dates</Trans>
              </ButtonLink>
            </Notice>
          ) : (
            <PriceSummary price={price} missing={missingPrice} />
          )}
          {continueHref ? (
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
          )}
        </Card>
      </div>
    </div>
  )
}

/** The name of a place outside the car's list (undefined: no such place to show; '' while unknown). */
function useLocationName(id: string | undefined, language: Language): string | undefined {
  const [name, setName] = useState<{ id: string; name: string } | null>(null)
  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    getLocation(id, language, { signal: controller.signal }).then(
      (l) => setName({ id, name: l.name }),
      () => {},
    )
    return () => controller.abort()
  }, [id, language])
  if (!id) return undefined
  return name?.id === id ? name.name : ''
}
