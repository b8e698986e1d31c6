import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

// The first paint draws the sign-in and search forms from the components (app/first-paint/build/static-frames.tsx) before
// any module has run: main.tsx puts this file in the entry CSS, inlined in index.html. The fp-
// names (see vite.config.ts) are the ones /cars' frame draws by hand (cars-frame.ts).

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }, 'fp-field')
export const label = style({ fontWeight: 600, fontSize: vars.font.size.sm }, 'fp-label')
export const control = style(
  {
    width: '100%',
    minHeight: '44px',
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
      '&:disabled, &[readonly]': { background: vars.color.surfaceMuted },
    },
  },
  'fp-control',
)
export const textarea = style([control, { minHeight: '120px', resize: 'vertical' }])
export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
export const error = style({ fontSize: vars.font.size.sm, color: vars.color.danger, fontWeight: 600 }, 'fp-error')
export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '44px',
  paddingTop: vars.space.sm,
  cursor: 'pointer',
})
export const checkbox = style({ width: '20px', height: '20px', margin: '2px 0 0', flex: 'none', accentColor: vars.color.brandStrong })
