import { Trans, useLingui } from '@lingui/react/macro'
import type { Car } from '../../lib/api/entities'
import { formatPrice, formatPricePerDay } from '../../lib/i18n/format'
import { Card } from '../../ui/Page'
import { CarImage } from '../cars/CarImage'
import { CarSpecs } from '../cars/CarSpecs'
import { DiscountList } from '../cars/DiscountList'
import { SupplierLogo } from '../cars/SupplierLogo'
import { SupplierPolicyNotes } from '../supplier-policies/SupplierPolicyNotes'
import * as css from './car-selection.css'

/** The car at a glance: picture, supplier, daily price, deposit, pay at pickup, minimum age, discounts and specs. */
export function CarOverview({ car }: { car: Car }) {
  const { t, i18n } = useLingui()
  const minimumAge = car.minimumAge
  return (
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
          <SupplierPolicyNotes supplier={car.company} />
          <DiscountList discounts={car.discounts} />
        </div>
      </div>
      <CarSpecs car={car} />
    </Card>
  )
}
