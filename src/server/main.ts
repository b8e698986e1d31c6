import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { serve } from '@hono/node-server'
import { SmtpTransport } from './mail.ts'
import { DataError } from './migrate.ts'
import { productionCostOnly } from './password.ts'
import { Persistence, resetData } from './persist.ts'
import { SAMPLE_ACCOUNTS } from './seed.ts'
import { createServer } from './server.ts'
import { expireDue, recheckPayments } from './payments/ledger.ts'
import type { PaymentProvider } from './payments/provider.ts'
import { StripeProvider } from './payments/stripe-provider.ts'
import { TestProvider, testPaymentKey } from './payments/test-provider.ts'
import type { PushConfig } from './push.ts'
import { keptVapidKeys, makeVapidKeys, readVapidKeys } from './vapid.ts'

/**
 * `tsx src/server/main.ts [--port N] [--host H] [--serve-app] [--dist DIR] [--frontend-origin URL]
 *  [--data-dir DIR] [--trust-proxy LIST] [--production [--print-emails] [--no-online-payment]] [--test-mode] [--reset-data] [--in-memory]`
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
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const USAGE =
  'Usage: tsx src/server/main.ts [--port N] [--host H] [--serve-app] [--dist DIR] [--frontend-origin URL] [--data-dir DIR] [--trust-proxy LIST] [--production [--print-emails] [--no-online-payment]] [--test-mode] [--reset-data] [--in-memory]'

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

// Test mode (Playwright, bench) always starts from a fresh in-memory copy of the sample data.
const dataDir = testMode || args['in-memory'] ? null : resolve(args['data-dir'] ?? process.env.BC_DATA_DIR ?? resolve(repoRoot, '.data'))
if (args['reset-data'] && dataDir && resetData(dataDir)) console.log(`Deleted ${dataDir}: starting from the sample data.`)
let persistence: Persistence | null = null
let dataNote = 'Data: in memory only (the sample data at every start).'
if (dataDir) {
  try {
    const opened = await Persistence.open(dataDir, () => new Date(), {
      seed: !production,
      // The demo's accounts have published passwords: a production server never runs with them.
      verify: (store) => {
        const sample = production ? SAMPLE_ACCOUNTS.filter((a) => store.userByEmail(a.email)) : []
        if (sample.length) {
          throw new DataError(
            `${dataDir} holds the demo's sample accounts (${sample.map((a) => a.email).join(', ')}), whose passwords are published.\nUse a new folder (--data-dir or BC_DATA_DIR) for production.`,
          )
        }
      },
    })
    persistence = opened.persistence
    const upgraded = opened.upgradedFrom
      ? ` Upgraded from data version ${opened.upgradedFrom} (the old store is kept as store.v${opened.upgradedFrom}.json).`
      : ''
    dataNote = production
      ? `Data: ${dataDir} (${opened.created ? 'new, empty' : 'kept from the last run'}).${upgraded}`
      : opened.created
        ? `Data: ${dataDir} (new, with the sample data). Back to the sample data: npm run reset-data`
        : `Data: ${dataDir} (kept from the last run).${upgraded} Back to the sample data: npm run reset-data`
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    fail(
      production || !(err instanceof DataError || /cannot be read/.test(message))
        ? `${message}\nThe data folder was left as it is.`
        : `${message}\nThe data folder was left as it is. Start again from the sample data with \`npm run reset-data\` (this deletes ${dataDir}).`,
    )
  }
}

/**
 * A write or flush of the journal failed: what is on disk is no longer known to match memory, so
 * the server stops (the call gets 503, its emails never leave) and its next start reads the disk.
 */
function stopAfterFailedSave(err: unknown): never {
  console.error('Saving the data failed; stopping, so that the next start reads what is on disk:', err)
  setTimeout(() => process.exit(1), 100).unref()
  throw err
}

// Web Push (issue 50): the VAPID keys kept in the data folder (`npm run vapid-keys`). The demo makes them on
// its first start; production pushes only when they exist; test mode makes a pair of its own (server.ts).
let push: PushConfig | null | undefined
let pushNote = ''
if (!testMode) {
  const contact = process.env.BC_CONTACT_EMAIL?.trim() || 'contact@volta.example'
  const subject = process.env.BC_VAPID_SUBJECT?.trim() || (frontendOrigin.startsWith('https://') ? frontendOrigin : `mailto:${contact}`)
  try {
    const keys = dataDir ? (production ? readVapidKeys(dataDir) : keptVapidKeys(dataDir)) : makeVapidKeys()
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
    jwtSecret: process.env.BC_JWT_SECRET || persistence?.jwtSecret() || undefined,
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
    payments:
      onlinePayments === 'test'
        ? new TestProvider(testPaymentKey(process.env.BC_JWT_SECRET || persistence?.jwtSecret() || undefined))
        : onlinePayments,
    ...(process.env.BC_CONTACT_EMAIL?.trim() ? { contactEmail: process.env.BC_CONTACT_EMAIL.trim() } : {}),
    ...(push === undefined ? {} : { push }),
    ...(persistence ? { store: persistence.store, commit: () => persistence.commit().catch(stopAfterFailedSave) } : {}),
  })
} catch (err) {
  fail(err instanceof Error ? err.message : String(err))
}

// Changes made outside a call (none today) still reach the disk, and their emails leave.
const background = setInterval(() => {
  void (persistence?.commit() ?? Promise.resolve()).then(
    () => app.deps.outbox.dispatch(),
    (err: unknown) => console.error('Saving the data failed:', err),
  )
}, 1000)
background.unref()

// Payments (issue 47): what a crash left half done is settled at start and every 5 minutes (an event
// the provider could not deliver, a refund asked and not recorded); lapsed payments are written every 30 s.
const settle = () => void recheckPayments(app.deps).catch((err: unknown) => console.error('Checking payments failed:', err))
settle()
setInterval(settle, 5 * 60_000).unref()
setInterval(() => expireDue(app.deps.store, new Date()), 30_000).unref()
// Pushes a restart found queued go out, and the pick-up reminders are looked for every minute.
app.deps.push?.start()

const server = serve({ fetch: app.fetch, port, ...(host ? { hostname: host } : {}) }, () => {
  const admins = persistence ? [...persistence.store.users.values()].filter((u) => u.type === 'admin').length : 0
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
        admins ? '' : 'No admin account yet: stop the server and run `npm run create-admin -- --email you@example.com`.',
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
  // Every acknowledged change is on disk already; a clean stop also folds the journal into store.json.
  const saved = (persistence ? persistence.close() : Promise.resolve())
    .catch((err: unknown) => console.error('Saving the data failed:', err))
    .then(() => Promise.race([app.deps.outbox.idle(), new Promise((r) => setTimeout(r, 5000).unref())]))
  const exit = () => void saved.then(() => process.exit(0))
  server.close(exit)
  // Keep-alive connections can hold close() open; do not make Ctrl-C wait for them.
  setTimeout(exit, 1000).unref()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
