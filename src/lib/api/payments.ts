import { getStoredUser } from '../storage/user'
import { requestData, requestDataOrNull, type CallOptions } from './client'
import { checkoutPageSchema, paymentStateSchema, type PaymentState } from './entities'
import { apiPath, query } from './path'

/**
 * Calls 72 and 73 (issue 47). The contract's call kind: the token when signed in (the client adds
 * it), else `?t=<paymentToken>` (call 25's reply, kept on the device for that booking). The payment
 * token goes only where no session speaks for the driver, so it is not put in URLs without need.
 */
function guestKey(paymentToken: string | undefined): string {
  return getStoredUser()?.accessToken ? '' : query({ t: paymentToken })
}

/** Call 72: a new page at the provider for a payment still to be made; its address (http or https only). */
export async function startCheckout(bookingId: string, paymentToken?: string, opts?: CallOptions): Promise<string> {
  const { checkoutUrl } = await requestData(
    {
      name: 'startCheckout',
      method: 'POST',
      path: apiPath`/api/checkout/${bookingId}` + guestKey(paymentToken),
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
      path: apiPath`/api/payment/${bookingId}` + guestKey(paymentToken),
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
