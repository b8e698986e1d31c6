import { createElement, lazy, type ComponentType } from 'react'
import type { Role } from '../lib/storage/user'
import { ADMIN_ONLY, DRIVER_ONLY, SIGNED_IN_ONLY, SUPPLIER_ONLY } from './first-paint/frames'
import { loadSignedIn } from './signed-in-chunk'

export type ScreenModule = Promise<{ default: ComponentType }>

export interface RouteDef {
  path: string
  /** Fetches the screen's chunk (the same module `screen` renders); see preloadScreen. */
  load: () => ScreenModule
  screen: ComponentType
  /** Needs a signed-in account (first-paint/frames.ts lists them); a guest goes to its sign-in and comes back after. */
  auth?: boolean
  /** Only for this role: a supplier or the operator on a driver's screen goes to its counterpart; anyone else on a corner's screen is told. */
  role?: Role
}

/** How a route that needs an account or a role is guarded (RequireAuth's props). */
interface Guard {
  role?: Role
  guestsWelcome: boolean
}

/**
 * The screen of a route that needs an account or a role, inside RequireAuth. The guard is in the
 * signed-in chunk (signed-in.ts), not in a guest's entry: it is imported beside the screen's chunk,
 * at once, so the screen waits for no more round trips than before.
 */
function guarded(load: () => ScreenModule, guard: Guard): ScreenModule {
  return Promise.all([load(), loadSignedIn()]).then(([{ default: Screen }, { RequireAuth }]) => ({
    default: () => createElement(RequireAuth, { ...guard, children: createElement(Screen) }),
  }))
}

/** The pages a driver reads, and /checkout (their loaders: page-routes.ts, whose keys a unit test holds to this list). */
export const PAGES: readonly string[] = [
  '/about',
  '/tos',
  '/contact',
  '/locations',
  '/suppliers',
  '/faq',
  '/privacy',
  '/cookies',
  '/checkout',
]

/** The screen of the page at `path`: its loader is in a chunk of its own (page-routes.ts). */
const pageScreen = (path: string) => (): ScreenModule => import('./page-routes').then(({ pageScreens }) => pageScreens[path]())

/**
 * The screen at `path` of a route only a signed-in account opens: its loader is in the signed-in chunk
 * (account-routes.ts), which start-up loads for such an account and a guest never needs (RequireAuth,
 * in the same chunk, sends the guest to a sign-in).
 */
const accountScreen = (path: string) => (): ScreenModule => loadSignedIn().then(({ accountScreens }) => accountScreens[path]())

/**
 * A screen component that renders its module straight away once it is loaded
 * (start-up awaits the current screen's chunk with the catalogue), and through
 * React.lazy otherwise. A lazy component always shows its fallback once on
 * first render, even for a chunk already in memory; skipping that saves the
 * first screen about half a second on a mid-range phone.
 */
function screen(path: string | null, load: () => ScreenModule, guard?: Guard): Pick<RouteDef, 'load' | 'screen'> {
  let loaded: ComponentType | null = null
  let pending: ScreenModule | null = null
  const loadOnce = (): ScreenModule => {
    // The screen's chunks and stylesheets side by side, from the build's list in index.html
    // (first-paint/page/preload.ts preloadRoute): the entry carries no list of a lazy chunk's imports.
    if (!pending && path !== null) window.__voltaPreloadRoute?.(path)
    pending ??= (guard ? guarded(load, guard) : load()).then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        pending = null // a later navigation may retry (e.g. back online)
        throw error
      },
    )
    return pending
  }
  const Lazy = lazy(loadOnce)
  const Screen = () => createElement(loaded ?? Lazy)
  return { load: loadOnce, screen: Screen }
}

/** A route's path and the loader of its screen's module. */
interface ScreenRoute {
  path: string
  module: () => ScreenModule
}

/** The screens whose loaders are in the entry: those a guest opens first (the others: PAGES and SIGNED_IN_ONLY). */
const SCREENS: ScreenRoute[] = [
  { path: '/', module: () => import('../screens/home/HomeScreen') },
  { path: '/sign-in', module: () => import('../screens/sign-in/SignInScreen') },
  { path: '/sign-up', module: () => import('../screens/sign-up/SignUpScreen') },
  { path: '/activate', module: () => import('../screens/activate/ActivateScreen') },
  { path: '/forgot-password', module: () => import('../screens/forgot-password/ForgotPasswordScreen') },
  { path: '/reset-password', module: () => import('../screens/reset-password/ResetPasswordScreen') },
  { path: '/cars', module: () => import('../screens/cars/CarsScreen') },
  { path: '/car-selection', module: () => import('../screens/car-selection/CarSelectionScreen') },
  { path: '/create-booking', module: () => import('../screens/create-booking/CreateBookingScreen') },
  { path: '/supplier/sign-in', module: () => import('../screens/supplier-sign-in/SupplierSignInScreen') },
]

/**
 * Every route of the product spec, each an exact match, each screen its own
 * lazy chunk (precached by the service worker, so all of them open offline).
 */
export const routes: RouteDef[] = SCREENS.concat(PAGES.map((path) => ({ path, module: pageScreen(path) })))
  // A driver's own screens, the supplier's corner and the operator's: never part of a guest's first load.
  .concat(SIGNED_IN_ONLY.map((path) => ({ path, module: accountScreen(path) })))
  .map(({ path, module }) => {
    const auth = SIGNED_IN_ONLY.includes(path)
    const role: Role | undefined = SUPPLIER_ONLY.includes(path)
      ? 'supplier'
      : ADMIN_ONLY.includes(path)
        ? 'admin'
        : path in DRIVER_ONLY
          ? 'driver'
          : undefined
    return { path, ...screen(path, module, auth || role ? { role, guestsWelcome: !auth } : undefined), auth, role }
  })

const notFound = screen(null, () => import('../screens/not-found/NotFoundScreen'))
export const NotFoundScreen = notFound.screen

/**
 * Starts fetching the chunk of the screen at `pathname` at once, in parallel with the
 * language catalogue, instead of after the first render (saves a round trip before the
 * first contentful screen). Errors are left to the lazy component to report.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const route = routes.find((r) => r.path === pathname)
  return (route ?? notFound).load().catch(() => {})
}
