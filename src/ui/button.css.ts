import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css'

// The fp- names are fixed (see vite.config.ts): the first paint's forms use them (entry CSS).

const base = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '44px',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontWeight: 600,
    cursor: 'pointer',
    textDecoration: 'none',
    textAlign: 'center',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  'fp-button',
)

export const button = styleVariants(
  {
    primary: [
      base,
      {
        background: vars.color.brandStrong,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrongHover } },
      },
    ],
    secondary: [
      base,
      {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
    ],
    ghost: [
      base,
      {
        background: 'transparent',
        color: vars.color.info,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
    ],
    danger: [base, { background: vars.color.danger, color: '#fff' }],
  },
  'fp-button',
)

export const small = style(
  { minHeight: '36px', padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.size.sm },
  'fp-button-small',
)
export const block = style({ width: '100%' }, 'fp-block')
