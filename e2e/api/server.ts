import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { requireUser } from './auth.ts'
import { Captcha } from './captcha.ts'
import type { AppEnv, Deps } from './context.ts'
import { Control, TEST_PREFIX } from './control.ts'
import { Store } from './db.ts'
import { cdnRoutes } from './images.ts'
import { Links, Outbox } from './mail.ts'
import { bookRoutes } from './routes/book.ts'
import { bookingRoutes } from './routes/bookings.ts'
import { carRoutes } from './routes/cars.ts'
import { locationRoutes } from './routes/locations.ts'
import { miscRoutes } from './routes/misc.ts'
import { notificationRoutes } from './routes/notifications.ts'
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
  /** HS256 key for access tokens; random per process when left out. */
  jwtSecret?: string
  now?: () => Date
  /** Print every email to the console (main.ts turns it on; tests leave it off). */
  logMail?: boolean
  /** The data to serve (main.ts passes the one on disk); a fresh copy of the sample data when left out. */
  store?: Store
}

export interface ApiServer extends Hono {
  /** The live state, for tests and main.ts. */
  readonly deps: Deps
}

const MAX_BODY_BYTES = 6 * 1024 * 1024
const CORS_HEADERS = ['Content-Type', 'x-access-token', 'X-XSRF-TOKEN', 'Idempotency-Key']

export function createServer(options: ServerOptions): ApiServer {
  const now = options.now ?? (() => new Date())
  const store = options.store ?? new Store(now)
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('hex')
  const deps: Deps = {
    store,
    outbox: new Outbox(now, options.logMail ?? false),
    links: new Links(options.frontendOrigin ?? 'http://localhost:4280'),
    captcha: new Captcha(),
    jwtSecret,
    now,
    auth: requireUser(store, jwtSecret, now),
  }

  // strict: false accepts a trailing slash (`/api/activate/`), as Express did for BookCars.
  const app = new Hono({ strict: false })

  app.onError((err, c) => {
    if (err instanceof HttpError) return c.text(err.message, err.status)
    console.error(err)
    return c.text('Internal error', 500)
  })

  app.use(
    '/api/*',
    cors({
      origin: (origin) => origin,
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: CORS_HEADERS,
      maxAge: 600,
    }),
  )
  app.use('/cdn/*', cors({ origin: '*' }))
  // Room for a 5 MB avatar plus multipart overhead; anything bigger is refused unread.
  app.use('/api/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text('Request body too large.', 400) }))

  if (options.testMode) {
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
    notificationRoutes,
    miscRoutes,
    supplierCarRoutes,
  ]) {
    register(api, deps)
  }
  app.route('/api', api)
  app.route('/cdn', cdnRoutes(store))

  if (options.distDir) app.use('*', serveApp(options.distDir))

  app.notFound((c) => c.text('Not found', 404))

  return Object.assign(app, { deps })
}
