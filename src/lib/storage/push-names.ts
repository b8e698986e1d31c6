/**
 * The names of issue 50's push notifications, in a file of their own: keys.ts and cache-names.ts are in
 * a guest's first load, where each name used only by lazy code would be one more export of the entry.
 */

/** Message the worker posts to the open pages when a push arrives: they refresh what it names (features/push/push-listener.ts). The worker repeats it (src/sw/sw.ts). */
export const PUSH_MESSAGE = 'BC_PUSH'

/** localStorage: set once the offer to turn on notifications after a booking was answered (features/push/PushOffer.tsx), so it is never made again. */
export const PUSH_OFFER_KEY = 'bc-push-offer'
