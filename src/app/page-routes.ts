import type { ScreenModule } from './routes'

/**
 * The pages a driver reads rather than uses (about, terms, contact, places, suppliers, FAQ, privacy,
 * cookies), and /checkout, where a payment provider sends the driver back (issue 47): their loaders are a
 * small chunk of their own, out of every first load (routes.ts PAGES lists
 * their paths). The build's preload lists name that chunk with each of these screens (first-paint/build/plugin.ts
 * reads this file as it reads routes.ts), so both are fetched side by side, on a first paint and on a
 * navigation alike: no more round trips than before.
 */
export const pageScreens: Readonly<Record<string, () => ScreenModule>> = Object.fromEntries(
  (
    [
      { path: '/about', module: () => import('../screens/about/AboutScreen') },
      { path: '/tos', module: () => import('../screens/tos/TosScreen') },
      { path: '/contact', module: () => import('../screens/contact/ContactScreen') },
      { path: '/locations', module: () => import('../screens/locations/LocationsScreen') },
      { path: '/suppliers', module: () => import('../screens/suppliers/SuppliersScreen') },
      { path: '/faq', module: () => import('../screens/faq/FaqScreen') },
      { path: '/privacy', module: () => import('../screens/privacy/PrivacyScreen') },
      { path: '/cookies', module: () => import('../screens/cookies/CookiesScreen') },
      { path: '/checkout', module: () => import('../screens/checkout/CheckoutScreen') },
    ] satisfies { path: string; module: () => ScreenModule }[]
  ).map(({ path, module }) => [path, module]),
)
