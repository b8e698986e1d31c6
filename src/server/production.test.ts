// @vitest-environment node
import { spawn } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it } from 'vitest'
import { revive } from './db/repo.ts'
import { freePort, postJson, processData, repoRoot, startServer, tempDirs, type ProcessData } from './process-testing.ts'
import { SAMPLE_ACCOUNTS } from './seed.ts'

/**
 * Issue 37, the server as an operator runs it: `--production` starts empty, with no sample account
 * and no test endpoint, and will not start without a way to send emails; `npm run create-admin`
 * makes the first admin; the emails go out over SMTP; a database holding the demo's sample accounts
 * is refused. On the embedded engine, or a PostgreSQL server when BC_TEST_DATABASE_URL is set.
 */

const dirs = tempDirs()
afterAll(() => dirs.removeAll())
const STRONG = 'correct-Horse-battery-9'

function createAdmin(args: string[], password: string): Promise<{ code: number | null; output: string }> {
  const env: Record<string, string | undefined> = { ...process.env, BC_ADMIN_PASSWORD: password }
  for (const key of ['BC_DATA_DIR', 'BC_DATABASE_URL', 'NODE_ENV']) delete env[key]
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/create-admin.ts', ...args], { cwd: repoRoot, env })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

describe('the production start', () => {
  it('refuses to start without a mail transport, without a build, or on the demo’s data', async () => {
    const port = await freePort()
    const noMail = startServer(['--production', '--data-dir', dirs.make()], port)
    expect(await noMail.stopped).toBe(1)
    expect(noMail.output()).toMatch(/No way to send emails: set BC_SMTP_URL/)

    const noBuild = startServer(['--production', '--print-emails', '--serve-app', '--dist', dirs.make(), '--data-dir', dirs.make()], port)
    expect(await noBuild.stopped).toBe(1)
    expect(noBuild.output()).toMatch(/npm run build/)

    const noPayments = startServer(['--production', '--print-emails', '--data-dir', dirs.make()], port)
    expect(await noPayments.stopped).toBe(1)
    expect(noPayments.output()).toMatch(/No payment provider: set BC_STRIPE_SECRET_KEY and BC_STRIPE_WEBHOOK_SECRET/)
    expect(noPayments.output()).toMatch(/--no-online-payment/)
    expect(noPayments.output()).toMatch(/The built-in test provider takes no money and is never used in production/)

    // A database the demo has used: its sample accounts have published passwords.
    const demoData = await processData(dirs, 'demo')
    // The sample passwords hashed at the tests' cost (password.ts): the demo's start hashes them all.
    // With a PostgreSQL server, a data folder too: the demo keeps its VAPID keys in one (main.ts).
    const demoArgs = demoData.engine === 'server' ? [...demoData.args, '--data-dir', dirs.make()] : demoData.args
    const demo = startServer(demoArgs, port, { BC_TEST_FAST_PASSWORDS: '1' })
    await demo.ready
    demo.child.kill('SIGTERM')
    expect(await demo.stopped).toBe(0)
    const users = () => usersOf(demoData)
    const before = await users()
    expect(before.map((u) => u.email)).toEqual(expect.arrayContaining(SAMPLE_ACCOUNTS.map((a) => a.email)))
    const onDemo = startServer(demoArgs, port, { NODE_ENV: 'production', BC_PRINT_EMAILS: '1', BC_NO_ONLINE_PAYMENT: '1' })
    expect(await onDemo.stopped).toBe(1)
    expect(onDemo.output()).toMatch(
      /The database holds the demo's sample accounts \(.*anna@example\.com.*\), whose passwords are published/,
    )
    for (const account of SAMPLE_ACCOUNTS) expect(onDemo.output()).toContain(account.email)
    expect(onDemo.output()).toMatch(/Use a new database for production/)
    expect(onDemo.output()).not.toMatch(/Press Ctrl-C/)
    // Refused, not changed.
    expect(await users()).toEqual(before)
  }, 120_000)

  it('takes Stripe only with both of its keys, and then its signed events only, with no test page', async () => {
    const port = await freePort()
    const halfStripe = startServer(['--production', '--print-emails', '--data-dir', dirs.make()], port, {
      BC_STRIPE_SECRET_KEY: 'sk_test_x',
    })
    expect(await halfStripe.stopped).toBe(1)
    expect(halfStripe.output()).toMatch(/Set both BC_STRIPE_SECRET_KEY and BC_STRIPE_WEBHOOK_SECRET, or neither/)

    // With Stripe's keys it starts, takes Stripe's events only (checked by signature), and has no test page.
    const stripeData = await processData(dirs, 'stripe')
    const stripe = startServer(['--production', '--print-emails', ...stripeData.args], port, {
      BC_STRIPE_SECRET_KEY: 'sk_test_x',
      BC_STRIPE_WEBHOOK_SECRET: 'whsec_x',
    })
    await stripe.ready
    expect(stripe.output()).toMatch(/Payments: stripe \(events on http:\/\/localhost:\d+\/api\/payment-events\/stripe\)/)
    const forged = await fetch(`${stripe.base}/api/payment-events/stripe`, {
      method: 'POST',
      body: '{}',
      headers: { 'stripe-signature': 't=1,v1=00' },
    })
    expect([forged.status, await forged.text()]).toEqual([400, 'Bad signature.'])
    expect((await fetch(`${stripe.base}/api/payment-events/test`, { method: 'POST', body: '{}' })).status).toBe(404)
    expect((await fetch(`${stripe.base}/api/test-pay/6650aaaaaaaaaaaaaaaaaaaa?r=x`)).status).toBe(404)
    stripe.child.kill('SIGTERM')
    expect(await stripe.stopped).toBe(0)
  }, 90_000)

  it('starts empty with no sample account and no test endpoint; create-admin makes the first admin; emails go out over SMTP', async () => {
    const data = await processData(dirs, 'production')
    const port = await freePort()
    // Before any start: the command creates the database with the admin alone. Weak passwords are refused.
    const weak = await createAdmin(['--email', 'ops@example.org', ...data.args], 'admin1234')
    expect(weak.code).toBe(1)
    expect(weak.output).toMatch(/too weak/)
    const made = await createAdmin(['--email', 'Ops@Example.org', '--name', 'Olga Ops', ...data.args], STRONG)
    expect(made.code, made.output).toBe(0)
    const again = await createAdmin(['--email', 'ops@example.org', ...data.args], STRONG)
    expect(again.code).toBe(0)
    expect(again.output).toMatch(/already an admin/)

    const received: { to: string[]; raw: string }[] = []
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        let raw = ''
        stream.on('data', (d: Buffer) => (raw += d.toString()))
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const smtpPort = (smtp.server.address() as AddressInfo).port
    try {
      const server = startServer(['--production', '--no-online-payment', ...data.args], port, {
        BC_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        BC_MAIL_FROM: 'Volta <no-reply@volta.example>',
      })
      await server.ready
      const output = server.output()
      expect(output).toMatch(/production/)
      expect(output).toMatch(/Payments: none online \(--no-online-payment\)/)
      // Without online payment no provider's events are taken, and no test page exists.
      expect((await fetch(`${server.base}/api/payment-events/test`, { method: 'POST', body: '{}' })).status).toBe(404)
      expect(output).not.toMatch(/Sample accounts|anna@example.com/)
      expect(output).not.toMatch(/No admin account yet/)
      // While it runs, the embedded database is its own (a PostgreSQL server is shared).
      if (data.engine === 'embedded') {
        const locked = await createAdmin(['--email', 'other@example.org', ...data.args], STRONG)
        expect(locked.code).toBe(1)
        expect(locked.output).toMatch(/in use by process/)
      }

      expect((await fetch(`${server.base}/api/__test/outbox`)).status).toBe(404)
      expect((await postJson(`${server.base}/api/__test/reset`, {})).status).toBe(404)
      const sample = await postJson(`${server.base}/api/sign-in/frontend`, { email: 'anna@example.com', password: 'anna1234' })
      expect(sample.status).not.toBe(200)
      expect(await (await fetch(`${server.base}/api/all-companies`)).json()).toEqual([])
      const admin = await postJson(`${server.base}/api/sign-in/backend`, { email: 'ops@example.org', password: STRONG })
      expect(admin.status).toBe(200)

      // A reset link for the admin goes out over SMTP, in the admin's language.
      expect((await postJson(`${server.base}/api/resend/backend/ops@example.org/true`, {})).status).toBe(200)
      for (let i = 0; i < 100 && !received.length; i++) await new Promise((r) => setTimeout(r, 50))
      expect(received).toHaveLength(1)
      expect(received[0].to).toEqual(['ops@example.org'])
      expect(received[0].raw).toMatch(/^Subject: Password reset/m)
      server.child.kill('SIGTERM')
      expect(await server.stopped).toBe(0)
    } finally {
      await new Promise<void>((resolve) => smtp.close(resolve))
    }
    // Inactive again: the reset request did that, and it was kept. Nothing of the demo's data is there.
    expect((await usersOf(data)).map((u) => [u.email, u.type, u.fullName, u.verified, u.active])).toEqual([
      ['ops@example.org', 'admin', 'Olga Ops', true, false],
    ])
    const database = await data.open()
    try {
      for (const table of ['cars', 'bookings', 'locations', 'notifications'] as const) {
        expect(await database.db.selectFrom(table).select('id').execute(), table).toEqual([])
      }
    } finally {
      await database.close()
    }
  }, 120_000)
})

/** The accounts in the database, read once the servers have stopped. */
async function usersOf(data: ProcessData) {
  const database = await data.open()
  try {
    return (await database.db.selectFrom('users').select('doc').orderBy('id').execute()).map((r) => revive.user(r.doc))
  } finally {
    await database.close()
  }
}
