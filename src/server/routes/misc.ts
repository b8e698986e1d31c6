import type { Hono } from 'hono'
import { ok, type AppEnv, type Deps } from '../context.ts'
import { companies } from '../db/queries/notifications.ts'
import { supplier, type Related } from '../views.ts'
import { badRequest, isEmail, readJson, requiredString } from '../validate.ts'

export function miscRoutes(api: Hono<AppEnv>, deps: Deps): void {
  // Contact-form messages go to deps.contactEmail (BC_CONTACT_EMAIL; the sample site's inbox by default).
  const { captcha, outbox, contactEmail } = deps

  api.get('/all-companies', async (c) => {
    const repo = c.var.repo
    const list = (await companies(await repo.kx())).sort((a, b) => a.fullName.localeCompare(b.fullName, 'en'))
    // supplier() reads only the accounts.
    const r: Related = {
      users: new Map(list.map((u) => [u._id, u])),
      cars: new Map(),
      locations: new Map(),
      additionalDrivers: new Map(),
      now: repo.now(),
      payAtDeskOnly: repo.payAtDeskOnly,
    }
    return c.json(list.map((u) => supplier(r, u._id)))
  })

  api.post('/send-email', async (c) => {
    const body = await readJson(c)
    if (body.isContactForm !== true) throw badRequest('Only contact-form messages are accepted.')
    if (!isEmail(body.from)) throw badRequest('Invalid email address')
    const subject = requiredString(body, 'subject', 200)
    const message = requiredString(body, 'message', 5000)
    await outbox.send(c.var.repo, contactEmail, `[Contact] ${subject}`, `From: ${body.from}\n\n${message}`)
    return ok(c)
  })

  api.get('/captcha', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await captcha.create())
  })
}
