import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

/** The account menu's button and its frame: in the header from the first render (the menu itself loads later). */
export const menuWrap = style({ position: 'relative' })
export const menuButton = style({
  background: 'transparent',
  color: vars.color.headerText,
  border: '1px solid rgba(255,255,255,.5)',
  borderRadius: vars.radius.md,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  cursor: 'pointer',
  maxWidth: '180px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
