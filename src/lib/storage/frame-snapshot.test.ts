import { beforeEach, describe, expect, it } from 'vitest'
import {
  BUILD_ID,
  cleanFrame,
  dropFrames,
  keepFrame,
  keptFrame,
  matches,
  STALE_ATTR,
  type FrameContext,
  type FrameSnapshot,
} from './frame-snapshot'

const context: FrameContext = { build: BUILD_ID, user: 'u1', url: '/bookings', online: true, phone: true }
const snapshot = (more: Partial<FrameSnapshot> = {}): FrameSnapshot => ({
  ...context,
  html: '<main class="page"><h1>Moje rezerwacje</h1></main>',
  entry: 'u1:list:abc',
  at: 1,
  ...more,
})

beforeEach(() => localStorage.clear())

describe('a kept frame is drawn only for what it was taken for', () => {
  it('the same build, account, URL, online or offline state and width class', () => {
    keepFrame(snapshot())
    expect(keptFrame(context)?.html).toContain('Moje rezerwacje')
    for (const other of [
      { build: 'another-build' },
      { user: 'u2' },
      { url: '/bookings?s=paid' },
      { online: false }, // offline the screen differs: its notice, the kept cancellations
      { phone: false },
    ])
      expect(keptFrame({ ...context, ...other }), JSON.stringify(other)).toBeNull()
  })

  it('keeps one per screen, the last; the pass and the list side by side', () => {
    keepFrame(snapshot())
    keepFrame(snapshot({ url: '/booking?b=b1', entry: 'u1:booking:b1' }))
    keepFrame(snapshot({ url: '/booking?b=b2', entry: 'u1:booking:b2' }))
    expect(keptFrame({ ...context, url: '/booking?b=b1' })).toBeNull()
    expect(keptFrame({ ...context, url: '/booking?b=b2' })?.entry).toBe('u1:booking:b2')
    expect(keptFrame(context)?.entry).toBe('u1:list:abc')
  })

  it('goes with the mirror entry it shows; reads anything broken or incomplete as none', () => {
    keepFrame(snapshot())
    keepFrame(snapshot({ url: '/booking?b=b1', entry: 'u1:booking:b1' }))
    dropFrames(new Set(['u1:booking:b1']))
    expect(keptFrame({ ...context, url: '/booking?b=b1' })).toBeNull()
    expect(keptFrame(context)).not.toBeNull()
    dropFrames(new Set(['u1:list:abc']))
    expect(localStorage.getItem('bc-frames')).toBeNull()
    localStorage.setItem('bc-frames', '{"/bookings": ')
    expect(keptFrame(context)).toBeNull()
    expect(matches({ ...snapshot(), html: 1 }, context)).toBe(false)
    expect(matches(null, context)).toBe(false)
  })
})

describe('cleanFrame: only plain markup is drawn', () => {
  it('drops scripts, styles, frames, handlers, javascript: links and hidden or password fields', () => {
    const main = cleanFrame(
      '<main class="page" onclick="x()"><script>alert(1)</script><style>*{}</style><iframe src="/x"></iframe>' +
        '<a href="javascript:alert(1)" onmouseover="x()">a</a><a href="/booking?b=1">View</a><img src="https://cdn.example/c.jpg" onerror="x()" alt="">' +
        '<form action="javascript:x()"><input type="hidden" name="t" value="secret"><input type="password" value="p"><input name="q" value="zoe"></form>' +
        '<object data="x"></object><svg viewBox="0 0 4 4" role="img"><path d="M0 0h1v1h-1z"></path><use href="#x"></use></svg></main>',
    )!
    expect(main.outerHTML).not.toMatch(/script|style>|iframe|object|on\w+=|javascript|secret|password|<use/i)
    expect(main.querySelector('a[href="/booking?b=1"]')?.textContent).toBe('View')
    expect(main.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/c.jpg')
    expect(main.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 4 4')
    expect(main.querySelector('path')?.getAttribute('d')).toBe('M0 0h1v1h-1z')
    expect(main.querySelector('input')?.getAttribute('value')).toBe('zoe')
  })

  it('disables the controls until the app takes over, and hides a stale text in its box', () => {
    const main = cleanFrame(
      `<main><button type="button">Anuluj</button><span ${STALE_ATTR}="">Zaktualizowano 5 minut temu</span><select><option>a</option></select></main>`,
    )!
    expect(main.querySelector('button')?.disabled).toBe(true)
    expect(main.querySelector('select')?.disabled).toBe(true)
    const stale = main.querySelector<HTMLElement>(`[${STALE_ATTR}]`)!
    expect(stale.style.visibility).toBe('hidden')
    expect(stale.textContent).toBe('Zaktualizowano 5 minut temu') // its box stays as wide
  })

  it('is one element of the tag asked for, or nothing', () => {
    expect(cleanFrame('<div></div>')).toBeNull()
    expect(cleanFrame('<main></main><main></main>')).toBeNull()
    expect(cleanFrame('')).toBeNull()
    expect(cleanFrame('<script></script>')).toBeNull()
  })
})
