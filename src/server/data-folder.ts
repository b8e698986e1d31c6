import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * The data folder (`.data/` at the repository root by default, `--data-dir` / BC_DATA_DIR):
 *   db/               the embedded engine's database (PGlite's files; absent with --database-url);
 *   vapid-keys.json   the Web Push key pair (vapid.ts);
 *   lock              the process id of the server using the embedded database.
 * The key that signs access tokens is in the database (settings), so every process shares it.
 */

export const DB_DIR = 'db'
const LOCK_FILE = 'lock'

class FolderInUse extends Error {}

/** One process per embedded database: PGlite's files are not shared. A lock left by a killed server is taken over. */
export function lockFolder(dir: string): void {
  const path = join(dir, LOCK_FILE)
  if (existsSync(path)) {
    const pid = Number(readFileSync(path, 'utf8').trim())
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid) {
      let alive = true
      try {
        process.kill(pid, 0)
      } catch (err) {
        alive = (err as NodeJS.ErrnoException).code === 'EPERM'
      }
      if (alive) {
        throw new FolderInUse(
          `${dir} is in use by process ${pid} (stop it first; if it is not a server, delete ${path}). Several processes share a PostgreSQL server (--database-url), not an embedded database.`,
        )
      }
    }
  }
  const fd = openSync(path, 'w', 0o600)
  writeSync(fd, String(process.pid))
  closeSync(fd)
}

export function unlockFolder(dir: string): void {
  rmSync(join(dir, LOCK_FILE), { force: true })
}

/** Writes a file whole or not at all: a temporary file, flushed, renamed over the old one, the folder flushed. */
export function writeFileDurably(path: string, data: string | Uint8Array): void {
  const temp = `${path}.tmp-${process.pid}`
  const fd = openSync(temp, 'w', 0o600)
  try {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data
    let offset = 0
    while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(temp, path)
  const dirFd = openSync(dirname(path), 'r')
  try {
    fsyncSync(dirFd)
  } finally {
    closeSync(dirFd)
  }
}
