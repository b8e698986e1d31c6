import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

const pulse = keyframes({ '0%': { opacity: 0.5 }, '50%': { opacity: 1 }, '100%': { opacity: 0.5 } })

export const total = style({ margin: 0, fontWeight: 700, color: vars.color.text })
export const placeholder = style({ margin: 0, minHeight: '1.5em', color: vars.color.textMuted })
export const skeleton = style({
  display: 'inline-block',
  width: '10em',
  maxWidth: '100%',
  height: '1em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})
export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
