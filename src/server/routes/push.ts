import type { Hono } from 'hono'
import { noContent, ok, type AppEnv, type Deps } from '../context.ts'
import { readSubscription } from '../push.ts'
import { badRequest, readJson } from '../validate.ts'

/**
 * Calls 80–82 (issue 50): the VAPID public key, and a device's subscription for the token's owner.
 * A server that does not push (a production start without keys) answers 204 to 80 and 81.
 */
export function pushRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { auth } = deps

  api.get('/push-key', (c) => {
    if (!deps.push) return noContent(c)
    c.header('Cache-Control', 'no-cache')
    return c.json({ publicKey: deps.push.publicKey })
  })

  api.post('/push-subscribe', auth, async (c) => {
    const push = deps.push
    const body = await readJson(c)
    const subscription = readSubscription(body, push?.config.allowLocalEndpoints ?? false)
    if (!push) return noContent(c)
    await push.subscribe(c.var.repo, c.var.user._id, subscription)
    return ok(c)
  })

  api.post('/push-unsubscribe', auth, async (c) => {
    const { endpoint } = await readJson(c)
    if (typeof endpoint !== 'string' || !endpoint || endpoint.length > 2048)
      throw badRequest("endpoint must be the subscription's address.")
    await deps.push?.unsubscribe(c.var.repo, c.var.user._id, endpoint)
    return ok(c)
  })
}
