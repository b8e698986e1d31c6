/** What the first paint's unit tests share: a phone (or not) and the first paint's empty `<main>`. */
import { vi } from 'vitest'

/** matchMedia answers `matches` to every query (the frames ask for the phone's width). */
export function phone(matches: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query }))
}

/** The first paint's `<main>`, alone in the body. */
export function firstPaintMain(): HTMLElement {
  const main = document.createElement('main')
  main.dataset.firstPaint = ''
  document.body.replaceChildren(main)
  return main
}
