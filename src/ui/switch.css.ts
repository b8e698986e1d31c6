import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, minHeight: '44px' })
export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })
export const label = style({ fontWeight: 600 })
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })

export const track = style({
  position: 'relative',
  flex: 'none',
  width: '48px',
  height: '28px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  padding: 0,
  selectors: {
    // Brand orange marks the active switch (spec, section 9).
    '&[aria-checked="true"]': { background: vars.color.brand, borderColor: vars.color.brandStrong },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
})

export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  background: '#fff',
  boxShadow: '0 1px 2px rgba(0,0,0,.35)',
  transition: 'transform 120ms ease',
  selectors: { [`${track}[aria-checked="true"] &`]: { transform: 'translateX(20px)' } },
})
