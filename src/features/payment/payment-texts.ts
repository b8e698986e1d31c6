import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Payment, PaymentStatus } from '../../lib/api/entities'

/** A payment not made by its time has lapsed, whether or not the device has heard it from the server yet. */
export function paymentStatusNow(payment: Pick<Payment, 'status' | 'expiresAt'>, now = Date.now()): PaymentStatus {
  const open = payment.status === 'awaiting' || payment.status === 'failed'
  return open && new Date(payment.expiresAt).getTime() <= now ? 'expired' : payment.status
}

const TEST_PROVIDER = msg`Test provider (no money moved)`

/** The provider's name as people know it; the built-in test provider says what it is. */
export function providerName(i18n: I18n, provider: string): string {
  if (provider === 'test') return i18n._(TEST_PROVIDER)
  if (provider === 'stripe') return 'Stripe'
  return provider
}
