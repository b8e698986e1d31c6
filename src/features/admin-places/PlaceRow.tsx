import { Trans, useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import type { Location } from '../../lib/api/entities'
import { ButtonLink } from '../../ui/Button'
import { VisuallyHidden } from '../../ui/Page'
import { DeletePlace } from './DeletePlace'
import * as css from './admin-places.css'

interface Props {
  place: Location
  online: boolean
  onDeleted: (placeId: string) => void
}

/** One pick-up place: its name in the operator's language, its coordinates, Edit and Delete. */
export const PlaceRow = memo(function PlaceRow({ place, online, onDeleted }: Props) {
  const { t, i18n } = useLingui()
  const titleId = `admin-place-${place._id}`
  const number = (n: number) => i18n.number(n, { maximumFractionDigits: 6 })
  const { latitude, longitude } = place
  return (
    <article className={css.row} aria-labelledby={titleId} data-testid="admin-place" data-place-id={place._id}>
      <div className={css.facts}>
        <h2 id={titleId} className={css.name}>
          {place.name}
        </h2>
        <p className={css.muted}>
          {latitude !== undefined && longitude !== undefined
            ? t`Latitude ${number(latitude)}, longitude ${number(longitude)}`
            : t`No coordinates yet`}
        </p>
      </div>
      <div className={css.actions}>
        <ButtonLink href={`/admin/edit-place?id=${encodeURIComponent(place._id)}`} variant="secondary" small>
          <Trans>
            Edit<VisuallyHidden> {place.name}</VisuallyHidden>
          </Trans>
        </ButtonLink>
        <DeletePlace placeId={place._id} name={place.name} online={online} onDeleted={onDeleted} />
      </div>
    </article>
  )
})
