import type { Hono } from 'hono'
import { sniffImage } from '../image-type.ts'
import { hashPassword, TOKEN_HEADER, verifyJwt, verifyPassword } from '../auth.ts'
import { checkPasswordLimited } from '../rate-limit.ts'
import { forbidden, noContent, ok, ownerOf, type AppContext, type AppEnv, type Deps } from '../context.ts'
import { sendAccountLink } from '../notify.ts'
import { isLanguage, type UserRecord } from '../types.ts'
import { publicUser } from '../views.ts'
import { ageAt, badRequest, isPhone, optionalString, parseDate, readJson } from '../validate.ts'
import { checkNewPassword, MINIMUM_AGE } from './users.ts'

/** The signed-in driver's own account: every call is refused for any id but the token owner's. */

const AVATAR_MAX_BYTES = 5 * 1024 * 1024

export function profileRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { auth, now } = deps

  api.post('/validate-access-token', auth, (c) => ok(c))

  api.post('/resend-link', auth, async (c) => {
    const { email } = await readJson(c)
    const me = c.var.user
    if (typeof email !== 'string' || email.trim().toLowerCase() !== me.email) return forbidden(c)
    if (!me.verified) {
      me.active = false
      await c.var.repo.users.put(me)
      await sendAccountLink(deps, c.var.repo, me, 'activation')
    }
    return ok(c)
  })

  api.post('/update-language', auth, async (c) => {
    const body = await readJson(c)
    if (!isLanguage(body.language)) throw badRequest('Unsupported language.')
    const me = ownerOf(c, body.id)
    if (!me) return forbidden(c)
    me.language = body.language
    await c.var.repo.users.put(me)
    return ok(c)
  })

  api.get('/user/:id', auth, (c) => {
    const me = ownerOf(c, c.req.param('id'))
    return me ? c.json(publicUser(me)) : forbidden(c)
  })

  api.post('/update-user', auth, async (c) => {
    const body = await readJson(c)
    const me = ownerOf(c, body._id)
    if (!me) return forbidden(c)
    const fullName = optionalString(body, 'fullName', 100)
    const phone = optionalString(body, 'phone', 40)
    const location = optionalString(body, 'location', 200)
    const bio = optionalString(body, 'bio', 100)
    if (fullName === '') throw badRequest('fullName is required.')
    if (phone && !isPhone(phone)) throw badRequest('Invalid phone number')
    let birthDate: Date | undefined
    if (body.birthDate !== undefined) {
      birthDate = parseDate(body.birthDate) ?? undefined
      if (!birthDate) throw badRequest('Invalid birth date')
      if (ageAt(birthDate, now()) < MINIMUM_AGE) throw badRequest(`You must be at least ${MINIMUM_AGE} years old.`)
    }
    // Only the fields sent change; an empty string clears an optional one.
    if (fullName !== undefined) me.fullName = fullName
    if (phone !== undefined) me.phone = phone || undefined
    if (location !== undefined) me.location = location || undefined
    if (bio !== undefined) me.bio = bio || undefined
    if (birthDate) me.birthDate = birthDate
    await c.var.repo.users.put(me)
    return ok(c)
  })

  api.post('/update-email-notifications', auth, async (c) => {
    const body = await readJson(c)
    const me = ownerOf(c, body._id)
    if (!me) return forbidden(c)
    if (typeof body.enableEmailNotifications !== 'boolean') throw badRequest('enableEmailNotifications must be a boolean.')
    me.enableEmailNotifications = body.enableEmailNotifications
    await c.var.repo.users.put(me)
    return ok(c)
  })

  api.get('/check-password/:id/:password', auth, async (c) => {
    const me = ownerOf(c, c.req.param('id'))
    if (!me) return forbidden(c)
    const password = c.req.param('password')
    if (password.length > 200) throw badRequest('password is too long.')
    return (await checkPasswordLimited(deps, c, me._id, password, me.passwordHash)) ? ok(c) : noContent(c)
  })

  api.post('/change-password', auth, async (c) => {
    const body = await readJson(c)
    const me = ownerOf(c, body._id)
    if (!me) return forbidden(c)
    const repo = c.var.repo
    const newPassword = checkNewPassword(body.newPassword)
    // The comparison and the hash are slow: no transaction stays open meanwhile.
    await repo.commitNow()
    // Always checked, `strict` or not: a stolen token alone must not be enough to take the account.
    if (typeof body.password !== 'string' || !(await verifyPassword(body.password, me.passwordHash))) {
      return noContent(c)
    }
    const passwordHash = await hashPassword(newPassword)
    // Read again: the account may have changed while we hashed (and only its current password may be replaced).
    const fresh = await repo.users.get(me._id)
    if (!fresh || fresh.passwordHash !== me.passwordHash) return noContent(c)
    fresh.passwordHash = passwordHash
    // Every other session of the account ends; the device that made the change stays signed in.
    fresh.sessionsValidFrom = now().getTime()
    fresh.keptSession = verifyJwt(c.req.header(TOKEN_HEADER) ?? '', deps.jwtSecret, now())?.sid
    await repo.users.put(fresh)
    return ok(c)
  })

  /**
   * Whose avatar calls 16 and 17 change: one's own; for an admin also any supplier's logo (call 50),
   * 204 for an unknown id and 403 for anyone else's.
   */
  async function avatarOwner(c: AppContext): Promise<UserRecord | Response> {
    const id = c.req.param('id')
    const me = ownerOf(c, id)
    if (me) return me
    if (c.var.user.type !== 'admin') return forbidden(c)
    const target = id === undefined ? undefined : await c.var.repo.users.get(id)
    if (!target) return noContent(c)
    return target.type === 'company' ? target : forbidden(c)
  }

  api.post('/update-avatar/:id', auth, async (c) => {
    const me = await avatarOwner(c)
    if (me instanceof Response) return me
    const declared = Number(c.req.header('content-length') ?? 0)
    if (declared > AVATAR_MAX_BYTES + 64 * 1024) throw badRequest('The image must be at most 5 MB.')
    let image: unknown
    try {
      image = (await c.req.parseBody())['image']
    } catch {
      throw badRequest('Expected a multipart form with a file field "image".')
    }
    if (!(image instanceof File)) throw badRequest('Please add an image.')
    if (image.size > AVATAR_MAX_BYTES) throw badRequest('The image must be at most 5 MB.')
    if (image.size === 0) throw badRequest('The image is empty.')
    const bytes = new Uint8Array(await image.arrayBuffer())
    // The type is the one the bytes show, never the client's (an SVG is refused: it can carry script).
    const kind = sniffImage(bytes)
    if (!kind) throw badRequest('The file is not an image.')
    const file = `${me._id}_${now().getTime()}.${kind.extension}`
    const repo = c.var.repo
    if (me.avatar) await repo.files.delete('avatars', me.avatar)
    await repo.files.put({ kind: 'avatars', name: file, bytes, contentType: kind.contentType, createdAt: now() })
    me.avatar = file
    await repo.users.put(me)
    return c.json(file)
  })

  api.post('/delete-avatar/:id', auth, async (c) => {
    const me = await avatarOwner(c)
    if (me instanceof Response) return me
    if (me.avatar) await c.var.repo.files.delete('avatars', me.avatar)
    me.avatar = null
    await c.var.repo.users.put(me)
    return ok(c)
  })
}
