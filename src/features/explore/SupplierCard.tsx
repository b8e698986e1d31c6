import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RentalSupplier } from '../../lib/api/explore'
import { ButtonLink } from '../../ui/Button'
import { VisuallyHidden } from '../../ui/Page'
import { telHref } from '../booking-pass/pass-model'
import { SupplierLogo } from '../cars/SupplierLogo'
import * as css from './explore.css'
import { supplierCarsHref } from './links'

/** One supplier: logo, name, car count, places, desk (address, phone, hours) and its cars. */
export function SupplierCard({ supplier }: { supplier: RentalSupplier }) {
  const { t } = useLingui()
  const { _id, fullName, carCount, locations, location, phone, bio, payLater } = supplier
  const headingId = `supplier-${_id}`
  const tel = telHref(phone)
  const places = locations.map((l) => l.name).join(', ')
  const placeCount = locations.length
  return (
    <li className={css.item} aria-labelledby={headingId} data-testid="supplier-entry">
      <div className={css.supplierHead}>
        <SupplierLogo supplier={supplier} decorative />
        <h2 id={headingId} className={css.itemTitle}>
          {fullName}
        </h2>
      </div>
      <p className={css.meta} data-testid="supplier-car-count">
        {plural(carCount, { one: '# car available', other: '# cars available' })}
        {payLater && (
          <>
            {' · '}
            <Trans>pay at pick-up possible</Trans>
          </>
        )}
      </p>
      {locations.length > 0 && <p className={css.meta}>{plural(placeCount, { one: `Place: ${places}`, other: `Places: ${places}` })}</p>}
      {location && (
        <>
          <h3 className={css.deskLabel}>
            <Trans>Rental desk</Trans>
          </h3>
          <address className={css.desk}>{location}</address>
        </>
      )}
      {phone &&
        (tel ? (
          <a className={css.tel} href={tel} aria-label={t`Call ${fullName}: ${phone}`}>
            {phone}
          </a>
        ) : (
          <p className={css.desk}>{phone}</p>
        ))}
      {bio && (
        <>
          <h3 className={css.deskLabel}>
            <Trans>Opening hours and pick-up instructions</Trans>
          </h3>
          <p className={css.freeText}>{bio}</p>
        </>
      )}
      <div className={css.actions}>
        <ButtonLink href={supplierCarsHref(_id)} variant="secondary" small>
          <Trans>See its cars</Trans>
          <VisuallyHidden> {fullName}</VisuallyHidden>
        </ButtonLink>
      </div>
    </li>
  )
}
