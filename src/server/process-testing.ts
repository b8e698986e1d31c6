import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer as createNetServer } from 'node:net'
import { tmpdir } from 'node:os'
import pg from 'pg'
import { DB_DIR } from './data-folder.ts'
import { openDatabase, type Database } from './db/database.ts'
import { join, resolve } from 'node:path'

/** Helpers for the tests that run the server as a process (main.ts): temporary folders, free ports, start and kill. */

export const repoRoot = resolve(import.meta.dirname, '..', '..')

export function tempDirs(): { make: (prefix?: string) => string; removeAll: () => void } {
  const made: string[] = []
  return {
    make: (prefix = 'volta-data-') => {
      const dir = mkdtempSync(join(tmpdir(), prefix))
      made.push(dir)
      return dir
    },
    removeAll: () => {
      for (const dir of made) rmSync(dir, { recursive: true, force: true })
    },
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const probe = createNetServer().listen(0, () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolvePort(port))
    })
  })
}

export interface RunningServer {
  child: ChildProcessWithoutNullStreams
  /** Resolves once the server listens; rejects if it exits first (with its output). */
  ready: Promise<void>
  /** The exit code (null when killed by a signal). */
  stopped: Promise<number | null>
  output: () => string
  base: string
}

/** The sources through tsx; with BC_TEST_BUILT_SERVER=1, the built server (`npm run build:server` beforehand), as `npm start` and `npm run serve` run it. */
const SERVER = process.env.BC_TEST_BUILT_SERVER === '1' ? ['build/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts']

/** Starts the server (`tsx src/server/main.ts`, or the built one: SERVER) with `--port <port> ...args`, a clean environment plus `env`. */

export function startServer(args: string[], port: number, env: Record<string, string> = {}): RunningServer {
  const clean = { ...process.env }
  // The tests' cheap password hashes stay (the sample accounts are hashed at every demo start); nothing else of BC_*.
  for (const key of Object.keys(clean))
    if ((key.startsWith('BC_') && key !== 'BC_TEST_FAST_PASSWORDS') || key === 'NODE_ENV') delete clean[key]
  // Node itself with tsx's loader (not the tsx CLI, which runs the server in a child): a kill reaches the server.
  const child = spawn(process.execPath, [...SERVER, '--port', String(port), ...args], {
    cwd: repoRoot,
    env: { ...clean, ...env },
  })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const stopped = new Promise<number | null>((r) => child.on('exit', (code) => r(code)))
  const ready = new Promise<void>((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start: ${output}`)), 30_000)
    child.stdout.on('data', () => {
      if (output.includes('Press Ctrl-C')) {
        clearTimeout(timer)
        resolveReady()
      }
    })
    void stopped.then((code) => {
      clearTimeout(timer)
      reject(new Error(`exited with ${code}: ${output}`))
    })
  })
  ready.catch(() => undefined)
  return { child, ready, stopped, output: () => output, base: `http://127.0.0.1:${port}` }
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })
}

/**
 * Where a test's server processes keep their data, on the engine the run asks for (issue 48): a new
 * data folder (the embedded engine), or, when BC_TEST_DATABASE_URL names a PostgreSQL server, a new
 * database `<name>_<label>` on it (dropped first if a run left it).
 */
export interface ProcessData {
  engine: 'embedded' | 'server'
  /** The server's arguments that point it at the data. */
  args: string[]
  /** Opens the data directly (the embedded engine's only while no server runs on it). */
  open: () => Promise<Database>
}

export async function processData(dirs: ReturnType<typeof tempDirs>, label: string): Promise<ProcessData> {
  const url = process.env.BC_TEST_DATABASE_URL
  if (!url) {
    const dir = dirs.make()
    return { engine: 'embedded', args: ['--data-dir', dir], open: () => openDatabase({ dir: join(dir, DB_DIR) }) }
  }
  const target = new URL(url)
  const name = `${target.pathname.replace(/^\//, '') || 'volta'}_${label}`.replace(/[^\w]/g, '_')
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.query(`CREATE DATABASE "${name}"`)
  } finally {
    await admin.end()
  }
  target.pathname = `/${name}`
  const own = target.toString()
  return { engine: 'server', args: ['--database-url', own], open: () => openDatabase({ url: own, poolSize: 2 }) }
}
