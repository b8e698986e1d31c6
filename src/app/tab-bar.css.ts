import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../ui/theme.css'
import { VISUALLY_HIDDEN } from '../ui/visually-hidden'

/*
 * The phone's tab bar (TabBar.tsx): fixed to the bottom of a screen at most 960 px wide,
 * above the home indicator of an installed app (safe area), hidden on a desktop.
 */

/** Above the safe area: a 22 px icon and two lines of label, and never under 60 px. */
const HEIGHT = 'max(60px, 3.75rem)'

/**
 * With large text for the screen's width (media.largeText), five labels no longer fit side by side in
 * any font (measured with the widest: at 320 px, 112 % fits and 125 % clips; at 360 px, 125 % fits), so
 * the bar shows its icons alone, each named by its label for a screen reader, and a tab reached by
 * keyboard shows its label above the bar: at any text size the bar is as wide as the screen (WCAG 1.4.4, 1.4.10).
 */
const LARGE_TEXT = media.largeText
/** The bar with icons alone: a 44 px target around an icon that grows with the text, up to 32 px. */
const COMPACT_HEIGHT = '60px'

/**
 * The room the tab bar takes at the bottom of the screen: its height and the safe area on
 * a phone, 0 on a desktop. A plain custom property, so that any layer can keep clear of the
 * bar (a sticky form footer: `bottom: var(--bc-tab-bar-space, 0px)`).
 */
const SPACE = '--bc-tab-bar-space'
export const tabBarSpace = `var(${SPACE}, 0px)`

globalStyle(':root', {
  vars: { [SPACE]: '0px' },
  '@media': {
    [media.mobile]: { vars: { [SPACE]: `calc(${HEIGHT} + env(safe-area-inset-bottom))` } },
    [LARGE_TEXT]: { vars: { [SPACE]: `calc(${COMPACT_HEIGHT} + env(safe-area-inset-bottom))` } },
  },
})
// Nothing of the page ends behind the bar: the page (footer included) scrolls up clear of it,
// and a control reached by Tab or scrolled into view stops above it.
globalStyle('body', { '@media': { [media.mobile]: { paddingBottom: tabBarSpace } } })
globalStyle('html', { '@media': { [media.mobile]: { scrollPaddingBottom: `calc(${tabBarSpace} + ${vars.space.sm})` } } })

// The first paint draws the bar from the component (app/first-paint/build/static-frames.tsx), so it is there from the first frame.
export const tabBar = style({
  display: 'none',
  '@media': {
    [media.mobile]: {
      display: 'block',
      position: 'fixed',
      left: 0,
      right: 0,
      bottom: 0,
      zIndex: 20,
      height: tabBarSpace,
      padding: '0 env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)',
      background: vars.color.headerBg,
      color: vars.color.headerText,
      boxShadow: '0 -1px 0 rgba(255,255,255,.12), 0 -4px 12px rgba(16,24,40,.18)',
      // While the on-screen keyboard is up (TabBar.tsx), the bar makes way for the field being typed in.
      selectors: { '&[data-keyboard]': { display: 'none' } },
    },
  },
})

/**
 * One column per tab, each at least 44 px (a touch target whatever the font or the text size).
 * The room left is shared out evenly, up to what each label needs on one line (CSS grid's
 * "maximize tracks"), and what is still left widens every tab alike: a long Polish or French
 * label ("Powiadomienia") gets the room it needs when there is some, and when there is not, it
 * wraps (inside the word only if one word is wider than its tab) instead of squeezing the others.
 */
export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(44px, auto)',
  height: '100%',
  maxWidth: '640px',
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
})

export const item = style({ display: 'flex', minWidth: 0 })

export const tab = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  minHeight: '44px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3px',
  padding: `${vars.space.sm} 3px 0`,
  color: vars.color.headerText,
  textDecoration: 'none',
  textAlign: 'center',
  fontSize: '0.6875rem',
  lineHeight: 1.2,
  WebkitTapHighlightColor: 'transparent',
  '@media': { [LARGE_TEXT]: { justifyContent: 'center', gap: 0, padding: 0 } },
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,.08)' },
    // The app's blue ring is too faint on the dark bar: a white one, inside the tab.
    '&:focus-visible': { outline: `3px solid ${vars.color.headerText}`, outlineOffset: '-3px' },
    // The current tab: brand orange (5.3:1 on the bar), bold, and a mark that does not rely on colour.
    '&[aria-current]': { color: vars.color.brand, fontWeight: 700 },
    '&[aria-current]::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      left: '22%',
      right: '22%',
      height: '3px',
      borderRadius: '0 0 3px 3px',
      background: vars.color.brand,
    },
  },
})

export const icon = style({
  width: '22px',
  height: '22px',
  flex: 'none',
  '@media': { [LARGE_TEXT]: { width: 'clamp(22px, 1.25rem, 32px)', height: 'clamp(22px, 1.25rem, 32px)' } },
})

/** At most two lines; a word is broken only when it is wider than its tab (see list). */
export const label = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  hyphens: 'manual',
  '@media': {
    [LARGE_TEXT]: {
      ...VISUALLY_HIDDEN,
      selectors: {
        // Reached by keyboard: the label shows above the bar, on one line, inside the screen (the end tabs' from their outer edge).
        [`${tab}:focus-visible &`]: {
          display: 'block',
          width: 'auto',
          height: 'auto',
          maxWidth: 'calc(100vw - 16px)',
          margin: 0,
          padding: `${vars.space.xs} ${vars.space.sm}`,
          overflow: 'visible',
          clip: 'auto',
          bottom: `calc(100% + ${vars.space.xs})`,
          left: '50%',
          transform: 'translateX(-50%)',
          borderRadius: vars.radius.sm,
          background: vars.color.headerBg,
          color: vars.color.headerText,
          boxShadow: '0 2px 8px rgba(16,24,40,.3)',
          fontWeight: 700,
        },
        [`${item}:first-child ${tab}:focus-visible &`]: { left: 0, transform: 'none' },
        [`${item}:last-child ${tab}:focus-visible &`]: { left: 'auto', right: 0, transform: 'none' },
      },
    },
  },
})

export const badge = style({
  position: 'absolute',
  top: '3px',
  left: 'calc(50% + 5px)',
  minWidth: '18px',
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.headerBg,
  boxShadow: `0 0 0 2px ${vars.color.headerBg}`,
  fontSize: '0.6875rem',
  fontWeight: 800,
  lineHeight: '18px',
  textAlign: 'center',
})

// Toasts (react-toastify, bottom-right; full width on a small phone) rise above the bar instead of covering it.
globalStyle('html .Toastify__toast-container--bottom-right', {
  '@media': { [media.mobile]: { bottom: `calc(${tabBarSpace} + ${vars.space.sm})` } },
})
