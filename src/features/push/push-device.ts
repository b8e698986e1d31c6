/**
 * This device's Web Push subscription (issue 50): what the settings switch and the offer after a
 * booking show and change. The browser is asked for permission only by turnOn, which only a
 * person's press calls; reading the state never asks.
 *
 * Subscribing: call 80 for the server's key, PushManager.subscribe with it, then call 81.
 * Unsubscribing: call 82, then the browser's unsubscribe(). The worker shows what arrives (src/sw).
 */
import { getPushKey, subscribePush, unsubscribePush, type PushSubscriptionBody } from '../../lib/api/push'

/**
 * - `on`: subscribed, notifications allowed;
 * - `off`: can be turned on;
 * - `blocked`: notifications are refused in the browser's settings (only the person can undo it there);
 * - `install`: iOS and iPadOS push only to an app added to the home screen;
 * - `unsupported`: this browser has no Web Push;
 * - `unavailable`: the server does not push (call 80 answered 204).
 */
export type PushState = 'on' | 'off' | 'blocked' | 'install' | 'unsupported' | 'unavailable'

function isAppleMobile(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
}

function isInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

/** What this browser can do, without asking anything. */
function support(): 'ok' | 'install' | 'unsupported' {
  const apis = 'serviceWorker' in navigator && typeof window.PushManager === 'function' && typeof window.Notification === 'function'
  if (isAppleMobile() && !isInstalled()) return 'install'
  return apis ? 'ok' : 'unsupported'
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration()
  return (await reg?.pushManager.getSubscription()) ?? null
}

/** The switch's state as the browser has it (the server is not asked). */
export async function readPushState(): Promise<PushState> {
  const s = support()
  if (s !== 'ok') return s
  if (Notification.permission === 'denied') return 'blocked'
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off'
}

function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/')
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(text.length))
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  return bytes
}

function sameKey(subscription: PushSubscription, key: string): boolean {
  const used = subscription.options?.applicationServerKey
  if (!used) return true
  const a = new Uint8Array(used)
  const b = keyBytes(key)
  return a.length === b.length && a.every((v, i) => v === b[i])
}

function bodyOf(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON()
  const p256dh = json.keys?.p256dh
  const auth = json.keys?.auth
  if (!json.endpoint || !p256dh || !auth) throw new TypeError('The browser gave a push subscription without its keys.')
  return { endpoint: json.endpoint, keys: { p256dh, auth } }
}

/**
 * Asks for permission (call only from a person's press), subscribes with the server's key and tells
 * the server. A subscription made with another key (the server's keys were rotated) is replaced.
 */
export async function turnOn(language: string): Promise<PushState> {
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return 'blocked'
  if (permission !== 'granted') return 'off'
  const key = await getPushKey()
  if (!key) return 'unavailable'
  const reg = await registration()
  if (!reg) throw new Error('The app’s service worker is not running.')
  let subscription = await reg.pushManager.getSubscription()
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) })
  try {
    await subscribePush(bodyOf(subscription), language)
  } catch (error) {
    // The server does not have it: the browser does not keep it either, so the switch tells the truth.
    await subscription.unsubscribe().catch(() => {})
    throw error
  }
  return 'on'
}

/** Tells the server again (the same endpoint replaces itself): after a key rotation or a lost store. Quiet on failure. */
export async function renewSubscription(language: string): Promise<void> {
  const subscription = await currentSubscription()
  if (!subscription) return
  const key = await getPushKey()
  if (!key) return
  if (sameKey(subscription, key)) return subscribePush(bodyOf(subscription), language)
  await turnOn(language)
}

/** Call 82, then the browser's unsubscribe(). A failed call 82 keeps the subscription (the switch stays on). */
export async function turnOff(): Promise<void> {
  const subscription = await currentSubscription()
  if (!subscription) return
  await unsubscribePush(subscription.endpoint)
  await subscription.unsubscribe()
}
