import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { serve } from '@hono/node-server'
import { SAMPLE_ACCOUNTS } from './seed.ts'
import { createServer } from './server.ts'

/** `tsx e2e/api/main.ts [--port N] [--serve-app] [--test-mode] [--dist DIR] [--frontend-origin URL]` */

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
    },
  }).values
}
try {
  args = parse()
} catch (err) {
  fail(`${err instanceof Error ? err.message : String(err)}\nUsage: tsx e2e/api/main.ts [--port N] [--serve-app] [--test-mode] [--dist DIR] [--frontend-origin URL]`)
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

const app = createServer({
  testMode,
  distDir,
  frontendOrigin,
  jwtSecret: process.env.BC_JWT_SECRET || undefined,
  logMail: true,
})

const server = serve({ fetch: app.fetch, port }, () => {
  const width = Math.max(...SAMPLE_ACCOUNTS.map((a) => a.email.length))
  const pwWidth = Math.max(...SAMPLE_ACCOUNTS.map((a) => a.password.length))
  console.log(
    [
      `Car rental API listening on ${origin}/api/`,
      distDir ? `Open the app: ${origin}/` : `App origin for email links: ${frontendOrigin}`,
      testMode ? `Test mode: ${origin}/api/__test/{outbox,reset,control,stats,seed-bookings}` : '',
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

function stop(): void {
  server.close(() => process.exit(0))
  // Keep-alive connections can hold close() open; do not make Ctrl-C wait for them.
  setTimeout(() => process.exit(0), 1000).unref()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
