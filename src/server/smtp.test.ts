// @vitest-environment node
import type { AddressInfo } from 'node:net'
import type { Challenge } from 'altcha-lib'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solveCaptcha } from './captcha.ts'
import { SmtpTransport } from './mail.ts'
import { MESSAGES } from './messages.ts'
import { sql } from 'kysely'
import { carWhere } from './life-testing.ts'
import { call, testServer } from './testing.ts'

/**
 * Issue 37: with an SMTP URL, emails go out over SMTP (nodemailer), with the outbox's texts in
 * the recipient's language. A real SMTP server (smtp-server) runs in the test, with a login.
 */

interface Received {
  from: string
  to: string[]
  user: string | undefined
  raw: string
}

const received: Received[] = []
const smtp = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  onAuth(auth, _session, callback) {
    if (auth.username === 'volta' && auth.password === 's3cret') callback(null, { user: auth.username })
    else callback(new Error('Invalid username or password'))
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        user: session.user as string | undefined,
        raw: Buffer.concat(chunks).toString('utf8'),
      })
      callback()
    })
  },
})
let port = 0
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  port = (smtp.server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)))

/** Undoes MIME encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  )
}

function parse(raw: string): { headers: Record<string, string>; body: string } {
  const [head, ...rest] = raw.split('\r\n\r\n')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const at = line.indexOf(':')
    headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim()
  }
  let body = rest.join('\r\n\r\n')
  const encoding = headers['content-transfer-encoding']?.toLowerCase()
  if (encoding === 'quoted-printable') {
    body = Buffer.from(
      body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8')
  } else if (encoding === 'base64') body = Buffer.from(body, 'base64').toString('utf8')
  return { headers, body }
}

describe('email over SMTP', () => {
  it('sends the activation email of a sign-up to the SMTP server, in the new account’s language', async () => {
    const app = await testServer({
      mailTransport: new SmtpTransport(`smtp://volta:s3cret@127.0.0.1:${port}`, 'Volta <no-reply@volta.example>'),
    })
    for (const [email, language] of [
      ['camille.smtp@example.com', 'fr'],
      ['zofia.smtp@example.com', 'pl'],
    ] as const) {
      const challenge = (await call(app, 'GET', '/api/captcha')).json as Challenge
      const signUp = await call(app, 'POST', '/api/sign-up', {
        body: {
          email,
          phone: '+33 6 00 00 00 00',
          password: 'secret1234',
          fullName: 'Camille Zofia',
          birthDate: '1990-04-04T00:00:00.000Z',
          language,
          captcha: await solveCaptcha(challenge),
        },
      })
      expect(signUp.status).toBe(200)
    }
    await app.deps.outbox.idle()
    expect(app.deps.outbox.delivered).toBe(2)
    const outbox = await app.deps.outbox.all()
    for (const [email, language] of [
      ['camille.smtp@example.com', 'fr'],
      ['zofia.smtp@example.com', 'pl'],
    ] as const) {
      const mail = received.find((r) => r.to.includes(email))
      expect(mail, email).toBeDefined()
      expect(mail!.from).toBe('no-reply@volta.example')
      expect(mail!.user).toBe('volta')
      const { headers, body } = parse(mail!.raw)
      expect(decodeHeader(headers.subject)).toBe(MESSAGES[language].activationSubject)
      expect(headers.to).toBe(email)
      // The same text as the outbox shows, the link included.
      const kept = outbox.find((e) => e.to === email)!
      expect(body.replace(/\r\n/g, '\n').trim()).toBe(kept.text)
      expect(body).toContain(MESSAGES[language].activationText)
      expect(body).toContain(kept.links[0])
    }
  })
  it('sends contact-form messages to the configured inbox (BC_CONTACT_EMAIL)', async () => {
    const app = await testServer({
      contactEmail: 'desk@rent.example',
      mailTransport: new SmtpTransport(`smtp://volta:s3cret@127.0.0.1:${port}`, 'Volta <no-reply@volta.example>'),
    })
    const sent = await call(app, 'POST', '/api/send-email', {
      body: { isContactForm: true, from: 'visitor@example.com', subject: 'Child seat?', message: 'Do you have child seats?' },
    })
    expect(sent.status).toBe(200)
    await app.deps.outbox.idle()
    const mail = received.find((r) => r.to.includes('desk@rent.example'))
    expect(mail).toBeDefined()
    expect(parse(mail!.raw).body).toContain('From: visitor@example.com')
  })
  it('lets a call’s emails leave only once its change is committed, and none when committing fails (503)', async () => {
    const delivered: string[] = []
    const transport = { deliver: (e: { to: string }) => Promise.resolve(void delivered.push(e.to)), close: () => undefined }
    const held = await testServer({ mailTransport: transport })
    // The next call's commit waits for the test's word (its Repo's finish is held back).
    let release: () => void = () => undefined
    let reached: () => void = () => undefined
    const atCommit = new Promise<void>((r) => (reached = r))
    const released = new Promise<void>((r) => (release = r))
    const makeRepo = held.deps.repo
    held.deps.repo = () => {
      held.deps.repo = makeRepo
      const repo = makeRepo()
      const finish = repo.finish.bind(repo)
      repo.finish = async (commit) => {
        reached()
        await released
        return finish(commit)
      }
      return repo
    }
    const car = await carWhere(held)
    const guest = (email: string) => ({
      booking: {
        company: car.company,
        car: car._id,
        pickupLocation: car.locations[0],
        dropOffLocation: car.locations[0],
        from: new Date(Date.now() + 50 * 86_400_000).toISOString(),
        to: new Date(Date.now() + 52 * 86_400_000).toISOString(),
      },
      driver: { email, phone: '+48 600 700 800', fullName: 'Guest', birthDate: '1990-01-01T00:00:00.000Z', language: 'en' },
    })
    const reply = call(held, 'POST', '/api/book', { body: guest('waits@example.com') })
    // The booking and its email are written, the transaction not committed yet: nothing has left.
    await atCommit
    await new Promise((r) => setTimeout(r, 100))
    expect(delivered).toEqual([])
    release()
    expect((await reply).status).toBe(200)
    expect((await held.deps.outbox.all()).some((e) => e.to === 'waits@example.com')).toBe(true)
    await held.deps.outbox.idle()
    expect(delivered).toContain('waits@example.com')

    // The database refuses to commit a call that mails lost@example.com (a deferred check, run at COMMIT).
    const failing = await testServer({ mailTransport: transport })
    await sql`CREATE FUNCTION refuse_lost() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.to_address = 'lost@example.com' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`.execute(failing.deps.db)
    await sql`CREATE CONSTRAINT TRIGGER refuse_lost AFTER INSERT ON outbox DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION refuse_lost()`.execute(failing.deps.db)
    const refused = await call(failing, 'POST', '/api/book', {
      body: guest('lost@example.com'),
      headers: { Origin: 'http://localhost:4280', 'Accept-Encoding': 'gzip' },
    })
    expect(refused.status).toBe(503)
    expect(refused.text).toBe('The change could not be saved. Try again later.')
    // A page on another origin reads it, and a kept action knows how long to wait.
    expect(refused.headers.get('Retry-After')).toBe('30')
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4280')
    expect(refused.headers.get('Content-Encoding')).toBeNull()
    await failing.deps.outbox.idle()
    expect(delivered).not.toContain('lost@example.com')
    expect((await failing.deps.outbox.all()).some((e) => e.to === 'lost@example.com')).toBe(false)
    await sql`DROP TRIGGER refuse_lost ON outbox`.execute(failing.deps.db)
    await sql`DROP FUNCTION refuse_lost()`.execute(failing.deps.db)
  })
})
