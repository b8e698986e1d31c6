import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css'

/*
 * The booking pass, on a 320 px phone, a desktop, and paper. Everything here
 * loads with the booking screen only (no weight on / or /sign-in), including
 * the print rules that hide the app's header, banners, footer and buttons.
 *
 * The fp- names are fixed (see vite.config.ts). The first paint draws the pass React last rendered
 * (app/first-paint/page/kept-frame.ts) once this screen's stylesheet is in.
 */

const PRINT = 'print'

/** Marks the screen that holds a pass; the print rules below apply only then. */
export const screen = style({}, 'fp-pass-screen')

/** The pass: cards that flow into one, two or three columns as the width allows. */
export const pass = style(
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
    gap: vars.space.lg,
    alignItems: 'start',
    '@media': {
      [PRINT]: { gridTemplateColumns: '1fr 1fr', gap: '3mm 6mm', fontSize: '9.5pt', lineHeight: 1.35 },
    },
  },
  'fp-pass',
)

export const card = style(
  {
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    padding: vars.space.lg,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    '@media': {
      [PRINT]: {
        boxShadow: 'none',
        border: '0.5pt solid #999',
        borderRadius: '2mm',
        padding: '2.5mm 3mm',
        gap: '1.5mm',
        breakInside: 'avoid',
      },
    },
  },
  'fp-pass-card',
)

/** The ticket: reference and QR code, across the whole width. */
export const ticket = style(
  [
    card,
    {
      gridColumn: '1 / -1',
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gap: vars.space.lg,
      alignItems: 'center',
      borderTop: `6px solid ${vars.color.brand}`,
      '@media': {
        'screen and (max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'stretch' },
        [PRINT]: { borderTop: '0.5pt solid #999', gap: '4mm' },
      },
    },
  ],
  'fp-pass-ticket',
)

export const ticketMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }, 'fp-pass-ticket-main')
export const supplierLine = style(
  { display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap', fontWeight: 600 },
  'fp-pass-supplier',
)
export const logo = style({ width: '60px', height: '30px', objectFit: 'contain', flex: 'none' }, 'fp-pass-logo')

/** Small grey text: a field's label, a note. */
const MUTED = {
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  margin: 0,
  '@media': { [PRINT]: { color: '#333', fontSize: '8.5pt' } },
}

export const label = style(MUTED, 'fp-pass-label')
export const reference = style(
  {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    // 24 characters fit on one line at 320 px.
    fontSize: 'clamp(1rem, 4.9vw, 1.75rem)',
    fontWeight: 700,
    letterSpacing: '0.02em',
    lineHeight: 1.2,
    overflowWrap: 'anywhere',
    userSelect: 'all',
    margin: 0,
    '@media': { [PRINT]: { fontSize: '15pt' } },
  },
  'fp-pass-reference',
)
export const referenceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }, 'fp-pass-reference-row')

export const qrBox = style(
  {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xs,
    justifySelf: 'center',
  },
  'fp-pass-qr-box',
)
/** Large enough to scan from a phone held at arm's length; never wider than the screen. */
export const qr = style(
  {
    display: 'block',
    width: '220px',
    maxWidth: '100%',
    height: 'auto',
    aspectRatio: '1',
    '@media': { [PRINT]: { width: '38mm' } },
  },
  'fp-pass-qr',
)

export const statusLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }, 'fp-pass-status')
export const meaning = style({ margin: 0 }, 'fp-pass-meaning')

export const sectionTitle = style({ fontSize: vars.font.size.lg, margin: 0, '@media': { [PRINT]: { fontSize: '11pt' } } })
export const address = style({ fontStyle: 'normal', margin: 0 })
/** Free text from the supplier: its own line breaks kept, no markup. */
export const freeText = style({ whiteSpace: 'pre-line', margin: 0 })
export const strong = style({ fontWeight: 600 })
export const muted = style(MUTED, 'fp-pass-muted')
const link = style({ color: vars.color.info, fontWeight: 600, '@media': { [PRINT]: { color: '#000', textDecoration: 'none' } } })
/** A link that is easy to hit with a thumb. */
export const tapLink = style([
  link,
  { display: 'inline-flex', alignItems: 'center', minHeight: '44px', '@media': { [PRINT]: { minHeight: 0 } } },
])

export const when = style({ display: 'flex', flexDirection: 'column', gap: '2px' })
export const whenTime = style({ fontWeight: 700, fontSize: vars.font.size.lg, '@media': { [PRINT]: { fontSize: '10.5pt' } } })

export const carRow = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' })
export const carImage = style({
  width: '150px',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'contain',
  '@media': { [PRINT]: { width: '30mm' } },
})
export const list = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  '@media': { [PRINT]: { paddingLeft: '4mm' } },
})

export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
})
export const dt = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  '@media': { [PRINT]: { color: '#333', fontSize: '8.5pt' } },
})
export const dd = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' })
export const total = style({ fontSize: vars.font.size.xl, fontWeight: 700, '@media': { [PRINT]: { fontSize: '12pt' } } })

export const actions = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

/** Screen only: the actions and anything marked data-print="hide". */
export const noPrint = style({ '@media': { [PRINT]: { display: 'none' } } }, 'fp-pass-no-print')
/** Paper only. */
export const printOnly = style({ display: 'none', '@media': { [PRINT]: { display: 'block' } } }, 'fp-pass-print-only')

// Print: the pass alone, black on white, on one page. Only while a pass is on screen.
const printing = `body:has(.${screen})`
globalStyle(`${printing} #root > :not(main), ${printing} .Toastify, ${printing} [data-print="hide"], ${printing} main button`, {
  '@media': { [PRINT]: { display: 'none !important' } },
})
globalStyle(`${printing}`, { '@media': { [PRINT]: { background: '#fff', color: '#000', minHeight: 0 } } })
globalStyle(`${printing} main`, { '@media': { [PRINT]: { padding: 0, maxWidth: 'none' } } })
globalStyle(`${printing} main h1`, { '@media': { [PRINT]: { fontSize: '15pt', margin: '0 0 2mm' } } })
