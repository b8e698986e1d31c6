import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const select = style({
  background: 'transparent',
  color: vars.color.headerText,
  border: '1px solid rgba(255,255,255,.5)',
  borderRadius: vars.radius.md,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
})
export const option = style({ color: vars.color.text })
