import { useCallback, useMemo, useState } from 'react'
import type { RentalPlace } from '../../lib/api/explore'
import * as css from './explore.css'
import { placesWithCoordinates } from './group-places'
import { placeEntryId } from './links'
import { PlacesList } from './PlacesList'
import { PlacesMap } from './PlacesMap'

/** The map beside (on a phone: above) the list; a marker chosen brings its place's entry into view and focus. */
export function PlacesExplorer({ places }: { places: readonly RentalPlace[] }) {
  const [selected, setSelected] = useState<string | null>(null)
  const mapped = useMemo(() => placesWithCoordinates(places), [places])
  const choose = useCallback((placeId: string) => {
    setSelected(placeId)
    const entry = document.getElementById(placeEntryId(placeId))
    entry?.scrollIntoView({ block: 'nearest' })
    entry?.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true })
  }, [])
  return (
    <div className={css.columns}>
      {mapped.length > 0 && <PlacesMap places={mapped} selected={selected} onSelect={choose} />}
      <PlacesList places={places} selected={selected} />
    </div>
  )
}
