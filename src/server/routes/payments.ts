import { createHash } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { TOKEN_HEADER, userFromToken } from '../auth.ts'
import { noContent, type AppContext, type AppEnv, type Deps } from '../context.ts'
import type { Repo } from '../db/repo.ts'
import { applyEvent, checkoutPage, tokenOpens, whyNotPayable } from '../payments/ledger.ts'
import { BadSignature } from '../payments/provider.ts'
import { formatAmount, paymentView } from '../payments/status.ts'
import { TestProvider, TEST_SIGNATURE_HEADER } from '../payments/test-provider.ts'
import type { BookingRecord, UserRecord } from '../types.ts'
import { badRequest, isId } from '../validate.ts'

/**
 * Calls 72–74 (issue 47): a new payment page, where a payment stands, and the provider's events;
 * and the built-in test provider's page (`/api/test-pay/<booking>`), which a production server never has.
 */

type Reader = { user: UserRecord | null; token: string | undefined }

/** Who asks: the token's owner (a bad token is refused), or a guest with the booking's payment token (`?t=`). */
async function readerOf(c: AppContext, deps: Deps): Promise<Reader | Response> {
  const token = c.req.header(TOKEN_HEADER)
  if (!token) return { user: null, token: c.req.query('t') }
  const user = await userFromToken(c.var.repo, token, deps.jwtSecret, deps.now())
  return user ? { user, token: c.req.query('t') } : c.json({ message: 'Unauthorized!' }, 401)
}

/** The booking, if `reader` may see its payment (`staff`: its supplier and the operator too); else null (204). */
async function bookingFor(repo: Repo, id: string, reader: Reader, staff: boolean): Promise<BookingRecord | null> {
  const booking = isId(id) ? await repo.bookings.get(id) : undefined
  if (!booking) return null
  const { user } = reader
  if (user && user._id === booking.driver) return booking
  if (staff && user && (user.type === 'admin' || (user.type === 'company' && user._id === booking.company))) return booking
  return tokenOpens(booking, reader.token) ? booking : null
}

const apiOrigin = (c: Context) => new URL(c.req.url).origin

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

const TEST_PAGE_STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
form{display:inline-block;margin:0 .5rem .5rem 0}button{font:inherit;min-height:44px;padding:0 1.25rem;border-radius:8px;border:1px solid #1a1a1a;background:#fff;color:#1a1a1a}
form:first-of-type button{background:#0b5cad;color:#fff;border-color:#0b5cad}`

/**
 * The test page's own policy: nothing runs, its one style by hash, and its forms post only here; the
 * redirect after a press goes to the app (Chrome checks form-action on it too).
 */
function testPageSecurityPolicy(appOrigin: string): string {
  const style = `'sha256-${createHash('sha256').update(TEST_PAGE_STYLE).digest('base64')}'`
  return `default-src 'none'; style-src ${style}; form-action 'self' ${appOrigin}; base-uri 'none'; frame-ancestors 'none'`
}

/** The test provider's hosted page: plain HTML, two forms, no script. */
function testPage(booking: BookingRecord, reference: string, action: string): string {
  const amount = booking.payment ? formatAmount(booking.payment.amount, booking.payment.currency) : ''
  const button = (outcome: string, label: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="r" value="${escapeHtml(reference)}">` +
    `<input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment (no money moves)</title>
<style>${TEST_PAGE_STYLE}</style></head>
<body><main><h1>Test payment</h1><p>This is the built-in test provider: no money moves.</p>
<p>Booking <strong>${escapeHtml(booking._id)}</strong></p><p>Amount: <strong>${escapeHtml(amount)}</strong></p>
${button('paid', 'Pay')}${button('failed', 'Decline')}</main></body></html>`
}

export function paymentRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { now } = deps

  // Call 72: a new page at the provider for a payment still to be made.
  api.post('/checkout/:id', async (c) => {
    const repo = c.var.repo
    const reader = await readerOf(c, deps)
    if (reader instanceof Response) return reader
    const booking = await bookingFor(repo, c.req.param('id'), reader, false)
    if (!booking) return noContent(c)
    const why = whyNotPayable(booking, now())
    if (why) throw badRequest(why)
    if (!deps.payments) throw badRequest('Paying online is not available: pay at the desk.')
    // The provider is asked outside the call's transaction; its page is then written on the booking as it is by then.
    await repo.commitNow()
    const checkoutUrl = await checkoutPage(deps, booking, apiOrigin(c))
    const current = await repo.bookings.forUpdate(booking._id)
    if (current?._pay) {
      current._pay = { ...current._pay, reference: booking._pay?.reference }
      await repo.bookings.put(current)
    }
    return c.json({ checkoutUrl })
  })

  // Call 73: where the payment stands (the driver, its supplier, the operator, or the payment token).
  api.get('/payment/:id', async (c) => {
    const reader = await readerOf(c, deps)
    if (reader instanceof Response) return reader
    const booking = await bookingFor(c.var.repo, c.req.param('id'), reader, true)
    const payment = booking && paymentView(booking, now())
    if (!booking || !payment) return noContent(c)
    return c.json({ bookingId: booking._id, ...payment, bookingStatus: booking.status })
  })

  // Call 74: the provider's events, verified by its own signature; applied once.
  api.post('/payment-events/:provider', async (c) => {
    const provider = deps.payments
    if (!provider || provider.name !== c.req.param('provider')) return c.text('Not found', 404)
    const raw = await c.req.text()
    try {
      const event = await provider.readEvent(raw, c.req.raw.headers)
      if (event) await applyEvent(deps, c.var.repo, event)
    } catch (err) {
      if (err instanceof BadSignature) throw badRequest('Bad signature.')
      if (err instanceof SyntaxError) throw badRequest('The event is not JSON.')
      throw err
    }
    return c.text('OK')
  })

  // The test provider's hosted page and its two buttons.
  const test = deps.payments instanceof TestProvider ? deps.payments : null
  if (!test) return
  api.get('/test-pay/:id', async (c) => {
    const id = c.req.param('id')
    const booking = isId(id) ? await c.var.repo.bookings.get(id) : undefined
    const reference = c.req.query('r') ?? ''
    if (!booking?._pay || booking._pay.reference !== reference) return c.text('No such payment page.', 404)
    return c.html(testPage(booking, reference, `/api/test-pay/${booking._id}`), 200, {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': testPageSecurityPolicy(new URL(deps.links.checkout(booking._id)).origin),
      'X-Content-Type-Options': 'nosniff',
    })
  })
  api.post('/test-pay/:id', async (c) => {
    const id = c.req.param('id')
    const form = await c.req.parseBody()
    const reference = typeof form.r === 'string' ? form.r : ''
    const outcome = form.outcome === 'paid' ? 'paid' : 'failed'
    const booking = isId(id) ? await c.var.repo.bookings.get(id) : undefined
    if (!booking?._pay || booking._pay.reference !== reference) return c.text('No such payment page.', 404)
    // The press becomes a signed event that goes through call 74's own check, as a real provider's would.
    const { body, signature } = test.signedEvent(booking._id, reference, outcome)
    const event = await test.readEvent(body, new Headers({ [TEST_SIGNATURE_HEADER]: signature }))
    if (event) await applyEvent(deps, c.var.repo, event)
    return c.redirect(deps.links.checkout(booking._id), 303)
  })
}
