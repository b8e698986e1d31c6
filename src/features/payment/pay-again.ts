import { startCheckout } from '../../lib/api/payments'
import { paymentTokenOf } from '../../lib/storage/payment-tokens'
import { leaveForProvider } from './leave'

/** Call 72, then on to the provider's new page (a full navigation): "Pay now" and "Try again". */
export async function payAgain(bookingId: string): Promise<void> {
  leaveForProvider(await startCheckout(bookingId, paymentTokenOf(bookingId)))
}
