import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { config } from '../../lib/config'
import type { LeafletMarker } from './leaflet'
import * as css from './explore.css'

interface MapPlace {
  _id: string
  name: string
  latitude: number
  longitude: number
}

interface Props {
  places: readonly MapPlace[]
  /** The place last chosen (on the map or in the list), drawn darker. */
  selected: string | null
  /** A marker was clicked, or pressed with Enter or Space. */
  onSelect: (placeId: string) => void
}

const MARKER_SIZE = 22
const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright'

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/**
 * The places as markers on a Leaflet map, tiles from VITE_BC_MAP_TILES. Without tiles (offline,
 * blocked) the markers stay over a plain background; if even Leaflet cannot load, a line says
 * so and the list beside it (PlacesList) has every place. Each marker is a button named after
 * its place, reached with Tab, that brings the place's entry in the list into view.
 */
export function PlacesMap({ places, selected, onSelect }: Props) {
  const { t } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  const markers = useRef(new Map<string, LeafletMarker>())
  const select = useRef(onSelect)
  select.current = onSelect
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const shown = markers.current
    let cancelled = false
    let remove = () => {}
    import('./leaflet').then(
      (L) => {
        const element = box.current
        if (cancelled || !element) return
        const map = L.map(element, { zoomControl: false, attributionControl: false, scrollWheelZoom: false })
        L.control.zoom({ zoomInTitle: t`Zoom in`, zoomOutTitle: t`Zoom out` }).addTo(map)
        L.control
          .attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' })
          .addAttribution(`<a href="${OSM_COPYRIGHT}">${escapeHtml(t`© OpenStreetMap contributors`)}</a>`)
          .addTo(map)
        // The view first: a marker added to a map without one has no element yet.
        if (places.length === 1) map.setView([places[0].latitude, places[0].longitude], 11)
        else if (places.length > 1) {
          map.fitBounds(L.latLngBounds(places.map((p) => [p.latitude, p.longitude])), {
            padding: [MARKER_SIZE * 2, MARKER_SIZE * 2],
            maxZoom: 11,
          })
        } else map.setView([50, 10], 3)
        L.tileLayer(config.mapTiles, { maxZoom: 19 }).addTo(map)
        const icon = L.divIcon({
          className: css.marker,
          iconSize: [MARKER_SIZE, MARKER_SIZE],
          iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
        })
        shown.clear()
        for (const place of places) {
          const name = place.name
          const m = L.marker([place.latitude, place.longitude], { icon, keyboard: true, title: place.name, riseOnHover: true })
          m.on('click', () => select.current(place._id))
          m.on('keypress', (e) => {
            const key = e.originalEvent.key
            if (key !== 'Enter' && key !== ' ') return
            e.originalEvent.preventDefault()
            select.current(place._id)
          })
          m.addTo(map)
          const el = m.getElement()
          if (el) {
            el.setAttribute('aria-label', t`Show in the list: ${name}`)
            el.dataset.testid = 'map-marker'
            el.dataset.place = place._id
            el.dataset.lat = String(place.latitude)
            el.dataset.lng = String(place.longitude)
          }
          shown.set(place._id, m)
        }
        remove = () => map.remove()
      },
      () => {
        if (!cancelled) setFailed(true)
      },
    )
    return () => {
      cancelled = true
      remove()
      shown.clear()
    }
  }, [places, t])

  useEffect(() => {
    for (const [id, m] of markers.current) m.getElement()?.classList.toggle(css.markerSelected, id === selected)
  }, [selected, places])

  return (
    <div className={css.mapBox}>
      <div ref={box} className={css.map} role="region" aria-label={t`Map of the pick-up places`} data-testid="places-map" />
      <p className={css.mapNote}>
        {failed ? (
          <Trans>The map cannot be shown now. The list has every place.</Trans>
        ) : (
          <Trans>Each dot on the map is a place: choose one to find it in the list.</Trans>
        )}
      </p>
    </div>
  )
}
