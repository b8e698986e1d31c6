import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * Password hashing (scrypt) on its own, so the seed can hash the sample passwords without
 * importing auth.ts (which needs the store): no import circle seed -> auth -> db -> seed.
 *
 * Cost: OWASP's current recommendation for scrypt, N=2^17, r=8, p=1 (128 MiB, about
 * 0.1–0.4 s a hash here). The parameters are stored in each hash
 * (`scrypt$N$r$p$salt$key`), so they can be raised later; hashes written before, in
 * the three-part form `scrypt$salt$key`, were made with Node's defaults and still verify.
 *
 * Tests only: with BC_TEST_FAST_PASSWORDS=1 (set by the unit tests and the Playwright server, see
 * vite.config.ts and e2e/playwright.config.ts) new hashes use N=2^14, 8 times cheaper: the sample
 * accounts are hashed in every test process and each sign-in checks one. What a hash proves is the
 * same (the cost is read back from the hash); auth.test.ts checks the production cost itself. A
 * production start (main.ts) and create-admin.ts call `productionCostOnly()`, so there it is never
 * honoured.
 */
const KEY_LENGTH = 32
export const PRODUCTION_COST = { N: 2 ** 17, r: 8, p: 1 }
const TEST_COST = { N: 2 ** 14, r: 8, p: 1 }
const LEGACY = { N: 2 ** 14, r: 8, p: 1 }

let testCostAllowed = true

/** Pins the production cost for this process whatever its environment says. */
export function productionCostOnly(): void {
  testCostAllowed = false
}

/** The cost of new hashes: PRODUCTION_COST, unless a test process asked for TEST_COST. */
export function hashCost(env: Record<string, string | undefined> = process.env): typeof PRODUCTION_COST {
  return testCostAllowed && env.BC_TEST_FAST_PASSWORDS === '1' && env.NODE_ENV !== 'production' ? TEST_COST : PRODUCTION_COST
}

function options({ N, r, p }: typeof PRODUCTION_COST): ScryptOptions {
  // Node refuses more than 32 MiB by default; 128 * N * r bytes plus room.
  return { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 }
}

function format(cost: typeof PRODUCTION_COST, salt: Buffer, key: Buffer): string {
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16)
  const cost = hashCost()
  return format(cost, salt, scryptSync(password, salt, KEY_LENGTH, options(cost)))
}

export function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const cost = hashCost()
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options(cost), (err, key) => {
      if (err) reject(err)
      else resolve(format(cost, salt, key))
    })
  })
}

function parse(stored: string | undefined): { cost: typeof PRODUCTION_COST; salt: Buffer; key: Buffer } | null {
  const parts = stored?.split('$') ?? []
  if (parts[0] !== 'scrypt') return null
  if (parts.length === 3) return { cost: LEGACY, salt: Buffer.from(parts[1], 'base64'), key: Buffer.from(parts[2], 'base64') }
  if (parts.length !== 6) return null
  const [N, r, p] = parts.slice(1, 4).map(Number)
  // Only sane costs: a stored hash never makes the server allocate gigabytes.
  if (![N, r, p].every(Number.isInteger) || N < 2 ** 10 || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 4) return null
  return { cost: { N, r, p }, salt: Buffer.from(parts[4], 'base64'), key: Buffer.from(parts[5], 'base64') }
}

export function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed || parsed.key.length === 0) return Promise.resolve(false)
  const { cost, salt, key: expected } = parsed
  return new Promise((resolve) => {
    scrypt(password, salt, expected.length, options(cost), (err, key) => {
      resolve(!err && key.length === expected.length && timingSafeEqual(key, expected))
    })
  })
}
