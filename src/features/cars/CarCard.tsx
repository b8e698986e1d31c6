import { useLingui } from '@lingui/react/macro'
import { useLanguage } from '../../lib/i18n/use-language'
import { useMemo } from 'react'
import type { Car, Supplier } from '../../lib/api/entities'
import { formatPrice, formatPricePerDay } from '../../lib/i18n/format'
import { ButtonLink } from '../../ui/Button'
import { CarImage } from './CarImage'
import { CarOptionList } from './CarOptionList'
import { CarSpecs } from './CarSpecs'
import { DiscountList } from './DiscountList'
import { RentalPrice } from './RentalPrice'
import { SupplierLogo } from './SupplierLogo'
import { SupplierPolicyNotes } from '../supplier-policies/SupplierPolicyNotes'
import { useCarPrice } from './use-car-price'
import { carPriceRequest } from './price-request'
import { useInView } from '../../lib/hooks/use-in-view'
import * as css from './car-card.css'

export interface CarCardProps {
  car: Car
  /** With both dates the card asks the server for the rental total once it scrolls into view. */
  from?: Date
  to?: Date
  /** Where the action goes, and its label ("Choose this car" / "View this car"). */
  href: string
  actionLabel: string
  /** The first card loads its image eagerly (it is likely above the fold). */
  eager?: boolean
}

/** The id of a card's heading, which names the card. */
const cardTitleId = (id: string) => `car-${id}-name`

type CardHeadingCar = Pick<Car, '_id' | 'name'> & { company: Pick<Supplier, 'fullName' | 'avatar'> }

/**
 * The top of a card's text: the car's name and its supplier's line. On a phone's /cars the first
 * paint draws the first card's from this markup, rendered at build time (app/first-paint/build/static-frames.tsx).
 */
export function CarCardHeading({ car }: { car: CardHeadingCar }) {
  return (
    <>
      <h2 id={cardTitleId(car._id)} className={css.name}>
        {car.name}
      </h2>
      <div className={css.supplier}>
        <SupplierLogo supplier={car.company} decorative />
        <span>{car.company.fullName}</span>
      </div>
    </>
  )
}

/**
 * One car of a list: picture, name, supplier, specs, options, discounts,
 * deposit, price per day and, with dates, the total of the rental.
 */
export function CarCard({ car, from, to, href, actionLabel, eager }: CarCardProps) {
  const { t, i18n } = useLingui()
  const [ref, visible] = useInView<HTMLElement>('100px')
  const language = useLanguage()
  const request = useMemo(() => (from && to ? carPriceRequest(car._id, from, to, language) : null), [car._id, from, to, language])
  const price = useCarPrice(request, { enabled: visible })
  return (
    <article ref={ref} className={css.card} aria-labelledby={cardTitleId(car._id)} data-testid="car-card" data-car-id={car._id}>
      <div className={css.mediaBox}>
        <CarImage car={car} eager={eager} />
      </div>
      <div className={css.body}>
        <CarCardHeading car={car} />
        <SupplierPolicyNotes supplier={car.company} />
        <CarSpecs car={car} />
        <CarOptionList car={car} />
        <DiscountList discounts={car.discounts} />
      </div>
      <div className={css.aside}>
        <p className={css.perDay}>{formatPricePerDay(i18n, car.price)}</p>
        <p className={css.deposit}>
          {t`Deposit`}: {formatPrice(i18n, car.deposit)}
        </p>
        {request && <RentalPrice price={price.data} status={visible ? price.status : 'loading'} />}
        <ButtonLink href={href} block>
          {actionLabel}
        </ButtonLink>
      </div>
    </article>
  )
}
