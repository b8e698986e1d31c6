import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where the server's files are, the same from the sources (`src/server/`, run with tsx) and from the
 * built server (`build/server/main.js`, `npm run build:server`): both folders are two levels down
 * from the repository, and the build copies the migrations beside it (`build/server/db/migrations`).
 * In the built server every module is in main.js, so `import.meta.url` is main.js' own: that is why
 * paths are taken from here, not from each module's own place.
 */
const serverDir = dirname(fileURLToPath(import.meta.url))
export const repoRoot = resolve(serverDir, '..', '..')
export const migrationsDir = resolve(serverDir, 'db', 'migrations')
