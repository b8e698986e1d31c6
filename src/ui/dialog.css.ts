import { keyframes, style } from '@vanilla-extract/css'
import { vars } from './theme.css'

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: 'rgba(15, 20, 30, 0.55)',
  animation: `${fade} 120ms ease-out`,
  zIndex: 50,
})
export const content = style({
  position: 'fixed',
  zIndex: 51,
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(92vw, 460px)',
  maxHeight: '85vh',
  overflow: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.xl,
})
export const title = style({ fontSize: vars.font.size.xl, margin: `0 0 ${vars.space.sm}` })
export const description = style({ margin: `0 0 ${vars.space.xl}`, color: vars.color.textMuted })
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm })
