import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { serve } from '@hono/node-server'
import { SmtpTransport } from './mail.ts'
import { productionCostOnly } from './password.ts'
import { repoRoot } from './paths.ts'
import { serveBackups } from './backup-socket.ts'
import { DB_DIR, lockFolder, unlockFolder } from './data-folder.ts'
import { keptSetting, openDatabase, openInMemory, SCHEMA_VERSION, type Database } from './db/database.ts'
import { loadSampleDataOnce, resetToSampleData } from './db/sample-data.ts'
import { SAMPLE_ACCOUNTS } from './seed.ts'
import { createServer } from './server.ts'
import { expireDue, recheckPayments } from './payments/ledger.ts'
import type { PaymentProvider } from './payments/provider.ts'
import { StripeProvider } from './payments/stripe-provider.ts'
import { TestProvider, testPaymentKey } from './payments/test-provider.ts'
import type { PushConfig } from './push.ts'
import { keptVapidKeys, makeVapidKeys, readVapidKeys } from './vapid.ts'

/**
 * `node build/server/main.js [--port N] [--host H] [--serve-app] [--dist DIR] [--frontend-origin URL]
 *  [--data-dir DIR | --database-url URL] [--trust-proxy LIST] [--production [--print-emails] [--no-online-payment]] [--test-mode] [--reset-data] [--in-memory]`
 *
 * The demo (`npm start`): the sample data (written to `.data/` or `--data-dir` / BC_DATA_DIR on the
 * first start), emails printed; `--reset-data` starts again from the sample data; `--in-memory`
 * and test mode never touch the disk.
 * Production (`--production` or NODE_ENV=production, `npm run serve`): a new data folder starts
 * empty (no sample account, no test endpoint); the app is served from a build made beforehand
 * (`npm run build`), never built here; emails go out over SMTP (BC_SMTP_URL, BC_MAIL_FROM), and the
 * start is refused without it unless `--print-emails` (BC_PRINT_EMAILS=1) says to print them.
 * In every mode BC_SMTP_URL sends emails over SMTP, and --trust-proxy / BC_TRUST_PROXY names the
 * reverse proxies whose X-Forwarded-For gives the client address (client-address.ts).
 * `npm start` and `npm run serve` run the built server (`npm run build:server`: this file and its
 * imports in one plain JavaScript file, src/server/vite.config.ts); `npm run api` and the tests run
 * the sources through tsx.
 */

const USAGE =
  'Usage: node build/server/main.js (or tsx src/server/main.ts) [--port N] [--host H] [--serve-app] [--dist DIR] [--frontend-origin URL] [--data-dir DIR | --database-url URL] [--trust-proxy LIST] [--production [--print-emails] [--no-online-payment]] [--test-mode] [--reset-data] [--in-memory]'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

let args: ReturnType<typeof parse>
function parse() {
  return parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'serve-app': { type: 'boolean', default: false },
      'test-mode': { type: 'boolean', default: false },
      dist: { type: 'string' },
      'frontend-origin': { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      'reset-data': { type: 'boolean', default: false },
      'in-memory': { type: 'boolean', default: false },
      production: { type: 'boolean', default: false },
      'print-emails': { type: 'boolean', default: false },
      'trust-proxy': { type: 'string' },
      'no-online-payment': { type: 'boolean', default: false },
    },
  }).values
}
try {
  args = parse()
} catch (err) {
  fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`)
}

const portText = args.port ?? process.env.BC_API_PORT ?? '4280'
const port = Number(portText)
if (!Number.isInteger(port) || port < 1 || port > 65_535) fail(`Invalid port "${portText}".`)
const host = args.host ?? process.env.BC_HOST

const production = args.production || process.env.NODE_ENV === 'production'
const testMode = args['test-mode'] || process.env.BC_TEST_MODE === '1'
const smtpUrl = process.env.BC_SMTP_URL?.trim()

const printEmails = args['print-emails'] || process.env.BC_PRINT_EMAILS === '1'
if (production) {
  // New password hashes at the production cost, whatever the environment says (password.ts).
  productionCostOnly()
  if (testMode) fail('--test-mode (or BC_TEST_MODE=1) cannot be used with --production: the test endpoints would be open.')
  if (args['in-memory'] || args['reset-data']) fail('--in-memory and --reset-data are for the demo, not --production.')
  if (!smtpUrl && !printEmails) {
    fail(
      'No way to send emails: set BC_SMTP_URL (for example smtps://user:password@smtp.example.com:465) and BC_MAIL_FROM,\nor start with --print-emails (BC_PRINT_EMAILS=1) to print them instead.',
    )
  }
}

const distDir = args['serve-app'] ? resolve(args.dist ?? resolve(repoRoot, 'dist')) : undefined
if (distDir && !existsSync(resolve(distDir, 'index.html'))) {
  if (production) fail(`${distDir}/index.html does not exist: build the app once with \`npm run build\`, then start again.`)
  console.warn(`Warning: ${distDir}/index.html does not exist yet; run \`npm run build\`.`)
}
// Paying online (issue 47): Stripe when its keys are set; otherwise the built-in test provider, which a
// production start refuses: it needs Stripe, or --no-online-payment (drivers then pay at the desk).
const stripeKey = process.env.BC_STRIPE_SECRET_KEY?.trim()
const stripeWebhookSecret = process.env.BC_STRIPE_WEBHOOK_SECRET?.trim()
if (Boolean(stripeKey) !== Boolean(stripeWebhookSecret)) fail('Set both BC_STRIPE_SECRET_KEY and BC_STRIPE_WEBHOOK_SECRET, or neither.')
const noOnlinePayment = args['no-online-payment'] || process.env.BC_NO_ONLINE_PAYMENT === '1'
if (production && !stripeKey && !noOnlinePayment) {
  fail(
    'No payment provider: set BC_STRIPE_SECRET_KEY and BC_STRIPE_WEBHOOK_SECRET (Stripe Checkout),\nor start with --no-online-payment (BC_NO_ONLINE_PAYMENT=1): drivers then pay at the desk.\nThe built-in test provider takes no money and is never used in production.',
  )
}
/** Stripe, none, or the test provider (made once the data folder's key is known: testPaymentKey). */
const onlinePayments: PaymentProvider | null | 'test' = noOnlinePayment
  ? null
  : stripeKey && stripeWebhookSecret
    ? new StripeProvider({ secretKey: stripeKey, webhookSecret: stripeWebhookSecret })
    : 'test'

const origin = `http://localhost:${port}`
const frontendOrigin = args['frontend-origin'] ?? process.env.BC_FRONTEND_ORIGIN ?? origin
const trustedProxies = args['trust-proxy'] ?? process.env.BC_TRUST_PROXY ?? ''

// The database (issue 48): a PostgreSQL server with --database-url / BC_DATABASE_URL, shared by any
// number of processes; otherwise the embedded engine in the data folder (one process). Test mode and
// --in-memory keep it in memory: the sample data at every start.
const databaseUrl = args['database-url'] ?? process.env.BC_DATABASE_URL?.trim() ?? ''
const inMemory = !databaseUrl && (testMode || args['in-memory'])
const dataDir = resolve(args['data-dir'] ?? process.env.BC_DATA_DIR ?? resolve(repoRoot, '.data'))
let database: Database
let dataNote: string
try {
  if (inMemory) {
    database = await openInMemory()
  } else if (databaseUrl) {
    database = await openDatabase({ url: databaseUrl })
  } else {
    mkdirSync(dataDir, { recursive: true })
    lockFolder(dataDir)
    database = await openDatabase({ dir: resolve(dataDir, DB_DIR) })
  }
} catch (err) {
  fail(`${err instanceof Error ? err.message : String(err)}\nThe database was left as it is.`)
}
const where = databaseUrl
  ? `PostgreSQL server ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`
  : `${resolve(dataDir, DB_DIR)} (embedded)`
const upgraded =
  database.migratedFrom > 0 && database.migratedFrom < SCHEMA_VERSION
    ? ` Upgraded from schema ${database.migratedFrom} to ${SCHEMA_VERSION}.`
    : ''
if (inMemory || testMode) {
  await resetToSampleData(database.db, new Date())
  dataNote = inMemory ? 'Data: in memory only (the sample data at every start).' : `Data: ${where}, the sample data (test mode).`
} else if (production) {
  // The demo's accounts have published passwords: a production server never runs with them.
  const sample = await database.db
    .selectFrom('users')
    .select('email')
    .where(
      'email',
      'in',
      SAMPLE_ACCOUNTS.map((a) => a.email),
    )
    .execute()
  if (sample.length) {
    fail(
      `The database holds the demo's sample accounts (${sample.map((u) => u.email).join(', ')}), whose passwords are published.\nUse a new database for production (--data-dir, or --database-url).`,
    )
  }
  dataNote = `Data: ${where}${database.migratedFrom === 0 ? ', new and empty' : ''}.${upgraded}`
} else {
  if (args['reset-data']) {
    await resetToSampleData(database.db, new Date())
    console.log('The sample data is back: everything else was deleted.')
  }
  const loaded = await loadSampleDataOnce(database.db, new Date())
  dataNote = loaded
    ? `Data: ${where} (new, with the sample data). Back to the sample data: npm run reset-data`
    : `Data: ${where} (kept from the last run).${upgraded} Back to the sample data: npm run reset-data`
}
// `npm run backup` asks this process for a copy of the embedded database while it serves (backup.ts).
if (!inMemory && !databaseUrl) serveBackups(database, dataDir)
const jwtSecret = process.env.BC_JWT_SECRET || (await keptSetting(database.db, 'jwt-secret', () => randomBytes(32).toString('hex')))

// Web Push (issue 50): the VAPID keys kept in the data folder (`npm run vapid-keys`). The demo makes them on
// its first start; production pushes only when they exist; test mode makes a pair of its own (server.ts).
let push: PushConfig | null | undefined
let pushNote = ''
if (!testMode) {
  const contact = process.env.BC_CONTACT_EMAIL?.trim() || 'contact@volta.example'
  const subject = process.env.BC_VAPID_SUBJECT?.trim() || (frontendOrigin.startsWith('https://') ? frontendOrigin : `mailto:${contact}`)
  try {
    if (!inMemory && !production) mkdirSync(dataDir, { recursive: true })
    const keys = inMemory ? makeVapidKeys() : production ? readVapidKeys(dataDir) : keptVapidKeys(dataDir)
    push = keys ? { keys, subject } : null
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err))
  }
  pushNote = push
    ? `Push notifications: on (VAPID subject ${subject})`
    : 'Push notifications: off, no VAPID keys (make them with `npm run vapid-keys -- --data-dir <this data folder>`, then restart); call 80 answers 204'
}

let app: ReturnType<typeof createServer>
try {
  app = createServer({
    testMode,
    distDir,
    frontendOrigin,
    // The Vite dev server (npm run dev) by default; BC_CORS_ORIGINS adds others, comma-separated.
    corsOrigins: [
      origin,
      ...(process.env.BC_CORS_ORIGINS ?? (production ? '' : 'http://localhost:5173'))
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ],
    db: database.db,
    jwtSecret,
    logMail: !production || printEmails,
    ...(smtpUrl && !testMode
      ? {
          mailTransport: new SmtpTransport(
            smtpUrl,
            process.env.BC_MAIL_FROM?.trim() || `Volta <no-reply@${new URL(frontendOrigin).hostname}>`,
          ),
        }
      : {}),
    trustedProxies,
    payments: onlinePayments === 'test' ? new TestProvider(testPaymentKey(jwtSecret)) : onlinePayments,
    ...(process.env.BC_CONTACT_EMAIL?.trim() ? { contactEmail: process.env.BC_CONTACT_EMAIL.trim() } : {}),
    ...(push === undefined ? {} : { push }),
  })
} catch (err) {
  fail(err instanceof Error ? err.message : String(err))
}

let background: NodeJS.Timeout | undefined
/**
 * The background work, started once the server listens (its first round reads tables that grow with
 * the data: it does not hold the start back). Emails a crash or a failed delivery left unsent go out
 * (any process may send them; each claims its own). Payments (issue 47): what a crash left half done
 * is settled at start and every 5 minutes (an event the provider could not deliver, a refund asked and
 * not recorded); lapsed payments are written every 30 s. Pushes a restart found queued go out, and the
 * pick-up reminders are looked for every minute.
 */
function startBackgroundWork(): void {
  background = setInterval(() => app.deps.outbox.dispatch(), 10_000)
  background.unref()
  app.deps.outbox.dispatch()
  const settle = () => void recheckPayments(app.deps).catch((err: unknown) => console.error('Checking payments failed:', err))
  settle()
  setInterval(settle, 5 * 60_000).unref()
  setInterval(() => void expireDue(app.deps).catch((err: unknown) => console.error('Expiring payments failed:', err)), 30_000).unref()
  void app.deps.push?.start()
}

// Production says when there is no operator yet (one row looked for, whatever the number of users).
const noAdmin = production && !(await database.db.selectFrom('users').select('id').where('type', '=', 'admin').limit(1).executeTakeFirst())
const server = serve({ fetch: app.fetch, port, ...(host ? { hostname: host } : {}) }, () => {
  const width = Math.max(...SAMPLE_ACCOUNTS.map((a) => a.email.length))
  const pwWidth = Math.max(...SAMPLE_ACCOUNTS.map((a) => a.password.length))
  const lines = production
    ? [
        `Car rental API (production) listening on ${origin}/api/`,
        distDir ? `Serving the app from ${distDir}` : '',
        `App origin for email links: ${frontendOrigin}`,
        dataNote,
        smtpUrl ? `Emails: SMTP (${new URL(smtpUrl).host})` : 'Emails: printed here, not sent (--print-emails)',
        trustedProxies ? `Trusted proxies: ${trustedProxies}` : "Trusted proxies: none (client addresses are the sockets')",
        app.deps.payments
          ? `Payments: ${app.deps.payments.name} (events on ${origin}/api/payment-events/${app.deps.payments.name})`
          : 'Payments: none online (--no-online-payment): drivers pay at the desk',
        pushNote,
        `Contact-form messages go to ${app.deps.contactEmail}${process.env.BC_CONTACT_EMAIL?.trim() ? '' : ' (set BC_CONTACT_EMAIL)'}`,
        noAdmin ? 'No admin account yet: stop the server and run `npm run create-admin -- --email you@example.com`.' : '',
        '',
        'Press Ctrl-C to stop.',
      ]
    : [
        `Car rental API listening on ${origin}/api/`,
        distDir ? `Open the app: ${origin}/` : `App origin for email links: ${frontendOrigin}`,
        testMode ? `Test mode: ${origin}/api/__test/{outbox,reset,control,stats,seed-bookings}` : '',
        dataNote,
        '',
        'Sample accounts:',
        ...SAMPLE_ACCOUNTS.map((a) => `  ${a.email.padEnd(width)}  ${a.password.padEnd(pwWidth)}  ${a.description}`),
        '',
        'Press Ctrl-C to stop.',
      ]
  console.log(lines.filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n'))
  startBackgroundWork()
})

server.on('error', (err: NodeJS.ErrnoException) => {
  fail(err.code === 'EADDRINUSE' ? `Port ${port} is already in use; pick another with --port.` : String(err))
})

let stopping = false
function stop(): void {
  if (stopping) return
  stopping = true
  clearInterval(background)
  app.deps.push?.stop()
  // Every acknowledged change is committed already; emails being sent get 5 s, then the database closes.
  const saved = Promise.race([app.deps.outbox.idle(), new Promise((r) => setTimeout(r, 5000).unref())])
    .then(() => database.close())
    .catch((err: unknown) => console.error('Closing the database failed:', err))
    .then(() => {
      if (!inMemory && !databaseUrl) unlockFolder(dataDir)
    })
  const exit = () => void saved.then(() => process.exit(0))
  server.close(exit)
  // Keep-alive connections can hold close() open; do not make Ctrl-C wait for them.
  setTimeout(exit, 1000).unref()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
