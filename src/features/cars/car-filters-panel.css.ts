import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })
export const group = style({ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'flex', flexDirection: 'column' })
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 700 })
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '40px', cursor: 'pointer', minWidth: 0 })
export const box = style({ width: '20px', height: '20px', margin: 0, flex: 'none', accentColor: vars.color.brandStrong })
export const text = style({ overflowWrap: 'anywhere', minWidth: 0 })
export const quick = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
