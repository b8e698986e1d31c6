import type { Hono } from 'hono'
import { ok, type AppEnv, type Deps } from '../context.ts'
import { supplier } from '../views.ts'
import { badRequest, isEmail, readJson, requiredString } from '../validate.ts'

export function miscRoutes(api: Hono<AppEnv>, deps: Deps): void {
  // Contact-form messages go to deps.contactEmail (BC_CONTACT_EMAIL; the sample site's inbox by default).
  const { store, captcha, outbox, contactEmail } = deps

  api.get('/all-companies', (c) => {
    const list = store
      .companies()
      .sort((a, b) => a.fullName.localeCompare(b.fullName, 'en'))
      .map((u) => supplier(store, u._id))
    return c.json(list)
  })

  api.post('/send-email', async (c) => {
    const body = await readJson(c)
    if (body.isContactForm !== true) throw badRequest('Only contact-form messages are accepted.')
    if (!isEmail(body.from)) throw badRequest('Invalid email address')
    const subject = requiredString(body, 'subject', 200)
    const message = requiredString(body, 'message', 5000)
    outbox.send(contactEmail, `[Contact] ${subject}`, `From: ${body.from}\n\n${message}`)
    return ok(c)
  })

  api.get('/captcha', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await captcha.create())
  })
}
