import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '../../ui/theme.css'

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm }, 'fp-bk-muted')
export const requested = style({ color: vars.color.info, fontWeight: 600, fontSize: vars.font.size.sm }, 'fp-bk-requested')
export const cancelOffline = style(
  { display: 'inline-flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' },
  'fp-bk-cancel-offline',
)

/* Desktop: a grid table whose rows skip layout and paint while off screen. */
export const table = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
})
const columns = 'minmax(180px, 2fr) minmax(150px, 1.4fr) minmax(160px, 1.6fr) minmax(100px, 0.9fr) minmax(90px, 0.8fr) minmax(150px, 1.2fr)'
const headRow = style({
  display: 'grid',
  gridTemplateColumns: columns,
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceMuted,
  fontWeight: 600,
  fontSize: vars.font.size.sm,
})
const row = style({
  display: 'grid',
  gridTemplateColumns: columns,
  gap: vars.space.md,
  alignItems: 'center',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 88px',
})
/* A supplier's table: a leading column of checkboxes, and only a link in the actions column. */
const selectableColumns =
  '24px minmax(170px, 2fr) minmax(150px, 1.4fr) minmax(150px, 1.6fr) minmax(110px, 0.9fr) minmax(90px, 0.8fr) minmax(80px, 0.8fr)'
const selectableRow = style({ gridTemplateColumns: selectableColumns })
/** A booking whose driver asked to cancel: a bar on its leading edge (the badge and text say it in words). */
const awaitingRow = style({ boxShadow: `inset 4px 0 0 ${vars.color.brand}` }, 'fp-bk-awaiting')
/** The table's head row, with or without the checkbox column. */
export const head = styleVariants({ plain: [headRow], selectable: [headRow, selectableRow] })
/** A booking's row: with or without the checkbox column, then with or without a cancellation request. */
export const bookingRow = {
  plain: styleVariants({ normal: [row], awaiting: [row, awaitingRow] }),
  selectable: styleVariants({ normal: [row, selectableRow], awaiting: [row, selectableRow, awaitingRow] }),
}
export const select = style({ width: '24px', height: '24px', margin: 0, accentColor: vars.color.brandStrong, cursor: 'pointer' })
export const requestBadge = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  padding: `1px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.warningText}`,
  background: vars.color.warningSurface,
  color: vars.color.warningText,
  fontSize: vars.font.size.sm,
  fontWeight: 600,
  lineHeight: 1.5,
})
export const requestText = style({ color: vars.color.warningText, fontSize: vars.font.size.sm })
export const cell = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: '2px', overflowWrap: 'anywhere' }, 'fp-bk-cell')
export const carCell = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', minWidth: 0 }, 'fp-bk-car')
export const thumb = style(
  {
    width: '72px',
    height: '48px',
    objectFit: 'contain',
    flex: 'none',
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceMuted,
  },
  'fp-bk-thumb',
)
export const strong = style({ fontWeight: 600 }, 'fp-bk-strong')
export const link = style({ color: vars.color.info, fontWeight: 600, textDecoration: 'underline' }, 'fp-bk-link')
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }, 'fp-bk-actions')

/* Mobile: cards. */
export const cards = style(
  { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md },
  'fp-bk-cards',
)
const card = style(
  {
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    padding: vars.space.lg,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 260px',
    minWidth: 0,
  },
  'fp-bk-card',
)
/** A booking's card, with or without a cancellation request. */
export const bookingCard = styleVariants({ normal: [card], awaiting: [card, awaitingRow] }, 'fp-bk-card')
export const cardHead = style(
  {
    display: 'flex',
    gap: vars.space.md,
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
  },
  'fp-bk-card-head',
)
/** @public Read as a whole (FactClasses) by BookingFacts. */
export const dl = style(
  {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${vars.space.xs} ${vars.space.md}`,
    margin: 0,
    fontSize: vars.font.size.sm,
    minWidth: 0,
  },
  'fp-bk-dl',
)
/** @public */
export const dt = style({ color: vars.color.textMuted }, 'fp-bk-dt')
/** @public */
export const dd = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }, 'fp-bk-dd')

export const sentinel = style({ height: '1px' })

/* Filters. */
export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, marginBottom: vars.space.lg })
export const fieldset = style({ border: 'none', padding: 0, margin: 0, minWidth: 0 })
export const legend = style({ fontWeight: 600, fontSize: vars.font.size.sm, marginBottom: vars.space.xs, padding: 0 })
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.lg}` })
/** One line of chips, as many as there are (it scrolls sideways): the same height before and after they load. */
export const chipRow = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: `0 ${vars.space.lg}`,
  minHeight: '44px',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  whiteSpace: 'nowrap',
})
// Each chip keeps its width: squeezed into a phone's row, the names ran into each other.
globalStyle(`${chipRow} > *`, { flex: 'none' })
export const criteria = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
})
export const details = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
})
export const summary = style({ cursor: 'pointer', fontWeight: 600, minHeight: '32px' })

/** @public */
export const total = style({ fontSize: vars.font.size.xl, fontWeight: 700 })
/** The price's <dd> in the compact layout (a dd, strong). */
export const compactPrice = style([dd, strong], 'fp-bk-price')
