import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import pg from 'pg'
import { Kysely, PGliteDialect } from 'kysely'
import { migrate, migrations, openDatabase, type Database } from './database.ts'
import type { Tables } from './tables.ts'

/**
 * The database of the unit tests: one per test file, on the engine the run asks for.
 *  - embedded (default): an in-memory PGlite loaded from a migrated template. Making a PGlite takes
 *    about 4 s (initdb); loading the template's dump, under 1 s. The template is made once per
 *    schema (its file name carries a hash of the migrations) and kept in node_modules/.cache.
 *  - a server: BC_TEST_DATABASE_URL names a PostgreSQL server; each test worker gets a database of
 *    its own on it (`<name>_w<worker>`), made when missing, so parallel files never share one.
 */

const CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'volta-db')

function templatePath(): string {
  const hash = createHash('sha256')
  for (const m of migrations()) hash.update(m.name).update(m.sql)
  return join(CACHE_DIR, `template-${hash.digest('hex').slice(0, 12)}.tar`)
}

async function template(): Promise<Blob> {
  const path = templatePath()
  if (!existsSync(path)) {
    const pglite = await PGlite.create({ extensions: { btree_gist } })
    const db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite }) })
    await migrate(db)
    const dump = await pglite.dumpDataDir('none')
    await db.destroy()
    mkdirSync(CACHE_DIR, { recursive: true })
    const temp = `${path}.${process.pid}`
    writeFileSync(temp, new Uint8Array(await dump.arrayBuffer()))
    renameSync(temp, path)
  }
  return new Blob([readFileSync(path)])
}

async function serverDatabase(url: string): Promise<Database> {
  const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0'
  const target = new URL(url)
  const name = `${target.pathname.replace(/^\//, '') || 'volta'}_w${worker}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!found.rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
  } finally {
    await admin.end()
  }
  target.pathname = `/${name}`
  return openDatabase({ url: target.toString(), poolSize: 4 })
}

let shared: Promise<Database> | null = null

/** This test file's database (made at the first call, migrated). */
export function testDatabase(): Promise<Database> {
  const url = process.env.BC_TEST_DATABASE_URL
  shared ??= url ? serverDatabase(url) : template().then((loadDataDir) => openDatabase({ loadDataDir }))
  return shared
}
