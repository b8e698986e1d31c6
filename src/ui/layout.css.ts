import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from './theme.css'
import { VISUALLY_HIDDEN } from './visually-hidden'

// The fp- names are fixed (see vite.config.ts). No frame of the first paint draws these by hand any more:
// /cars' frame (app/first-paint/page/cars-frame.ts) does not import this module.
export const page = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  // At least the window below the header: the footer starts out of sight, so content arriving
  // (a list, its rows) never pushes it down on screen.
  minHeight: `calc(100svh - ${vars.layout.headerHeight})`,
  '@media': { [media.mobile]: { padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}` } },
})
const narrow = style({ maxWidth: '560px' })
/** A screen's main element, full width or narrow (forms). */
export const main = styleVariants({ wide: [page], narrow: [page, narrow] })
export const heading = style({ outline: 'none' })
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
})
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' }, 'fp-row')
export const empty = style({
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
})
export const visuallyHidden = style(VISUALLY_HIDDEN, 'fp-visually-hidden')

const noticeBase = style(
  { padding: `${vars.space.md} ${vars.space.lg}`, borderRadius: vars.radius.md, borderLeft: '4px solid' },
  'fp-notice',
)
/** An inline message, by tone. */
export const notice = styleVariants(
  {
    info: [noticeBase, { background: vars.color.infoSurface, color: vars.color.info, borderColor: vars.color.info }],
    success: [noticeBase, { background: vars.color.successSurface, color: vars.color.success, borderColor: vars.color.success }],
    warning: [noticeBase, { background: vars.color.warningSurface, color: vars.color.warningText, borderColor: vars.color.brand }],
    danger: [noticeBase, { background: vars.color.dangerSurface, color: vars.color.danger, borderColor: vars.color.danger }],
  },
  'fp-notice',
)
