import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

/** The open menu's list (lazy, with AccountMenu); its button is account-menu-trigger.css.ts. */

export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 6px)',
  minWidth: '200px',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  padding: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  zIndex: 30,
})
export const menuItem = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '44px',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceMuted } },
})
