import { useLingui } from '@lingui/react/macro'
import { formatPrice } from '../../lib/i18n/format'
import { rentalPriceText } from './price-text'
import * as css from './rental-price.css'

export interface RentalPriceProps {
  /** Server reply of getCarPrice (or undefined while loading). */
  price?: { totalPrice: number; days: number }
  status: 'idle' | 'loading' | 'ready' | 'error' | 'offline'
}

/**
 * "Price for N days: X" from the server's answer, with a placeholder while it
 * loads and a dash when it failed (never a stale total).
 */
export function RentalPrice({ price, status }: RentalPriceProps) {
  const { t, i18n } = useLingui()
  if (status === 'ready' && price) {
    return (
      <p className={css.total} data-testid="rental-price">
        {rentalPriceText(price.days, formatPrice(i18n, price.totalPrice))}
      </p>
    )
  }
  if (status === 'loading') {
    return (
      <p className={css.placeholder} aria-busy="true">
        <span className={css.skeleton} aria-hidden="true" />
        <span className={css.hidden}>{t`Loading the price…`}</span>
      </p>
    )
  }
  if (status === 'error' || status === 'offline') {
    return (
      <p className={css.placeholder} title={status === 'offline' ? t`The price needs a connection.` : t`The price could not be loaded.`}>
        <span aria-hidden="true">—</span>
        <span className={css.hidden}>{status === 'offline' ? t`The price needs a connection.` : t`The price could not be loaded.`}</span>
      </p>
    )
  }
  return null
}
