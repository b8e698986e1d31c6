import { randomBytes } from 'node:crypto'
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { FILE_KINDS, SNAPSHOT_VERSION, Store, type FileKind } from './db.ts'
import {
  ChangeTracker,
  JournalFile,
  KEYED_COLLECTIONS,
  RECORD_COLLECTIONS,
  syncDir,
  unwrap,
  writeFileDurably,
  writeFileSynced,
  type JournalLine,
} from './journal.ts'
import { DataError, migrate, type StoredSnapshot } from './migrate.ts'

/**
 * The bundled API's data on disk (issues 10 and 37): what the API acknowledged survives a crash,
 * `kill -9` included. Test mode and most unit tests never come here; they keep a fresh in-memory copy.
 *
 * Layout of the data folder (`.data/` at the repository root by default, git-ignored):
 *   store.json            a snapshot of every record, with its data `version` and the last
 *                         journal line it includes (`journalSeq`);
 *   journal.ndjson        the changes since that snapshot, one line per commit, each flushed to
 *                         disk (fdatasync) before the reply that acknowledges it (journal.ts);
 *   files/<kind>/<name>   uploaded pictures (avatars, carImages, tempCarImages) and drivers'
 *                         licences (licenses, tempLicenses: private, served by no public path),
 *                         one file each, written and flushed before the journal line that names them;
 *   jwt-secret            the key that signs access tokens, so sessions survive a restart too;
 *   lock                  the process id of the server using the folder;
 *   store.v<N>.json       the store as it was before an upgrade from data version N (migrate.ts).
 * On start the snapshot is read (and upgraded if older), the journal replayed over it (a last line
 * cut short by a crash was never acknowledged and is dropped), and a new snapshot is written.
 * A snapshot is written to a temporary file, flushed, renamed over store.json and the folder
 * flushed: a crash leaves the old snapshot or the new one. While running, the journal is folded
 * into a new snapshot once it outgrows the snapshot (and at least 8 MB), and on a clean stop.
 * Backups: copy the whole folder while the server is stopped. While it runs, copy journal.ndjson
 * first, then store.json, then files/ and jwt-secret: a snapshot newer than the journal copy
 * already holds that journal's lines, so the pair is consistent (copied the other way round,
 * a compaction in between leaves a gap, which the next start refuses rather than skips).
 */

export const STORE_FILE = 'store.json'
export const JOURNAL_FILE = 'journal.ndjson'
const SECRET_FILE = 'jwt-secret'
const LOCK_FILE = 'lock'
const FILES_DIR = 'files'
const MIN_COMPACT_BYTES = 8 * 1024 * 1024
/** Names the API gives uploads (ids, hex, a dot and an extension): nothing else is written to disk. */
const SAFE_NAME = /^[\w-]+(\.[a-z0-9]+)?$/i

export interface OpenOptions {
  /** A new folder starts with the sample data (the demo) or empty (production, `seed: false`). */
  seed?: boolean
  /** Checks the store before anything is written; throwing stops the opening with the folder untouched. */
  verify?: (store: Store) => void
  /** Journal size that starts a compaction (by default the snapshot's size, and at least 8 MB). Tests set it low. */
  compactAfterBytes?: number
}

export interface Opened {
  persistence: Persistence
  /** The folder held no store: it was just written (sample data or empty). */
  created: boolean
  /** The data version the store was upgraded from, when it was older than this server's. */
  upgradedFrom?: number
}

/** Reads the journal: whole lines, and the length of the part that holds them (a torn last line is left out). */
function readJournal(path: string): { lines: JournalLine[]; validBytes: number; totalBytes: number } {
  if (!existsSync(path)) return { lines: [], validBytes: 0, totalBytes: 0 }
  const bytes = readFileSync(path)
  const lines: JournalLine[] = []
  let start = 0
  while (start < bytes.length) {
    const end = bytes.indexOf(0x0a, start)
    // No newline: the last write was cut short, so its reply never went out.
    if (end === -1) break
    const text = bytes.subarray(start, end).toString('utf8')
    let line: JournalLine
    try {
      line = JSON.parse(text) as JournalLine
    } catch {
      if (end + 1 >= bytes.length) break
      throw new DataError(`${path} is damaged at byte ${start} (a line in the middle cannot be read).`)
    }
    lines.push(line)
    start = end + 1
  }
  return { lines, validBytes: start, totalBytes: bytes.length }
}

/** Applies journal lines after `data.journalSeq` to the snapshot, in place (journalSeq becomes the last line's). */
function replay(data: StoredSnapshot, lines: JournalLine[]): number {
  let last = data.journalSeq
  const fresh = lines.filter((l) => l.q > data.journalSeq)
  if (!fresh.length) return last
  const raw = data as unknown as Record<string, unknown>
  const byKey = new Map<string, Map<string, unknown>>()
  for (const c of RECORD_COLLECTIONS) byKey.set(c, new Map((raw[c] as { _id: string }[]).map((r) => [r._id, r])))
  for (const kind of FILE_KINDS) byKey.set(kind, new Map((raw[kind] as { name: string }[]).map((f) => [f.name, f])))
  for (const line of fresh) {
    if (line.q !== last + 1) throw new DataError(`The journal skips from line ${last} to ${line.q}.`)
    last = line.q
    data.counter = line.n
    if (line.t) raw.tokens = line.t
    for (const [collection, key, value] of line.ops) {
      if ((KEYED_COLLECTIONS as readonly string[]).includes(collection)) {
        const object = raw[collection] as Record<string, unknown>
        if (value === null) delete object[key]
        else object[key] = value
        continue
      }
      const map = byKey.get(collection)
      if (!map) throw new DataError(`The journal names an unknown collection ${collection}.`)
      if (value === null) map.delete(key)
      else map.set(key, value)
    }
  }
  for (const [c, map] of byKey) raw[c] = [...map.values()]
  data.journalSeq = last
  return last
}

/** One server per folder: two would overwrite each other's journal. A lock left by a killed server is taken over. */
function lock(dir: string): void {
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
      if (alive) throw new DataError(`${dir} is in use by process ${pid} (stop it first; if it is not a server, delete ${path}).`)
    }
  }
  const fd = openSync(path, 'w', 0o600)
  writeSync(fd, String(process.pid))
  closeSync(fd)
}

export interface DataOnDisk {
  /** The store upgraded to this server's version, with the journal replayed; null when the folder has none. */
  data: StoredSnapshot | null
  upgradedFrom?: number
  /** store.json as read (kept as store.v<N>.json before an upgrade). */
  oldText: string
  journal: ReturnType<typeof readJournal>
}

/** Reads a data folder without changing anything in it (Persistence.open, and tests comparing disk and memory). */
export function readData(dir: string): DataOnDisk {
  const storePath = join(dir, STORE_FILE)
  const journalPath = join(dir, JOURNAL_FILE)
  let data: StoredSnapshot | null = null
  let upgradedFrom: number | undefined
  let oldText = ''
  if (existsSync(storePath)) {
    oldText = readFileSync(storePath, 'utf8')
    let parsed: unknown
    try {
      parsed = JSON.parse(oldText)
    } catch (err) {
      throw new DataError(`${storePath} cannot be read (${err instanceof Error ? err.message : String(err)}).`)
    }
    const migrated = migrate(parsed)
    data = migrated.data
    if (migrated.from < SNAPSHOT_VERSION) upgradedFrom = migrated.from
  }
  const journal = readJournal(journalPath)
  if (!data && journal.lines.length) throw new DataError(`${journalPath} has changes but ${storePath} is missing.`)
  if (data) replay(data, journal.lines)
  return { data, oldText, journal, ...(upgradedFrom === undefined ? {} : { upgradedFrom }) }
}

export class Persistence {
  private tracker: ChangeTracker | null = null
  private journal: JournalFile | null = null
  private lastLine: Promise<void> = Promise.resolve()
  private compacting: Promise<void> | null = null
  private snapshotBytes = 0
  private closed = false

  private constructor(
    readonly dir: string,
    readonly store: Store,
    private seq: number,
    private counter: number,
    private readonly compactAfterBytes: number | undefined,
  ) {}

  /**
   * Opens the data folder: the store it holds (upgraded, with the journal replayed), or a new one
   * (written at once). A folder that cannot be read stops the server rather than being overwritten.
   */
  static async open(dir: string, now: () => Date, options: OpenOptions = {}): Promise<Opened> {
    for (const kind of FILE_KINDS) mkdirSync(join(dir, FILES_DIR, kind), { recursive: true })
    lock(dir)
    const { data, upgradedFrom, oldText } = readData(dir)
    const journalPath = join(dir, JOURNAL_FILE)
    const store = new Store(now, data ? false : options.seed !== false)
    const seq = data?.journalSeq ?? 0
    if (data) {
      store.restore(data, (kind, name) => {
        const path = filePath(dir, kind, name)
        return path && existsSync(path) ? new Uint8Array(readFileSync(path)) : null
      })
    }
    // A refusal (main.ts' production start on the demo's data) leaves the folder as it was.
    options.verify?.(store)
    // The old file is kept before anything is written over it.
    if (upgradedFrom !== undefined) writeFileDurably(join(dir, `store.v${upgradedFrom}.json`), oldText)
    const persistence = new Persistence(dir, store, seq, store.idCounter, options.compactAfterBytes)
    persistence.removeOrphanFiles()
    // Start from a snapshot of everything, with an empty journal (a torn last line, from a crash
    // mid-write, was never acknowledged: it goes with the rest, the lines before it are in the snapshot).
    persistence.writeSnapshot()
    truncateOrCreate(journalPath)
    persistence.journal = await JournalFile.open(journalPath, 0)
    persistence.tracker = new ChangeTracker(store)
    return { persistence, created: !data, ...(upgradedFrom === undefined ? {} : { upgradedFrom }) }
  }

  /** The access-token key kept in the folder (made on first use), so a restart does not sign everyone out. */
  jwtSecret(): string {
    const path = join(this.dir, SECRET_FILE)
    if (existsSync(path)) {
      const kept = readFileSync(path, 'utf8').trim()
      if (kept.length >= 32) return kept
    }
    const secret = randomBytes(32).toString('hex')
    writeFileDurably(path, secret)
    return secret
  }

  private filePath(kind: FileKind, name: string): string | null {
    return filePath(this.dir, kind, name)
  }

  /** Files on disk that no record names (left by a crash between a delete and its unlink). */
  private removeOrphanFiles(): void {
    for (const kind of FILE_KINDS) {
      const kept = this.store.files(kind)
      for (const name of readdirSync(join(this.dir, FILES_DIR, kind))) {
        if (!kept.has(name)) rmSync(join(this.dir, FILES_DIR, kind, name), { force: true })
      }
    }
  }

  /**
   * Journals what changed since the last commit; resolves once it is on disk. With nothing new,
   * it still waits for the lines already under way (they may hold this caller's changes).
   */
  commit(): Promise<void> {
    if (!this.tracker || !this.journal || this.closed) return this.lastLine
    const change = this.tracker.take(this.counter)
    if (!change) return this.lastLine
    this.counter = change.line.n
    this.seq += 1
    const dirs = new Set<string>()
    for (const file of change.newFiles) {
      const path = this.filePath(file.kind, file.name)
      if (!path) continue
      writeFileSynced(path, file.bytes)
      dirs.add(join(this.dir, FILES_DIR, file.kind))
    }
    for (const dir of dirs) syncDir(dir)
    const text = `${JSON.stringify({ q: this.seq, ...change.line })}\n`
    const written = this.journal.append(text).then(() => {
      for (const file of change.goneFiles) {
        const path = this.filePath(file.kind, file.name)
        if (path) rmSync(path, { force: true })
      }
      if (this.journal && this.journal.size > (this.compactAfterBytes ?? Math.max(MIN_COMPACT_BYTES, this.snapshotBytes))) {
        // A failed compaction loses nothing: the old snapshot and the whole journal are still there.
        this.compact().catch((err: unknown) => console.error('Folding the journal into store.json failed (it will be tried again):', err))
      }
    })
    this.lastLine = written
    return written
  }

  /** The same as commit (the name issue 10's callers use). */
  flush(): Promise<void> {
    return this.commit()
  }

  /** Folds the journal into a new snapshot (between two journal writes). */
  compact(): Promise<void> {
    const journal = this.journal
    if (!journal) return Promise.resolve()
    this.compacting ??= journal
      .runExclusive(async () => {
        // Changes not journaled yet go in first, so the snapshot holds nothing the journal does not.
        await this.commitNow()
        this.writeSnapshot()
        await journal.truncate()
      })
      .finally(() => {
        this.compacting = null
      })
    return this.compacting
  }

  /** Inside runExclusive: journals pending changes without going through the queue. */
  private async commitNow(): Promise<void> {
    const change = this.tracker?.take(this.counter)
    if (!change || !this.journal) return
    this.counter = change.line.n
    this.seq += 1
    for (const file of change.newFiles) {
      const path = this.filePath(file.kind, file.name)
      if (path) writeFileSynced(path, file.bytes)
    }
    for (const kind of FILE_KINDS) syncDir(join(this.dir, FILES_DIR, kind))
    // A call whose changes this line carries waits for it too (its own commit finds nothing new).
    const written = this.journal.appendNow(`${JSON.stringify({ q: this.seq, ...change.line })}\n`)
    this.lastLine = written
    await written
    for (const file of change.goneFiles) {
      const path = this.filePath(file.kind, file.name)
      if (path) rmSync(path, { force: true })
    }
  }

  private writeSnapshot(): void {
    // The plain records behind the proxies: serialising through them takes twice as long.
    const snapshot = this.store.snapshot() as unknown as Record<string, unknown>
    for (const [key, value] of Object.entries(snapshot)) {
      if (Array.isArray(value)) snapshot[key] = value.map(unwrap)
      else if (value && typeof value === 'object') snapshot[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unwrap(v)]))
    }
    const text = JSON.stringify({ ...snapshot, journalSeq: this.seq })
    writeFileDurably(join(this.dir, STORE_FILE), text)
    this.snapshotBytes = text.length
  }

  /** A clean stop: everything into the snapshot, the journal emptied, the folder unlocked. */
  async close(): Promise<void> {
    if (this.closed) return
    await this.commit()
    await this.compact()
    this.closed = true
    await this.journal?.close()
    this.journal = null
    rmSync(join(this.dir, LOCK_FILE), { force: true })
  }
}

function filePath(dir: string, kind: FileKind, name: string): string | null {
  return SAFE_NAME.test(name) ? join(dir, FILES_DIR, kind, name) : null
}

function truncateOrCreate(path: string): void {
  closeSync(openSync(path, 'w', 0o600))
  syncDir(join(path, '..'))
}

/** Back to the sample data: the folder goes, and the next start writes the samples afresh. */
export function resetData(dir: string): boolean {
  if (!existsSync(dir)) return false
  rmSync(dir, { recursive: true, force: true })
  return true
}
