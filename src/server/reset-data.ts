import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { DB_DIR, lockFolder, unlockFolder } from './data-folder.ts'
import { openDatabase } from './db/database.ts'
import { resetToSampleData } from './db/sample-data.ts'

/**
 * `npm run reset-data [-- --data-dir DIR | --database-url URL]`: puts the demo's sample data back in the
 * database (everything else in it is deleted). The server must be stopped first with the embedded engine.
 */

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } } })
const url = values['database-url'] ?? process.env.BC_DATABASE_URL?.trim()
const dir = resolve(values['data-dir'] ?? process.env.BC_DATA_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '.data'))
try {
  if (!url) lockFolder(dir)
  const database = await openDatabase(url ? { url } : { dir: resolve(dir, DB_DIR) })
  await resetToSampleData(database.db, new Date())
  await database.close()
  console.log(`The sample data is back in ${url ? 'the database' : dir}: everything else was deleted.`)
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err))
  process.exitCode = 1
} finally {
  if (!url) unlockFolder(dir)
}
