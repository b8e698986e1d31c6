import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' })
export const days = style({ maxWidth: '12rem' })
