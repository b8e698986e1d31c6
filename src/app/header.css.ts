import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../ui/theme.css'

// On a phone the header is one line (brand, then the tools): its nav is the tab bar's (tab-bar.css.ts).
export const header = style({
  background: vars.color.headerBg,
  color: vars.color.headerText,
  position: 'sticky',
  top: 0,
  zIndex: 20,
  // Installed (standalone) with the page under the status bar: the bar starts below it.
  '@media': { [media.mobile]: { paddingTop: 'env(safe-area-inset-top)' } },
})
export const bar = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  minHeight: vars.layout.headerHeight,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  '@media': {
    [media.mobile]: {
      flexWrap: 'nowrap',
      padding: `${vars.space.xs} max(${vars.space.md}, env(safe-area-inset-right)) ${vars.space.xs} max(${vars.space.md}, env(safe-area-inset-left))`,
    },
    // Large text (issue 52): the brand, the language and the account menu no longer fit one line; the tools go to a second.
    [media.largeText]: { flexWrap: 'wrap' },
  },
})
// A field focused by Tab or scrolled to (a link to #main, the keyboard opening) stops below the sticky header.
globalStyle('html', {
  '@media': { [media.mobile]: { scrollPaddingTop: `calc(${vars.layout.headerHeight} + env(safe-area-inset-top) + ${vars.space.sm})` } },
})
export const brand = style({
  color: vars.color.brand,
  fontWeight: 800,
  fontSize: vars.font.size.xl,
  textDecoration: 'none',
  letterSpacing: '0.02em',
  // On a phone the tools end the line; on a desktop the nav follows the brand (see nav).
  '@media': { [media.mobile]: { flexShrink: 0, overflowWrap: 'normal', marginRight: 'auto' } },
})
// min-height: the links' height, so an empty nav is as tall as a full one.
// The free space is after it: the unread count, on its last link, then widens it into that
// space and moves nothing (before the count came in, the whole nav moved left).
export const nav = style({
  marginRight: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  '@media': { [media.mobile]: { display: 'none' } },
})
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
    '&[aria-current]': { boxShadow: `inset 0 -3px 0 ${vars.color.brand}` },
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
export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  '@media': { [media.mobile]: { minWidth: 0 } },
})
// On a 320 px phone the line must hold: the install button and the account menu's name give way (ellipsis), the language stays whole.
globalStyle(`${tools} > *`, { '@media': { [media.mobile]: { minWidth: 0, flexShrink: 1 } } })
globalStyle(`${tools} > select`, { '@media': { [media.mobile]: { flexShrink: 0 } } })
globalStyle(`${tools} > button`, {
  '@media': {
    [media.mobile]: { display: 'block', lineHeight: '28px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  },
})
globalStyle(`${tools} > div > button`, { '@media': { [media.mobile]: { maxWidth: 'min(180px, 100%)' } } })
/** Desktop only: on a phone the tab bar has it (the guest's "Sign in"). */
export const desktopOnly = style({ '@media': { [media.mobile]: { display: 'none' } } })
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
// The first paint draws it too when the browser is offline: what follows starts where the app puts it.
export const banner = style({
  background: vars.color.warningSurface,
  color: vars.color.warningText,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  textAlign: 'center',
  fontWeight: 600,
})
