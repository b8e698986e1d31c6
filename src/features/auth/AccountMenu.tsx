import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import { signOut } from './session'
import { AccountMenuTrigger } from './AccountMenuTrigger'
import * as css from './account-menu.css'
import { menuWrap } from './account-menu-trigger.css'

/** Asked at sign-out while actions wait for the network (send them first, or drop them); loaded only then. */
const SignOutKept = lazy(() => import('../pending-actions/SignOutKept'))

/** Signs out at once, or (returns the count) first asks when the account keeps actions not sent yet. */
async function keptBeforeSignOut(): Promise<number> {
  try {
    const { keptCount } = await import('../../lib/queue/runtime')
    return await keptCount()
  } catch {
    return 0
  }
}

/**
 * The signed-in account's menu: settings, password, sign out, after the `links` the phone's tab bar
 * has no room for (the operator's Notifications). Escape or a click outside closes it.
 */
export function AccountMenu({ name, links = [] }: { name: string; links?: readonly { href: string; label: string }[] }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [kept, setKept] = useState(0)
  const id = useId()
  const wrap = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    const onClick = (e: MouseEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [open])

  const close = () => setOpen(false)
  return (
    <div className={menuWrap} ref={wrap}>
      <AccountMenuTrigger
        ref={button}
        name={name}
        aria-expanded={open}
        aria-controls={id}
        aria-label={t`Account menu for ${name}`}
        onClick={() => setOpen((o) => !o)}
      />
      {open && (
        <ul id={id} className={css.menu} onBlur={(e) => !wrap.current?.contains(e.relatedTarget) && close()}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={css.menuItem} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Link href="/settings" className={css.menuItem} onClick={close}>
              <Trans>Settings</Trans>
            </Link>
          </li>
          <li>
            <Link href="/change-password" className={css.menuItem} onClick={close}>
              <Trans>Change password</Trans>
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={css.menuItem}
              onClick={() => {
                close()
                void keptBeforeSignOut().then((count) => (count > 0 ? setKept(count) : signOut()))
              }}
            >
              <Trans>Sign out</Trans>
            </button>
          </li>
        </ul>
      )}
      {kept > 0 && (
        <Suspense fallback={null}>
          <SignOutKept
            count={kept}
            signOut={() => signOut()}
            onClose={() => {
              setKept(0)
              button.current?.focus()
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
