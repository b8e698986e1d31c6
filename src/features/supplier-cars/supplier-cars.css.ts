import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })

export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' })

export const supplier = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const action = style({ flex: '1 1 auto' })
export const reason = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.warningText, overflowWrap: 'anywhere' })
export const newCar = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs, maxWidth: '100%' })
export const emptyActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
})

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } })
const bone = style({
  display: 'block',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})
/** The skeleton's pieces, each a bone. */
export const boneImage = style([bone, { width: '100%', maxWidth: '300px', aspectRatio: '3 / 2' }])
export const boneLine = style([bone, { height: '1.25em' }])
export const boneMeta = style([bone, { width: '160px', maxWidth: '100%', height: '1lh' }])
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
