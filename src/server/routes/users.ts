import type { Hono } from 'hono'
import { hashPassword, issueAccessToken } from '../auth.ts'
import { checkPasswordLimited } from '../rate-limit.ts'
import { forbidden, noContent, ok, type AppEnv, type Deps } from '../context.ts'
import { isUniqueViolation } from '../db/database.ts'
import { spendLink } from '../db/queries/users.ts'
import type { Repo } from '../db/repo.ts'
import { sendAccountLink } from '../notify.ts'
import { isLanguage, type UserRecord } from '../types.ts'
import { ageAt, badRequest, isEmail, readJson, readPerson } from '../validate.ts'

/** Account lifecycle: sign-up, activation and reset links, sign-in. */

export const MINIMUM_AGE = 21
const PASSWORD_MIN_LENGTH = 6

/** `frontend` is the drivers' app; `backend` the supplier corner, for suppliers and admins (calls 2, 4, 7, 35). */
function linkTarget(user: UserRecord | undefined, appType: string): user is UserRecord {
  if (!user) return false
  if (appType === 'frontend') return user.type === 'user'
  if (appType === 'backend') return user.type === 'company' || user.type === 'admin'
  return false
}

export function checkNewPassword(value: unknown): string {
  if (typeof value !== 'string' || value.length < PASSWORD_MIN_LENGTH) {
    throw badRequest(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  }
  if (value.length > 200) throw badRequest('Password is too long.')
  return value
}

/** Whether `token` is the account's link and still good (only an account's newest link counts). */
async function goodLink(repo: Repo, user: UserRecord, token: unknown): Promise<boolean> {
  if (typeof token !== 'string') return false
  const found = await repo.tokens.find(token)
  return found?.user === user._id
}

export function userRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { captcha, now } = deps

  api.post('/sign-up', async (c) => {
    const repo = c.var.repo
    const body = await readJson(c)
    const person = readPerson(body)
    if (ageAt(person.birthDate, now()) < MINIMUM_AGE) throw badRequest(`You must be at least ${MINIMUM_AGE} years old.`)
    const password = checkNewPassword(body.password)
    const language = body.language === undefined ? 'pl' : body.language
    if (!isLanguage(language)) throw badRequest('Unsupported language.')
    if (await repo.users.byEmail(person.email)) throw badRequest('email already registered')
    // The captcha service and the hash are slow: no transaction stays open meanwhile.
    await repo.commitNow()
    // Fields first: a payload is spent once verified, so a form error must not burn it.
    const captchaError = await captcha.verify(body.captcha)
    if (captchaError) throw badRequest(captchaError)
    const passwordHash = await hashPassword(password)
    const user: UserRecord = {
      _id: repo.nextId('user'),
      ...person,
      avatar: null,
      type: 'user',
      language,
      enableEmailNotifications: true,
      verified: false,
      blacklisted: false,
      active: false,
      passwordHash,
      payLater: false,
      createdAt: now(),
    }
    try {
      await repo.users.put(user)
    } catch (err) {
      // Another sign-up for this email finished while we hashed: the database keeps emails unique.
      if (isUniqueViolation(err)) throw badRequest('email already registered')
      throw err
    }
    await sendAccountLink(deps, repo, user, 'activation')
    return ok(c)
  })

  api.get('/check-token/:appType/:userId/:email/:token', async (c) => {
    const repo = c.var.repo
    const { appType, userId, email, token } = c.req.param()
    const user = await repo.users.get(userId)
    if (!linkTarget(user, appType) || user.email !== email.toLowerCase() || user.active) return forbidden(c)
    return (await goodLink(repo, user, token)) ? ok(c) : noContent(c)
  })

  api.delete('/delete-tokens/:userId', async (c) => {
    const repo = c.var.repo
    const userId = c.req.param('userId')
    if (!(await repo.tokens.ofUser(userId))) throw badRequest('No tokens to delete.')
    await repo.tokens.spend(userId)
    return ok(c)
  })

  api.post('/resend/:appType/:email/:reset', async (c) => {
    const repo = c.var.repo
    const { appType, email, reset } = c.req.param()
    if (reset !== 'true' && reset !== 'false') throw badRequest('reset must be true or false.')
    const user = await repo.users.byEmail(email)
    if (!user) return noContent(c)
    if (!linkTarget(user, appType)) return forbidden(c)
    // Inactive again so that check-token accepts the new link.
    user.active = false
    await repo.users.put(user)
    await sendAccountLink(deps, repo, user, reset === 'true' ? 'reset' : 'activation')
    return ok(c)
  })

  api.post('/activate', async (c) => {
    const body = await readJson(c)
    const repo = c.var.repo
    const { userId, token } = body
    const user = typeof userId === 'string' ? await repo.users.get(userId) : undefined
    if (!user || !(await goodLink(repo, user, token))) return noContent(c)
    const password = checkNewPassword(body.password)
    // No transaction stays open while hashing.
    await repo.commitNow()
    const passwordHash = await hashPassword(password)
    // The link is spent (checked again as it is: another call may have used it meanwhile), and a new password ends every session.
    const fresh = await repo.users.get(user._id)
    if (!fresh || !(await spendLink(await repo.kx(), fresh._id, token as string, now()))) return noContent(c)
    Object.assign(fresh, { passwordHash, active: true, verified: true, sessionsValidFrom: now().getTime(), keptSession: undefined })
    await repo.users.put(fresh)
    return ok(c)
  })

  api.post('/validate-email', async (c) => {
    const { email } = await readJson(c)
    if (!isEmail(email)) throw badRequest('Invalid email address')
    return (await c.var.repo.users.byEmail(email)) ? noContent(c) : ok(c)
  })

  api.post('/sign-in/:appType', async (c) => {
    const body = await readJson(c)
    const { email, password } = body
    if (typeof email !== 'string' || typeof password !== 'string' || email.length > 254 || password.length > 200) {
      throw badRequest('email and password are required.')
    }
    const found = await c.var.repo.users.byEmail(email)
    const user = linkTarget(found, c.req.param('appType')) ? found : undefined
    // An unknown email (or the wrong kind of account) costs the same comparison as a wrong password. An account
    // at the other app's door is refused whatever its password, so that attempt reveals nothing and is not
    // counted as a guess: the app may ask the other door to tell a supplier or a driver where to sign in.
    const otherDoor = !!found && !user
    if (!(await checkPasswordLimited(deps, c, email, password, user?.passwordHash, !otherDoor)) || !user) return noContent(c)
    return c.json({
      id: user._id,
      email: user.email,
      fullName: user.fullName,
      language: user.language,
      enableEmailNotifications: user.enableEmailNotifications,
      accessToken: issueAccessToken(user._id, deps.jwtSecret, now(), body.stayConnected === true),
      blacklisted: user.blacklisted,
      avatar: user.avatar,
      verified: user.verified,
      // Call 35 (backend) also says which kind of back-office account signed in.
      ...(user.type === 'user' ? {} : { type: user.type }),
    })
  })
}
