/**
 * An account's Web Push state (issue 50), kept on its user record (`UserRecord.push`), so that it is
 * journaled with the rest of the record and survives a restart without a store of its own. Never in a
 * reply (views.ts' publicUser lists its fields). Dates are ISO strings.
 */
export interface PushState {
  /** The account's subscribed devices, oldest first; at most 10 (push.ts MAX_DEVICES). */
  devices: PushDevice[]
  /** Pushes not yet delivered to every device, oldest first: retried with backoff (push.ts). */
  queue: QueuedPush[]
  /** Bookings whose pick-up reminder was made (once each); pruned once the pick-up has passed. */
  reminded: string[]
}

/** A browser's PushSubscription (call 81). */
export interface PushDevice {
  endpoint: string
  /** The subscription's keys, base64url: the browser's P-256 public key and the 16-byte auth secret. */
  p256dh: string
  auth: string
  /** The VAPID public key it was made with: after a rotation, a device of the old key is dropped. */
  key: string
  createdAt: string
}

/** One notification on its way: its payload and the endpoints still to reach. */
export interface QueuedPush {
  /** The notification's `_id`: the payload's tag, and the push's Topic. */
  tag: string
  title: string
  body: string
  /** The app's path to open, e.g. `/booking?b=<id>`. */
  url: string
  to: string[]
  /** Tries so far that failed for at least one endpoint. */
  attempts: number
  /** Not before this time. */
  next: string
  createdAt: string
}
