import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { serve } from '@hono/node-server'
import { Persistence, resetData } from './persist.ts'
import { SAMPLE_ACCOUNTS } from './seed.ts'
import { createServer } from './server.ts'

/**
 * `tsx e2e/api/main.ts [--port N] [--serve-app] [--test-mode] [--dist DIR] [--frontend-origin URL]
 *  [--data-dir DIR] [--reset-data] [--in-memory]`
 * Outside test mode the data lives on disk (persist.ts) in `.data/` or `--data-dir` / BC_DATA_DIR;
 * `--reset-data` starts again from the sample data; `--in-memory` (and test mode) never touch the disk.
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

let args: ReturnType<typeof parse>
function parse() {
  return parseArgs({
    options: {
      port: { type: 'string' },
      'serve-app': { type: 'boolean', default: false },
      'test-mode': { type: 'boolean', default: false },
      dist: { type: 'string' },
      'frontend-origin': { type: 'string' },
      'data-dir': { type: 'string' },
      'reset-data': { type: 'boolean', default: false },
      'in-memory': { type: 'boolean', default: false },
    },
  }).values
}
try {
  args = parse()
} catch (err) {
  fail(
    `${err instanceof Error ? err.message : String(err)}\nUsage: tsx e2e/api/main.ts [--port N] [--serve-app] [--test-mode] [--dist DIR] [--frontend-origin URL] [--data-dir DIR] [--reset-data] [--in-memory]`,
  )
}

const portText = args.port ?? process.env.BC_API_PORT ?? '4280'
const port = Number(portText)
if (!Number.isInteger(port) || port < 1 || port > 65_535) fail(`Invalid port "${portText}".`)

const testMode = args['test-mode'] || process.env.BC_TEST_MODE === '1'
const distDir = args['serve-app'] ? resolve(args.dist ?? resolve(repoRoot, 'dist')) : undefined
if (distDir && !existsSync(resolve(distDir, 'index.html'))) {
  console.warn(`Warning: ${distDir}/index.html does not exist yet; run \`npm run build\`.`)
}
const origin = `http://localhost:${port}`
const frontendOrigin = args['frontend-origin'] ?? process.env.BC_FRONTEND_ORIGIN ?? origin

// Test mode (Playwright, bench) always starts from a fresh in-memory copy of the sample data.
const dataDir = testMode || args['in-memory'] ? null : resolve(args['data-dir'] ?? process.env.BC_DATA_DIR ?? resolve(repoRoot, '.data'))
if (args['reset-data'] && dataDir && resetData(dataDir)) console.log(`Deleted ${dataDir}: starting from the sample data.`)
let persistence: Persistence | null = null
let dataNote = 'Data: in memory only (the sample data at every start).'
if (dataDir) {
  try {
    const opened = await Persistence.open(dataDir, () => new Date())
    persistence = opened.persistence
    dataNote = opened.created
      ? `Data: ${dataDir} (new, with the sample data). Back to the sample data: npm run reset-data`
      : `Data: ${dataDir} (kept from the last run). Back to the sample data: npm run reset-data`
  } catch (err) {
    fail(
      `${err instanceof Error ? err.message : String(err)}\nStart again from the sample data with \`npm run reset-data\` (this deletes ${dataDir}).`,
    )
  }
}

const app = createServer({
  testMode,
  distDir,
  frontendOrigin,
  // The Vite dev server (npm run dev) by default; BC_CORS_ORIGINS adds others, comma-separated.
  corsOrigins: [
    origin,
    ...(process.env.BC_CORS_ORIGINS ?? 'http://localhost:5173')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  ],
  jwtSecret: process.env.BC_JWT_SECRET || persistence?.jwtSecret() || undefined,
  logMail: true,
  ...(persistence ? { store: persistence.store } : {}),
})

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Every call that may change something is followed by a (debounced) save; `env` (the Node request) passes through. */
async function fetchAndSave(request: Request, env?: unknown): Promise<Response> {
  try {
    return await app.fetch(request, env)
  } finally {
    if (persistence && !READ_ONLY.has(request.method)) persistence.schedule()
  }
}

const server = serve({ fetch: fetchAndSave, port }, () => {
  const width = Math.max(...SAMPLE_ACCOUNTS.map((a) => a.email.length))
  const pwWidth = Math.max(...SAMPLE_ACCOUNTS.map((a) => a.password.length))
  console.log(
    [
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
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  )
})

server.on('error', (err: NodeJS.ErrnoException) => {
  fail(err.code === 'EADDRINUSE' ? `Port ${port} is already in use; pick another with --port.` : String(err))
})

let stopping = false
function stop(): void {
  if (stopping) return
  stopping = true
  // The last changes reach the disk before the process ends.
  const saved = persistence ? persistence.flush().catch((err: unknown) => console.error('Saving the data failed:', err)) : Promise.resolve()
  server.close(() => void saved.then(() => process.exit(0)))
  // Keep-alive connections can hold close() open; do not make Ctrl-C wait for them.
  setTimeout(() => void saved.then(() => process.exit(0)), 1000).unref()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
