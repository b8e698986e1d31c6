import { randomBytes } from 'node:crypto'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { cors } from 'hono/cors'
import { requireUser } from './auth.ts'
import { Captcha } from './captcha.ts'
import { clientAddresses, TrustedProxies } from './client-address.ts'
import { clientAddress, type AppEnv, type Deps } from './context.ts'
import { Control, TEST_PREFIX } from './control.ts'
import type { PaymentProvider } from './payments/provider.ts'
import { TestProvider } from './payments/test-provider.ts'
import { FailureLimiter } from './rate-limit.ts'
import type { Db } from './db/database.ts'
import { isDoubleBooking } from './db/database.ts'
import { Repo } from './db/repo.ts'
import { cdnRoutes } from './images.ts'
import { Links, Outbox, type MailTransport } from './mail.ts'
import { adminRoutes } from './routes/admin.ts'
import { amendRoutes } from './routes/amend.ts'
import { bookRoutes } from './routes/book.ts'
import { bookingRoutes } from './routes/bookings.ts'
import { carRoutes } from './routes/cars.ts'
import { licenseRoutes } from './routes/license.ts'
import { locationRoutes } from './routes/locations.ts'
import { publicPlaceRoutes } from './routes/public-places.ts'
import { miscRoutes } from './routes/misc.ts'
import { notificationRoutes } from './routes/notifications.ts'
import { paymentRoutes } from './routes/payments.ts'
import { handoverRoutes } from './routes/handover.ts'
import { policyRoutes } from './routes/policies.ts'
import { pushRoutes } from './routes/push.ts'
import { Pusher, type PushConfig } from './push.ts'
import { makeVapidKeys } from './vapid.ts'
import { profileRoutes } from './routes/profile.ts'
import { supplierCarRoutes } from './routes/supplier-cars.ts'
import { testRoutes } from './routes/test.ts'
import { userRoutes } from './routes/users.ts'
import { serveApp } from './static.ts'
import { HttpError } from './validate.ts'

export interface ServerOptions {
  testMode: boolean
  /** Serve the built app from this folder on the same origin. */
  distDir?: string
  /** Origin of the app, for links in emails; defaults to http://localhost:4280. */
  frontendOrigin?: string
  /** Origins whose pages may call the API across origins (CORS); the app's own origin is always one. */
  corsOrigins?: readonly string[]
  /** HS256 key for access tokens; random per process when left out. */
  jwtSecret?: string
  now?: () => Date
  /** Print every email to the console (main.ts turns it on; tests leave it off). */
  logMail?: boolean
  /** The database (db/database.ts), migrated; main.ts and testing.ts open it. */
  db: Db
  /** Delivers emails (SMTP) besides keeping them in the outbox. */
  mailTransport?: MailTransport
  /** Where contact-form messages go; the sample site's inbox (contact@volta.example) when left out. */
  contactEmail?: string
  /** Reverse proxies whose X-Forwarded-For is believed (client-address.ts); none when left out. */
  trustedProxies?: string | readonly string[]
  /** The payment provider (issue 47): the built-in test provider when left out; null takes no money online. */
  payments?: PaymentProvider | null
  /** Web Push (issue 50): the VAPID keys and subject; null does not push. Test mode makes a pair when left out. */
  push?: PushConfig | null
}

export interface ApiServer extends Hono<AppEnv> {
  /** The live state, for tests and main.ts. */
  readonly deps: Deps
}

const MAX_UPLOAD_BYTES = 6 * 1024 * 1024
const MAX_JSON_BYTES = 64 * 1024
const CORS_HEADERS = ['Content-Type', 'x-access-token', 'X-XSRF-TOKEN', 'Idempotency-Key']

export function createServer(options: ServerOptions): ApiServer {
  const now = options.now ?? (() => new Date())
  const { db } = options
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('hex')
  const payments = options.payments === undefined ? new TestProvider() : options.payments
  const payAtDeskOnly = payments === null
  const deps: Deps = {
    db,
    repo: () => {
      const repo = new Repo(db, now, payAtDeskOnly)
      // Issue 50: a new notification is queued for the account's devices in the same transaction.
      const pusher = deps.push
      if (pusher) repo.onNotification = (n) => pusher.queue(repo, n)
      return repo
    },
    payAtDeskOnly,
    outbox: new Outbox(db, now, options.logMail ?? false, options.mailTransport ?? null),
    links: new Links(options.frontendOrigin ?? 'http://localhost:4280'),
    captcha: new Captcha(),
    jwtSecret,
    now,
    auth: requireUser(jwtSecret, now),
    // Five wrong passwords an account (twenty an address) in fifteen minutes, then 429.
    passwordFailures: {
      account: new FailureLimiter('password-account', 5, 15 * 60_000),
      address: new FailureLimiter('password-address', 20, 15 * 60_000),
    },
    guestBookings: new FailureLimiter('guest-bookings', 5, 60 * 60_000),
    // Twenty licence uploads an hour per client address (call 62 needs no account).
    licenseUploads: new FailureLimiter('licence-uploads', 20, 60 * 60_000),
    contactEmail: options.contactEmail ?? 'contact@volta.example',
    payments,
  }
  const push =
    options.push === undefined && options.testMode
      ? { keys: makeVapidKeys(), subject: `mailto:${deps.contactEmail}`, allowLocalEndpoints: true }
      : (options.push ?? null)
  deps.push = push ? new Pusher(deps, push) : null

  /** How long a 503 for a change that could not be saved asks a client to wait before trying again. */
  const SAVE_RETRY_AFTER_S = 30
  const allowedOrigins = new Set([options.frontendOrigin ?? 'http://localhost:4280', ...(options.corsOrigins ?? ['http://localhost:5173'])])

  // strict: false accepts a trailing slash (`/api/activate/`), as Express did for BookCars.
  const app = new Hono<AppEnv>({ strict: false })

  // Outermost: each call reads and writes through its own Repo, one transaction (issue 48). The reply
  // waits until the transaction is committed, and only then do its emails and pushes leave; a call
  // that failed (an error, a 4xx) is rolled back and changes nothing. A change that could not be
  // committed is not acknowledged.
  app.use('*', async (c, next) => {
    const repo = deps.repo()
    repo.afterCommit(() => {
      deps.outbox.dispatch()
      deps.push?.kick()
    })
    c.set('repo', repo)
    await next()
    const succeeded = c.res.status < 400 && !c.error
    try {
      await repo.finish(succeeded)
    } catch (err) {
      console.error('Saving the data failed:', err)
      // Hono carries the reply's headers over (CORS stays, so a page on another origin reads the 503), but not
      // what described the body it replaces; Retry-After tells a kept action how long to wait (src/lib/queue).
      c.res = new Response('The change could not be saved. Try again later.', { status: 503 })
      for (const header of ['Content-Encoding', 'Content-Length', 'ETag']) c.res.headers.delete(header)
      c.res.headers.set('Retry-After', String(SAVE_RETRY_AFTER_S))
    }
  })
  app.use('*', clientAddresses(new TrustedProxies(options.trustedProxies ?? [])))

  app.onError((err, c) => {
    if (err instanceof HttpError) return c.text(err.message, err.status, err.headers)
    // Another call (in this process or another) took the car for part of these days first: the database said so.
    if (isDoubleBooking(err)) return c.text('This car is already booked for part of that period.', 409)
    // A client that hung up mid-body: one line, not a stack trace.
    if (c.req.raw.signal.aborted || /aborted|ECONNRESET/i.test(`${err.name} ${err.message}`)) {
      console.warn(`${c.req.method} ${c.req.path}: the client hung up before the body was read`)
      return c.text('Request aborted.', 400)
    }
    console.error(err)
    return c.text('Internal error', 500)
  })

  app.use(
    '/api/*',
    cors({
      // Only the configured app origins; any other page gets no CORS headers (its browser refuses the reply).
      origin: (origin) => (allowedOrigins.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: CORS_HEADERS,
      // Not a CORS-safelisted response header: a page on another origin reads a 429's Retry-After only if it is listed.
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  )
  app.use('/cdn/*', cors({ origin: '*' }))
  // Replies go gzipped to a client that accepts it: a page of 15 cars is 12 KiB as text and
  // 2 KiB gzipped, and on a phone's slow link the first car's picture waits for it.
  app.use('/api/*', compress({ encoding: 'gzip' }))
  // Uploads get room for a 5 MB picture plus multipart overhead; JSON bodies are small
  // (a booking is under 2 KB). Anything bigger is refused unread, with 413.
  const tooLarge = (c: Context) => c.text('Request body too large.', 413)
  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: tooLarge })
  const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: tooLarge })
  const sizeLimit: MiddlewareHandler = (c, next) =>
    (c.req.header('content-type')?.startsWith('multipart/form-data') ? uploadLimit : jsonLimit)(c, next)
  app.use('/api/*', sizeLimit)

  if (options.testMode) {
    // The test endpoints answer only a client on this machine, and never a page of any origin.
    app.use(`${TEST_PREFIX}/*`, async (c, next) => {
      const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1', 'local'].includes(clientAddress(c))
      if (!loopback || c.req.header('origin') !== undefined) return c.text('Not found', 404)
      await next()
    })
    const control = new Control()
    app.use('/api/*', control.middleware())
    app.route(TEST_PREFIX, testRoutes(deps, control))
  }

  const api = new Hono<AppEnv>({ strict: false })
  for (const register of [
    userRoutes,
    profileRoutes,
    carRoutes,
    bookingRoutes,
    bookRoutes,
    locationRoutes,
    publicPlaceRoutes,
    notificationRoutes,
    miscRoutes,
    supplierCarRoutes,
    adminRoutes,
    policyRoutes,
    licenseRoutes,
    amendRoutes,
    paymentRoutes,
    pushRoutes,
    handoverRoutes,
  ]) {
    register(api, deps)
  }
  app.route('/api', api)
  app.route('/cdn', cdnRoutes())

  if (options.distDir) app.use('*', serveApp(options.distDir))

  app.notFound((c) => c.text('Not found', 404))

  return Object.assign(app, { deps })
}
