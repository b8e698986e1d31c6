/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { defineConfig, loadEnv, type Plugin, type PluginOption } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'
import { deferredEntry, firstPaint } from './src/app/first-paint/build/plugin.ts'
import { staticClosure } from './src/app/first-paint/build/chunk-graph.ts'
import { BRAND_COLOR, PAGE_COLOR } from './src/ui/brand.ts'
import { checkConfig, ConfigError } from './src/lib/config-check.ts'
import type { CheckedConfig } from './src/lib/config.ts'

/**
 * Class names: short hashes, except the styles given an `fp-` debug id, which keep it
 * as their name. Those are the ones index.html's first paint shares with the React
 * screens (src/app/first-paint), so its markup must be able to name them.
 */
function classNames({ hash, debugId }: { hash: string; debugId?: string }): string {
  if (debugId?.startsWith('fp-')) return debugId
  return /^[0-9]/.test(hash) ? `_${hash}` : hash
}

/**
 * The modules of the entry chunk: index.html's whole static import graph (the group takes
 * a module's imports with it), the bundler's runtime, the small modules that both
 * forms of the first paint (the home search and the sign-in) use, and useLanguage (beside
 * the i18n module it reads; most screens use it). Rolldown would otherwise
 * put each module that a lazy chunk shares with the entry into a chunk of its own; merged,
 * the first load of / and /sign-in is about 3.3 KiB (gzip) and a dozen requests smaller.
 * Every screen stays a lazy chunk of its own.
 */
const FIRST_LOAD_MODULES = [
  /\/index\.html$/,
  /[\\/]rolldown[\\/]runtime/,
  /\/src\/lib\/dates\.ts$/,
  /\/src\/lib\/api\/errors\.ts$/,
  /\/src\/lib\/api\/session-expired\.ts$/,
  /\/src\/lib\/storage\/cache-names\.ts$/,
  /\/src\/ui\/Field\.tsx$/,
  /\/src\/ui\/first-paint-form\.ts$/,
  /\/src\/ui\/form\.ts$/,
  /\/src\/lib\/i18n\/use-language\.ts$/,
]
const isFirstLoadModule = (id: string): boolean => FIRST_LOAD_MODULES.some((re) => re.test(id))

/**
 * The data layer (lib/api, lib/data: the client, the calls, the data hooks) is one chunk
 * instead of a dozen of a few hundred bytes each. A screen with data needed about twenty
 * chunks, each a request (through the worker on a repeat visit, six at a time over HTTP/1.1
 * on a first one); now about half as many, and fewer bytes (one module wrapper, fewer
 * cross-chunk exports). Measured with `npm run bench`: cold /cars 2544 → 2312 ms, cold
 * /bookings 2685 → 2430 ms. Left out: what the sign-in form uses (the error messages,
 * which would pull the whole chunk into /sign-in's first load), where the auth feature hears of a
 * refused session (session-expired.ts: it registers at start-up, and the chunk then loads after
 * the first screen, not before it) and the supplier's and the operator's calls (supplier-cars,
 * admin-*: a driver never needs them). firstLoadWithoutData stops the build if that list falls behind.
 */
const isDataLayerModule = (id: string): boolean =>
  /[\\/]src[\\/]lib[\\/](api|data)[\\/]/.test(id) &&
  // The operator's calls (admin-*.ts) go with its screens: none of them in the chunk a driver's screens load.
  !/[\\/](error-message|failure|errors|session-expired|supplier-cars|admin-[a-z-]+)\.ts$/.test(id)

/**
 * The car's small pieces' styles (features/cars/car.css.ts) and the supplier's rules' (supplier-policies.css.ts)
 * share one chunk, so one stylesheet: /cars' first paint draws the first car's rules with them and waits for
 * its stylesheets, and a fifth one, on a first visit's busy link, held its picture back (bench: cold LCP
 * about 850 → 950 ms). Each is a few hundred bytes that the other's screens then also load.
 */
const isCarPiecesStyle = (id: string): boolean =>
  /[\\/]src[\\/]features[\\/](cars[\\/]car|supplier-policies[\\/]supplier-policies)\.css\.ts/.test(id)

/**
 * The screens a driver most often opens first, and what a signed-in account's start-up imports beside its
 * screen (src/app/signed-in.ts): their first load must not need the data-layer chunk.
 */
const SCREENS_WITHOUT_DATA = [
  /\/src\/screens\/home\/HomeScreen\.tsx$/,
  /\/src\/screens\/sign-in\/SignInScreen\.tsx$/,
  /\/src\/screens\/supplier-sign-in\/SupplierSignInScreen\.tsx$/,
  /\/src\/app\/signed-in\.ts$/,
]

/**
 * The guard of isDataLayerModule's exclusions, which go by file name: if a module of lib/api
 * that the home or sign-in screen imports (statically) lands in the data chunk, the whole
 * chunk (about 11 KiB gzip) would join their first load. The build stops and says which screen.
 */
function firstLoadWithoutData(): Plugin {
  return {
    name: 'volta-first-load-without-data',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
      // The same walk as the benchmark's first-load sizes and the first paint's preloads (chunk-graph.ts).
      const graph = Object.fromEntries(chunks.map((c) => [c.fileName, c]))
      for (const screen of chunks) {
        if (!screen.facadeModuleId || !SCREENS_WITHOUT_DATA.some((re) => re.test(screen.facadeModuleId!))) continue
        const data = staticClosure(graph, [screen.fileName]).find((file) => graph[file].name === 'data')
        if (data) {
          this.error(
            `${screen.facadeModuleId} now needs the data-layer chunk (${data}) in its first load: ` +
              'keep the lib/api or lib/data modules it imports out of isDataLayerModule (vite.config.ts)',
          )
        }
      }
    },
  }
}

/** What the manifest says in each language; the app swaps the manifest link when the language changes. */
const MANIFEST_TEXT = {
  pl: { name: 'Volta — wynajem samochodów', description: 'Szukaj, rezerwuj i miej swoje rezerwacje zawsze pod ręką, także bez internetu.' },
  fr: {
    name: 'Volta — location de voitures',
    description: 'Cherchez, réservez et gardez vos réservations à portée de main, même hors connexion.',
  },
  en: { name: 'Volta — car rental', description: 'Search, book and keep your bookings at hand, even offline.' },
} as const

function manifest(lang: keyof typeof MANIFEST_TEXT): Partial<ManifestOptions> {
  return {
    id: '/',
    name: MANIFEST_TEXT[lang].name,
    short_name: 'Volta',
    description: MANIFEST_TEXT[lang].description,
    lang,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: BRAND_COLOR,
    background_color: PAGE_COLOR,
    categories: ['travel', 'navigation'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      { src: '/screenshots/narrow.png', sizes: '540x960', type: 'image/png', form_factor: 'narrow', label: 'Volta' },
      { src: '/screenshots/wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Volta' },
    ],
  }
}

/** Writes manifest-fr.webmanifest and manifest-en.webmanifest beside the default (Polish) one. */
function localizedManifests(): Plugin {
  return {
    name: 'volta-localized-manifests',
    apply: 'build',
    generateBundle() {
      for (const lang of ['fr', 'en'] as const) {
        this.emitFile({ type: 'asset', fileName: `manifest-${lang}.webmanifest`, source: JSON.stringify(manifest(lang)) })
      }
    },
  }
}

/**
 * Stamps the build with VITE_APP_VERSION (when set) in a <meta name="app-version">:
 * index.html is precached, so a new version gives a new sw.js and the update
 * prompt. Unset, nothing is written and identical sources give identical builds.
 */
function appVersion(): Plugin {
  return {
    name: 'volta-app-version',
    apply: 'build',
    transformIndexHtml() {
      const version = process.env.VITE_APP_VERSION
      return version ? [{ tag: 'meta', attrs: { name: 'app-version', content: version }, injectTo: 'head' }] : []
    },
  }
}

/**
 * wouter imports useSyncExternalStore from the use-sync-external-store shim (for React < 18).
 * With React 19 the shim hands out React's own hook, but its fallback code still goes into the
 * entry chunk (about 0.3 KiB gzip): this plugin serves React's hook straight away instead.
 */
function reactSyncExternalStore(): Plugin {
  const id = '\0volta-use-sync-external-store-shim'
  return {
    name: 'volta-use-sync-external-store-shim',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (/^use-sync-external-store\/shim(\/index\.js)?$/.test(source) ? id : null),
    load: (source) => (source === id ? "export { useSyncExternalStore } from 'react'" : null),
  }
}

/**
 * Vite wraps every dynamic import in `__vitePreload(load, deps)` (its module `\0vite/preload-helper.js`) to fetch the
 * chunk's stylesheets first. Its own helper also preloads modules, reads a CSP nonce and reports failures with a
 * `vite:preloadError` event; with `build.modulePreload: false` the deps are only stylesheets, no nonce is used and
 * nothing listens for the event. This one does what is left: each stylesheet linked once (not when a link to it
 * is there already: the entry CSS's disabled one, one a chunk linked before), the import made once they are
 * applied, a stylesheet that fails rejects the import (asked again on the next try). 0.4 KiB gzip off every first load.
 */
function stylesheetPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js'
  let base = '/'
  return {
    name: 'volta-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved: (resolved) => {
      base = resolved.base
    },
    load: (source) =>
      source === id
        ? `const linked = {}
export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).map((dep) => {
    const href = new URL(${JSON.stringify(base)} + dep, location.href).href
    return (linked[href] ??= [...document.querySelectorAll('link[rel=stylesheet]')].some((l) => l.href === href)
      ? 0
      : new Promise((resolve, reject) => {
          const link = document.createElement('link')
          link.rel = 'stylesheet'
          link.crossOrigin = ''
          link.href = href
          link.onload = resolve
          link.onerror = () => {
            delete linked[href]
            link.remove()
            reject(new Error('Unable to preload CSS for ' + href))
          }
          document.head.append(link)
        }))
  })).then(() => load())`
        : null,
  }
}

/** index.html's theme-color is the brand colour of src/ui/brand.ts (`%BRAND_COLOR%` there), defined once. */
function brandColour(): Plugin {
  return { name: 'volta-brand-colour', transformIndexHtml: (html) => html.replaceAll('%BRAND_COLOR%', BRAND_COLOR) }
}

/**
 * The VITE_BC_* variables, checked here (src/lib/config-check.ts) for the build, the dev server
 * and the unit tests alike: a bad value stops them with a message that names the variable. The
 * app gets the result as a constant (`__VOLTA_CONFIG__`, read by src/lib/config.ts), so no
 * browser parses or checks it again.
 */
function checkedConfig(mode: string): CheckedConfig {
  try {
    return checkConfig(loadEnv(mode, process.cwd(), 'VITE_BC_'))
  } catch (error) {
    if (error instanceof ConfigError) throw new Error(`Configuration error: ${error.message}`)
    throw error
  }
}

/** The tests of the API server (src/server) and of the scripts (e2e/tools, e2e/bench): Node, no DOM, no app plugins. */
const SERVER_TESTS = ['src/server/**/*.test.ts', 'e2e/tools/**/*.test.ts', 'e2e/bench/**/*.test.ts']

/** The unit tests' options of every project. */
const TEST_SHARED = {
  restoreMocks: true,
  unstubEnvs: true,
  // The API tests sign in for real. New password hashes (the sample accounts, hashed again in every test
  // process, and the accounts the tests make) cost N = 2^14 instead of production's 2^17 here
  // (src/server/password.ts; auth.test.ts checks the production cost): about 3 s less per server test file.
  env: { BC_TEST_FAST_PASSWORDS: '1' },
  testTimeout: 60_000,
}

/** What turns the app's sources into modules: the app's build, and the first paint's static frames rendered at build time. */
function sourcePlugins(): PluginOption[] {
  return [
    react(),
    // The Lingui macros are compiled by Babel; only app sources go through it.
    babel({
      include: /\/src\/.*\.tsx?$/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    lingui(),
    vanillaExtractPlugin({ identifiers: classNames }),
    reactSyncExternalStore(),
    stylesheetPreloadHelper(),
  ]
}

export default defineConfig(({ mode }) => ({
  define: { __VOLTA_CONFIG__: JSON.stringify(checkedConfig(mode)) },
  plugins: [
    ...sourcePlugins(),
    firstPaint({ plugins: sourcePlugins }),
    deferredEntry(),
    firstLoadWithoutData(),
    brandColour(),
    localizedManifests(),
    appVersion(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: manifest('pl'),
      // Precached: the shell, every lazy screen and the three catalogues (all app
      // chunks: no vendor chunk is split off by glob), the icons, and the fr/en
      // manifests (the plugin adds manifest.webmanifest itself, so the glob skips
      // it). No fonts: the app uses the system's. Screenshots only serve install
      // dialogs and stay out.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['screenshots/**', 'manifest.webmanifest'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    // No module preload polyfill (every browser that runs this app supports modulepreload), and
    // Vite's loader of a lazy chunk only fetches its stylesheets (the chunk waits for them): the
    // entry no longer carries the list of every lazy chunk's modules (1.3 KiB gzip, on every first
    // load). A screen's come from index.html's own list, which the first paint has anyway
    // (src/app/first-paint/page/preload.ts preloadRoute, called by routes.ts); the other lazy chunks
    // (the toaster, the dialogs, the update agent) import at most one chunk of their own, asked
    // for once they have arrived.
    modulePreload: false,
    // The app's own code splits by screen; keep the vendor libraries of the first paint together.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // One entry chunk instead of the entry plus a dozen tiny shared chunks (react, the
        // runtime, storage keys...), each gzipped and fetched on its own: see FIRST_LOAD_MODULES.
        codeSplitting: {
          groups: [
            { name: 'index', test: isFirstLoadModule },
            { name: 'data', test: isDataLayerModule },
            { name: 'car-pieces', test: isCarPiecesStyle },
          ],
        },
      },
    },
  },
  test: {
    // What every project shares (the server project repeats it: it extends nothing, see below).
    ...TEST_SHARED,
    // Every core: Vitest's default leaves one free (one worker on 2 cores), but npm test runs it alone.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // The app's tests, through the app's plugins (Lingui's macros, vanilla-extract, the checked config).
        // jsdom unless a file asks for node (`// @vitest-environment node`: the pure logic, the worker's);
        // src/test/setup.ts brings the DOM helpers only where there is a DOM.
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: SERVER_TESTS,
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        // The API server's tests and the scripts': Node, without the app's plugins (none of these files needs
        // them: plain TypeScript) or its setup file.
        test: {
          ...TEST_SHARED,
          name: 'server',
          environment: 'node',
          include: SERVER_TESTS,
          // One module graph per worker, not per file: the server's modules are imported once, the sample
          // passwords hashed once (seed.ts keeps them), and the embedded database made once
          // (db/test-database.ts), as a PostgreSQL run already shares one database per worker. Each test
          // puts the data back itself (testing.ts' testServer), no file mocks a module, and
          // `unstubEnvs`/`restoreMocks` undo the rest after each test.
          isolate: false,
        },
      },
    ],
  },
}))
