import { Trans, useLingui } from '@lingui/react/macro'
import { ExploreStatus } from '../../features/explore/ExploreStatus'
import { PlacesExplorer } from '../../features/explore/PlacesExplorer'
import { useRentalPlaces } from '../../features/explore/use-explore'
import { useLanguage } from '../../lib/i18n/use-language'
import { Page } from '../../ui/Page'
import * as css from '../../features/explore/explore.css'

/** /locations: every pick-up place on a map and in a list, each with its suppliers and "search here". */
export default function LocationsScreen() {
  const { t } = useLingui()
  const { data, error, retry } = useRentalPlaces(useLanguage())
  return (
    <Page title={t({ id: 'title:/locations', message: 'Where to rent' })}>
      <p className={css.intro}>
        <Trans>Every place where a supplier hands over its cars, with who rents there. Choose one to search from it.</Trans>
      </p>
      <ExploreStatus data={data} error={error} retry={retry} empty={<Trans>No place offers a car at the moment.</Trans>}>
        {(places) => <PlacesExplorer places={places} />}
      </ExploreStatus>
    </Page>
  )
}
