import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { useSession } from '../features/auth/session'
import { afterNextPaint } from '../lib/after-next-paint'
import { media } from '../ui/theme.css'
import { UnreadBadge } from './Header'
import { currentOf, navItemsFor, type NavIcon } from './nav-items'
import * as css from './tab-bar.css'

/** 24x24 outline icons, drawn with the text colour (one path each). */
const ICONS: Record<NavIcon, string> = {
  home: 'M3 10.5 12 3l9 7.5M5.5 9v12h4.5v-6h4v6h4.5V9',
  cars: 'M3 17v-5l2.2-5.1A1.5 1.5 0 0 1 6.6 6h10.8a1.5 1.5 0 0 1 1.4.9L21 12v5h-2M5 17H3M3 12h18M9.5 17h5M5 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0M15 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  bookings: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M9 15.5l2 2 4-4',
  notifications: 'M6 17v-6a6 6 0 0 1 12 0v6l2 2H4zM10 21.5h4',
  account: 'M8 8a4 4 0 1 0 8 0 4 4 0 1 0-8 0M4 21a8 8 0 0 1 16 0',
  'sign-in': 'M14 3h5a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-5M3 12h12M11 8l4 4-4 4',
  fleet: 'M3 21V9l9-6 9 6v12M7 21v-5l1.2-3h7.6l1.2 3v5M7 18h10',
  suppliers: 'M3 9l1.5-5h15L21 9M4 9v12h16V9M3 9h18M10 21v-6h4v6',
  places: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM9.5 9.5a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0',
  drivers: 'M6 8a3 3 0 1 0 6 0 3 3 0 1 0-6 0M2 20a7 7 0 0 1 14 0M15 5.2a3 3 0 0 1 0 5.6M18 14a6 6 0 0 1 4 6',
}

function Icon({ name }: { name: NavIcon }) {
  return (
    <svg
      className={css.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICONS[name]} />
    </svg>
  )
}

/** Input types that bring up no on-screen keyboard (a picker, or nothing to type). */
const NO_KEYBOARD = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image', 'hidden'])
const PICKERS = new Set(['date', 'datetime-local', 'month', 'time', 'week'])

function isTextEntry(el: EventTarget | null): el is HTMLElement {
  if (el instanceof HTMLTextAreaElement) return !el.readOnly
  if (el instanceof HTMLInputElement) return !el.readOnly && !NO_KEYBOARD.has(el.type) && !PICKERS.has(el.type)
  return el instanceof HTMLElement && el.isContentEditable
}

/** A keyboard takes at least this much of the screen; a toolbar that slides away takes less. */
const KEYBOARD_MIN_PX = 120

/**
 * Whether the on-screen keyboard is up, or about to be: a text field has the focus, or the
 * visual viewport has shrunk. When the keyboard comes up, the field being typed in is
 * scrolled into view (below the header: html's scroll-padding). When it was seen and went
 * down again while the field kept the focus (Android's back button), the bar comes back.
 */
function useKeyboardUp(): boolean {
  // (No document when the first paint's frame is rendered at build time: no keyboard there.)
  const [up, setUp] = useState(() => typeof document !== 'undefined' && isTextEntry(document.activeElement))
  useEffect(() => {
    const viewport = window.visualViewport
    let field = isTextEntry(document.activeElement) ? document.activeElement : null
    let seen = false
    const shrunk = () => !!viewport && viewport.height * viewport.scale < window.innerHeight - KEYBOARD_MIN_PX
    const update = () => {
      const keyboard = shrunk()
      const appeared = keyboard && !seen
      if (keyboard) seen = true
      setUp(keyboard || (field !== null && !seen))
      if (appeared && field && window.matchMedia(media.mobile).matches) field.scrollIntoView({ block: 'nearest' })
    }
    const onFocusIn = (e: FocusEvent) => {
      field = isTextEntry(e.target) ? e.target : null
      seen = shrunk()
      update()
    }
    const onFocusOut = (e: FocusEvent) => {
      if (isTextEntry(e.relatedTarget)) return // the next field's focusin follows
      field = null
      update()
    }
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('focusout', onFocusOut)
    viewport?.addEventListener('resize', update)
    // Reading the viewport's size forces a layout: at mount, that would be in the middle of
    // the app's first render (80 ms on a slow phone), so it waits until that render is painted.
    const cancelUpdate = afterNextPaint(update)
    return () => {
      cancelUpdate()
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('focusout', onFocusOut)
      viewport?.removeEventListener('resize', update)
    }
  }, [])
  return up
}

/**
 * The phone's tab bar (CSS shows it at most 960 px wide): the same items as the
 * header's nav (nav-items.ts) with the account's own, each an icon over its label,
 * the current one marked (aria-current) and the unread count on Notifications.
 * It steps aside while the on-screen keyboard is up.
 */
export function TabBar({ unread }: { unread: number }) {
  const { t, i18n } = useLingui()
  const user = useSession()
  const [path] = useLocation()
  const keyboardUp = useKeyboardUp()
  return (
    <nav className={css.tabBar} aria-label={t`Tab bar`} data-keyboard={keyboardUp ? '' : undefined}>
      <ul className={css.list}>
        {navItemsFor(user)
          .filter((item) => !item.headerOnly)
          .map((item) => (
            <li key={item.href} className={css.item}>
              <Link href={item.href} className={css.tab} aria-current={currentOf(item, path)}>
                <Icon name={item.icon} />
                <span className={css.label}>{i18n._(item.label)}</span>
                {item.unread && <UnreadBadge count={unread} className={css.badge} />}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  )
}
