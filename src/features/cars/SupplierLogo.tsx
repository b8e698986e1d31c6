import { SUPPLIER_LOGO } from '../../lib/constants'
import type { Supplier } from '../../lib/api/entities'
import { supplierInitials, supplierLogoUrl } from './supplier-logo'
import * as css from './car.css'

/** A supplier's logo (60x30) from the users CDN, or its initials when it has none. */
export function SupplierLogo({ supplier, decorative }: { supplier: Pick<Supplier, 'fullName' | 'avatar'>; decorative?: boolean }) {
  if (!supplier.avatar) {
    return (
      <span className={css.logoFallback} aria-hidden="true">
        {supplierInitials(supplier.fullName)}
      </span>
    )
  }
  return (
    <img
      className={css.logo}
      src={supplierLogoUrl(supplier.avatar)}
      width={SUPPLIER_LOGO.width}
      height={SUPPLIER_LOGO.height}
      alt={decorative ? '' : supplier.fullName}
      loading="lazy"
      decoding="async"
    />
  )
}
