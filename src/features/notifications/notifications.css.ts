import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../ui/theme.css'

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginBottom: vars.space.lg })
export const selectAll = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  marginRight: 'auto',
  fontWeight: 600,
})
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })
const rowBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space.md,
  alignItems: 'start',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  borderLeft: '4px solid transparent',
  '@media': { [media.mobile]: { gridTemplateColumns: 'auto 1fr' } },
})
const unread = style({ borderLeftColor: vars.color.brand, fontWeight: 700 })
/** A notification, read or not (a bar on its leading edge, bold). */
export const row = styleVariants({ read: [rowBase], unread: [rowBase, unread] })
export const check = style({ width: '22px', height: '22px', margin: '2px 0 0', accentColor: vars.color.brandStrong })
export const body = style({ minWidth: 0, overflowWrap: 'anywhere' })
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontWeight: 400,
  marginBottom: vars.space.xs,
})
export const badge = style({
  background: vars.color.headerBg,
  color: vars.color.headerText,
  borderRadius: vars.radius.pill,
  padding: '0 8px',
  fontSize: vars.font.size.xs,
  fontWeight: 700,
})
export const message = style({ margin: 0 })
export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
  '@media': { [media.mobile]: { gridColumn: '1 / -1', justifyContent: 'flex-start' } },
})
