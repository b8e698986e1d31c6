import { Trans, useLingui } from '@lingui/react/macro'
import { lazy } from 'react'
import { deletePlace, placeIsUsed } from '../../lib/api/admin-places'
import { isApiError } from '../../lib/api/errors'
import { DeleteAskedFirst } from '../../ui/DeleteAskedFirst'
import { VisuallyHidden } from '../../ui/Page'

const PlaceInUseDialog = lazy(() => import('./PlaceInUseDialog'))

interface Props {
  placeId: string
  name: string
  online: boolean
  /** The server deleted the place (or had no such place): the list drops it. */
  onDeleted: (placeId: string) => void
}

/**
 * Delete, asking the server first (call 56): while a car or a booking uses the place a dialog
 * says so in words; otherwise a confirmation, then call 57 (whose 400, if a use appeared
 * meanwhile, leads to the same dialog).
 */
export function DeletePlace({ placeId, name, online, onDeleted }: Props) {
  const { t } = useLingui()
  return (
    <DeleteAskedFirst
      label={
        <Trans>
          Delete<VisuallyHidden> {name}</VisuallyHidden>
        </Trans>
      }
      online={online}
      isRefused={() => placeIsUsed(placeId)}
      title={t`Are you sure you want to delete this place?`}
      description={t`${name} will no longer be offered to drivers or suppliers. This cannot be undone.`}
      confirmLabel={t`Delete`}
      remove={() => deletePlace(placeId)}
      isRefusal={(error) => isApiError(error, 'bad-request')}
      deleted={t`The place has been deleted.`}
      onDeleted={() => onDeleted(placeId)}
      refusal={(close) => <PlaceInUseDialog name={name} onClose={close} />}
    />
  )
}
