/**
 * What the benchmark reads inside the page. The init script runs before any of the
 * app's code, on every navigation, and keeps its findings on window.__bench.
 */

export interface PageMetrics {
  fcp: number | null
  lcp: number | null
  lcpElement: string | null
  /** performance.now() when the body of the first /api/bookings/ response had fully arrived (run.ts prefers Resource Timing's responseEnd). */
  bookingsDataAt: number | null
  /** performance.now() when the first booking row was in the DOM. */
  firstRowAt: number | null
  rowSelector: string | null
  /** performance.now() when the page was usable: the first enabled form field (on /cars the first car picture loaded, on /bookings the first row). */
  readyAt: number | null
  /**
   * performance.now() when /cars' first car was on screen whole as a phone shows it above the fold
   * (picture loaded, name, supplier, rules and specs), drawn by the first paint or by the app; null elsewhere.
   */
  shownAt: number | null
  /** Cumulative layout shift (sum of 'layout-shift' entries without recent input). */
  cls: number
  /** The page's long tasks (over 50 ms): start and duration, in performance.now() ms. */
  longTasks: { start: number; duration: number }[]
}

/**
 * Blocking time up to `until` (ready): over each long task that started before it, the part
 * beyond 50 ms, as Lighthouse's total blocking time counts it (but from navigation, not FCP).
 * The main thread's own work, so it wanders less than wall-clock times on a busy machine.
 */
export function blockingBefore(tasks: readonly { start: number; duration: number }[], until: number | null): number | null {
  if (until === null) return null
  return tasks.filter((t) => t.start < until).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)
}

/**
 * Selectors tried, in order, for "a booking row". The first one that matches
 * anything is the one used. Keep in step with src/screens/bookings.
 */
export const ROW_SELECTORS = [
  '[data-booking]', // BookingRow (desktop grid) and BookingCard (mobile) in src/features/bookings
  '[data-testid="booking-row"]',
  '[data-testid="booking-card"]',
  '[data-testid^="booking-"]',
  'main [role="row"]:not(:has([role="columnheader"]))',
  'main [role="listitem"]',
  'main tbody tr',
  'main li[data-id]',
  'main ul li, main ol li',
] as const

/** Source of the init script (a function so Playwright serialises it; no closures). */
export function benchInitScript(selectors: readonly string[]): void {
  interface State {
    fcp: number | null
    lcp: number | null
    lcpElement: string | null
    bookingsDataAt: number | null
    firstRowAt: number | null
    rowSelector: string | null
    readyAt: number | null
    shownAt: number | null
    cls: number
    longTasks: { start: number; duration: number }[]
  }
  const state: State = {
    fcp: null,
    lcp: null,
    lcpElement: null,
    bookingsDataAt: null,
    firstRowAt: null,
    rowSelector: null,
    readyAt: null,
    shownAt: null,
    cls: 0,
    longTasks: [],
  }
  ;(window as unknown as { __bench: State }).__bench = state

  const describe = (el: Element | null | undefined): string | null => {
    if (!el) return null
    const id = el.id ? `#${el.id}` : ''
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''
    const text = (el.textContent ?? '').trim().slice(0, 30)
    return `${el.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`
  }

  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') state.fcp = e.startTime
    }).observe({ type: 'paint', buffered: true })
    new PerformanceObserver((list) => {
      const entries = list.getEntries()
      const last = entries[entries.length - 1] as PerformanceEntry & { element?: Element | null }
      if (!last) return
      state.lcp = last.startTime
      state.lcpElement = describe(last.element)
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) state.cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    /* older engine: metrics stay null */
  }

  // "Ready": the first thing a driver can use. A form field that exists and is enabled;
  // on /cars the first car's picture loaded; on /bookings the first row (firstRowAt); on
  // /booking the pass's booking reference (the first paint's frame of it, or the app's).
  const isReady = (): boolean => {
    if (location.pathname === '/bookings') return state.firstRowAt !== null
    if (location.pathname === '/booking') return document.querySelector('main [data-testid="pass-reference"]') !== null
    if (location.pathname === '/cars') {
      const img = document.querySelector('#main [data-testid="car-card"] img')
      return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0
    }
    return document.querySelector('input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled])') !== null
  }
  const pollReady = () => {
    if (isReady()) state.readyAt = performance.now()
    else if (performance.now() < 20_000) requestAnimationFrame(pollReady)
  }
  requestAnimationFrame(pollReady)

  // /cars' first car shown: the first card's picture loaded and its specs (the last of what it shows
  // above the fold) drawn, in the first paint's frame or the app's card (the same fixed class names).
  const isShown = (): boolean => {
    const card = document.querySelector('main .fp-car-card')
    const img = card?.querySelector('.fp-car-image')
    return (
      img instanceof HTMLImageElement &&
      img.complete &&
      img.naturalWidth > 0 &&
      !!card?.querySelector('[data-testid="supplier-policies"] + ul')
    )
  }
  const pollShown = () => {
    if (isShown()) state.shownAt = performance.now()
    else if (performance.now() < 20_000) requestAnimationFrame(pollShown)
  }
  if (location.pathname === '/cars') requestAnimationFrame(pollShown)

  // The moment the bookings list data is in the page: the response body has arrived.
  const originalFetch = window.fetch.bind(window)
  window.fetch = async (...args: Parameters<typeof fetch>): Promise<Response> => {
    const response = await originalFetch(...args)
    const input = args[0]
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (state.bookingsDataAt === null && /\/api\/bookings\//.test(url) && response.ok) {
      void response
        .clone()
        .arrayBuffer()
        .then(() => {
          if (state.bookingsDataAt === null) state.bookingsDataAt = performance.now()
        })
        .catch(() => {})
    }
    return response
  }

  const findRow = (): boolean => {
    for (const selector of selectors) {
      let hit: Element | null = null
      try {
        hit = document.querySelector(selector)
      } catch {
        continue
      }
      if (hit) {
        state.firstRowAt = performance.now()
        state.rowSelector = selector
        return true
      }
    }
    return false
  }
  const watch = () => {
    if (findRow()) return
    const observer = new MutationObserver(() => {
      if (findRow()) observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  }
  if (location.pathname === '/bookings') watch()
}

export interface ScrollResult {
  frames: number
  p95: number
  over50: number
  scroller: string
}

/** Scrolls the list's scroll container (or the page) top to bottom over `ms`, timing frames. */
export function scrollAndTime(args: { selector: string; ms: number }): Promise<ScrollResult> {
  const row = document.querySelector(args.selector)
  let scroller: Element = document.scrollingElement ?? document.documentElement
  let name = 'document'
  for (let el = row?.parentElement ?? null; el && el !== document.body; el = el.parentElement) {
    const style = getComputedStyle(el)
    if (/(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 10) {
      scroller = el
      name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`
      break
    }
  }
  return new Promise((done) => {
    const intervals: number[] = []
    let start = -1
    let last = -1
    const step = (now: number) => {
      if (start < 0) start = now
      else intervals.push(now - last)
      last = now
      const progress = Math.min(1, (now - start) / args.ms)
      // The end moves as more pages load (infinite scroll): aim at the current bottom.
      scroller.scrollTop = Math.max(0, scroller.scrollHeight - scroller.clientHeight) * progress
      if (progress < 1) requestAnimationFrame(step)
      else {
        const sorted = [...intervals].sort((a, b) => a - b)
        const p95 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] : 0
        const over50 = intervals.length ? (intervals.filter((i) => i > 50).length / intervals.length) * 100 : 0
        done({ frames: intervals.length, p95, over50, scroller: `${name} (${scroller.scrollHeight}px)` })
      }
    }
    requestAnimationFrame(step)
  })
}
