import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Button, ButtonLink } from '../../ui/Button'
import * as css from './admin-suppliers.css'

/** "New supplier" (→ /admin/new-supplier); offline it is turned off and says why. */
export function NewSupplierAction({ online }: { online: boolean }) {
  const { t } = useLingui()
  const reasonId = useId()
  if (online) return <ButtonLink href="/admin/new-supplier">{t`New supplier`}</ButtonLink>
  return (
    <span className={css.headerAction}>
      <Button disabled aria-describedby={reasonId}>
        {t`New supplier`}
      </Button>
      <span id={reasonId} className={css.reason}>
        {t`You are offline. Changes need the network.`}
      </span>
    </span>
  )
}
