import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { DB_DIR, lockFolder, unlockFolder } from './data-folder.ts'
import { openDatabase } from './db/database.ts'
import { importOldStore } from './store-import/import.ts'
import { readOldStore } from './store-import/old-store.ts'

/**
 * `npm run import -- --data-dir OLD [--into DIR | --database-url URL]`: moves the data folder of the
 * server before issue 48 (store.json, journal.ndjson, files/) into a new, empty database: the
 * embedded one of the data folder DIR (by default OLD itself: its `db/` is made beside the old
 * files, which are left as they are), or a PostgreSQL server's. All of it, in one transaction.
 */

const USAGE = 'Usage: npm run import -- --data-dir OLD_FOLDER [--into DATA_FOLDER | --database-url URL]'
let values: { 'data-dir'?: string; into?: string; 'database-url'?: string }
try {
  values = parseArgs({ options: { 'data-dir': { type: 'string' }, into: { type: 'string' }, 'database-url': { type: 'string' } } }).values
} catch (err) {
  console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`)
  process.exit(1)
}
if (!values['data-dir']) {
  console.error(USAGE)
  process.exit(1)
}
const oldDir = resolve(values['data-dir'])
const url = values['database-url'] ?? process.env.BC_DATABASE_URL?.trim()
const into = resolve(values.into ?? oldDir)
try {
  const old = readOldStore(oldDir)
  if (!url) lockFolder(into)
  const database = await openDatabase(url ? { url } : { dir: resolve(into, DB_DIR) })
  try {
    const counts = await database.db.transaction().execute((tx) => importOldStore(tx, old, new Date()))
    const summary = Object.entries(counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ')
    console.log(
      `Imported ${oldDir} (data version ${old.from}) into ${url ? 'the PostgreSQL database' : resolve(into, DB_DIR)}: ${summary}.`,
    )
  } finally {
    await database.close()
  }
} catch (err) {
  console.error(`${err instanceof Error ? err.message : String(err)}\nNothing was imported.`)
  process.exitCode = 1
} finally {
  if (!url) unlockFolder(into)
}
