import { render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { followFirstPaintFocus } from './first-paint-focus'
import { useFirstPaintFocus } from './use-first-paint-focus'

const HEADER = '<header><a href="#main">Skip</a><nav><a href="/">Home</a><a href="/cars">Cars</a></nav></header>'
const TABS = '<nav><a href="/">Home</a><a href="/cars">Cars</a></nav>'

/** The first paint in #root, its parts followed; returns them. */
function firstPaint(): HTMLElement[] {
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = `${HEADER}<main></main>${TABS}`
  document.body.replaceChildren(root)
  const parts = [...root.children] as HTMLElement[]
  followFirstPaintFocus(parts)
  return parts
}

/** React's render replacing it: the same header and tab bar, with a footer between (not in the frame). */
function app(): HTMLElement {
  const root = document.getElementById('root')!
  root.innerHTML = `${HEADER}<main><h1>Page</h1></main><footer><nav><a href="/about">About</a></nav></footer>${TABS}`
  function Takeover() {
    useFirstPaintFocus()
    return null
  }
  render(<Takeover />, { container: document.body.appendChild(document.createElement('div')) })
  return root
}

afterEach(() => document.body.replaceChildren())

describe('useFirstPaintFocus', () => {
  it('gives the focus to the app’s element in the same place: the skip link, a tab of the tab bar', () => {
    firstPaint()[0].querySelector<HTMLElement>('a[href="#main"]')!.focus()
    expect(app().querySelector('header a[href="#main"]')).toBe(document.activeElement)

    firstPaint()[2].querySelector<HTMLElement>('a[href="/cars"]')!.focus()
    const root = app()
    expect(document.activeElement).toBe(root.querySelector(':scope > nav a[href="/cars"]'))
  })

  it('leaves the focus alone when nothing of the first paint had it, or someone already moved it', () => {
    firstPaint()
    app()
    expect(document.activeElement).toBe(document.body)

    firstPaint()[0].querySelector<HTMLElement>('a[href="/"]')!.focus()
    const other = document.body.appendChild(document.createElement('button'))
    other.focus()
    app()
    expect(document.activeElement).toBe(other)
  })
})
