import { Trans, useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import type { Car } from '../../lib/api/entities'
import { formatPrice, formatPricePerDay } from '../../lib/i18n/format'
import { isKind } from '../pending-actions/actions'
import { useKeptActions } from '../../lib/queue/runtime'
import { ButtonLink } from '../../ui/Button'
import { VisuallyHidden } from '../../ui/Page'
import { Switch } from '../../ui/Switch'
import { CarImage } from '../cars/CarImage'
import { CarSpecs } from '../cars/CarSpecs'
import { useSession } from '../auth/session'
import { PendingNote } from '../pending-actions/PendingNote'
import { whatOf } from '../pending-actions/outcome-text'
import { DeleteCar } from './DeleteCar'
import * as card from '../cars/car-card.css'
import * as css from './supplier-cars.css'

export interface FleetCarCardProps {
  car: Car
  online: boolean
  /** The first card loads its picture eagerly. */
  eager?: boolean
  onAvailable: (car: Car, available: boolean) => Promise<boolean>
  onDeleted: (carId: string) => void
  /** The operator's list: the car's supplier under its name, and Edit opens /admin/edit-car. */
  admin?: boolean
}

/** One of the supplier's cars: picture, name, specs, price per day, deposit, the availability switch, Edit and Delete. */
export const FleetCarCard = memo(function FleetCarCard({ car, online, eager, onAvailable, onDeleted, admin = false }: FleetCarCardProps) {
  const { t, i18n } = useLingui()
  const name = car.name
  const titleId = `supplier-car-${car._id}`
  // A supplier's switch made offline waits in the queue (shown here, with Undo); the operator's needs the network.
  const user = useSession()
  const { actions, sendingId } = useKeptActions(admin ? undefined : user?.id)
  const kept = actions.find((a) => isKind(a, 'car-availability') && a.payload.carId === car._id)
  const available = kept && isKind(kept, 'car-availability') ? kept.payload.available : car.available
  return (
    <article className={card.card} aria-labelledby={titleId} data-testid="supplier-car" data-car-id={car._id}>
      <div className={card.mediaBox}>
        <CarImage car={car} eager={eager} />
      </div>
      <div className={card.body}>
        <h2 id={titleId} className={card.name}>
          {name}
        </h2>
        {admin && <p className={css.supplier}>{car.company.fullName}</p>}
        <CarSpecs car={car} />
      </div>
      <div className={card.aside}>
        <p className={card.perDay}>{formatPricePerDay(i18n, car.price)}</p>
        <p className={card.deposit}>
          {t`Deposit`}: {formatPrice(i18n, car.deposit)}
        </p>
        <Switch
          label={
            <Trans>
              Available for rental<VisuallyHidden>: {name}</VisuallyHidden>
            </Trans>
          }
          description={online || !admin ? undefined : t`You are offline. Changes need the network.`}
          checked={available}
          disabled={!online && admin}
          onChange={(next) => void onAvailable(car, next)}
        />
        {kept && <PendingNote action={kept} sending={sendingId === kept.id} what={whatOf(kept)} />}
        <div className={css.actions}>
          <ButtonLink
            href={`${admin ? '/admin' : '/supplier'}/edit-car?c=${encodeURIComponent(car._id)}`}
            variant="secondary"
            small
            className={css.action}
          >
            <Trans>
              Edit<VisuallyHidden> {name}</VisuallyHidden>
            </Trans>
          </ButtonLink>
          <DeleteCar car={car} online={online} onAvailable={onAvailable} onDeleted={onDeleted} />
        </div>
      </div>
    </article>
  )
})
