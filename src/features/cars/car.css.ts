import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../ui/theme.css'

/** Styles shared by the small car pieces (specs, options, supplier, price). */
export const image = style(
  {
    display: 'block',
    width: '100%',
    maxWidth: '300px',
    height: 'auto',
    aspectRatio: '3 / 2',
    objectFit: 'contain',
    background: vars.color.surfaceMuted,
    borderRadius: vars.radius.md,
  },
  'fp-car-image',
)
export const logo = style({ width: '60px', height: '30px', objectFit: 'contain', flex: 'none' })
export const logoFallback = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '60px',
  height: '30px',
  flex: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: 700,
  fontSize: vars.font.size.sm,
})
export const specs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
})
export const spec = style({ display: 'inline-flex', gap: vars.space.xs, overflowWrap: 'anywhere' })
export const specName = style({ color: vars.color.textMuted })
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.font.size.sm,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
})
export const option = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, minWidth: 0 })
export const optionName = style({ margin: 0, overflowWrap: 'anywhere' })
const optionValueBase = style({ margin: 0, fontWeight: 600, textAlign: 'end', whiteSpace: 'nowrap' })
/** An option's value, by its state (option-rules' OptionState). */
export const optionValue = styleVariants({
  extra: [optionValueBase],
  unavailable: [optionValueBase, { color: vars.color.textMuted, fontWeight: 400, textDecoration: 'line-through' }],
  included: [optionValueBase, { color: vars.color.success }],
})
export const discounts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' })
export const discount = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontSize: vars.font.size.sm,
  fontWeight: 600,
})
