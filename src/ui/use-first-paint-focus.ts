import { useLayoutEffect } from 'react'
import { FOCUSABLE } from './first-paint-focus'

/**
 * Once, right after the app has replaced the first paint: the element of it that had the focus (removed
 * with it, so the focus fell to the page) hands it to the app's own, the one in the same place (the same
 * part, the same rank among its focusable elements, the same tag and link). The frames are the
 * components' own markup, so the two match; a form's fields are taken over by their form first
 * (first-paint-form.ts), with what was typed and the caret.
 */
export function useFirstPaintFocus(): void {
  useLayoutEffect(() => {
    const state = window.__voltaFirstPaintFocus
    window.__voltaFirstPaintFocus = undefined
    const was = state?.focused
    if (!state || !was || was.isConnected) return
    if (document.activeElement && document.activeElement !== document.body) return
    const part = state.parts.find((p) => p.contains(was))
    const root = document.getElementById('root')
    if (!part || !root) return
    const sameTag = (els: Element[]) => els.filter((el) => el.tagName === part.tagName)
    const counterpart = sameTag([...root.children])[sameTag(state.parts).indexOf(part)]
    const target = counterpart?.querySelectorAll<HTMLElement>(FOCUSABLE)[[...part.querySelectorAll(FOCUSABLE)].indexOf(was)]
    if (target && target.tagName === was.tagName && target.getAttribute('href') === was.getAttribute('href'))
      target.focus({ preventScroll: true })
  }, [])
}
