import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto'

/**
 * Password hashing (scrypt) on its own, so the seed can hash the sample passwords without
 * importing auth.ts (which needs the store): no import circle seed -> auth -> db -> seed.
 */

// Node's default scrypt cost (N=16384, r=8, p=1): strong enough for a sample server, ~30 ms a hash.
const KEY_LENGTH = 32

export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16)
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, KEY_LENGTH).toString('base64')}`
}

export function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (err, key) => {
      if (err) reject(err)
      else resolve(`scrypt$${salt.toString('base64')}$${key.toString('base64')}`)
    })
  })
}

export function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, saltText, hashText] = stored?.split('$') ?? []
  if (scheme !== 'scrypt' || !saltText || !hashText) return Promise.resolve(false)
  const expected = Buffer.from(hashText, 'base64')
  return new Promise((resolve) => {
    scrypt(password, Buffer.from(saltText, 'base64'), expected.length, (err, key) => {
      resolve(!err && key.length === expected.length && timingSafeEqual(key, expected))
    })
  })
}
