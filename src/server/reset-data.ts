import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { resetData } from './persist.ts'

/** `npm run reset-data`: deletes the bundled API's data folder; the next start writes the sample data again. */

const dir = resolve(process.env.BC_DATA_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '.data'))
console.log(
  resetData(dir)
    ? `Deleted ${dir}: the next start begins with the sample data.`
    : `${dir} does not exist: the next start begins with the sample data.`,
)
