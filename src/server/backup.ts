import { existsSync, readFileSync, renameSync } from 'node:fs'
import { request } from 'node:http'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { BACKUP_SOCKET } from './backup-socket.ts'
import { DB_DIR, lockFolder, unlockFolder, writeFileDurably } from './data-folder.ts'
import { newPGlite, openDatabase } from './db/database.ts'

/**
 * Backups of the embedded database while it serves (issue 48). PGlite's files belong to the one
 * process serving them, so `npm run backup` asks that process: main.ts listens on a Unix socket in the
 * data folder (`backup.sock`, readable by the folder's owner only), and answers each request with a
 * consistent copy (database.ts' dump; backup-socket.ts). With no server running, the command opens the folder itself.
 * `--restore FILE` (server stopped) puts a copy back, keeping the database it replaces beside it.
 * A PostgreSQL server is backed up with its own tools (pg_dump); the README says how.
 */

/** Asks the server using the folder for a copy; null when no server answers there. */
export function requestBackup(dataDir: string): Promise<Buffer | null> {
  const socketPath = resolve(dataDir, BACKUP_SOCKET)
  if (!existsSync(socketPath)) return Promise.resolve(null)
  return new Promise((resolvePromise, reject) => {
    const req = request({ socketPath, path: '/backup', method: 'POST' }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        res.statusCode === 200
          ? resolvePromise(Buffer.concat(chunks))
          : reject(new Error(`The server answered ${res.statusCode}: ${Buffer.concat(chunks).toString()}`)),
      )
    })
    // A socket left by a killed server: nobody listens, so the folder is free to open.
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? resolvePromise(null) : reject(err),
    )
    req.end()
  })
}

/** A copy of the folder's database: from the server serving it, or read directly when none does. */
export async function backup(dataDir: string): Promise<Buffer> {
  const served = await requestBackup(dataDir)
  if (served) return served
  lockFolder(dataDir)
  try {
    const database = await openDatabase({ dir: resolve(dataDir, DB_DIR) })
    try {
      return Buffer.from(await (await database.dump()!).arrayBuffer())
    } finally {
      await database.close()
    }
  } finally {
    unlockFolder(dataDir)
  }
}

/** Puts a copy back as the folder's database (the server must be stopped); the one replaced is kept as db.before-restore-<time>. */
export async function restore(dataDir: string, file: string, now = new Date()): Promise<string | null> {
  lockFolder(dataDir)
  try {
    const dbDir = resolve(dataDir, DB_DIR)
    let kept: string | null = null
    if (existsSync(dbDir)) {
      kept = `${dbDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`
      renameSync(dbDir, kept)
    }
    const pglite = await newPGlite({ dataDir: dbDir, loadDataDir: new Blob([readFileSync(file)]) })
    await pglite.query('SELECT 1')
    await pglite.close()
    return kept
  } finally {
    unlockFolder(dataDir)
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const USAGE = 'Usage: npm run backup -- --out FILE [--data-dir DIR]   |   npm run backup -- --restore FILE [--data-dir DIR]'
  let values: { out?: string; restore?: string; 'data-dir'?: string }
  try {
    values = parseArgs({ options: { out: { type: 'string' }, restore: { type: 'string' }, 'data-dir': { type: 'string' } } }).values
  } catch {
    values = {}
  }
  const dataDir = resolve(values['data-dir'] ?? process.env.BC_DATA_DIR ?? resolve(import.meta.dirname, '..', '..', '.data'))
  try {
    if (process.env.BC_DATABASE_URL) {
      throw new Error('BC_DATABASE_URL is set: back up a PostgreSQL server with pg_dump (see the README, "Running it for real").')
    }
    if (values.out) {
      const bytes = await backup(dataDir)
      writeFileDurably(resolve(values.out), bytes)
      console.log(`Backed up ${resolve(dataDir, DB_DIR)} to ${resolve(values.out)} (${Math.round(bytes.length / 1024)} KiB).`)
    } else if (values.restore) {
      const kept = await restore(dataDir, resolve(values.restore))
      console.log(
        `Restored ${resolve(values.restore)} into ${resolve(dataDir, DB_DIR)}.${kept ? ` The database it replaced is kept as ${kept}.` : ''}`,
      )
    } else {
      console.error(USAGE)
      process.exitCode = 1
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err))
    process.exitCode = 1
  }
}
