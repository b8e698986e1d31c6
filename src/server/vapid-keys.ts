import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { makeVapidKeys, readVapidKeys, VAPID_FILE, writeVapidKeys } from './vapid.ts'

/**
 * `npm run vapid-keys [-- --data-dir DIR] [--rotate]` (issue 50): shows the public VAPID key kept in
 * the data folder, making the pair first when there is none; `--rotate` replaces it. The server
 * reads the pair at start: restart it after a rotation.
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

let values: { 'data-dir'?: string; rotate?: boolean }
try {
  values = parseArgs({ options: { 'data-dir': { type: 'string' }, rotate: { type: 'boolean', default: false } } }).values
} catch (err) {
  fail(`${err instanceof Error ? err.message : String(err)}\nUsage: npm run vapid-keys -- [--data-dir DIR] [--rotate]`)
}
const dir = resolve(values['data-dir'] ?? process.env.BC_DATA_DIR ?? resolve(repoRoot, '.data'))
mkdirSync(dir, { recursive: true })

let kept: ReturnType<typeof readVapidKeys> = null
try {
  kept = readVapidKeys(dir)
} catch (err) {
  if (!values.rotate) fail(err instanceof Error ? err.message : String(err))
}
const running = existsSync(join(dir, 'lock'))
if (kept && !values.rotate) {
  console.log(`VAPID public key (${join(dir, VAPID_FILE)}, made ${kept.createdAt || 'earlier'}):\n${kept.publicKey}`)
} else {
  const keys = makeVapidKeys()
  writeVapidKeys(dir, keys)
  console.log(
    [
      `${kept ? 'New VAPID keys' : 'VAPID keys made'} in ${join(dir, VAPID_FILE)}. Public key:`,
      keys.publicKey,
      kept ? 'Devices subscribed with the old key are dropped at the next start; the app subscribes them again when it is opened.' : '',
      running ? 'A server seems to be running on this folder: restart it to use them.' : 'The server uses them from its next start.',
    ]
      .filter(Boolean)
      .join('\n'),
  )
}
