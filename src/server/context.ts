import type { Context, MiddlewareHandler } from 'hono'
import type { Captcha } from './captcha.ts'
import type { Db } from './db/database.ts'
import type { Repo } from './db/repo.ts'
import type { Links, Outbox } from './mail.ts'
import type { PaymentProvider } from './payments/provider.ts'
import type { Pusher } from './push.ts'
import type { FailureLimiter } from './rate-limit.ts'
import { badRequest } from './validate.ts'
import { isLanguage, type Language, type UserRecord } from './types.ts'

/** Hono variables: the token's owner, set by the auth middleware on token calls. */
export interface AppEnv {
  Variables: {
    user: UserRecord
    /** This call's access to the data: one transaction, committed when the reply is ready (server.ts). */
    repo: Repo
  }
}

export type AppContext = Context<AppEnv>

/** What every route module needs; built once per server in server.ts. */
export interface Deps {
  /** The database; a call reads and writes through its own `c.var.repo`, work outside calls through `repo()`. */
  db: Db
  /** A Repo for work outside a call (timers, start-up); end it with `finish`, or use `withRepo`. */
  repo: () => Repo
  /** Issue 47: the server takes no money online (--no-online-payment): every supplier is said to allow paying at the desk. */
  payAtDeskOnly: boolean
  outbox: Outbox
  links: Links
  captcha: Captcha
  jwtSecret: string
  now: () => Date
  /** Middleware for calls marked "token" in the contract. */
  auth: MiddlewareHandler<AppEnv>
  /** Failed password attempts (sign-in, check-password), per account and per client address. */
  passwordFailures: { account: FailureLimiter; address: FailureLimiter }
  /** Guest bookings (each creates an account and sends an email), per client address. */
  guestBookings: FailureLimiter
  /** Licence uploads of call 62 (no account needed), per client address. */
  licenseUploads: FailureLimiter
  /** Where contact-form messages go (BC_CONTACT_EMAIL; the sample site's inbox by default). */
  contactEmail: string
  /** The payment provider (issue 47); null when the server takes no money online (drivers pay at the desk). */
  payments: PaymentProvider | null
  /** Web Push (issue 50, push.ts); null or absent when the server does not push. */
  push?: Pusher | null
}

/** The client's address: the socket's, or X-Forwarded-For's from a trusted proxy (client-address.ts). */
export { clientAddress } from './client-address.ts'

export function languageParam(c: Context, name = 'language'): Language {
  const value = c.req.param(name)
  if (!isLanguage(value)) throw badRequest('Unsupported language.')
  return value
}

/** The token's owner; ids naming anyone else are refused (a driver only touches his own data). */
export function ownerOf(c: AppContext, id: unknown): UserRecord | null {
  const user = c.var.user
  return typeof id === 'string' && id === user._id ? user : null
}

/** 200 for calls that only report success. */
export const ok = (c: Context): Response => c.text('OK', 200)
/** 204: the contract's negative answer, always without a body. */
export const noContent = (c: Context): Response => c.body(null, 204)
export const forbidden = (c: Context): Response => c.json({ message: 'Forbidden' }, 403)

/** Runs `work` in a transaction of its own (outside a call): committed when it returns, rolled back when it throws. */
export async function withRepo<T>(deps: Pick<Deps, 'repo'>, work: (repo: Repo) => Promise<T>): Promise<T> {
  const repo = deps.repo()
  let result: T
  try {
    result = await work(repo)
  } catch (err) {
    await repo.finish(false)
    throw err
  }
  await repo.finish(true)
  return result
}
