import { Plural, Trans } from '@lingui/react/macro'
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { cx } from '../../ui/cx'
import * as css from './bookings.css'

/** The class names of a facts list; the bookings' by default, the booking form passes its own. */
export interface FactClasses {
  dl: string
  dt: string
  dd: string
  /** The price in the full layout ("Total"). */
  total: string
}

export interface BookingFactsProps {
  /** Where the car is taken and left (names, already localised). */
  pickup: string
  dropOff: string
  /** When, already formatted once by the caller. */
  from: string
  to: string
  days: number
  /** The formatted price, or what stands in for it (a spinner, an error). */
  price: ReactNode
  /**
   * compact (list cards): "time · place" on one line and the price as "Price";
   * full (default): time and place on two lines and the price as a large "Total".
   * The compact price has the bookings' own look (the cards pass no classes).
   */
  compact?: boolean
  /** Full layout only: the place above its time (default: the time above the place). */
  placeFirst?: boolean
  /** Facts before the pickup (e.g. the supplier), as <Fact>s. */
  lead?: ReactNode
  /** Facts between the length and the price (options, price per day), as <Fact>s. */
  children?: ReactNode
  /** Extra attributes of the price's <dd> (aria-live where it can change, a test id). */
  priceProps?: ComponentPropsWithoutRef<'dd'> & { 'data-testid'?: string }
  classes?: FactClasses
}

/**
 * Public within the booking features: the facts of one booking as a <dl> (pickup, drop-off,
 * length, price), shared by the list cards, the booking detail and the create-booking summary.
 * A plain component without hooks: the cards render it hundreds of times.
 */
export function BookingFacts({
  pickup,
  dropOff,
  from,
  to,
  days,
  price,
  compact,
  placeFirst,
  lead,
  children,
  priceProps,
  classes = css,
}: BookingFactsProps) {
  return (
    <dl className={classes.dl}>
      {lead}
      <dt className={classes.dt}>
        <Trans>Pickup</Trans>
      </dt>
      <dd className={classes.dd}>{placeAndTime(pickup, from, compact, placeFirst)}</dd>
      <dt className={classes.dt}>
        <Trans>Drop-off</Trans>
      </dt>
      <dd className={classes.dd}>{placeAndTime(dropOff, to, compact, placeFirst)}</dd>
      <dt className={classes.dt}>
        <Trans>Length</Trans>
      </dt>
      <dd className={classes.dd}>
        <Plural value={days} one="# day" other="# days" />
      </dd>
      {children}
      <dt className={classes.dt}>{compact ? <Trans>Price</Trans> : <Trans>Total</Trans>}</dt>
      <dd className={compact ? css.compactPrice : cx(classes.dd, classes.total)} {...priceProps}>
        {price}
      </dd>
    </dl>
  )
}

function placeAndTime(place: string, time: string, compact?: boolean, placeFirst?: boolean): ReactNode {
  if (compact) {
    return (
      <>
        {time} · {place}
      </>
    )
  }
  const [first, second] = placeFirst ? [place, time] : [time, place]
  return (
    <>
      {first}
      <br />
      {second}
    </>
  )
}

/** One more fact (a <dt> and its <dd>) in a facts list. */
export function Fact({
  label,
  children,
  classes = css,
}: {
  label: ReactNode
  children: ReactNode
  classes?: Pick<FactClasses, 'dt' | 'dd'>
}) {
  return (
    <>
      <dt className={classes.dt}>{label}</dt>
      <dd className={classes.dd}>{children}</dd>
    </>
  )
}
