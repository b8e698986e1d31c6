/**
 * Leaflet and its stylesheet, in a chunk of their own that only the places page asks for
 * (PlacesMap imports this module dynamically): nobody else's first load carries a map.
 * The ES module build, so the bundler needs no CommonJS wrapper (and no runtime chunk for it).
 */
import 'leaflet/dist/leaflet.css'

export { control, divIcon, latLngBounds, map, marker, tileLayer } from 'leaflet/dist/leaflet-src.esm.js'
export type { Marker as LeafletMarker } from 'leaflet'
