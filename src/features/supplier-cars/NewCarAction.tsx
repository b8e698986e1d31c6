import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Button, ButtonLink } from '../../ui/Button'
import * as css from './supplier-cars.css'

/** "New car" (→ /supplier/new-car, or the operator's `href`); offline it is turned off and says why. */
export function NewCarAction({ online, href = '/supplier/new-car' }: { online: boolean; href?: string }) {
  const { t } = useLingui()
  const reasonId = useId()
  if (online) return <ButtonLink href={href}>{t`New car`}</ButtonLink>
  return (
    <span className={css.newCar}>
      <Button disabled aria-describedby={reasonId}>
        {t`New car`}
      </Button>
      <span id={reasonId} className={css.reason}>
        {t`You are offline. Changes need the network.`}
      </span>
    </span>
  )
}
