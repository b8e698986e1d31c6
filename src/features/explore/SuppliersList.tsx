import type { RentalSupplier } from '../../lib/api/explore'
import * as css from './explore.css'
import { SupplierCard } from './SupplierCard'

/** Every supplier as a card, in the order the API gives (by name). */
export function SuppliersList({ suppliers }: { suppliers: readonly RentalSupplier[] }) {
  return (
    <ul className={css.cards} data-testid="suppliers-list">
      {suppliers.map((s) => (
        <SupplierCard key={s._id} supplier={s} />
      ))}
    </ul>
  )
}
