/**
 * Sign-out stops this device's pushes (issue 50), first thing in the purge (purge.ts), while the token is
 * still there: call 82 with it, then the browser's unsubscribe(). The API call loads only when the device
 * has a subscription. Without a network, call 82 gives up after a few seconds and the browser unsubscribes
 * anyway: the push service then answers the server's next push with 410, and the server forgets the device.
 * After a refused session, call 82 is refused too, with the same outcome.
 */
const CALL_82_WAIT_MS = 4000

export async function unsubscribeThisDevice(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager?.getSubscription()
  if (!subscription) return
  const { unsubscribePush } = await import('../api/push')
  await unsubscribePush(subscription.endpoint, { signal: AbortSignal.timeout(CALL_82_WAIT_MS) }).catch(() => {})
  await subscription.unsubscribe().catch(() => {})
}
