/** How the first paint loads a frame script, and how the script answers. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineFrame, loadFrameScript, type FrameCall } from './frame-script'

const call = (then = vi.fn()): FrameCall => ({
  root: document.body,
  language: 'fr',
  search: '',
  styled: Promise.resolve(true),
  reply: null,
  then,
})

afterEach(() => {
  delete window.__voltaFrame
  document.head.querySelectorAll('script').forEach((s) => s.remove())
})

describe('loadFrameScript', () => {
  it('adds the script at high priority (an inserted script is a low one, held back behind the entry on a slow link)', () => {
    loadFrameScript('/assets/pass-frame-x.js', call())
    const script = document.head.querySelector('script')!
    expect(script.getAttribute('src')).toBe('/assets/pass-frame-x.js')
    expect(script.fetchPriority).toBe('high')
  })

  it('hands the call to the script once it has run; `then` runs when there is nothing to hand it to, or it failed to load', () => {
    const first = call()
    loadFrameScript('/a.js', first)
    const draw = vi.fn()
    window.__voltaFrame = draw
    document.head.querySelector('script')!.dispatchEvent(new Event('load'))
    expect(draw).toHaveBeenCalledWith(first)
    expect(first.then).not.toHaveBeenCalled()

    delete window.__voltaFrame
    const second = call()
    loadFrameScript('/b.js', second)
    document.head.querySelector('script[src="/b.js"]')!.dispatchEvent(new Event('load'))
    expect(second.then).toHaveBeenCalledTimes(1)
    const third = call()
    loadFrameScript('/c.js', third)
    document.head.querySelector('script[src="/c.js"]')!.dispatchEvent(new Event('error'))
    expect(third.then).toHaveBeenCalledTimes(1)
  })
})

describe('defineFrame', () => {
  it('draws with the texts of the call’s language, and runs `then` once drawn or failed', async () => {
    const draw = vi.fn(() => Promise.resolve())
    defineFrame({ fr: { Copy: 'Copier' } }, draw)
    const then = vi.fn()
    window.__voltaFrame!(call(then))
    await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1))
    expect(draw).toHaveBeenCalledWith(expect.objectContaining({ language: 'fr' }), { Copy: 'Copier' })

    defineFrame({}, () => Promise.reject(new Error('broken')))
    const after = vi.fn()
    window.__voltaFrame!(call(after))
    await vi.waitFor(() => expect(after).toHaveBeenCalledTimes(1))
  })
})
