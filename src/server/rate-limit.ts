import type { Context } from 'hono'
import { clientAddress, type Deps } from './context.ts'
import { hashPasswordSync, verifyPassword } from './password.ts'
import { HttpError } from './validate.ts'

/**
 * Failed attempts per key (an account, a client address) in a sliding window. Once a
 * key reaches the limit, every attempt is refused (429) until its oldest failure
 * leaves the window, even with the right password; the 429 says when in `Retry-After`
 * (whole seconds, RFC 9110). The map is bounded: the oldest keys go first when it is full.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
    private readonly maxKeys = 10_000,
  ) {}

  private recent(key: string): number[] {
    const since = this.now().getTime() - this.windowMs
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since)
    if (kept.length) this.failures.set(key, kept)
    else this.failures.delete(key)
    return kept
  }

  /** Whole seconds until none of the keys is blocked any more (0 when none is): a 429's Retry-After. */
  retryAfterSeconds(...keys: string[]): number {
    const now = this.now().getTime()
    let until = now
    for (const key of keys) {
      const list = this.recent(key)
      // Blocked until enough failures have left the window for one more attempt to count.
      if (list.length >= this.limit) until = Math.max(until, list[list.length - this.limit] + this.windowMs)
    }
    return Math.ceil((until - now) / 1000)
  }

  /** Refuses with 429 and its Retry-After when any of the keys has used up its attempts. */
  refuseIfBlocked(message: string, ...keys: string[]): void {
    const seconds = this.retryAfterSeconds(...keys)
    if (seconds > 0) throw tooMany(message, seconds)
  }

  fail(...keys: string[]): void {
    for (const key of keys) {
      const list = this.recent(key)
      list.push(this.now().getTime())
      this.failures.delete(key)
      this.failures.set(key, list)
      if (this.failures.size > this.maxKeys) this.failures.delete(this.failures.keys().next().value!)
    }
  }

  /** A success clears the account's failures (not the address's). */
  clear(key: string): void {
    this.failures.delete(key)
  }

  reset(): void {
    this.failures.clear()
  }

  get size(): number {
    return this.failures.size
  }
}

/** A 429 that says, in whole seconds, when to try again. */
function tooMany(message: string, seconds: number): HttpError {
  return new HttpError(429, message, { 'Retry-After': String(seconds) })
}

/**
 * Compared against when the account is unknown, so that case takes as long as a wrong password.
 * Made at the first such check, so with the cost of new hashes then (password.ts's hashCost).
 */
let dummyHash: string | undefined

/**
 * Checks a password for `account` (null: no such account), counting failures per
 * account and per client address; 429 once either has used up its attempts, before
 * any comparison (a right password then still waits).
 */
export async function checkPasswordLimited(
  deps: Deps,
  c: Context,
  accountKey: string,
  password: string,
  hash: string | undefined,
  /** False when the attempt could not succeed whatever the password (an account at the other app's door): not a guess, not counted. */
  counts = true,
): Promise<boolean> {
  const address = `addr:${clientAddress(c)}`
  const account = `acct:${accountKey.toLowerCase()}`
  const { account: perAccount, address: perAddress } = deps.passwordFailures
  const wait = Math.max(perAccount.retryAfterSeconds(account), perAddress.retryAfterSeconds(address))
  if (wait > 0) throw tooMany('Too many attempts. Try again later.', wait)
  const ok = await verifyPassword(password, hash ?? (dummyHash ??= hashPasswordSync('volta-no-such-account')))
  if (ok && hash) {
    perAccount.clear(account)
    return true
  }
  if (counts) {
    perAccount.fail(account)
    perAddress.fail(address)
  }
  return false
}
