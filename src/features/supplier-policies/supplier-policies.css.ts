import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' })
export const days = style({ maxWidth: '12rem' })
export const notes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 })
export const note = style({
  fontSize: vars.font.size.sm,
  fontWeight: 600,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  padding: `2px ${vars.space.sm}`,
  overflowWrap: 'anywhere',
})
export const noteGood = style([note, { color: vars.color.success, background: vars.color.successSurface }])
