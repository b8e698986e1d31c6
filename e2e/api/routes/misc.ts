import type { Hono } from 'hono'
import { ok, type AppEnv, type Deps } from '../context.ts'
import { supplier } from '../views.ts'
import { badRequest, isEmail, readJson, requiredString } from '../validate.ts'

/** Contact inbox of the sample site: contact-form messages land in the outbox addressed here. */
const CONTACT_ADDRESS = 'contact@volta.example'

export function miscRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { store, captcha, outbox } = deps

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
    outbox.send(CONTACT_ADDRESS, `[Contact] ${subject}`, `From: ${body.from}\n\n${message}`)
    return ok(c)
  })

  api.get('/captcha', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await captcha.create())
  })
}
