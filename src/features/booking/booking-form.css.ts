import { style } from '@vanilla-extract/css'
import { media, vars } from '../../ui/theme.css'

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })
export const sectionTitle = style({ fontSize: vars.font.size.lg, margin: 0 })
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
})
export const legend = style({ fontSize: vars.font.size.lg, fontWeight: 600, padding: 0, marginBottom: vars.space.sm })
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: vars.space.md })
/** @public Read as a whole (FactClasses) by BookingFacts. */
export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
})
/** @public */
export const dt = style({ color: vars.color.textMuted })
/** @public */
export const dd = style({ margin: 0, overflowWrap: 'anywhere' })
/** @public */
export const total = style({ fontSize: vars.font.size.xl, fontWeight: 700 })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const radio = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', minHeight: '44px', cursor: 'pointer' })
export const radioInput = style({ width: '20px', height: '20px', margin: '2px 0 0', flex: 'none', accentColor: vars.color.brandStrong })
export const radioText = style({ display: 'flex', flexDirection: 'column', gap: '2px' })
export const link = style({ color: vars.color.info, fontWeight: 600, textDecoration: 'underline' })
export const formError = style({ color: vars.color.danger, fontWeight: 600 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' })
export const bookingNumber = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.font.size.lg,
  fontWeight: 700,
  overflowWrap: 'anywhere',
})
export const freeTitle = style({ margin: `${vars.space.sm} 0 ${vars.space.xs}`, fontWeight: 600 })
export const freeList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs })
