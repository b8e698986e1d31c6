import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })
export const title = style({ margin: 0, fontSize: vars.font.size.lg, outline: 'none' })
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
})
export const legend = style({ fontSize: vars.font.size.md, fontWeight: 600, padding: 0, marginBottom: vars.space.sm })
/** Date and time side by side while there is room, stacked at 320 px. */
export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))', gap: vars.space.sm })
export const places = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: vars.space.md })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })
export const failure = style({
  color: vars.color.danger,
  fontWeight: 600,
  margin: 0,
  overflowWrap: 'anywhere',
  selectors: { '&:empty': { display: 'none' } },
})
export const difference = style({ margin: 0, fontWeight: 600 })
export const offline = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' })
