import type { AppContext } from './context.ts'
import type { Repo } from './db/repo.ts'
import { clientAddress, type Deps } from './context.ts'
import { hashPasswordSync, verifyPassword } from './password.ts'
import { HttpError } from './validate.ts'

/**
 * Failed attempts per key (an account, a client address) in a sliding window, kept in the database
 * (issue 48) so that every process counts the same attempts. Once a key reaches the limit, every
 * attempt is refused (429) until its oldest failure leaves the window, even with the right
 * password; the 429 says when in `Retry-After` (whole seconds, RFC 9110). A failure is written
 * after the call whatever its outcome (Repo.later), since the call itself answers with a refusal.
 */
export class FailureLimiter {
  constructor(
    /** The limiter's name in the `failures` table. */
    readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Whole seconds until none of the keys is blocked any more (0 when none is): a 429's Retry-After. */
  async retryAfterSeconds(repo: Repo, ...keys: string[]): Promise<number> {
    const now = repo.now().getTime()
    const since = new Date(now - this.windowMs)
    let until = now
    for (const key of keys) {
      // Blocked until enough failures have left the window for one more attempt to count.
      const rows = await (
        await repo.kx()
      )
        .selectFrom('failures')
        .select('at')
        .where('limiter', '=', this.name)
        .where('key', '=', key)
        .where('at', '>', since)
        .orderBy('at', 'desc')
        .limit(this.limit)
        .execute()
      if (rows.length >= this.limit) until = Math.max(until, rows[this.limit - 1].at.getTime() + this.windowMs)
    }
    return Math.ceil((until - now) / 1000)
  }

  /** Refuses with 429 and its Retry-After when any of the keys has used up its attempts. */
  async refuseIfBlocked(repo: Repo, message: string, ...keys: string[]): Promise<void> {
    const seconds = await this.retryAfterSeconds(repo, ...keys)
    if (seconds > 0) throw tooMany(message, seconds)
  }

  /** Counts a failure for each key once the call is over (committed or not); failures older than the window go. */
  fail(repo: Repo, ...keys: string[]): void {
    const at = repo.now()
    repo.later(async (db) => {
      await db
        .insertInto('failures')
        .values(keys.map((key) => ({ limiter: this.name, key, at })))
        .execute()
      await db
        .deleteFrom('failures')
        .where('limiter', '=', this.name)
        .where('at', '<=', new Date(at.getTime() - this.windowMs))
        .execute()
    })
  }

  /** A success clears the account's failures (not the address's). */
  clear(repo: Repo, key: string): void {
    repo.later((db) => db.deleteFrom('failures').where('limiter', '=', this.name).where('key', '=', key).execute())
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
  c: AppContext,
  accountKey: string,
  password: string,
  hash: string | undefined,
  /** False when the attempt could not succeed whatever the password (an account at the other app's door): not a guess, not counted. */
  counts = true,
): Promise<boolean> {
  const address = `addr:${clientAddress(c)}`
  const account = `acct:${accountKey.toLowerCase()}`
  const { account: perAccount, address: perAddress } = deps.passwordFailures
  const repo = c.var.repo
  const wait = Math.max(await perAccount.retryAfterSeconds(repo, account), await perAddress.retryAfterSeconds(repo, address))
  if (wait > 0) throw tooMany('Too many attempts. Try again later.', wait)
  // The comparison is slow: no transaction stays open meanwhile (the callers have written nothing yet).
  await repo.commitNow()
  const ok = await verifyPassword(password, hash ?? (dummyHash ??= hashPasswordSync('volta-no-such-account')))
  if (ok && hash) {
    perAccount.clear(repo, account)
    return true
  }
  if (counts) {
    perAccount.fail(repo, account)
    perAddress.fail(repo, address)
  }
  return false
}
