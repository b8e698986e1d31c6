import { style } from '@vanilla-extract/css'
import { media, vars } from '../ui/theme.css'

// The fp- names are fixed (see vite.config.ts): the first paint in index.html uses them too.
export const header = style(
  { background: vars.color.headerBg, color: vars.color.headerText, position: 'sticky', top: 0, zIndex: 20 },
  'fp-header',
)
export const bar = style(
  {
    maxWidth: vars.layout.maxWidth,
    margin: '0 auto',
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: `${vars.space.xs} ${vars.space.md}`,
    minHeight: vars.layout.headerHeight,
    padding: `${vars.space.xs} ${vars.space.lg}`,
    '@media': { [media.mobile]: { padding: `${vars.space.xs} ${vars.space.md}` } },
  },
  'fp-bar',
)
export const brand = style(
  {
    color: vars.color.brand,
    fontWeight: 800,
    fontSize: vars.font.size.xl,
    textDecoration: 'none',
    letterSpacing: '0.02em',
    marginRight: 'auto',
  },
  'fp-brand',
)
// min-height: the links' height, so the first paint's empty nav row is as tall as the real one.
export const nav = style(
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    order: 3,
    width: '100%',
    minHeight: '44px',
    '@media': { [media.desktop]: { order: 0, width: 'auto' } },
  },
  'fp-nav',
)
export const navLink = style({
  color: vars.color.headerText,
  textDecoration: 'none',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,.1)' },
    '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${vars.color.brand}` },
  },
})
export const badge = style({
  background: vars.color.brand,
  color: vars.color.headerBg,
  borderRadius: vars.radius.pill,
  padding: '0 7px',
  fontSize: vars.font.size.xs,
  fontWeight: 800,
  lineHeight: '20px',
  minWidth: '20px',
  textAlign: 'center',
})
// min-height: the height of its links, so the first paint's empty tools box is as tall.
export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '44px' }, 'fp-tools')
export const skip = style({
  position: 'absolute',
  left: '-999px',
  top: 0,
  background: vars.color.surface,
  color: vars.color.text,
  padding: vars.space.sm,
  zIndex: 100,
  selectors: { '&:focus': { left: vars.space.sm } },
})
export const footer = style({ borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space.xxl })
export const footerInner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
})
export const footerLink = style({ color: vars.color.info })
export const banner = style({
  background: vars.color.warningSurface,
  color: vars.color.warningText,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  textAlign: 'center',
  fontWeight: 600,
})
