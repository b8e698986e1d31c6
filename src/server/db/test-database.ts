import pg from 'pg'
import { openDatabase, openInMemory, type Database } from './database.ts'

/**
 * The database of the unit tests: one per test file, on the engine the run asks for.
 *  - embedded (default): in memory, loaded from the migrated template (database.ts' openInMemory);
 *  - a server: BC_TEST_DATABASE_URL names a PostgreSQL server; each test worker gets a database of
 *    its own on it (`<name>_w<worker>`), made when missing, so parallel files never share one.
 */

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
  shared ??= url ? serverDatabase(url) : openInMemory()
  return shared
}
