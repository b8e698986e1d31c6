import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const box = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const status = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minHeight: '5rem' })
export const label = style({ margin: 0, fontWeight: 600, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const total = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: 800, color: vars.color.brandText })
export const days = style({ margin: 0, color: vars.color.textMuted })
export const updating = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted })
/** The wait: the room of the total and the day count (hidden copies of their lines), "Updating the price…" over it. */
export const pending = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const hidden = style({ visibility: 'hidden' })
globalStyle(`${pending} > ${updating}`, { position: 'absolute', inset: 0 })
export const muted = style({ margin: 0, color: vars.color.textMuted })
export const error = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' })
