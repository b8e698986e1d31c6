import { style, styleVariants } from '@vanilla-extract/css'
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
const optionBase = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '40px',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
})
const active = style({
  background: vars.color.infoSurface,
  color: vars.color.info,
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '-2px',
})
const chosen = style({ fontWeight: 700 })
/** A place: the one the arrows are on or not, then the chosen one or not. */
export const option = {
  idle: styleVariants({ other: [optionBase], chosen: [optionBase, chosen] }),
  active: styleVariants({ other: [optionBase, active], chosen: [optionBase, active, chosen] }),
}
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
