import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
  marginTop: vars.space.lg,
})
export const range = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })
