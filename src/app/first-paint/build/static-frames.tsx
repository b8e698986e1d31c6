/**
 * The first paint's static frames, rendered at build time from the real components (plugin.ts
 * builds this module for Node and calls renderStaticFrames): the header and the tab bar of each
 * kind of visitor, the banners, a page's title row, the home screen and the sign-in screen, the
 * age line of a search /cars draws from the device (SearchAge), and the text of /cars' first card
 * (its name and supplier's line, its supplier's rules, its specs). They
 * are the markup React renders, with its class names; only their texts are left open.
 *
 * Each text is a marker (`⁣<message id>⁣`), filled in the browser with the catalogue text of the
 * visitor's language (expand.ts), so one markup serves the three languages. The visitor's own
 * values (the name in the account button, the page's title) are markers too (`⁣@name⁣`). Nothing
 * of the markup, its classes or its texts is written a second time.
 */
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import { VerifyEmailBanner } from '../../../features/auth/VerifyEmailBanner'
import { carsTopTexts } from '../../../features/cars/cars-texts'
import { SearchAge } from '../../../features/cars/SearchAge'
import { CarCardHeading } from '../../../features/cars/CarCard'
import { supplierInitials, supplierLogoUrl } from '../../../features/cars/supplier-logo'
import { CarSpecList } from '../../../features/cars/CarSpecs'
import { specTexts, type SpecValues } from '../../../features/cars/labels'
import { PolicyNoteList } from '../../../features/supplier-policies/SupplierPolicyNotes'
import { MINIMUM_DAYS } from '../../../features/supplier-policies/policy-notes'
import { serverRender } from '../../../lib/server-render'
import type { StoredUser } from '../../../lib/storage/user'
import { Page } from '../../../ui/Page'
import HomeScreen from '../../../screens/home/HomeScreen'
import SignInScreen from '../../../screens/sign-in/SignInScreen'
import { Header } from '../../Header'
import { OfflineBanner } from '../../OfflineBanner'
import { TabBar } from '../../TabBar'
import { markedIds } from '../expand'
import { MARK, VISITORS, policyKey, type StaticFrames, type Visitor } from '../static-frame-types'

/** A marker for the visitor's own value `name` (expand.ts fills it in). */
const value = (name: string) => `${MARK}@${name}${MARK}`

/** Every message is missing, so Lingui answers each with its marker. */
const i18n = setupI18n({ locale: 'en', messages: { en: {} }, missing: (_, id) => `${MARK}${id}${MARK}` })

/** The account a frame is drawn for: its kind, and markers for what shows of it. */
function visitor(kind: Visitor): StoredUser | null {
  if (kind === 'guest') return null
  const type = { driver: 'user', supplier: 'company', admin: 'admin' }[kind]
  return {
    id: '',
    accessToken: 'frame',
    email: value('email'),
    fullName: value('fullName'),
    language: 'en',
    enableEmailNotifications: false,
    blacklisted: false,
    verified: false,
    type,
  }
}

/** `node` rendered as React renders it for `kind` at `path` (no current page: the first paint marks it). */
function render(node: ReactNode, kind: Visitor = 'guest', online = true, path = '/', search = ''): string {
  serverRender.user = visitor(kind)
  serverRender.online = online
  try {
    return renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <Router ssrPath={path} ssrSearch={search}>
          {node}
        </Router>
      </I18nProvider>,
    )
  } finally {
    serverRender.user = null
    serverRender.online = true
  }
}

const byVisitor = (draw: (kind: Visitor) => string) =>
  Object.fromEntries(VISITORS.map((kind) => [kind, draw(kind)])) as Record<Visitor, string>

/** `html` with `sample`, found exactly once, in place of `marker`; the build stops if it is not. */
function swap(html: string, sample: string, marker: string): string {
  const parts = html.split(sample)
  if (parts.length !== 2) throw new Error(`first paint: ${JSON.stringify(sample)} is not once in ${html}`)
  return parts.join(marker)
}

/**
 * CarCardHeading with markers for the car's values. The logo's address and the initials are worked out
 * by the component from the supplier (supplier-logo.ts): it is rendered from a sample supplier, whose
 * rendered address and initials are then swapped for their markers (the first paint works them out the same way).
 */
function carHeading(withLogo: boolean): string {
  const supplier = 'Frame Supplier'
  const car = { _id: value('id'), name: value('name'), company: { fullName: supplier, avatar: withLogo ? 'frame.png' : '' } }
  const html = swap(render(<CarCardHeading car={car} />), `>${supplier}<`, `>${value('supplier')}<`)
  return withLogo
    ? swap(html, `src="${supplierLogoUrl('frame.png')}"`, `src="${value('logo')}"`)
    : swap(html, `>${supplierInitials(supplier)}<`, `>${value('initials')}<`)
}

/** The car's specs and its supplier's rules, under its heading: each value a marker, the rules by which show. */
function carDetails(): StaticFrames['carDetails'] {
  const specs = Object.fromEntries(['type', 'gearbox', 'seats', 'doors', 'aircon', 'mileage', 'fuelPolicy'].map((key) => [key, value(key)]))
  const notes: Record<string, string> = {}
  for (const payLater of [false, true])
    for (const licence of [false, true])
      for (const minimum of [false, true])
        notes[policyKey(payLater, licence, minimum)] = render(
          <PolicyNoteList notes={{ payLater, licence, minimum: minimum ? value('minimum') : undefined }} />,
        )
  return { notes, specs: render(<CarSpecList values={specs as SpecValues} />) }
}

export function renderStaticFrames(): StaticFrames {
  i18n.activate('en')
  // Its texts carry the time as a placeholder (`{time}`), which the first paint fills in (cars-frame.ts searchAgeLine).
  const searchAge = {
    checking: render(<SearchAge fromDevice checking online savedAt={0} />),
    saved: render(<SearchAge fromDevice checking={false} online={false} savedAt={0} />),
  }
  return {
    // Rendered away from any of their items' pages: the first paint marks the current one (nav-items.ts currentOf).
    header: byVisitor((kind) => render(<Header unread={0} />, kind, true, '/frame')),
    tabBar: byVisitor((kind) => render(<TabBar unread={0} />, kind, true, '/frame')),
    offlineBanner: render(<OfflineBanner />, 'guest', false),
    verifyBanner: render(<VerifyEmailBanner />, 'driver'),
    page: {
      wide: render(<Page title={value('title')} />),
      narrow: render(<Page title={value('title')} narrow />),
    },
    screens: {
      // With a drop-off place of its own, so that the form has its field (the first paint takes it out while the same place is ticked).
      '/': render(<HomeScreen />, 'guest', true, '/', `?p=${'1'.repeat(24)}&d=${'2'.repeat(24)}`),
      '/sign-in': render(<SignInScreen />, 'guest', true, '/sign-in'),
    },
    searchAge,
    carHeading: { logo: carHeading(true), initials: carHeading(false) },
    carDetails: carDetails(),
    // Their texts are among the first paint's (plugin.ts reads the ids of these markers).
    dataTexts: [
      ...[...carsTopTexts(), ...specTexts(), MINIMUM_DAYS].map((text) => i18n._(text)),
      ...markedIds(searchAge.checking).map((id) => `${MARK}${id}${MARK}`),
    ],
  }
}
