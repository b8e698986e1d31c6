import { createECDH } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { writeFileDurably } from './data-folder.ts'

/**
 * The server's VAPID keys (RFC 8292, issue 50): the P-256 pair that signs every push, so push services
 * know the pushes come from the server the devices subscribed to. Made once and kept in the data
 * folder as `vapid-keys.json` (like `jwt-secret`), so devices stay subscribed across restarts.
 * `npm run vapid-keys` shows the public key (making the pair when there is none) or, with
 * `--rotate`, makes a new pair: every device must then subscribe again (the app does it by itself
 * when it sees call 80 give another key; the server drops devices of the old key).
 */

export const VAPID_FILE = 'vapid-keys.json'

export interface VapidKeys {
  /** base64url, 65 bytes (an uncompressed P-256 point): what call 80 hands out. */
  publicKey: string
  /** base64url, 32 bytes. Never leaves the server. */
  privateKey: string
  createdAt: string
}

const bytes = (text: unknown): number =>
  typeof text === 'string' && /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url').length : -1

/**
 * A fresh pair, as web-push's generateVAPIDKeys makes it (without loading web-push at start): a P-256
 * key, the public point uncompressed (65 bytes), the private scalar padded to 32 bytes.
 */
export function makeVapidKeys(now: Date = new Date()): VapidKeys {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const privateKey = Buffer.alloc(32)
  const scalar = ecdh.getPrivateKey()
  scalar.copy(privateKey, 32 - scalar.length)
  return {
    publicKey: ecdh.getPublicKey(undefined, 'uncompressed').toString('base64url'),
    privateKey: privateKey.toString('base64url'),
    createdAt: now.toISOString(),
  }
}

/** The pair kept in the data folder; null when there is none. A damaged file stops the caller with a message. */
export function readVapidKeys(dir: string): VapidKeys | null {
  const path = join(dir, VAPID_FILE)
  if (!existsSync(path)) return null
  let data: Partial<VapidKeys>
  try {
    data = JSON.parse(readFileSync(path, 'utf8')) as Partial<VapidKeys>
  } catch (err) {
    throw new Error(`${path} cannot be read (${err instanceof Error ? err.message : String(err)}): run \`npm run vapid-keys -- --rotate\`.`)
  }
  if (bytes(data.publicKey) !== 65 || bytes(data.privateKey) !== 32) {
    throw new Error(`${path} does not hold a VAPID key pair: run \`npm run vapid-keys -- --rotate\`.`)
  }
  return { publicKey: data.publicKey!, privateKey: data.privateKey!, createdAt: String(data.createdAt ?? '') }
}

/** Writes the pair (temporary file, fsync, rename: a crash leaves the old pair or the new one). */
export function writeVapidKeys(dir: string, keys: VapidKeys): void {
  writeFileDurably(join(dir, VAPID_FILE), `${JSON.stringify(keys, null, 2)}\n`)
}

/** The kept pair, or a new one written now (the demo's start; production only reads). */
export function keptVapidKeys(dir: string): VapidKeys {
  const kept = readVapidKeys(dir)
  if (kept) return kept
  const keys = makeVapidKeys()
  writeVapidKeys(dir, keys)
  return keys
}
