/**
 * The app's action queue: lib/queue's engine with the product's kinds of action (actions.ts)
 * registered, as this module is loaded. Whatever keeps or sends an action goes through here, so the
 * kinds are always known by then.
 */
import { flushSignedIn, keep, registerActions, startQueue } from '../../lib/queue/runtime'
import type { KeptAction } from '../../lib/queue/queue'
import { HANDLERS, newAction, type Kind, type Payloads } from './actions'

registerActions(HANDLERS)

/** Keeps an action of the signed-in account `userId`, taken offline or whose request failed for lack of network. */
export function keepAction<K extends Kind>(userId: string, kind: K, payload: Payloads[K]): Promise<KeptAction<Payloads[K]>> {
  return keep(userId, newAction(kind, payload))
}

export { flushSignedIn, startQueue }
