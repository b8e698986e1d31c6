import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, PostgresDialect, sql, type Transaction } from 'kysely'
import { migrationsDir, repoRoot } from '../paths.ts'
import type { Tables } from './tables.ts'

/**
 * The bundled API's database (issue 48): PostgreSQL, in one of two forms that speak the same SQL.
 *  - embedded (the default): PGlite, PostgreSQL compiled to WebAssembly, in this process, its files in
 *    the data folder (or in memory for tests and `--in-memory`);
 *  - a server: `--database-url postgres://…` (BC_DATABASE_URL), shared by any number of processes.
 * The schema is the numbered SQL files in migrations/, applied in order on start under an advisory
 * lock, so two processes starting together migrate once; a database newer than this code is refused.
 */

export type Db = Kysely<Tables>
export type Executor = Db | Transaction<Tables>

export interface Database {
  readonly db: Db
  readonly engine: 'embedded' | 'server'
  /** The schema version found before migrating (0: an empty database). */
  readonly migratedFrom: number
  /** The embedded engine's whole database as a gzipped tar, consistent, made while it serves (null for a server: use pg_dump). */
  dump(): Promise<Blob> | null
  close(): Promise<void>
}

/**
 * A copy of an embedded database while it serves: a checkpoint, then PGlite's files read while no
 * query runs. A transaction still open is not in it (as after a crash: only what was committed).
 */
function dumpOf(pglite: PGlite): Promise<Blob> {
  // dumpDataDir reads the files under PGlite's query lock (no query runs meanwhile).
  return pglite.query('CHECKPOINT').then(() => pglite.dumpDataDir('gzip'))
}

class DataError extends Error {}

export const MIGRATIONS_DIR = migrationsDir
/** An arbitrary 64-bit number naming the migration lock (pg_advisory_lock). */
const MIGRATION_LOCK = 4_852_042_048

export interface Migration {
  version: number
  name: string
  sql: string
}

function migrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, 4)), name: f, sql: readFileSync(join(MIGRATIONS_DIR, f), 'utf8') }))
}

/**
 * A migration's statements, one by one (both engines prepare each query, and a prepared statement
 * holds one command): a statement ends with a semicolon at the end of a line; `--` comments go.
 */
export function statements(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/--.*$/, '').trimEnd())
    .join('\n')
    .split(/;\s*\n|;\s*$/)
    .map((s) => s.trim())
    .filter(Boolean)
}

/** The newest schema this code knows. */
export const SCHEMA_VERSION = Math.max(...migrations().map((m) => m.version))

export interface OpenOptions {
  /** A PostgreSQL server's URL; without it the embedded engine is used. */
  url?: string
  /** The embedded engine's folder (made when missing); in memory when left out. */
  dir?: string
  /** The embedded engine starts from this dump (tests: a migrated, seeded template loads in a fraction of initdb's time). */
  loadDataDir?: Blob
  /** Connections to a server per process. */
  poolSize?: number
}

const TEMPLATE_DIR = join(repoRoot, 'node_modules', '.cache', 'volta-db')

/**
 * Each engine's package is loaded when a database of its kind is opened, not with this module: a
 * process uses one of them, and loading the other would only slow its start (PGlite's, pg's modules).
 * `newPGlite` opens an embedded engine with the extensions the schema uses (a backup's restore and
 * the tests open theirs with it too).
 */
export async function newPGlite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  const [{ PGlite }, { btree_gist }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ])
  return PGlite.create({ ...options, extensions: { btree_gist, pg_trgm } })
}

/**
 * A dump of a new, migrated embedded database. Making a PGlite runs initdb (about 4 s here); loading
 * a dump takes under 1 s. The first one made for a schema is kept in node_modules/.cache (its name
 * carries a hash of the migrations), and new databases (in memory, or a new data folder) load it.
 */
async function template(): Promise<Blob> {
  const hash = createHash('sha256')
  for (const m of migrations()) hash.update(m.name).update(m.sql)
  const path = join(TEMPLATE_DIR, `template-${hash.digest('hex').slice(0, 12)}.tar`)
  if (existsSync(path)) return new Blob([readFileSync(path)])
  const pglite = await newPGlite({})
  const db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite }) })
  await migrate(db)
  const dump = await pglite.dumpDataDir('none')
  await db.destroy()
  try {
    mkdirSync(TEMPLATE_DIR, { recursive: true })
    const temp = `${path}.${process.pid}`
    writeFileSync(temp, new Uint8Array(await dump.arrayBuffer()))
    renameSync(temp, path)
  } catch (err) {
    console.warn(`The template of new databases could not be kept (${err instanceof Error ? err.message : String(err)}).`)
  }
  return dump
}

/** An embedded database in memory (test mode, `--in-memory`, the unit tests), migrated. */
export async function openInMemory(): Promise<Database> {
  return openDatabase({ loadDataDir: await template() })
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  let db: Db
  let engine: Database['engine']
  let pglite: PGlite | null = null
  if (options.url) {
    engine = 'server'
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) })
  } else {
    engine = 'embedded'
    // A new folder starts from the template (a second instead of initdb's four).
    const fresh = options.dir !== undefined && !existsSync(join(options.dir, 'PG_VERSION'))
    if (options.dir) mkdirSync(options.dir, { recursive: true })
    const loadDataDir = options.loadDataDir ?? (fresh ? await template() : undefined)
    pglite = await newPGlite({
      ...(options.dir ? { dataDir: options.dir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
    })
    db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite }) })
  }
  const embedded = pglite
  let migratedFrom: number
  try {
    migratedFrom = await migrate(db)
  } catch (err) {
    await db.destroy()
    throw err
  }
  return { db, engine, migratedFrom, dump: () => (embedded ? dumpOf(embedded) : null), close: () => db.destroy() }
}

/** Applies the migrations this database lacks, in order, under the lock; returns the version found. */
async function migrate(db: Db): Promise<number> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn)
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
        conn,
      )
      const applied = await sql<{ version: number }>`SELECT coalesce(max(version), 0) AS version FROM schema_migrations`.execute(conn)
      const found = Number(applied.rows[0]?.version ?? 0)
      if (found > SCHEMA_VERSION) {
        throw new DataError(
          `The database is at schema version ${found}, newer than this server's ${SCHEMA_VERSION}: run the newer server (nothing was changed).`,
        )
      }
      for (const m of migrations().filter((m) => m.version > found)) {
        await conn.transaction().execute(async (tx) => {
          for (const statement of statements(m.sql)) await sql.raw(statement).execute(tx)
          await sql`INSERT INTO schema_migrations (version, name) VALUES (${m.version}, ${m.name})`.execute(tx)
        })
      }
      return found
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn)
    }
  })
}

/** A setting kept in the database (the signing key of access tokens); made by `make` when missing, the same for every process. */
export async function keptSetting(db: Db, name: string, make: () => string): Promise<string> {
  await db
    .insertInto('settings')
    .values({ name, value: make() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirstOrThrow()
  return row.value
}

/** SQLSTATE of an error from either engine (undefined when it is not the database's). */
function sqlState(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/** The database refused a second hold of one car over overlapping days (the exclusion constraint). */
export const isDoubleBooking = (err: unknown): boolean => sqlState(err) === '23P01'
/** A unique key (an email, a token) already taken. */
export const isUniqueViolation = (err: unknown): boolean => sqlState(err) === '23505'
