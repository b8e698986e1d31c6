/**
 * Vite plugins (run in Node, imported by vite.config.ts) for the first paint:
 *
 * - firstPaint puts it into index.html. At the start of a build it renders the static frames from
 *   the real components (static-frames.tsx, built for Node with the app's own plugins, so the
 *   class names are the client's), and reads from the pl, fr and en catalogues the texts those
 *   frames leave open (their markers), the titles (`title:<path>`) and the texts /cars' frame
 *   looks up by the components' own message ids (features/cars/cars-texts.ts). It bundles inline.ts with them, with the stylesheets of
 *   /cars' frame (cars-frame.ts) and with what each screen and catalogue loads (preload.ts) into
 *   one small script, written in place of the `<!--first-paint-->` marker, right after the root
 *   element, and head.ts (/cars' first call) into another at the top of `<head>`
 *   (`<!--first-paint-head-->`); the root itself gets the guest's header in the default language,
 *   for a browser without the script. The frames of /bookings and /booking are the markup React last rendered
 *   there (kept-frame.ts), tied to the build by its id (`__VOLTA_BUILD__`, a hash of the sources: sourceId).
 * - deferredEntry (build only) lets that paint reach the screen before the app's
 *   JavaScript is compiled: the entry and its imports are still fetched at once
 *   (`preload`), but the entry module is added after the first frame; and the entry
 *   CSS is inlined, so the paint waits for no request after the page itself.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { formatter } from '@lingui/format-po'
import { build, type Plugin, type PluginOption, type ResolvedConfig, type Rollup } from 'vite'
import { SUPPORTED_LANGUAGES } from '../../../lib/constants.ts'
import type { FirstPaintTexts } from '../page/first-paint'
import type { ScreenPreloads } from '../page/preload'
import type { StaticFrames } from '../static-frame-types'
import { staticClosure } from './chunk-graph.ts'
import { expand, markedIds } from '../expand.ts'

const MARKER = '<!--first-paint-->'
/** At the top of <head>: the script that starts /cars' first call (head.ts). */
const HEAD_MARKER = '<!--first-paint-head-->'
/** Inside index.html's root element: the guest's header, drawn without the script too. */
const STATIC_HEADER = '<!--static-header-->'

/**
 * The static header is painted whole or not at all. On a slow link index.html arrives in pieces and
 * the browser paints what it has parsed: a header cut inside its language menu or before its
 * sign-in link was painted half-built, then moved as the rest came in (a layout shift CI met twice).
 * Its last child is an empty marker, and until that is parsed the header is not shown; the style
 * sits in <head>, so it applies before the first byte of the header. A browser without `:has()`
 * drops the rule and paints as before.
 */
const WHOLE_ONLY_STYLE = '<style>header[data-whole-only]:not(:has(>[data-end])){visibility:hidden}</style>'

export function wholeOnly(header: string): string {
  if (!header) return header
  const end = header.lastIndexOf('</header>')
  if (!header.startsWith('<header') || end < 0) throw new Error('first paint: the static header is not one <header> element')
  return `<header data-whole-only${header.slice('<header'.length, end)}<i data-end hidden></i></header>`
}

/**
 * This build's id (lib/storage/frame-snapshot.ts): a hash of what the markup is made from (the app's
 * sources, the catalogues, the locked dependencies and the build's VITE_BC_* settings), so any change
 * gives a new id, and an identical rebuild the same one: it stays byte-identical, and the worker sees
 * no update (pwa-update.spec).
 */
function sourceId(root: string): string {
  const hash = createHash('sha256')
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile())
        hash
          .update(`${relative(root, path)}\0`)
          .update(readFileSync(path))
          .update('\0')
    }
  }
  for (const dir of ['src', 'locales']) walk(resolve(root, dir))
  hash.update(readFileSync(resolve(root, 'package-lock.json')))
  for (const [name, value] of Object.entries(process.env).sort(([a], [b]) => (a < b ? -1 : 1)))
    if (name.startsWith('VITE_BC_')) hash.update(`${name}=${value ?? ''}\0`)
  return hash.digest('hex').slice(0, 16)
}
/** True for the titles, which the first paint shows on every route (`title:<path>`). */
export const isTitleId = (id: string): boolean => id.startsWith('title:')

/** The first paint's texts from the catalogues in `localesDir` ({lang}/messages.po), with those of the static frames' ids `staticIds`. */
export async function readFirstPaintTexts(localesDir: string, staticIds: ReadonlySet<string> = new Set()): Promise<FirstPaintTexts> {
  const po = formatter({ lineNumbers: false })
  const texts: FirstPaintTexts = {}
  for (const language of SUPPORTED_LANGUAGES) {
    const file = resolve(localesDir, language, 'messages.po')
    const catalogue = await po.parse(readFileSync(file, 'utf8'), { locale: language, sourceLocale: 'en', filename: file })
    texts[language] = {}
    for (const [id, entry] of Object.entries(catalogue ?? {})) {
      if (entry.translation && (isTitleId(id) || staticIds.has(id))) texts[language][id] = entry.translation
    }
  }
  return texts
}

/** Every markup of `frames`. */
const markups = (frames: StaticFrames): string[] => [
  ...Object.values(frames.header),
  ...Object.values(frames.tabBar),
  frames.offlineBanner,
  frames.verifyBanner,
  ...Object.values(frames.page),
  ...Object.values(frames.screens),
  ...Object.values(frames.carHeading),
  ...Object.values(frames.carDetails.notes),
  frames.carDetails.specs,
  ...frames.dataTexts,
]

/** The message ids the static frames leave open. */
export const staticFrameIds = (frames: StaticFrames): Set<string> => new Set(markups(frames).flatMap(markedIds))

/**
 * The static frames (static-frames.tsx), rendered from the components: the module is built for Node
 * with `plugins` (the app's own: React, the Lingui macros and catalogues, vanilla-extract with the
 * same class names), written under node_modules/.cache (where it finds the app's dependencies) and run.
 */
async function renderStaticFrames(config: ResolvedConfig, plugins: PluginOption[]): Promise<StaticFrames> {
  const result = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    envPrefix: config.envPrefix,
    logLevel: 'warn',
    define: config.define,
    plugins,
    build: {
      ssr: resolve(config.root, 'src/app/first-paint/build/static-frames.tsx'),
      write: false,
      target: 'node20',
      copyPublicDir: false,
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
  const chunks = outputs.flatMap((o) => o.output).filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
  const dir = resolve(config.root, 'node_modules/.cache/volta-static-frames')
  mkdirSync(dir, { recursive: true })
  const stamp = createHash('sha256')
    .update(chunks.map((c) => c.code).join('\n'))
    .digest('hex')
    .slice(0, 12)
  for (const chunk of chunks) {
    mkdirSync(resolve(dir, stamp, chunk.fileName, '..'), { recursive: true })
    writeFileSync(resolve(dir, stamp, chunk.fileName), chunk.code)
  }
  const entry = chunks.find((c) => c.isEntry)
  if (!entry) throw new Error('first paint: the static frames did not build')
  const module = (await import(pathToFileURL(resolve(dir, stamp, entry.fileName)).href)) as { renderStaticFrames: () => StaticFrames }
  return module.renderStaticFrames()
}

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The style modules /cars' frame draws with: cars-frame.ts's `import * as x from '….css'` and `import '….css'`, as the paths of their .css.ts files. */
export function carsFrameStyleModules(root: string): string[] {
  const frame = resolve(root, 'src/app/first-paint/page/cars-frame.ts')
  return [...readFileSync(frame, 'utf8').matchAll(/^import (?:\* as \w+ from )?'([^']+\.css)'$/gm)].map(([, spec]) =>
    resolve(frame, '..', `${spec}.ts`),
  )
}

/**
 * The built stylesheets (URLs) of /cars' frame: those of the chunks that hold its style modules
 * (a module's rules go into its chunk's stylesheet), but the entry's, which index.html inlines;
 * none without a bundle (the dev server).
 */
function carsFrameStyles(config: ResolvedConfig, bundle: Rollup.OutputBundle | undefined): string[] {
  const modules = new Set(carsFrameStyleModules(config.root))
  const chunks = Object.values(bundle ?? {}).filter((file): file is Rollup.OutputChunk => file.type === 'chunk' && !file.isEntry)
  const files = chunks
    .filter((chunk) => chunk.moduleIds.some((id) => modules.has(id)))
    .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
  return [...new Set(files)].map((file) => config.base + file).sort()
}

/** The files beside routes.ts that hold the loaders of its other routes, each in a lazy chunk (page-routes.ts, account-routes.ts). */
const LOADER_FILES = ['page-routes.ts', 'account-routes.ts']

/**
 * A screen's module for each route of routes.ts (`{ path: '/x', module: () => import('../screens/x/XScreen') }`), without
 * extension, then of the LOADER_FILES in `routesDir` (written the same way).
 */
export function screenModules(routesSource: string, routesDir: string): Map<string, string> {
  const modules = new Map<string, string>()
  const sources = [routesSource, ...LOADER_FILES.map((file) => readFileSync(resolve(routesDir, file), 'utf8'))]
  for (const source of sources)
    for (const [, path, spec] of source.matchAll(/path:\s*'([^']+)',\s*module:\s*\(\)\s*=>\s*import\('([^']+)'\)/g))
      modules.set(path, resolve(routesDir, spec))
  return modules
}

/**
 * What the first paint fetches ahead of the app (preload.ts): for each route, its screen's chunk
 * with the chunks and stylesheets it imports, and for each language its catalogue, all beyond what
 * the entry already loads. Empty without a bundle (the dev server). A route whose screen has no
 * chunk of its own stops the build: routes.ts and this reading of it have drifted apart.
 */
export function screenPreloads(base: string, bundle: Rollup.OutputBundle | undefined, screens: Map<string, string>): ScreenPreloads {
  const preloads = { files: [] as string[], routes: {} as Record<string, number[]>, languages: {} as Record<string, number[]> }
  if (!bundle) return preloads
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
  const byName: Record<string, Rollup.OutputChunk> = Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk]))
  const loaded = new Set(
    staticClosure(
      byName,
      chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    ),
  )
  const index = new Map<string, number>()
  const indexes = (root: Rollup.OutputChunk): number[] => {
    const files: string[] = []
    for (const name of staticClosure(byName, [root.fileName])) {
      if (loaded.has(name)) continue
      files.push(name, ...(byName[name].viteMetadata?.importedCss ?? []))
    }
    return [...new Set(files)].map((file) => {
      if (!index.has(file)) index.set(file, preloads.files.push(base + file) - 1)
      return index.get(file)!
    })
  }
  const facade = (module: string) => chunks.find((chunk) => chunk.facadeModuleId?.replace(/\.[cm]?[jt]sx?$/, '') === module)
  for (const [path, module] of screens) {
    const chunk = facade(module)
    if (!chunk) throw new Error(`first paint: no chunk for the screen of ${path} (${module})`)
    // A screen the entry does not import itself comes through the lazy chunk that holds its loader (routes.ts's pages
    // and an account's screens): that chunk is listed with it, so both are fetched side by side.
    const importers = chunks.filter((c) => c.dynamicImports?.includes(chunk.fileName))
    const hosts = importers.some((c) => loaded.has(c.fileName)) ? [] : importers
    preloads.routes[path] = [...new Set([...hosts.flatMap(indexes), ...indexes(chunk)])]
  }
  // What only a signed-in account needs (src/app/signed-in.ts), for such a visitor on any route.
  const account = chunks.find((chunk) => /[\\/]src[\\/]app[\\/]signed-in\.ts$/.test(chunk.facadeModuleId ?? ''))
  if (account) Object.assign(preloads, { account: indexes(account) })
  for (const language of SUPPORTED_LANGUAGES) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/locales/${language}/messages.po`))
    if (chunk) preloads.languages[language] = indexes(chunk)
  }
  return preloads
}

/** One script of the first paint (`entry`, under src/app/first-paint/page) as a single IIFE, its `define`s written in, built with `plugins`. */
async function bundle(config: ResolvedConfig, plugins: PluginOption[], entry: string, define: Record<string, unknown>): Promise<string> {
  const result = await build({
    configFile: false,
    // The app's (the scripts share modules with it: nav-items.ts has Lingui macros).
    plugins,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    envPrefix: config.envPrefix,
    logLevel: 'warn',
    // The app's own defines (the checked configuration, vite.config.ts), then the script's.
    define: { ...config.define, ...Object.fromEntries(Object.entries(define).map(([name, value]) => [name, scriptJson(value)])) },
    build: {
      write: false,
      target: 'es2022',
      minify: config.command === 'build',
      copyPublicDir: false,
      lib: { entry: resolve(config.root, 'src/app/first-paint/page', entry), formats: ['iife'], name: 'volta_first_paint' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
  const chunk = outputs.flatMap((o) => o.output).find((o): o is Rollup.OutputChunk => o.type === 'chunk')
  if (!chunk) throw new Error('first paint: the inline script did not build')
  return chunk.code.replace(/<\/script/gi, '<\\/script').trim()
}

/** The configuration's default language (vite.config.ts defines the checked configuration). */
function defaultLanguage(config: ResolvedConfig): string {
  const checked: unknown = config.define?.__VOLTA_CONFIG__
  return (typeof checked === 'string' && (JSON.parse(checked) as { defaultLanguage?: string }).defaultLanguage) || 'pl'
}

/**
 * `plugins` are the app's own that the static frames are built with (vite.config.ts sourcePlugins):
 * a fresh set, since a plugin instance belongs to one build.
 */
export function firstPaint({ plugins }: { plugins: () => PluginOption[] }): Plugin {
  let config: ResolvedConfig
  /** The static frames and the texts, rendered and read once at the start of a build (none on the dev server). */
  let frames: StaticFrames | undefined
  let texts: FirstPaintTexts = {}
  return {
    name: 'volta-first-paint',
    // The build's id (lib/storage/frame-snapshot.ts): a frame React rendered in another build is never drawn.
    config: (user) => ({ define: { __VOLTA_BUILD__: JSON.stringify(sourceId(resolve(user.root ?? process.cwd()))) } }),
    configResolved(resolved) {
      config = resolved
    },
    async buildStart() {
      if (config.command !== 'build') return
      frames = await renderStaticFrames(config, plugins())
      texts = await readFirstPaintTexts(resolve(config.root, 'locales'), staticFrameIds(frames))
    },
    async transformIndexHtml(html, ctx) {
      if (!html.includes(MARKER)) throw new Error(`first paint: index.html has no ${MARKER} marker`)
      if (!html.includes(HEAD_MARKER)) throw new Error(`first paint: index.html has no ${HEAD_MARKER} marker`)
      if (!html.includes(STATIC_HEADER)) throw new Error(`first paint: index.html's root element has no ${STATIC_HEADER} marker`)
      const routes = resolve(config.root, 'src/app/routes.ts')
      const screens = screenModules(readFileSync(routes, 'utf8'), resolve(routes, '..'))
      if (ctx.bundle && screens.size === 0) throw new Error('first paint: no route found in src/app/routes.ts')
      const staticHeader = frames ? expand(frames.header.guest, texts[defaultLanguage(config)] ?? {}) : ''
      if (staticHeader === null) throw new Error(`first paint: a text of the header is missing in the ${defaultLanguage(config)} catalogue`)
      const script = await bundle(config, plugins(), 'inline.ts', {
        __FIRST_PAINT_TEXTS__: texts,
        // On the dev server none: the app draws its screens itself.
        // Not dataTexts: they only tell this build which texts to carry.
        __FIRST_PAINT_FRAMES__: frames ? { ...frames, dataTexts: [] } : {},
        __FIRST_PAINT_CARS_CSS__: carsFrameStyles(config, ctx.bundle),
        __FIRST_PAINT_PRELOADS__: screenPreloads(config.base, ctx.bundle, screens),
      })
      const head = await bundle(config, plugins(), 'head.ts', {})
      return html
        .replace(HEAD_MARKER, `<script>${head}</script>${staticHeader ? WHOLE_ONLY_STYLE : ''}`)
        .replace(STATIC_HEADER, wholeOnly(staticHeader))
        .replace(MARKER, `<script>${script}</script>`)
    },
  }
}

/**
 * The entry CSS (the first paint's styles, about 2 KiB gzip) goes inline: the paint
 * need not wait for one more request, a round trip on a slow link.
 *
 * Its `<link>` stays, disabled (a disabled stylesheet is neither fetched nor applied): Vite's
 * loader of lazy chunks looks for a stylesheet link to each CSS file a chunk depends on, and
 * several chunks (ConfirmDialog, SearchForm, the toasts…) depend on the entry's. Without the
 * link it added the entry CSS again, last: its rules then came after the screens' own and beat
 * them, and a supplier's /supplier/bookings moved when the confirmation dialog's chunk came in
 * (e2e/bench/README.md, "Nothing holds that paint back").
 */
function inlineEntryCss(html: string, bundle: Rollup.OutputBundle | undefined): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (tag, file: string) => {
    const asset = bundle?.[file]
    if (!asset || asset.type !== 'asset') return tag
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>${tag.replace('>', ' disabled>')}`
  })
}

/** The inline loader that adds the entry module once the first frame is out (at once in a hidden tab, which gets no frames). */
function entryLoader(src: string): string {
  // Written minified by hand: it goes into every page as is (and its hash into the CSP).
  const script = [
    '(function(){',
    'var d=0;',
    'function l(){',
    'if(d)return;d=1;',
    'var s=document.createElement("script");s.type="module";s.crossOrigin="";',
    `s.src=${JSON.stringify(src)};`,
    'document.head.appendChild(s)',
    '}',
    'function g(){',
    'if(document.visibilityState==="hidden")l();',
    'else{requestAnimationFrame(function(){setTimeout(l,0)});document.addEventListener("visibilitychange",l)}',
    '}',
    // The first paint may hold it back for a frame (inline.ts __voltaEntryHold).
    'var h=window.__voltaEntryHold;h?h.then(g,g):g()',
    '})()',
  ].join('')
  return `<script>${script}</script>`
}

/**
 * The entry module is added after the first frame: in <head>, compiling it held the first paint
 * back until the parser finished; the fetches start as early as before (figures:
 * e2e/bench/README.md, "Nothing holds that paint back").
 */
export function deferredEntry(): Plugin {
  return {
    name: 'volta-deferred-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        html = inlineEntryCss(html, ctx.bundle)
        const entries = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g)]
        if (entries.length !== 1)
          throw new Error(
            `deferred entry: expected one module script in index.html, found ${entries.length}: ${entries.map((e) => e[1]).join(' ')}`,
          )
        const [tag, src] = entries[0]
        return html
          .replace(tag, `<link rel="preload" as="script" crossorigin href="${src}">\n    `)
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, '<link rel="preload" as="script" crossorigin href="$1">')
          .replace('</body>', `  ${entryLoader(src)}\n  </body>`)
      },
    },
  }
}
