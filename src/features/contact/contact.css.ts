import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' })
