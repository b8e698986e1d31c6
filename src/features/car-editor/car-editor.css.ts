import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../ui/theme.css'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 })

export const fieldset = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
})

export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` })

/** A field spanning the whole fieldset row. */
export const wide = style({ gridColumn: '1 / -1' })

export const picture = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'flex-start' })

/** The 300x200 frame of the card, at most the screen's width. */
export const preview = style({
  width: '300px',
  maxWidth: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const previewEmpty = style([
  preview,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted },
])

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' })

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.xs} 2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.borderStrong}`,
})

export const chipRemove = style({
  minWidth: '32px',
  minHeight: '32px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
})

export const combo = style({ position: 'relative', minWidth: 0 })

export const listbox = style({
  position: 'absolute',
  zIndex: 5,
  insetInline: 0,
  top: '100%',
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.xs,
  listStyle: 'none',
  maxHeight: '240px',
  overflowY: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 6px 20px rgb(0 0 0 / 0.12)',
})

const optionBase = style({ padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, cursor: 'pointer' })
const optionActive = style({ background: vars.color.surfaceMuted, outline: `2px solid ${vars.color.focus}` })
/** A suggestion, plain or the one the arrows are on. */
export const option = styleVariants({ idle: [optionBase], active: [optionBase, optionActive] })

export const discountRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' })
export const discountField = style({ flex: '1 1 120px', minWidth: 0 })

/**
 * Save and Cancel: stuck to the bottom of the screen on phones, just above the tab bar
 * (--bc-tab-bar-space, set by app/tab-bar.css.ts), so the main action is always in reach.
 */
export const footer = style({
  '@media': {
    [media.mobile]: {
      position: 'sticky',
      bottom: 'var(--bc-tab-bar-space, 0px)',
      zIndex: 4,
      margin: `0 calc(-1 * ${vars.space.md})`,
      padding: `${vars.space.md} ${vars.space.md} calc(${vars.space.md} + env(safe-area-inset-bottom))`,
      background: vars.color.page,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
})
