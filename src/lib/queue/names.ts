/**
 * The names the action queue stores and signals under. The service worker repeats the two
 * message names and the sync tag (src/sw/sw.ts imports nothing but the cache names);
 * queue.test.ts checks that both sides spell them alike.
 */
import { IDB, QUEUE_CHANNEL } from '../storage/keys'

export const QUEUE_IDB = IDB.queue

/** The Background Sync tag the page registers when it keeps an action. */
export const QUEUE_SYNC_TAG = 'bc-queue'

/** The worker to the pages, on a `sync` event: "send what you keep" (answered on the message's port). */
export const QUEUE_FLUSH_MESSAGE = 'BC_QUEUE_FLUSH'

/** The Web Lock that lets one tab at a time send an account's kept actions. */
export const QUEUE_LOCK = 'bc-queue-flush'

/** The BroadcastChannel on which a tab that sent a kept action tells the others its outcome (named in lib/storage/keys.ts). */
export { QUEUE_CHANNEL }
