/**
 * First-load cost from a Vite build manifest (`vite build --manifest`).
 *
 * What a route needs before it can paint: the entry chunk and everything it
 * imports statically, plus the route's screen chunk and its static imports,
 * with the CSS of every one of those chunks. Dynamic imports (loaded later,
 * e.g. toasts, catalogues of other languages, other screens) are NOT counted.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { staticClosure as walk } from '../../src/app/first-paint/build/chunk-graph.ts'

export interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}

export type Manifest = Record<string, ManifestChunk>

export interface FirstLoad {
  /** Manifest keys of the chunks, entry first, in discovery order. */
  chunks: string[]
  /** Output files (relative to the out dir), deduplicated. */
  js: string[]
  css: string[]
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** The key of the single entry chunk (index.html for an app build). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry)
  if (entries.length === 0) throw new Error('The manifest has no entry chunk.')
  const html = entries.find(([key]) => key.endsWith('.html'))
  return (html ?? entries[0])[0]
}

/** The manifest key of a source module (e.g. a screen file), matched on its path suffix. */
export function keyForSource(manifest: Manifest, source: string): string {
  const normalized = source.replace(/^\.?\//, '')
  if (manifest[normalized]) return normalized
  const hit = Object.keys(manifest).find((key) => key.endsWith(`/${normalized}`) || manifest[key].src === normalized)
  if (!hit) throw new Error(`No chunk for ${source} in the manifest.`)
  return hit
}

/** Static import closure of manifest keys: the build's own walk (chunk-graph.ts; the first paint's preloads and the data-chunk guard use it too). */
export function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  return walk(manifest, roots)
}

/** The entry's and the screen's static closure, with their JS and CSS files. */
export function firstLoad(manifest: Manifest, screenKey?: string): FirstLoad {
  const roots = [entryKey(manifest)]
  if (screenKey) roots.push(screenKey)
  const chunks = staticClosure(manifest, roots)
  const js = new Set<string>()
  const css = new Set<string>()
  for (const key of chunks) {
    const chunk = manifest[key]
    if (/\.m?js$/.test(chunk.file)) js.add(chunk.file)
    else if (chunk.file.endsWith('.css')) css.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
  }
  return { chunks, js: [...js], css: [...css] }
}

/** Gzip size (zlib default level, like the bundled API's static server) of a file in outDir. */
export function gzipSize(outDir: string, file: string): number {
  return gzipSync(readFileSync(join(outDir, file))).length
}

export interface FirstLoadSize {
  jsGzip: number
  cssGzip: number
  totalGzip: number
  files: { file: string; gzip: number }[]
}

export function firstLoadSize(
  outDir: string,
  load: FirstLoad,
  sizeOf: (file: string) => number = (f) => gzipSize(outDir, f),
): FirstLoadSize {
  const files = [...load.js, ...load.css].map((file) => ({ file, gzip: sizeOf(file) }))
  const sum = (list: string[]) => list.reduce((n, f) => n + sizeOf(f), 0)
  const jsGzip = sum(load.js)
  const cssGzip = sum(load.css)
  return { jsGzip, cssGzip, totalGzip: jsGzip + cssGzip, files }
}
