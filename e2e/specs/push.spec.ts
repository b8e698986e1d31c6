import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { test, expect, ACCOUNTS, apiSession, signInFast, waitForWorkerControl } from './fixtures'

/**
 * Issue 50: push notifications. Headless Chromium reaches no push service, so PushManager's subscribe
 * and getSubscription are replaced by an init script (a subscription with real P-256 keys, kept in
 * localStorage), and pushes are handed to the real service worker with CDP's
 * ServiceWorker.deliverPushMessage, carrying the payload the server queued for the device
 * (/api/__test/push). Notification.requestPermission is counted by the same script.
 */

interface Queued {
  user: string
  payload: { title: string; body: string; url: string; tag: string }
  endpoints: string[]
}
interface PushView {
  publicKey: string
  devices: { user: string; email: string; endpoint: string }[]
  recent: Queued[]
}

async function pushView(request: APIRequestContext): Promise<PushView> {
  return (await (await request.get('/api/__test/push')).json()) as PushView
}

function fakePushManager(): void {
  const KEY = '__fake-push'
  const asks = () => Number(localStorage.getItem('__permission-asks') ?? 0)
  const original = Notification.requestPermission.bind(Notification)
  Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
    localStorage.setItem('__permission-asks', String(asks() + 1))
    return original(...args)
  }
  const b64 = (bytes: ArrayBuffer | Uint8Array) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
  interface Stored {
    endpoint: string
    p256dh: string
    auth: string
    key: number[]
  }
  const make = (s: Stored) => ({
    endpoint: s.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(s.key).buffer },
    getKey: () => null,
    toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: { p256dh: s.p256dh, auth: s.auth } }),
    unsubscribe: () => {
      localStorage.removeItem(KEY)
      localStorage.setItem('__fake-push-unsubscribed', String(Number(localStorage.getItem('__fake-push-unsubscribed') ?? 0) + 1))
      return Promise.resolve(true)
    },
  })
  PushManager.prototype.getSubscription = function () {
    const s = localStorage.getItem(KEY)
    return Promise.resolve(s ? (make(JSON.parse(s) as Stored) as unknown as PushSubscription) : null)
  }
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])
    const raw = await crypto.subtle.exportKey('raw', pair.publicKey)
    const key = options?.applicationServerKey
    const stored: Stored = {
      endpoint: `https://push.example.invalid/send/${crypto.randomUUID()}`,
      p256dh: b64(raw),
      auth: b64(crypto.getRandomValues(new Uint8Array(16))),
      key: key instanceof ArrayBuffer || ArrayBuffer.isView(key) ? [...new Uint8Array(key as ArrayBuffer)] : [],
    }
    localStorage.setItem(KEY, JSON.stringify(stored))
    return make(stored)
  }
}

const permissionAsks = (page: Page) => page.evaluate(() => Number(localStorage.getItem('__permission-asks') ?? 0))
const pushSwitch = (page: Page) => page.getByRole('switch', { name: /Notifications on this device|Powiadomienia na tym urządzeniu/ })

/** The unread count the header announces (no number when none). */
async function headerCount(page: Page): Promise<number> {
  const name = (await page.locator('header a[href="/notifications"]').textContent()) ?? ''
  return Number(/(\d+)/.exec(name)?.[1] ?? 0)
}

/** Hands `data` to the page's service worker as a push (CDP ServiceWorker.deliverPushMessage). */
async function deliverPush(context: BrowserContext, page: Page, origin: string, data: string): Promise<void> {
  const cdp = await context.newCDPSession(page)
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted)
      if (found) resolve(found.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data })
  await cdp.detach()
}

async function mirroredStatus(page: Page, userId: string, bookingId: string): Promise<string | null> {
  return page.evaluate(
    async ({ key }) => {
      // Opening a database that is not there yet would create it empty, without the app's store (and
      // the app's own open would then find no store to write to): look only once the app has made it.
      if (!(await indexedDB.databases()).some((d) => d.name === 'bc-bookings')) return null
      return new Promise<string | null>((resolve) => {
        const open = indexedDB.open('bc-bookings')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('mirror')) return resolve(null)
          const get = db.transaction('mirror').objectStore('mirror').get(key)
          get.onsuccess = () => resolve((get.result as { data?: { status?: string } } | undefined)?.data?.status ?? null)
          get.onerror = () => resolve(null)
        }
        open.onerror = () => resolve(null)
      })
    },
    { key: `${userId}:booking:${bookingId}` },
  )
}

test('asks nothing on first load; subscribes from settings; a push shows, opens its booking and refreshes the mirror and the count; sign-out unsubscribes', async ({
  page,
  context,
  request,
  api,
  baseURL,
}) => {
  void api
  const origin = new URL(baseURL!).origin
  await context.grantPermissions(['notifications'], { origin })
  await context.addInitScript(fakePushManager)

  await page.goto('/')
  await waitForWorkerControl(page)
  await signInFast(page, request, ACCOUNTS.anna)
  await page.goto('/settings')
  await expect(pushSwitch(page)).toHaveAttribute('aria-checked', 'false')
  await expect(page.getByTestId('push-switch')).toHaveAttribute('data-state', 'off')
  // Loading the app and settings asked nothing.
  expect(await permissionAsks(page)).toBe(0)

  await pushSwitch(page).click()
  await expect(page.getByTestId('push-switch')).toHaveAttribute('data-state', 'on')
  await expect(pushSwitch(page)).toHaveAttribute('aria-checked', 'true')
  expect(await permissionAsks(page)).toBe(1)
  const endpoint = await page.evaluate(() => (JSON.parse(localStorage.getItem('__fake-push')!) as { endpoint: string }).endpoint)
  const anna = await apiSession(request, ACCOUNTS.anna)
  await expect.poll(async () => (await pushView(request)).devices).toEqual([{ user: anna.id, email: ACCOUNTS.anna.email, endpoint }])
  // Subscribed with the server's key (call 80).
  const key = await page.evaluate(() => (JSON.parse(localStorage.getItem('__fake-push')!) as { key: number[] }).key)
  expect(Buffer.from(key).toString('base64url')).toBe((await pushView(request)).publicKey)

  // The booking is on the device as the driver last saw it.
  const headers = { 'x-access-token': anna.accessToken }
  const companies = ((await (await request.get('/api/all-companies')).json()) as { _id: string }[]).map((c) => c._id)
  const list = await request.post('/api/bookings/1/1/en', {
    headers,
    data: { companies, statuses: ['pending', 'reserved'], user: anna.id },
  })
  const booking = ((await list.json()) as { resultData: { _id: string; status: string }[] }[])[0].resultData[0]
  await page.goto(`/booking?b=${booking._id}`)
  await expect.poll(() => mirroredStatus(page, anna.id, booking._id)).toBe(booking.status)
  await page.goto('/settings')
  await expect(pushSwitch(page)).toHaveAttribute('aria-checked', 'true')
  const countBefore = await headerCount(page)

  // The operator sets it void: the server makes anna's notification and queues its push for her device.
  const admin = await apiSession(request, ACCOUNTS.admin, 'backend')
  const changed = await request.post('/api/update-booking-status', {
    headers: { 'x-access-token': admin.accessToken },
    data: { ids: [booking._id], status: 'void' },
  })
  expect(changed.status()).toBe(200)
  const queued = (await pushView(request)).recent.filter((q) => q.user === anna.id).at(-1)!
  expect(queued.endpoints).toEqual([endpoint])
  expect(queued.payload.url).toBe(`/booking?b=${booking._id}`)

  const refreshed = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        window.addEventListener('volta:push-booking-refreshed', (e) => resolve(String((e as CustomEvent).detail))),
      ),
  )
  await deliverPush(context, page, origin, JSON.stringify(queued.payload))
  // The worker shows it: title, body, tag (a repeat replaces it) and the path to open.
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.getRegistration())!.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url: string }).url,
        icon: n.icon,
      })),
    )
  await expect.poll(shown).toEqual([{ ...queued.payload, icon: `${origin}/icons/icon-192.png` }])
  // The open page read the booking again into the mirror, and the header's count followed the server's.
  expect(await refreshed).toBe(booking._id)
  expect(await mirroredStatus(page, anna.id, booking._id)).toBe('void')
  await expect.poll(() => headerCount(page)).toBe(countBefore + 1)
  // A push with the same tag replaces it: one notification, the new one's text (told apart by its body, so the
  // click below is sure to find the replacement, not the one it replaced).
  const again = { ...queued.payload, body: `${queued.payload.body} (2)` }
  await deliverPush(context, page, origin, JSON.stringify(again))
  await expect.poll(shown).toEqual([{ ...again, icon: `${origin}/icons/icon-192.png` }])

  // A click (the worker's notificationclick with that notification) opens the booking in the open window.
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(origin))!
  await worker.evaluate(async () => {
    // The worker's own types (webworker lib) are not the specs'; these two are all it takes.
    interface Scope {
      registration: ServiceWorkerRegistration
      dispatchEvent: (event: Event) => boolean
    }
    const sw = self as unknown as Scope
    const Click = (globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event })
      .NotificationEvent
    const [notification] = await sw.registration.getNotifications()
    sw.dispatchEvent(new Click('notificationclick', { notification }))
  })
  await expect(page).toHaveURL(`${origin}/booking?b=${booking._id}`)
  await expect.poll(async () => (await shown()).length).toBe(0)

  // Sign-out: call 82, then the browser's unsubscribe(), before the token goes.
  await page.getByRole('button', { name: /^Account menu for|^Menu konta/ }).click()
  await page.getByRole('button', { name: /^Sign out$|^Wyloguj się$/ }).click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bc-user'))).toBeNull()
  await expect.poll(async () => (await pushView(request)).devices).toEqual([])
  expect(await page.evaluate(() => [localStorage.getItem('__fake-push'), localStorage.getItem('__fake-push-unsubscribed')])).toEqual([
    null,
    '1',
  ])
  expect(await permissionAsks(page)).toBe(1)
})

test('the switch says when notifications are blocked in the browser, and asks nothing', async ({ page, context, request, api }) => {
  void api
  await context.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' })
  })
  await context.addInitScript(fakePushManager)
  await signInFast(page, request, ACCOUNTS.john)
  await page.goto('/settings')
  await expect(page.getByTestId('push-switch')).toHaveAttribute('data-state', 'blocked')
  await expect(pushSwitch(page)).toBeDisabled()
  await expect(page.getByText(/Notifications are blocked for this site in your browser/)).toBeVisible()
  expect(await permissionAsks(page)).toBe(0)
})
