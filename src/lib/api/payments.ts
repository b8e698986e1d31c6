import { requestData, requestDataOrNull, type CallOptions } from './client'
import { checkoutPageSchema, paymentStateSchema, type PaymentState } from './entities'
import { apiPath, query } from './path'

/**
 * Calls 72 and 73 (issue 47). The booking's driver sends the token; a guest the payment token of
 * call 25's reply (`?t=`), kept on the device for that booking.
 */

/** Call 72: a new page at the provider for a payment still to be made; its address (http or https only). */
export async function startCheckout(bookingId: string, paymentToken?: string, opts?: CallOptions): Promise<string> {
  const { checkoutUrl } = await requestData(
    {
      name: 'startCheckout',
      method: 'POST',
      path: apiPath`/api/checkout/${bookingId}` + query({ t: paymentToken }),
      auth: 'optional',
      signal: opts?.signal,
    },
    checkoutPageSchema,
  )
  return providerPage(checkoutUrl)
}

/** Call 73: where the payment stands; null when there is none this reader may see (204). Never from a cache. */
export function getPayment(bookingId: string, paymentToken?: string, opts?: CallOptions): Promise<PaymentState | null> {
  return requestDataOrNull(
    {
      name: 'getPayment',
      method: 'GET',
      path: apiPath`/api/payment/${bookingId}` + query({ t: paymentToken }),
      auth: 'optional',
      signal: opts?.signal,
      fresh: true,
    },
    paymentStateSchema,
  )
}

/** The provider's page is left to only over http(s): a reply naming another scheme (javascript:, data:) is refused. */
export function providerPage(url: string): string {
  const parsed = new URL(url)
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new TypeError(`Not a payment page: ${parsed.protocol}`)
  return parsed.href
}
