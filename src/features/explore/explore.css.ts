import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../../ui/theme.css'

export const intro = style({ maxWidth: '70ch', margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted })

/** Map beside the list on a desktop, above it on a phone. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
})

export const mapBox = style({
  position: 'sticky',
  top: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  '@media': { [media.mobile]: { position: 'static' } },
})

/** The map's room is fixed, so nothing moves when it (or its tiles) arrive; a plain background without tiles. */
export const map = style({
  height: '420px',
  width: '100%',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: `linear-gradient(180deg, ${vars.color.infoSurface}, ${vars.color.surfaceMuted})`,
  border: `1px solid ${vars.color.border}`,
  zIndex: 0,
  isolation: 'isolate',
  '@media': { [media.mobile]: { height: '300px' } },
})
globalStyle(`${map}.leaflet-container`, { background: `linear-gradient(180deg, ${vars.color.infoSurface}, ${vars.color.surfaceMuted})` })
globalStyle(`${map} .leaflet-control-attribution`, { fontSize: vars.font.size.xs, color: vars.color.text })
globalStyle(`${map} .leaflet-control-attribution a`, { color: vars.color.info })

export const mapNote = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, margin: `${vars.space.sm} 0 0` })

/** A place on the map: a round brand-coloured dot centred on the place, drawn in CSS (no picture to load). */
export const marker = style({
  boxSizing: 'border-box',
  borderRadius: '50%',
  background: vars.color.brandStrong,
  border: `3px solid ${vars.color.onBrand}`,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
})
export const markerSelected = style({ background: vars.color.headerBg })

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, margin: 0, padding: 0 })
export const letter = style({ fontSize: vars.font.size.lg, margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const item = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
})
export const itemSelected = style({ outline: `2px solid ${vars.color.brandStrong}` })
export const itemTitle = style({ fontSize: vars.font.size.md, margin: 0, overflowWrap: 'anywhere', outline: 'none' })
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs })

export const supplierHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 })
export const desk = style({ margin: 0, fontStyle: 'normal', overflowWrap: 'anywhere' })
export const deskLabel = style({ fontSize: vars.font.size.sm, fontWeight: 600, margin: `${vars.space.xs} 0 0` })
export const freeText = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' })
export const tel = style({ color: vars.color.info, overflowWrap: 'anywhere' })
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  gap: vars.space.lg,
})

/** The home page's brief: its room is reserved before it loads (no layout shift). */
export const teaser = style({
  marginTop: vars.space.xxl,
  minHeight: '360px',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignContent: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', minHeight: '640px' } },
})
export const teaserTitle = style({ fontSize: vars.font.size.lg, margin: `0 0 ${vars.space.md}` })
export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  maxWidth: '100%',
  ':hover': { borderColor: vars.color.borderStrong },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
})
export const seeAll = style({ display: 'inline-block', marginTop: vars.space.md, color: vars.color.info, fontWeight: 600 })
