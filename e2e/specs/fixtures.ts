import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test'

/** Sample accounts of the bundled API (see e2e/api/seed.ts and the README). */
export const ACCOUNTS = {
  anna: { email: 'anna@example.com', password: 'anna1234', name: 'Anna Nowak' },
  john: { email: 'john@example.com', password: 'john1234', name: 'John Smith' },
  marc: { email: 'marc@example.com', password: 'marc1234', name: 'Marc Dubois' },
  blocked: { email: 'blocked@example.com', password: 'blocked123' },
  supplier: { email: 'contact@sunrent.example', password: 'supplier123' },
} as const

export interface Email {
  to: string
  subject: string
  text: string
  links: string[]
  createdAt: string
}

/** The bundled API's test endpoints (test mode only). */
export class TestApi {
  constructor(private readonly request: APIRequestContext) {}

  async reset(): Promise<void> {
    const res = await this.request.post('/api/__test/reset')
    expect(res.ok()).toBeTruthy()
  }

  async outbox(): Promise<Email[]> {
    return (await (await this.request.get('/api/__test/outbox')).json()) as Email[]
  }

  /** The newest email to `to` whose subject matches. */
  async lastEmail(to: string, subject?: RegExp): Promise<Email> {
    const mails = (await this.outbox()).filter((m) => m.to === to && (!subject || subject.test(m.subject)))
    expect(mails.length, `an email to ${to}`).toBeGreaterThan(0)
    return mails[mails.length - 1]
  }

  async control(body: { delayMs?: number; failStatus?: number | null; match?: string }): Promise<void> {
    const res = await this.request.post('/api/__test/control', { data: body })
    expect(res.ok()).toBeTruthy()
  }

  async stats(): Promise<{ total: number; byRoute: Record<string, number> }> {
    return (await (await this.request.get('/api/__test/stats')).json()) as { total: number; byRoute: Record<string, number> }
  }
}

/** Waits until a service worker is active and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const reg = await navigator.serviceWorker.getRegistration()
    return reg?.active?.state === 'activated' && navigator.serviceWorker.controller !== null
  }, undefined, { timeout: 20_000 })
}

/** Signs in through the real sign-in screen. */
export async function signIn(page: Page, account: { email: string; password: string }, from = '/sign-in'): Promise<void> {
  await page.goto(from)
  await page.locator('input[type="email"]').fill(account.email)
  await page.locator('input[type="password"]').first().fill(account.password)
  await page.locator('form button[type="submit"]').click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bc-user'))).not.toBeNull()
}

/** Signs in through the API and stores bc-user, for specs about something else than sign-in. */
export async function signInFast(page: Page, request: APIRequestContext, account: { email: string; password: string }): Promise<void> {
  const res = await request.post('/api/sign-in/frontend', { data: { email: account.email, password: account.password } })
  expect(res.status()).toBe(200)
  const user = await res.json()
  await page.goto('/about')
  await page.evaluate((u) => localStorage.setItem('bc-user', JSON.stringify(u)), user)
}

export const test = base.extend<{ api: TestApi }>({
  api: async ({ request }, use) => {
    const api = new TestApi(request)
    await api.reset()
    await use(api)
  },
})

export { expect }
