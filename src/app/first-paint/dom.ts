/** What the first paint's frames (cars-frame.ts, bookings-frame.ts) build their markup and texts with. */
import type { Language } from '../../lib/constants'

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

/** A closed Disclosure (ui/Disclosure.tsx): its toggle, a block secondary Button. */
export function closedDisclosure(label: string): HTMLElement {
  const button = node('button', 'fp-button fp-button_secondary fp-block', { type: 'button', 'aria-expanded': 'false' }, [
    node('span', '', { 'aria-hidden': 'true' }, ['▾']),
    ` ${label}`,
  ])
  return node('div', 'fp-disclosure', {}, [button])
}

/** An ICU plural message (`{n, plural, one {# x} other {# xs}}`, as the catalogues hold it) for `n` in `language`. */
export function pluralText(message: string, language: Language, n: number): string {
  const forms = new Map([...message.matchAll(/(\w+) \{([^{}]*)\}/g)].map((m) => [m[1], m[2]]))
  const form = forms.get(new Intl.PluralRules(language).select(n)) ?? forms.get('other') ?? ''
  return form.replace('#', new Intl.NumberFormat(language).format(n))
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
