import { SUPPLIER_LOGO } from '../../lib/constants'
import { config } from '../../lib/config'
import type { Supplier } from '../../lib/api/entities'
import * as css from './car.css'

/** A supplier's logo (60x30) from the users CDN, or its initials when it has none. */
export function SupplierLogo({ supplier, decorative }: { supplier: Pick<Supplier, 'fullName' | 'avatar'>; decorative?: boolean }) {
  if (!supplier.avatar) {
    return (
      <span className={css.logoFallback} aria-hidden="true">
        {supplier.fullName
          .split(/\s+/)
          .slice(0, 2)
          .map((w) => w[0])
          .join('')
          .toUpperCase()}
      </span>
    )
  }
  return (
    <img
      className={css.logo}
      src={`${config.cdnUsers}/${supplier.avatar}`}
      width={SUPPLIER_LOGO.width}
      height={SUPPLIER_LOGO.height}
      alt={decorative ? '' : supplier.fullName}
      loading="lazy"
      decoding="async"
    />
  )
}
