import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })
export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' })
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const end = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', minHeight: '1px' })
export const errorText = style({ margin: `0 0 ${vars.space.sm}` })
