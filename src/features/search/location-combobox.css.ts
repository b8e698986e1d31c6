import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const wrap = style({ minWidth: 0 })
export const anchor = style({ position: 'relative' })
export const popup = style({
  position: 'absolute',
  zIndex: 20,
  top: 'calc(100% + 2px)',
  left: 0,
  right: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
})
export const list = style({ maxHeight: '260px', overflowY: 'auto', margin: 0, padding: `${vars.space.xs} 0`, listStyle: 'none' })
export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '40px',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
})
export const active = style({
  background: vars.color.infoSurface,
  color: vars.color.info,
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '-2px',
})
export const chosen = style({ fontWeight: 700 })
export const state = style({
  padding: `0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: { '&:not(:empty)': { padding: vars.space.sm + ' ' + vars.space.md } },
})
export const retry = style({
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.info,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
})
