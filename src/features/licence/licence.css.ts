import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' })
export const muted = style({ color: vars.color.textMuted, margin: 0 })
export const status = style({ margin: 0, overflowWrap: 'anywhere' })
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})
export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` })
export const picture = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  maxHeight: '70vh',
  objectFit: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
})
export const link = style({ color: vars.color.brandText, fontWeight: 600, overflowWrap: 'anywhere' })
