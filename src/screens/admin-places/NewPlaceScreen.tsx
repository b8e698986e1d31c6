import { useLingui } from '@lingui/react/macro'
import { useSession } from '../../features/auth/session'
import { PlaceForm } from '../../features/admin-places/PlaceForm'
import { writePlaceCopy } from '../../features/admin-places/places-mirror'
import { Page } from '../../ui/Page'

/** /admin/new-place: a pick-up place with its name in pl, fr and en and its coordinates (call 53); drivers find it at once. */
export default function NewPlaceScreen() {
  const { t } = useLingui()
  const userId = useSession()!.id
  return (
    <Page title={t`New place`} narrow>
      <PlaceForm onSaved={(place) => void writePlaceCopy(userId, place)} />
    </Page>
  )
}
