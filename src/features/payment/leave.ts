import { providerPage } from '../../lib/api/payments'

/**
 * Leaves the app for the payment provider's page (issue 47): a full navigation, so the provider's
 * page is never inside the app (and never in its chunks). Only an http(s) address is followed.
 */
export function leaveForProvider(url: string): void {
  window.location.assign(providerPage(url))
}
