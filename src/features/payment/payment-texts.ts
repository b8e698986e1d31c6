import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Payment, PaymentStatus } from '../../lib/api/entities'
import { paymentStatusAt } from '../../lib/payment-status'

/** A payment not made by its time has lapsed, whether or not the device has heard it from the server yet. */
export function paymentStatusNow(payment: Pick<Payment, 'status' | 'expiresAt'>, now = Date.now()): PaymentStatus {
  return paymentStatusAt(payment, now)
}

const TEST_PROVIDER = msg`Test provider (no money moved)`

/** The provider's name as people know it; the built-in test provider says what it is. */
export function providerName(i18n: I18n, provider: string): string {
  if (provider === 'test') return i18n._(TEST_PROVIDER)
  if (provider === 'stripe') return 'Stripe'
  return provider
}
