/** What /cars' frame (cars-frame.ts) builds its markup and texts with, and how the first paint loads a screen's stylesheets. */
import type { Language } from '../../../lib/constants'

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

/**
 * An ICU plural message (`{n, plural, one {# x} other {# xs}}`, as the catalogues hold it) for `n` in
 * `language`; `digits`, when known, is `n` as the language writes it (else Intl formats it).
 */
export function pluralText(message: string, language: Language, n: number, digits?: string): string {
  const forms = new Map([...message.matchAll(/(\w+) \{([^{}]*)\}/g)].map((m) => [m[1], m[2]]))
  const form = forms.get(new Intl.PluralRules(language).select(n)) ?? forms.get('other') ?? ''
  // Below 1,000 all three languages write a whole number as plain digits: that spares the first
  // Intl.NumberFormat of the locale (tens of milliseconds on a slow phone, at the frame's drawing).
  const plain = Number.isInteger(n) && n >= 0 && n < 1000
  return form.replace('#', digits ?? (plain ? String(n) : new Intl.NumberFormat(language).format(n)))
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
