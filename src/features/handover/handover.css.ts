import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  marginBlock: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
})

export const heading = style({ margin: 0, fontSize: vars.font.size.lg })
export const subheading = style({ margin: 0, fontSize: vars.font.size.md })

export const record = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
})

export const factValue = style({ margin: 0 })

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  margin: 0,
  padding: vars.space.sm,
  minWidth: 0,
})

export const fuelGroup = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))',
  gap: vars.space.xs,
})

export const fuelOption = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: 44,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontSize: vars.font.size.sm,
  selectors: {
    '&:has(input:checked)': { background: vars.color.brandStrong, color: vars.color.onBrand, borderColor: vars.color.brandStrong },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})

export const fuelInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 })

export const photoButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const fileLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  selectors: { '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
})

export const fileInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1, overflow: 'hidden' })

export const thumbs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const thumb = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })

export const thumbImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
})

export const sideBySide = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
})

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })

export const waiting = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.warningText,
})

export const error = style({ margin: 0, color: vars.color.danger })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
