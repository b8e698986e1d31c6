/** What the first paint's unit tests share: a phone (or not), the first paint's empty `<main>`, and the shape of markup. */
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

/** What a reader sees of `el`, to compare a frame with its component: each element's tag, sorted classes and own text, in order (ids, which React makes per render, left out). */
export function shape(el: Element): string[] {
  return [el, ...el.querySelectorAll('*')].map((e) => {
    const own = [...e.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent)
    return `${e.tagName.toLowerCase()}.${[...e.classList].sort().join('.')} ${own.join('')}`.trim()
  })
}
