import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

// The fp- names are fixed (see vite.config.ts): the first paint of /cars uses them (first-paint/page/cars-frame.ts).
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }, 'fp-car-list')
export const items = style(
  { display: 'flex', flexDirection: 'column', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' },
  'fp-car-items',
)
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }, 'fp-car-count')
export const end = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', minHeight: '1px' })
export const errorText = style({ margin: `0 0 ${vars.space.sm}` })
