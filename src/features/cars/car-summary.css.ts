import { style } from '@vanilla-extract/css'
import { media, vars } from '../../ui/theme.css'

export const summary = style({
  display: 'grid',
  gridTemplateColumns: '150px minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': { [media.mobile]: { gridTemplateColumns: '120px minmax(0, 1fr)', gap: vars.space.md } },
})
export const image = style({ maxWidth: '150px' })
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 })
export const name = style({ margin: 0, fontSize: vars.font.size.lg, overflowWrap: 'anywhere' })
export const supplier = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  minWidth: 0,
})
