import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * `tsx e2e/tools/with-postgres.ts -- <command…>`: runs a command with a throwaway PostgreSQL server
 * (Debian's `postgresql`), made in a temporary folder, listening on 127.0.0.1 only, with its URL in
 * BC_TEST_DATABASE_URL; stopped and deleted afterwards, whatever the command's outcome. The server's
 * tests then run on it rather than on the embedded engine (issue 48). As root, the cluster is owned by
 * the `postgres` account (PostgreSQL refuses to run as root).
 */

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  if (!versions.length) throw new Error('PostgreSQL is not installed: apt-get install postgresql (or set PG_BIN).')
  return join(root, versions[0], 'bin')
}

const command = process.argv.slice(process.argv.indexOf('--') + 1)
if (!command.length || process.argv.indexOf('--') < 0) {
  console.error('Usage: tsx e2e/tools/with-postgres.ts -- <command…>')
  process.exit(2)
}
const bin = binDir()
const root = process.getuid?.() === 0
const dir = mkdtempSync(join(tmpdir(), 'volta-pg-'))
chmodSync(dir, 0o777)
const data = join(dir, 'data')
const port = String(5400 + (process.pid % 500))
const as = (args: string[]) => (root ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]) as [string, string[]]
function run(args: string[]): void {
  const [file, rest] = as(args)
  const result = spawnSync(file, rest, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}${result.stderr}`)
}

let code = 1
try {
  run([join(bin, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'])
  // Fast and throwaway: fsync stays on (the crash tests need what a commit promises), the rest is small.
  run([
    join(bin, 'pg_ctl'),
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200 -c shared_buffers=64MB`,
    'start',
  ])
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  console.log(`PostgreSQL ${bin.split('/').at(-2)} for the tests at ${url}`)
  code = await new Promise<number>((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, BC_TEST_DATABASE_URL: url },
      shell: false,
    })
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)))
  })
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err))
} finally {
  try {
    run([join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'])
  } catch {
    // Not started: nothing to stop.
  }
  rmSync(dir, { recursive: true, force: true })
}
process.exit(code)
