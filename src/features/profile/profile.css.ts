import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' })
export const sectionTitle = style({ fontSize: vars.font.size.lg, margin: `0 0 ${vars.space.lg}` })
export const avatarRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'center' })
export const avatar = style({
  width: '96px',
  height: '96px',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  flex: 'none',
})
export const initials = style([
  avatar,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: vars.font.size.xl,
    fontWeight: 700,
    color: vars.color.textMuted,
  },
])
export const avatarTools = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, flex: '1 1 200px' })
