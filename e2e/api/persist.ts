import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Low } from 'lowdb'
import { JSONFile } from 'lowdb/node'
import { FILE_KINDS, Store, type FileKind, type StoreSnapshot } from './db.ts'

/**
 * The bundled API's data on disk, for `npm start` (issue 10): what drivers and suppliers create
 * survives a restart. Test mode and the unit tests never come here; they keep a fresh in-memory
 * copy of the sample data.
 *
 * Layout of the data folder (`.data/` at the repository root, git-ignored):
 *   store.json            every record (users, cars, bookings, notifications, tokens...), written by
 *                         lowdb's JSONFile adapter, which writes to a temporary file and renames it
 *                         over the old one, so a crash never leaves half a file;
 *   files/<kind>/<name>   uploaded pictures (avatars, carImages, tempCarImages), one file each;
 *   jwt-secret            the key that signs access tokens, so sessions survive a restart too.
 * Pictures are files rather than base64 inside store.json: the JSON is rewritten whole after
 * every change, and carrying megabytes of images in it would make each write slow and the file
 * a third bigger; a picture file is written once, when it is uploaded, and deleted with it.
 */

export const STORE_FILE = 'store.json'
const SECRET_FILE = 'jwt-secret'
const FILES_DIR = 'files'
const DEBOUNCE_MS = 200
/** Names the API gives uploads (ids, hex, a dot and an extension): nothing else is written to disk. */
const SAFE_NAME = /^[\w-]+(\.[a-z0-9]+)?$/i

export class Persistence {
  private timer: NodeJS.Timeout | null = null
  private writing: Promise<void> = Promise.resolve()
  private readonly onDisk = new Map<FileKind, Set<string>>()

  private constructor(
    readonly dir: string,
    readonly store: Store,
    private readonly db: Low<StoreSnapshot | null>,
  ) {}

  /**
   * Opens the data folder: the store it holds, or the sample data (written at once) when it is
   * new. A folder that cannot be read stops the server rather than being overwritten.
   */
  static async open(dir: string, now: () => Date): Promise<{ persistence: Persistence; created: boolean }> {
    mkdirSync(join(dir, FILES_DIR), { recursive: true })
    for (const kind of FILE_KINDS) mkdirSync(join(dir, FILES_DIR, kind), { recursive: true })
    const db = new Low<StoreSnapshot | null>(new JSONFile(join(dir, STORE_FILE)), null)
    const store = new Store(now)
    try {
      await db.read()
    } catch (err) {
      throw new Error(`${join(dir, STORE_FILE)} cannot be read (${err instanceof Error ? err.message : String(err)}).`)
    }
    const persistence = new Persistence(dir, store, db)
    for (const kind of FILE_KINDS) persistence.onDisk.set(kind, new Set(readdirSync(join(dir, FILES_DIR, kind))))
    if (db.data) {
      store.restore(db.data, (kind, name) => {
        const path = persistence.filePath(kind, name)
        return path && existsSync(path) ? new Uint8Array(readFileSync(path)) : null
      })
      return { persistence, created: false }
    }
    await persistence.flush()
    return { persistence, created: true }
  }

  /** The access-token key kept in the folder (made on first use), so a restart does not sign everyone out. */
  jwtSecret(): string {
    const path = join(this.dir, SECRET_FILE)
    if (existsSync(path)) {
      const kept = readFileSync(path, 'utf8').trim()
      if (kept.length >= 32) return kept
    }
    const secret = randomBytes(32).toString('hex')
    writeFileSync(path, secret, { mode: 0o600 })
    return secret
  }

  private filePath(kind: FileKind, name: string): string | null {
    return SAFE_NAME.test(name) ? join(this.dir, FILES_DIR, kind, name) : null
  }

  /** Saves soon: changes in a burst make one write. */
  schedule(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      void this.flush().catch((err: unknown) => console.error('Saving the data failed:', err))
    }, DEBOUNCE_MS)
  }

  /** Writes now (after any write under way); the promise settles once everything is on disk. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = null
    }
    this.writing = this.writing.catch(() => undefined).then(() => this.write())
    return this.writing
  }

  private async write(): Promise<void> {
    // New uploads first, so the store never names a file that is not there yet.
    for (const kind of FILE_KINDS) {
      const files = this.store.files(kind)
      const disk = this.onDisk.get(kind)!
      for (const [name, file] of files) {
        const path = this.filePath(kind, name)
        if (!path || disk.has(name)) continue
        await writeFile(path, file.bytes)
        disk.add(name)
      }
    }
    this.db.data = JSON.parse(JSON.stringify(this.store.snapshot())) as StoreSnapshot
    await this.db.write()
    for (const kind of FILE_KINDS) {
      const files = this.store.files(kind)
      const disk = this.onDisk.get(kind)!
      for (const name of [...disk]) {
        if (files.has(name)) continue
        const path = this.filePath(kind, name)
        if (path) await unlink(path).catch(() => undefined)
        disk.delete(name)
      }
    }
  }
}

/** Back to the sample data: the folder goes, and the next start writes the samples afresh. */
export function resetData(dir: string): boolean {
  if (!existsSync(dir)) return false
  rmSync(dir, { recursive: true, force: true })
  return true
}
