// Leaflet's own ES module build (its package.json names only the UMD one as main): the same API as @types/leaflet.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet'
}
