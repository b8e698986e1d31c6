import { useLingui } from '@lingui/react/macro'
import type { ComponentProps } from 'react'
import * as css from './account-menu-trigger.css'

type TriggerProps = Omit<ComponentProps<'button'>, 'type' | 'className' | 'children'> & { name: string }

/**
 * The account menu's button: the driver's name (or "Account"). The lazy AccountMenu opens its
 * menu with it; the header shows it inert while that chunk loads, so the header does not move.
 * Kept out of the menu's chunk for that reason.
 */
export function AccountMenuTrigger({ name, ...props }: TriggerProps) {
  const { t } = useLingui()
  return (
    <button type="button" className={css.menuButton} {...props}>
      {name || t`Account`}
    </button>
  )
}
