/** What the first paint's frames (cars-frame.ts, bookings-frame.ts, pass-frame.ts) build their markup and texts with. */
import type { BookingStatus, Language } from '../../lib/constants'
import { RELATIVE, relativeTime } from '../../lib/i18n/format-rules'
import { LOCALE_TAGS } from '../../lib/i18n/language'
import { shownAgo } from '../../lib/i18n/shown-texts'
import { CHEVRON } from '../../ui/chevron'
import { OFFLINE_TEXT, STATUS_TEXTS } from './frames'
import { fill } from './expand'

/** An element with its class, attributes and children (text goes in as text nodes, never as markup). */
export function node(
  tag: string,
  className: string,
  attributes: Record<string, string> = {},
  children: (Node | string)[] = [],
): HTMLElement {
  const el = document.createElement(tag)
  if (className) el.className = className
  for (const name in attributes) el.setAttribute(name, attributes[name])
  el.append(...children)
  return el
}

/** An SVG element with its attributes and children. */
export function svgNode(tag: string, attributes: Record<string, string>, children: Node[] = []): SVGElement {
  const el = document.createElementNS('http://www.w3.org/2000/svg', tag)
  for (const name in attributes) el.setAttribute(name, attributes[name])
  el.append(...children)
  return el
}

/**
 * How long ago `savedAt` was, as DataFreshness says it (lib/i18n/format.ts formatRelative): "just now"
 * under a minute, else the text `shown` keeps for it (lib/i18n/shown-texts.ts), else Intl's.
 */
export function agoText(text: Record<string, string>, language: Language, savedAt: number, now: number, shown?: unknown): string {
  const ago = relativeTime(savedAt, Math.max(now, savedAt))
  if (!ago) return text['time.justNow']
  return (
    shownAgo(shown, language, ago.unit, -ago.value) ??
    new Intl.RelativeTimeFormat(LOCALE_TAGS[language], RELATIVE).format(ago.value, ago.unit)
  )
}

/** StatusBadge (features/bookings/StatusBadge.tsx). */
export function statusBadge(text: Record<string, string>, status: BookingStatus): HTMLElement {
  return node('span', `fp-badge_${status} fp-badge`, {}, [text[STATUS_TEXTS[status]]])
}

/**
 * DataFreshness (features/bookings/DataFreshness.tsx), with no failed refresh: the offline
 * notice, then how old the data is (`when`) and, online, that it is being asked for again.
 */
export function freshness(text: Record<string, string>, when: string, online: boolean, refreshing: boolean): HTMLElement[] {
  const meta = node('div', 'fp-bk-meta', { 'aria-live': 'polite' }, [
    node('span', '', { 'data-testid': 'last-updated' }, [fill(text['Last updated {when}'], { when })]),
  ])
  if (refreshing && online)
    meta.append(
      node('span', 'fp-bk-actions', {}, [
        node('span', 'fp-spinner', { style: 'width: 16px; height: 16px;', 'aria-hidden': 'true' }),
        node('span', 'fp-bk-refreshing', {}, [text['Refreshing…']]),
      ]),
    )
  return [...(online ? [] : [node('div', 'fp-notice_warning fp-notice', { role: 'status' }, [text[OFFLINE_TEXT]])]), meta]
}

/** A closed Disclosure (ui/Disclosure.tsx): its toggle, a block secondary Button with the chevron (ui/chevron.ts). */
export function closedDisclosure(label: string): HTMLElement {
  const svg = (tag: string, attributes: Record<string, string>) => {
    const element = document.createElementNS('http://www.w3.org/2000/svg', tag)
    for (const name in attributes) element.setAttribute(name, attributes[name])
    return element
  }
  const { viewBox, path, size } = CHEVRON
  const chevron = svg('svg', { class: 'fp-chevron', viewBox, width: size, height: size, 'aria-hidden': 'true', focusable: 'false' })
  chevron.append(svg('path', { d: path }))
  const button = node('button', 'fp-button fp-button_secondary fp-block', { type: 'button', 'aria-expanded': 'false' }, [chevron, label])
  return node('div', 'fp-disclosure', {}, [button])
}

/**
 * An ICU plural message (`{n, plural, one {# x} other {# xs}}`, as the catalogues hold it) for `n` in
 * `language`; `digits`, when known, is `n` as the language writes it (else Intl formats it).
 */
export function pluralText(message: string, language: Language, n: number, digits?: string): string {
  const forms = new Map([...message.matchAll(/(\w+) \{([^{}]*)\}/g)].map((m) => [m[1], m[2]]))
  const form = forms.get(new Intl.PluralRules(language).select(n)) ?? forms.get('other') ?? ''
  return form.replace('#', digits ?? new Intl.NumberFormat(language).format(n))
}

/** Loads the stylesheets `hrefs` (ones the app loads for the screen anyway), resolving once all are in; rejects if one fails. */
export function loadStyles(hrefs: readonly string[]): Promise<void> {
  return Promise.all(
    hrefs.map(
      (href) =>
        new Promise<void>((resolve, reject) => {
          // The same element Vite's loader looks for before adding its own: each sheet is fetched once.
          const link = node('link', '', { rel: 'stylesheet', href }) as HTMLLinkElement
          link.onload = () => resolve()
          link.onerror = () => reject(new Error(href))
          document.head.append(link)
        }),
    ),
  ).then(() => {})
}
