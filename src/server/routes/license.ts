import type { Hono } from 'hono'
import { clientAddress, forbidden, noContent, ok, type AppContext, type AppEnv, type Deps } from '../context.ts'
import { licenseName, mayReadLicense, pruneTempLicenses, readLicense, removeLicense, setLicense } from '../license.ts'
import type { UserRecord } from '../types.ts'
import { userExists } from '../db/queries/users.ts'
import { badRequest } from '../validate.ts'

/** Calls 62–66: a driver's licence (see license.ts for who may read it). */

/** Never kept by a browser, a proxy or the app's service worker. */
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export function licenseRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { auth, now } = deps

  /** Calls 64 and 65 change only the token owner's licence, and only a driver has one. */
  async function ownLicense(c: AppContext): Promise<UserRecord | Response> {
    const id = c.req.param('userId') ?? ''
    const me = c.var.user
    if (id !== me._id) return (await userExists(await c.var.repo.kx(), id)) ? forbidden(c) : noContent(c)
    if (me.type !== 'user') throw badRequest('Only a driver’s account has a licence.')
    return me
  }

  // Call 62: no account needed (a guest books with it), so uploads are counted per client address.
  api.post('/create-license', async (c) => {
    const repo = c.var.repo
    const key = `addr:${clientAddress(c)}`
    await deps.licenseUploads.refuseIfBlocked(repo, 'Too many uploads from this address. Try again later.', key)
    const file = await readLicense(c)
    deps.licenseUploads.fail(repo, key)
    const at = now()
    const name = licenseName(file.extension)
    await repo.files.put({ kind: 'tempLicenses', name, bytes: file.bytes, contentType: file.contentType, createdAt: at })
    await pruneTempLicenses(repo, at)
    return c.json(name)
  })

  // Call 63: any other name is ignored.
  api.post('/delete-temp-license/:name', async (c) => {
    await c.var.repo.files.delete('tempLicenses', c.req.param('name'))
    return ok(c)
  })

  // Call 64.
  api.post('/update-license/:userId', auth, async (c) => {
    const me = await ownLicense(c)
    if (me instanceof Response) return me
    const file = await readLicense(c)
    const name = await setLicense(c.var.repo, me, file, file.extension, now())
    await c.var.repo.users.put(me)
    return c.json(name)
  })

  // Call 65: also fine when none is on file. Bookings made with it stay as they are.
  api.post('/delete-license/:userId', auth, async (c) => {
    const me = await ownLicense(c)
    if (me instanceof Response) return me
    await removeLicense(c.var.repo, me)
    await c.var.repo.users.put(me)
    return ok(c)
  })

  // Call 66: 403 for anyone but the driver, a supplier with a booking of the driver, an admin (an unknown id too).
  api.get('/license/:userId', auth, async (c) => {
    const repo = c.var.repo
    const driver = await repo.users.get(c.req.param('userId'))
    if (driver?.type !== 'user' || !(await mayReadLicense(repo, c.var.user, driver._id))) {
      return c.json({ message: 'Forbidden' }, 403, PRIVATE)
    }
    const file = driver.license ? await repo.files.get('licenses', driver.license) : undefined
    if (!driver.license || !file) return c.body(null, 204, PRIVATE)
    return c.json(
      {
        name: driver.license,
        type: file.contentType,
        size: file.bytes.length,
        data: Buffer.from(file.bytes).toString('base64'),
        uploadedAt: file.createdAt,
      },
      200,
      PRIVATE,
    )
  })
}
