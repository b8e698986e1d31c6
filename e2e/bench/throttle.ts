import type { BrowserContext, CDPSession, Page } from '@playwright/test'

/** Mobile emulation of the benchmark: a mid-range phone on a slow 4G link. */
export const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.6,
  isMobile: true,
  hasTouch: true,
} as const

const NETWORK = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const

const CPU_SLOWDOWN = 4

/** Opens a CDP session on the page and applies the network and CPU throttling. */
export async function throttle(context: BrowserContext, page: Page, opts: { network?: boolean; cpu?: boolean } = {}): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  if (opts.network !== false) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK })
  }
  if (opts.cpu !== false) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return cdp
}

export interface TrafficCounter {
  /** Requests the page made (including those its service worker answered). */
  requests: number
  /** Of those, answered by the service worker. */
  fromServiceWorker: number
  /** Bytes on the wire (headers and body, compressed) of responses not from the worker or the memory/disk cache. */
  bytes: number
  reset(): void
}

/** Counts the page's requests and network bytes from CDP events (Network.enable must be on). */
export function countTraffic(cdp: CDPSession): TrafficCounter {
  const fromCache = new Set<string>()
  const counter: TrafficCounter = {
    requests: 0,
    fromServiceWorker: 0,
    bytes: 0,
    reset() {
      counter.requests = 0
      counter.fromServiceWorker = 0
      counter.bytes = 0
      fromCache.clear()
    },
  }
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return
    counter.requests++
  })
  cdp.on('Network.requestServedFromCache', (e) => fromCache.add(e.requestId))
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromServiceWorker) {
      counter.fromServiceWorker++
      fromCache.add(e.requestId)
    } else if (e.response.fromDiskCache || e.response.fromPrefetchCache) fromCache.add(e.requestId)
  })
  cdp.on('Network.loadingFinished', (e) => {
    if (!fromCache.has(e.requestId)) counter.bytes += e.encodedDataLength
  })
  return counter
}
