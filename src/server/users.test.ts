// @vitest-environment node
import type { Challenge } from 'altcha-lib'
import { describe, expect, it } from 'vitest'
import { solveCaptcha } from './captcha.ts'
import type { ApiServer } from './server.ts'
import { call, signIn, testServer, userId, type Reply } from './testing.ts'

interface Email {
  to: string
  subject: string
  links: string[]
}

async function outbox(app: ApiServer): Promise<Email[]> {
  return (await call(app, 'GET', '/api/__test/outbox')).json as Email[]
}

async function solvedCaptcha(app: ApiServer): Promise<string> {
  const challenge = (await call(app, 'GET', '/api/captcha')).json as Challenge
  return solveCaptcha(challenge)
}

const newDriver = {
  email: 'Zofia.Kaminska@example.com',
  phone: '+48 600 100 200',
  password: 'zofia123',
  fullName: 'Zofia Kamińska',
  birthDate: '1994-04-04T00:00:00.000Z',
  language: 'pl',
}

describe('sign-up', () => {
  it('needs a solved captcha, refuses its replay, and mails an activation link that works', async () => {
    const app = await testServer()
    expect((await call(app, 'POST', '/api/sign-up', { body: newDriver })).status).toBe(400)
    const bogus = Buffer.from('{"challenge":{"parameters":{"nonce":"00"}},"solution":{}}').toString('base64')
    expect((await call(app, 'POST', '/api/sign-up', { body: { ...newDriver, captcha: bogus } })).status).toBe(400)

    const captcha = await solvedCaptcha(app)
    expect((await call(app, 'POST', '/api/sign-up', { body: { ...newDriver, captcha } })).status).toBe(200)
    const replay = await call(app, 'POST', '/api/sign-up', {
      body: { ...newDriver, email: 'other@example.com', captcha },
    })
    expect(replay.status).toBe(400)
    expect(replay.text).toMatch(/captcha/i)

    const again = await call(app, 'POST', '/api/sign-up', { body: { ...newDriver, captcha: await solvedCaptcha(app) } })
    expect(again.status).toBe(400)
    expect(again.text).toBe('email already registered')

    const mail = (await outbox(app)).at(-1)!
    expect(mail.to).toBe('zofia.kaminska@example.com')
    const link = new URL(mail.links[0])
    expect(link.pathname).toBe('/activate')
    const u = link.searchParams.get('u')!
    const e = link.searchParams.get('e')!
    const t = link.searchParams.get('t')!
    expect((await call(app, 'GET', `/api/check-token/frontend/${u}/${encodeURIComponent(e)}/${t}`)).status).toBe(200)
    expect((await call(app, 'GET', `/api/check-token/frontend/${u}/${encodeURIComponent(e)}/nope`)).status).toBe(204)
    expect((await call(app, 'GET', `/api/check-token/backend/${u}/${encodeURIComponent(e)}/${t}`)).status).toBe(403)
    expect((await call(app, 'POST', '/api/activate/', { body: { userId: u, token: 'nope', password: 'newpass1' } })).status).toBe(204)
    expect((await call(app, 'POST', '/api/activate/', { body: { userId: u, token: t, password: 'newpass1' } })).status).toBe(200)
    // Active now: the link cannot be used again.
    expect((await call(app, 'GET', `/api/check-token/frontend/${u}/${encodeURIComponent(e)}/${t}`)).status).toBe(403)
    const session = await signIn(app, e, 'newpass1')
    const me = await call(app, 'GET', `/api/user/${session.id}`, { token: session.token })
    expect(me.json).toMatchObject({ verified: true, fullName: 'Zofia Kamińska' })
    // Activation spent the link already: the app's follow-up delete-tokens finds nothing left (400, which it ignores).
    expect((await call(app, 'DELETE', `/api/delete-tokens/${u}`)).status).toBe(400)
  })

  it('validates the fields', async () => {
    const app = await testServer()
    const cases: Record<string, unknown>[] = [
      { email: 'not-an-email' },
      { phone: 'call me' },
      { birthDate: new Date(Date.now() - 20 * 365.25 * 86_400_000).toISOString() },
      { password: '12345' },
      { fullName: '' },
    ]
    for (const patch of cases) {
      const reply = await call(app, 'POST', '/api/sign-up', { body: { ...newDriver, ...patch, captcha: 'x' } })
      expect(reply.status, JSON.stringify(patch)).toBe(400)
    }
  })
})

describe('sign-in', async () => {
  const app = await testServer()
  const signInReply = (email: string, password: string): Promise<Reply> =>
    call(app, 'POST', '/api/sign-in/frontend', { body: { email, password } })

  it('answers the user with a token', async () => {
    const reply = await signInReply('ANNA@example.com', 'anna1234')
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      id: await userId(app, 'anna@example.com'),
      email: 'anna@example.com',
      fullName: 'Anna Nowak',
      language: 'pl',
      enableEmailNotifications: true,
      blacklisted: false,
      avatar: null,
      verified: true,
      accessToken: expect.any(String),
    })
  })

  it('answers 204 for a wrong password, an unknown email, a supplier or another app type', async () => {
    expect((await signInReply('anna@example.com', 'wrong')).status).toBe(204)
    expect((await signInReply('nobody@example.com', 'anna1234')).status).toBe(204)
    expect((await signInReply('contact@sunrent.example', 'supplier123')).status).toBe(204)
    const backend = await call(app, 'POST', '/api/sign-in/backend', { body: { email: 'anna@example.com', password: 'anna1234' } })
    expect(backend.status).toBe(204)
    expect((await call(app, 'POST', '/api/sign-in/frontend', { body: '{bad json' })).status).toBe(400)
  })

  it('flags blacklisted and unverified drivers', async () => {
    expect((await signInReply('blocked@example.com', 'blocked123')).json).toMatchObject({ blacklisted: true })
    expect((await signInReply('marc@example.com', 'marc1234')).json).toMatchObject({ verified: false, language: 'fr' })
  })
})

describe('account calls', () => {
  it('reset link: resend, check-token, activate, new password', async () => {
    const app = await testServer()
    expect((await call(app, 'POST', '/api/resend/frontend/nobody%40example.com/true')).status).toBe(204)
    expect((await call(app, 'POST', '/api/resend/frontend/contact%40sunrent.example/true')).status).toBe(403)
    expect((await call(app, 'POST', '/api/resend/frontend/john%40example.com/true')).status).toBe(200)
    const link = new URL((await outbox(app)).at(-1)!.links[0])
    expect(link.pathname).toBe('/reset-password')
    const [u, t] = [link.searchParams.get('u')!, link.searchParams.get('t')!]
    expect((await call(app, 'GET', `/api/check-token/frontend/${u}/john@example.com/${t}`)).status).toBe(200)
    expect((await call(app, 'POST', '/api/activate', { body: { userId: u, token: t, password: 'changed1' } })).status).toBe(200)
    await signIn(app, 'john@example.com', 'changed1')
  })

  it('validate-email: 200 free, 204 taken', async () => {
    const app = await testServer()
    expect((await call(app, 'POST', '/api/validate-email', { body: { email: 'free@example.com' } })).status).toBe(200)
    expect((await call(app, 'POST', '/api/validate-email', { body: { email: 'anna@example.com' } })).status).toBe(204)
  })

  it('profile calls are scoped to the token owner', async () => {
    const app = await testServer()
    const anna = await signIn(app, 'anna@example.com', 'anna1234')
    const john = await userId(app, 'john@example.com')
    const token = anna.token
    expect((await call(app, 'GET', `/api/user/${john}`, { token })).status).toBe(403)
    expect((await call(app, 'POST', '/api/update-language', { token, body: { id: john, language: 'en' } })).status).toBe(403)
    expect((await call(app, 'POST', '/api/update-language', { token, body: { id: anna.id, language: 'xx' } })).status).toBe(400)
    expect((await call(app, 'POST', '/api/update-language', { token, body: { id: anna.id, language: 'fr' } })).status).toBe(200)

    const update = (patch: Record<string, unknown>): Promise<Reply> =>
      call(app, 'POST', '/api/update-user', { token, body: { _id: anna.id, fullName: 'Anna Nowak', ...patch } })
    expect((await update({ phone: 'abc' })).status).toBe(400)
    expect((await update({ bio: 'x'.repeat(101) })).status).toBe(400)
    expect((await update({ birthDate: new Date().toISOString() })).status).toBe(400)
    expect((await update({ bio: 'Nowe bio', location: 'Gdańsk' })).status).toBe(200)
    const me = (await call(app, 'GET', `/api/user/${anna.id}`, { token })).json as Record<string, unknown>
    expect(me).toMatchObject({ bio: 'Nowe bio', location: 'Gdańsk', language: 'fr' })
    expect(me).not.toHaveProperty('passwordHash')

    const pw = encodeURIComponent('anna1234')
    expect((await call(app, 'GET', `/api/check-password/${anna.id}/${pw}`, { token })).status).toBe(200)
    expect((await call(app, 'GET', `/api/check-password/${anna.id}/a%2Fb%3F`, { token })).status).toBe(204)
    const change = (password: string): Promise<Reply> =>
      call(app, 'POST', '/api/change-password/', { token, body: { _id: anna.id, password, newPassword: 'fresh123', strict: true } })
    expect((await change('wrong')).status).toBe(204)
    expect((await change('anna1234')).status).toBe(200)
    await signIn(app, 'anna@example.com', 'fresh123')
  })

  it('avatar upload needs an image, replies its name and serves it', async () => {
    const app = await testServer()
    const anna = await signIn(app, 'anna@example.com', 'anna1234')
    const upload = async (file: File): Promise<Response> => {
      const form = new FormData()
      form.append('image', file)
      return app.request(`/api/update-avatar/${anna.id}`, { method: 'POST', body: form, headers: { 'x-access-token': anna.token } })
    }
    expect((await upload(new File(['hello'], 'a.txt', { type: 'text/plain' }))).status).toBe(400)
    // An SVG is refused (it can carry script), and so is a text file that claims to be a PNG.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    expect((await upload(new File([svg], 'me.svg', { type: 'image/svg+xml' }))).status).toBe(400)
    expect((await upload(new File(['hello'], 'me.png', { type: 'image/png' }))).status).toBe(400)
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
    // Served with the type its bytes show, whatever the client said.
    const ok = await upload(new File([png], 'me.png', { type: 'image/gif' }))
    expect(ok.status).toBe(200)
    const name = (await ok.json()) as string
    expect(name).toMatch(new RegExp(`^${anna.id}_\\d+\\.png$`))
    const served = await app.request(`/cdn/users/${name}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png)
    expect((await call(app, 'POST', `/api/delete-avatar/${anna.id}`, { token: anna.token })).status).toBe(200)
    expect((await app.request(`/cdn/users/${name}`)).status).toBe(404)
  })
})
