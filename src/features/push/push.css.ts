import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
export const offerTitle = style({ fontSize: vars.font.size.md, margin: 0 })
export const offerText = style({ margin: 0 })
export const offerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md })
