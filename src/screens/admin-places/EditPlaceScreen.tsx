import { Trans, useLingui } from '@lingui/react/macro'
import { useSearch } from 'wouter'
import { useSession } from '../../features/auth/session'
import { idOf } from '../../features/admin-places/admin-query'
import { PlaceForm } from '../../features/admin-places/PlaceForm'
import { readPlaceCopy, writePlaceCopy } from '../../features/admin-places/places-mirror'
import { BookingsError } from '../../features/bookings/BookingsError'
import { getPlaceNames, type AdminPlace } from '../../lib/api/admin-places'
import { useResource } from '../../lib/data/use-resource'
import { ButtonLink } from '../../ui/Button'
import { EmptyState, Page } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'

/**
 * /admin/edit-place?id=: one place's names in every language and its coordinates (call 54, then 55).
 * The copy last seen opens at once and offline (read-only there); an unknown id says so.
 */
export default function EditPlaceScreen() {
  const { t } = useLingui()
  const userId = useSession()!.id
  const id = idOf(new URLSearchParams(useSearch()))
  const place = useResource<AdminPlace | null>(id ? ['admin-place', userId, id] : null, (signal) => getPlaceNames(id, { signal }), {
    mirror: {
      read: () => readPlaceCopy(userId, id),
      write: async (data, savedAt) => {
        if (data) await writePlaceCopy(userId, data, savedAt)
      },
    },
    offline: 'mirror',
  })
  const title = t`Edit the place`
  const missing = !id || (place.fresh && place.data === null)

  function content() {
    if (missing) {
      return (
        <EmptyState>
          <Trans>This place does not exist, or it has been deleted.</Trans>
          <br />
          <ButtonLink href="/admin/places" variant="secondary">
            <Trans>Back to the places</Trans>
          </ButtonLink>
        </EmptyState>
      )
    }
    if (place.data)
      return <PlaceForm key={`${place.data._id}:${place.fresh}`} place={place.data} onSaved={(p) => void writePlaceCopy(userId, p)} />
    if (place.error != null && !place.loading) return <BookingsError error={place.error} onRetry={place.retry} />
    return <Loading>{t`Loading the place…`}</Loading>
  }

  return (
    <Page title={title} narrow>
      {content()}
    </Page>
  )
}
