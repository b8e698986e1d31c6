import { closeSync, fdatasyncSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { dirname } from 'node:path'
import { FILE_KINDS, type FileKind, type Store } from './db.ts'
import type { TokenRecord } from './types.ts'

/**
 * What the API acknowledged is on disk (issue 37). The store stays in memory (searches scan it, and
 * 50,000 bookings fit easily); every change is appended to a journal, one line per commit, and
 * the line is flushed to disk (fdatasync) before the reply goes out.
 *
 * Finding what changed without touching every route: the store's Maps are instrumented (set,
 * delete, clear mark the key), and each record in them is a Proxy whose set/delete traps mark its
 * key too, nested plain objects and arrays included (Dates and byte arrays are never wrapped).
 * A commit serialises only the marked records.
 *
 * A line is `{"q":seq,"n":idCounter,"ops":[[collection,key,value|null],...],"t":tokens?}`; values
 * have the shape Store.snapshot() gives them, so replaying is "put or delete this entry of the
 * snapshot" (journal-replay in persist.ts), idempotent and in order.
 */

/** Collections of records with an `_id` (arrays in the snapshot). */
export const RECORD_COLLECTIONS = ['users', 'locations', 'cars', 'bookings', 'additionalDrivers', 'notifications'] as const
/** Collections kept as objects by key in the snapshot. */
export const KEYED_COLLECTIONS = ['counters', 'idempotency'] as const
type Collection = (typeof RECORD_COLLECTIONS)[number] | (typeof KEYED_COLLECTIONS)[number] | FileKind

type Op = [collection: Collection, key: string, value: unknown]

export interface JournalLine {
  q: number
  n: number
  ops: Op[]
  t?: TokenRecord[]
}

/** A change of the store, ready to be written: the line, and the uploaded files it names. */
export interface Change {
  line: Omit<JournalLine, 'q'>
  /** Files to write (and flush) before the line: their bytes are not in the journal. */
  newFiles: { kind: FileKind; name: string; bytes: Uint8Array }[]
  /** Files the line deletes: unlinked once the line is on disk. */
  goneFiles: { kind: FileKind; name: string }[]
}

const targets = new WeakMap<object, object>()

function wrappable(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return true
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** The plain object behind a record proxy (the object itself when it is none). */
export function unwrap<T>(value: T): T {
  return (typeof value === 'object' && value !== null ? (targets.get(value) as T | undefined) : undefined) ?? value
}

/** A proxy of a plain object or array that calls `touch` whenever it, or anything plain inside it, changes. */
function watch<T>(value: T, touch: () => void): T {
  if (!wrappable(value)) return value
  const target = unwrap(value) as object
  const proxy = new Proxy(target, {
    get(t, prop) {
      const v = (t as Record<string | symbol, unknown>)[prop]
      return wrappable(v) ? watch(v, touch) : v
    },
    set(t, prop, v) {
      ;(t as Record<string | symbol, unknown>)[prop] = unwrap(v)
      touch()
      return true
    },
    deleteProperty(t, prop) {
      touch()
      return delete (t as Record<string | symbol, unknown>)[prop]
    },
    defineProperty(t, prop, descriptor) {
      touch()
      return Reflect.defineProperty(t, prop, descriptor)
    },
  })
  targets.set(proxy, target)
  return proxy as T
}

const proto = Map.prototype as Map<string, unknown>

/**
 * Marks the keys of one Map of the store as they change: its set/delete/clear are replaced, and
 * with `wrapValues` the Map keeps the plain records but hands out (get, iteration) a proxy of each
 * that marks its key when written to (one proxy per record, so identities hold).
 */
function instrument(map: Map<string, unknown>, mark: (key: string) => void, wrapValues: boolean): void {
  for (const [key, value] of proto.entries.call(map)) proto.set.call(map, key, unwrap(value))
  const proxies = new WeakMap<object, { key: string; proxy: unknown }>()
  const view = (key: string, value: unknown): unknown => {
    if (!wrapValues || !wrappable(value)) return value
    const cached = proxies.get(value)
    if (cached?.key === key) return cached.proxy
    const proxy = watch(value, () => mark(key))
    proxies.set(value, { key, proxy })
    return proxy
  }
  function* entries(): Generator<[string, unknown]> {
    for (const [key, value] of proto.entries.call(map)) yield [key, view(key, value)]
  }
  Object.defineProperties(map, {
    set: {
      value(key: string, value: unknown) {
        mark(key)
        proto.set.call(map, key, unwrap(value))
        return map
      },
    },
    delete: {
      value(key: string) {
        if (map.has(key)) mark(key)
        return proto.delete.call(map, key)
      },
    },
    clear: {
      value() {
        for (const key of map.keys()) mark(key)
        proto.clear.call(map)
      },
    },
    get: {
      value(key: string) {
        const value = proto.get.call(map, key)
        return value === undefined ? value : view(key, value)
      },
    },
    entries: { value: entries },
    [Symbol.iterator]: { value: entries },
    values: {
      *value() {
        for (const [key, value] of proto.entries.call(map)) yield view(key, value)
      },
    },
    forEach: {
      value(callback: (value: unknown, key: string, m: Map<string, unknown>) => void, thisArg?: unknown) {
        for (const [key, value] of proto.entries.call(map)) callback.call(thisArg, view(key, value), key, map)
      },
    },
  })
}

/**
 * The records of a store Map as they are, without the journal's proxies: for scans that only
 * read (a proxy makes each property read several times slower, and an availability check reads
 * four fields of each of 50,000 bookings). Never write to what it yields: the change would not be journaled.
 */
export function readOnlyValues<V>(map: Map<string, V>): IterableIterator<V> {
  return proto.values.call(map) as IterableIterator<V>
}

/** Every Map-valued field of the store must be one the journal knows, or changes to it would be lost. */
export function journaledCollections(store: Store): string[] {
  const known = new Set<string>([...RECORD_COLLECTIONS, ...KEYED_COLLECTIONS, ...FILE_KINDS])
  const maps = Object.entries(store).filter(([, v]) => v instanceof Map)
  const unknown = maps.map(([k]) => k).filter((k) => !known.has(k))
  if (unknown.length) throw new Error(`The journal does not know the store's ${unknown.join(', ')}: add them to journal.ts.`)
  return maps.map(([k]) => k)
}

/** Tracks the store's changes since the last `take()`. */
export class ChangeTracker {
  private readonly dirty = new Map<Collection, Set<string>>()
  private tokens: string

  constructor(private readonly store: Store) {
    journaledCollections(store)
    for (const c of [...RECORD_COLLECTIONS, ...KEYED_COLLECTIONS]) {
      instrument(store[c], (key) => this.mark(c, key), c !== 'counters')
    }
    for (const kind of FILE_KINDS) instrument(store.files(kind), (key) => this.mark(kind, key), false)
    this.tokens = JSON.stringify(store.tokens)
  }

  private mark(collection: Collection, key: string): void {
    let keys = this.dirty.get(collection)
    if (!keys) this.dirty.set(collection, (keys = new Set()))
    keys.add(key)
  }

  /** The changes since the last call (null when there are none), and the tracker starts afresh. */
  take(lastCounter: number): Change | null {
    const tokens = JSON.stringify(this.store.tokens)
    const tokensChanged = tokens !== this.tokens
    if (!this.dirty.size && !tokensChanged && this.store.idCounter === lastCounter) return null
    const ops: Op[] = []
    const newFiles: Change['newFiles'] = []
    const goneFiles: Change['goneFiles'] = []
    for (const [collection, keys] of this.dirty) {
      for (const key of keys) {
        if ((FILE_KINDS as readonly string[]).includes(collection)) {
          const kind = collection as FileKind
          const file = this.store.files(kind).get(key)
          if (!file) {
            ops.push([kind, key, null])
            goneFiles.push({ kind, name: key })
            continue
          }
          newFiles.push({ kind, name: key, bytes: file.bytes })
          // The entry as Store.snapshot() lists it: the name and every field but the bytes
          // (a temporary upload's owner and time, a licence's driver and upload date).
          const { bytes: _bytes, ...meta } = file
          ops.push([kind, key, { name: key, ...meta }])
          continue
        }
        const value = (this.store[collection as keyof Store] as Map<string, unknown>).get(key)
        ops.push([collection, key, value === undefined ? null : unwrap(value)])
      }
    }
    this.dirty.clear()
    this.tokens = tokens
    return { line: { n: this.store.idCounter, ops, ...(tokensChanged ? { t: this.store.tokens } : {}) }, newFiles, goneFiles }
  }
}

/**
 * The journal file: lines appended and flushed in groups (a commit that arrives while a flush is
 * under way waits for the next one, which carries every line queued meanwhile).
 */
export class JournalFile {
  private queued: string[] = []
  private waiters: { resolve: () => void; reject: (err: unknown) => void }[] = []
  private draining: Promise<void> | null = null
  /** Work that must run between two flushes, with no line being written (compaction). */
  private exclusive: (() => Promise<void>) | null = null

  private constructor(
    private handle: FileHandle,
    readonly path: string,
    public size: number,
  ) {}

  static async open(path: string, size: number): Promise<JournalFile> {
    return new JournalFile(await open(path, 'a'), path, size)
  }

  /** Appends a line; resolves once it is on disk. */
  append(text: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queued.push(text)
      this.waiters.push({ resolve, reject })
      this.draining ??= this.drain()
    })
  }

  /** Writes a line at once; only for work run by runExclusive (nothing else is writing then). */
  async appendNow(text: string): Promise<void> {
    await this.handle.appendFile(text)
    await this.handle.datasync()
    this.size += Buffer.byteLength(text)
  }

  /** Runs `work` after the lines queued so far are on disk and before any other is written. */
  runExclusive(work: () => Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      this.exclusive = () => work().then(resolve, reject)
      this.draining ??= this.drain()
    })
  }

  /** Waits for every queued line. */
  async settle(): Promise<void> {
    while (this.draining) await this.draining
  }

  private async drain(): Promise<void> {
    try {
      while (this.queued.length || this.exclusive) {
        if (this.queued.length) {
          const text = this.queued.join('')
          const waiters = this.waiters
          this.queued = []
          this.waiters = []
          try {
            await this.handle.appendFile(text)
            await this.handle.datasync()
            this.size += Buffer.byteLength(text)
            for (const w of waiters) w.resolve()
          } catch (err) {
            for (const w of waiters) w.reject(err)
          }
        }
        const work = this.exclusive
        this.exclusive = null
        if (work) await work()
      }
    } finally {
      this.draining = null
    }
  }

  /** Empties the file (after a snapshot took everything in it). */
  async truncate(): Promise<void> {
    await this.handle.truncate(0)
    await this.handle.datasync()
    this.size = 0
  }

  async close(): Promise<void> {
    await this.settle()
    await this.handle.close()
  }
}

/** Writes a file so that a crash leaves the old or the new one, never a torn one: temp file, flush, rename, flush the folder. */
export function writeFileDurably(path: string, data: string | Uint8Array): void {
  const temp = `${path}.tmp-${process.pid}`
  const fd = openSync(temp, 'w', 0o600)
  try {
    writeAll(fd, data)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSyncDurably(temp, path)
}

function writeAll(fd: number, data: string | Uint8Array): void {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data
  let offset = 0
  while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset)
}

function renameSyncDurably(from: string, to: string): void {
  renameSync(from, to)
  syncDir(dirname(to))
}

/** Flushes a folder, so a rename or a new file in it survives a power cut. */
export function syncDir(dir: string): void {
  const fd = openSync(dir, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/** Writes a file's bytes and flushes them (the folder is flushed by the caller, once for many files). */
export function writeFileSynced(path: string, bytes: Uint8Array): void {
  const fd = openSync(path, 'w', 0o600)
  try {
    writeAll(fd, bytes)
    fdatasyncSync(fd)
  } finally {
    closeSync(fd)
  }
}
