import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status'
import { badRequest, type Json } from './validate.ts'

/** Test mode only: injected latency and failures for /api/ calls, and a count of calls per route. */

export const TEST_PREFIX = '/api/__test'

export interface ControlSettings {
  delayMs: number
  failStatus: number | null
  /** The share of matching calls that fail (0 to 1), spread evenly (0.4: two calls in five, never two in a row). */
  failRate: number
  match: string | null
}

const OFF: ControlSettings = { delayMs: 0, failStatus: null, failRate: 1, match: null }

/** "POST /api/bookings" for POST /api/bookings/:page/:size/:language: the route without its parameters. */
function routeKey(c: Context): string {
  const route = matchedRoutes(c).findLast((r) => r.method !== 'ALL')
  if (!route) return `${c.req.method} (unmatched)`
  const path = route.path
    .split('/')
    .filter((segment) => !segment.startsWith(':'))
    .join('/')
    .replace(/\/+$/, '')
  return `${c.req.method} ${path}`
}

export class Control {
  private settings: ControlSettings = { ...OFF }
  private total = 0
  private byRoute = new Map<string, number>()

  reset(): void {
    this.failDebt = 0
    this.settings = { ...OFF }
    this.total = 0
    this.byRoute.clear()
  }

  /** Replaces all settings: keys left out switch their behaviour off. */
  configure(body: Json): ControlSettings {
    const { delayMs = 0, failStatus = null, failRate = 1, match = null } = body
    if (typeof failRate !== 'number' || !(failRate >= 0 && failRate <= 1)) throw badRequest('failRate must be a number from 0 to 1.')
    if (typeof delayMs !== 'number' || !Number.isFinite(delayMs) || delayMs < 0 || delayMs > 60_000) {
      throw badRequest('delayMs must be a number from 0 to 60000.')
    }
    if (failStatus !== null && (!Number.isInteger(failStatus) || (failStatus as number) < 200 || (failStatus as number) > 599)) {
      throw badRequest('failStatus must be null or an HTTP status from 200 to 599.')
    }
    // A plain substring of the path, never a pattern: no input can make matching slow.
    if (match !== null && (typeof match !== 'string' || match.length > 200))
      throw badRequest('match must be a string of at most 200 characters.')
    this.settings = { delayMs, failStatus: failStatus as number | null, failRate, match }
    this.failDebt = 0
    return { ...this.settings }
  }

  private failDebt = 0

  /** Spreads the failures evenly over the matching calls (deterministic, so tests are too). */
  private failsNow(): boolean {
    this.failDebt += this.settings.failRate
    if (this.failDebt < 1 - 1e-9) return false
    this.failDebt -= 1
    return true
  }

  stats(): { total: number; byRoute: Record<string, number> } {
    return { total: this.total, byRoute: Object.fromEntries(this.byRoute) }
  }

  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (c.req.path.startsWith(TEST_PREFIX)) return next()
      const key = routeKey(c)
      this.total += 1
      this.byRoute.set(key, (this.byRoute.get(key) ?? 0) + 1)
      const { delayMs, failStatus } = this.settings
      // `match` narrows both knobs: a test can slow or break one call and leave the rest alone.
      const { match } = this.settings
      const matches = match === null || c.req.path.includes(match)
      if (delayMs > 0 && matches) await new Promise((resolve) => setTimeout(resolve, delayMs))
      if (failStatus !== null && matches && this.failsNow()) {
        const status = failStatus as StatusCode
        if (status === 204 || status === 205 || status === 304) return c.body(null, status)
        if (status === 401 || status === 403) return c.json({ message: 'Injected failure' }, status)
        return c.body('Injected failure', status as ContentfulStatusCode)
      }
      await next()
    }
  }
}
