import type { Hono } from 'hono'
import { hashPassword, issueAccessToken } from '../auth.ts'
import { checkPasswordLimited } from '../rate-limit.ts'
import { forbidden, noContent, ok, type AppEnv, type Deps } from '../context.ts'
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

export function userRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { store, captcha, now } = deps

  api.post('/sign-up', async (c) => {
    const body = await readJson(c)
    const person = readPerson(body)
    if (ageAt(person.birthDate, now()) < MINIMUM_AGE) throw badRequest(`You must be at least ${MINIMUM_AGE} years old.`)
    const password = checkNewPassword(body.password)
    const language = body.language === undefined ? 'pl' : body.language
    if (!isLanguage(language)) throw badRequest('Unsupported language.')
    if (store.userByEmail(person.email)) throw badRequest('email already registered')
    // Fields first: a payload is spent once verified, so a form error must not burn it.
    const captchaError = await captcha.verify(body.captcha)
    if (captchaError) throw badRequest(captchaError)
    const passwordHash = await hashPassword(password)
    // Checked again: another sign-up for this email may have finished while we hashed.
    if (store.userByEmail(person.email)) throw badRequest('email already registered')
    const user: UserRecord = {
      _id: store.nextId('user'),
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
    store.users.set(user._id, user)
    sendAccountLink(deps, user, 'activation')
    return ok(c)
  })

  api.get('/check-token/:appType/:userId/:email/:token', (c) => {
    const { appType, userId, email, token } = c.req.param()
    const user = store.users.get(userId)
    if (!linkTarget(user, appType) || user.email !== email.toLowerCase() || user.active) return forbidden(c)
    const at = now().getTime()
    const valid = store.tokens.some((t) => t.user === user._id && t.token === token && t.expireAt.getTime() > at)
    return valid ? ok(c) : noContent(c)
  })

  api.delete('/delete-tokens/:userId', (c) => {
    const userId = c.req.param('userId')
    const before = store.tokens.length
    store.tokens = store.tokens.filter((t) => t.user !== userId)
    if (store.tokens.length === before) throw badRequest('No tokens to delete.')
    return ok(c)
  })

  api.post('/resend/:appType/:email/:reset', (c) => {
    const { appType, email, reset } = c.req.param()
    if (reset !== 'true' && reset !== 'false') throw badRequest('reset must be true or false.')
    const user = store.userByEmail(email)
    if (!user) return noContent(c)
    if (!linkTarget(user, appType)) return forbidden(c)
    // Inactive again so that check-token accepts the new link.
    user.active = false
    sendAccountLink(deps, user, reset === 'true' ? 'reset' : 'activation')
    return ok(c)
  })

  api.post('/activate', async (c) => {
    const body = await readJson(c)
    const { userId, token } = body
    const at = now().getTime()
    const user = typeof userId === 'string' ? store.users.get(userId) : undefined
    const valid = !!user && store.tokens.some((t) => t.user === user._id && t.token === token && t.expireAt.getTime() > at)
    if (!user || !valid) return noContent(c)
    const passwordHash = await hashPassword(checkNewPassword(body.password))
    // The link is spent (with any older one), and a new password ends every session.
    store.spendTokens(user._id)
    Object.assign(user, { passwordHash, active: true, verified: true, sessionsValidFrom: now().getTime(), keptSession: undefined })
    return ok(c)
  })

  api.post('/validate-email', async (c) => {
    const { email } = await readJson(c)
    if (!isEmail(email)) throw badRequest('Invalid email address')
    return store.userByEmail(email) ? noContent(c) : ok(c)
  })

  api.post('/sign-in/:appType', async (c) => {
    const body = await readJson(c)
    const { email, password } = body
    if (typeof email !== 'string' || typeof password !== 'string' || email.length > 254 || password.length > 200) {
      throw badRequest('email and password are required.')
    }
    const found = store.userByEmail(email)
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
