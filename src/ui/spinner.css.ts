import { keyframes, style } from '@vanilla-extract/css'
import { vars } from './theme.css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style(
  {
    display: 'inline-block',
    borderRadius: '50%',
    border: `3px solid ${vars.color.border}`,
    borderTopColor: vars.color.brandStrong,
    animation: `${spin} 0.8s linear infinite`,
    flex: 'none',
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  'fp-spinner',
)

export const block = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  color: vars.color.textMuted,
})
