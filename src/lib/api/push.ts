/**
 * Calls 80–82 (issue 50): the server's VAPID public key, and this device's push subscription for the
 * signed-in account. Call 80 carries no token; 81 and 82 carry it.
 */
import { requestDataOrNull, requestDone, type CallOptions } from './client'
import { map, obj, SchemaError, str, type Schema } from './schema'

/** A VAPID public key: base64url of a 65-byte P-256 point (87 characters without padding). */
const publicKeySchema: Schema<string> = map(obj({ publicKey: str }), ({ publicKey }, path) => {
  if (!/^[A-Za-z0-9_-]{86,88}$/.test(publicKey)) throw new SchemaError(`${path}.publicKey`, 'a VAPID public key (base64url)', publicKey)
  return publicKey
})

/** Call 80: the key to subscribe with; null when the server does not push (204). */
export function getPushKey(opts?: CallOptions): Promise<string | null> {
  return requestDataOrNull(
    { name: 'getPushKey', method: 'GET', path: '/api/push-key', auth: 'none', signal: opts?.signal, fresh: true },
    publicKeySchema,
  )
}

/** What call 81 takes: the browser's PushSubscription.toJSON(). */
export interface PushSubscriptionBody {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/** Call 81: this device gets the signed-in account's pushes (the same endpoint again replaces the old one). */
export function subscribePush(subscription: PushSubscriptionBody, language: string, opts?: CallOptions): Promise<void> {
  return requestDone({
    name: 'subscribePush',
    method: 'POST',
    path: '/api/push-subscribe',
    auth: 'token',
    body: { subscription: { endpoint: subscription.endpoint, keys: subscription.keys }, language },
    signal: opts?.signal,
  })
}

/** Call 82: this device no longer gets the account's pushes (200 also when the server did not know it). */
export function unsubscribePush(endpoint: string, opts?: CallOptions): Promise<void> {
  return requestDone({
    name: 'unsubscribePush',
    method: 'POST',
    path: '/api/push-unsubscribe',
    auth: 'token',
    body: { endpoint },
    signal: opts?.signal,
  })
}
