/**
 * Which modules make up the entry chunk, and what each costs.
 *
 *   npx tsx e2e/bench/entry-modules.ts [--all]
 *
 * Builds in memory (writes nothing) with the project's vite.config.ts and lists the
 * entry chunk's modules by rendered size, with a per-module gzip estimate (each module
 * compressed alone, so the sum is larger than the chunk's real gzip size), grouped by
 * package. "~share" scales those estimates so the entry's modules add up to the entry's
 * real gzip size: a fair guess of what each one costs after minification.
 * --all lists every chunk. EXP_ROOT=<dir> (run from that dir) analyses a copy of the app.
 */
import { gzipSync } from 'node:zlib'
import { resolve } from 'node:path'
import { build, type Plugin, type Rollup } from 'vite'

const root = process.env.EXP_ROOT ?? resolve(import.meta.dirname, '../..')
const all = process.argv.includes('--all')

interface Row {
  chunk: string
  module: string
  bytes: number
  gzip: number
}

function short(id: string): string {
  const rel = id.startsWith(root) ? id.slice(root.length + 1) : id
  return rel.replace(/\?.*$/, '')
}

function packageOf(id: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)
  if (m) return m[1]
  const rel = short(id)
  const dir = /^src\/([^/]+(?:\/[^/]+)?)/.exec(rel)
  return dir ? `src/${dir[1]}` : rel
}

const rows: Row[] = []
const chunks: { name: string; file: string; isEntry: boolean; bytes: number; gzip: number }[] = []

const collect: Plugin = {
  name: 'volta-entry-modules',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle: Rollup.OutputBundle) {
    for (const out of Object.values(bundle)) {
      if (out.type !== 'chunk') continue
      chunks.push({
        name: out.name,
        file: out.fileName,
        isEntry: out.isEntry,
        bytes: Buffer.byteLength(out.code),
        gzip: gzipSync(out.code).length,
      })
      if (!all && !out.isEntry) continue
      for (const [id, info] of Object.entries(out.modules)) {
        if (!info.code || info.renderedLength === 0) continue
        rows.push({ chunk: out.fileName, module: short(id), bytes: info.renderedLength, gzip: gzipSync(info.code).length })
      }
    }
  },
}

await build({
  root,
  configFile: resolve(root, 'vite.config.ts'),
  logLevel: 'error',
  build: { write: false, outDir: '/tmp/volta-entry-modules', emptyOutDir: false },
  plugins: [collect],
})

const kib = (n: number) => (n / 1024).toFixed(1).padStart(7)
const app = chunks.filter((c) => !c.file.includes('sw'))
console.log('Chunks (KiB raw / gzip):')
for (const c of app.sort((a, b) => b.gzip - a.gzip).slice(0, 15))
  console.log(`${kib(c.bytes)} ${kib(c.gzip)}  ${c.isEntry ? '[entry] ' : ''}${c.file}`)

const byPackage = new Map<string, { bytes: number; gzip: number; n: number }>()
for (const r of rows) {
  const key = `${all ? `${r.chunk} ` : ''}${packageOf(r.module)}`
  const p = byPackage.get(key) ?? { bytes: 0, gzip: 0, n: 0 }
  p.bytes += r.bytes
  p.gzip += r.gzip
  p.n++
  byPackage.set(key, p)
}
const entryGzip = chunks.filter((c) => c.isEntry).reduce((n, c) => n + c.gzip, 0)
const aloneSum = rows.reduce((n, r) => n + r.gzip, 0) || 1
const share = (gzip: number) => kib((gzip * entryGzip) / aloneSum)
console.log('\nEntry chunk by package or folder (KiB rendered / gzip alone / ~share of the real gzip, modules):')
for (const [key, p] of [...byPackage].sort((a, b) => b[1].bytes - a[1].bytes))
  console.log(`${kib(p.bytes)} ${kib(p.gzip)} ${share(p.gzip)}  ${key} (${p.n})`)
console.log('\nLargest modules:')
for (const r of rows.sort((a, b) => b.bytes - a.bytes).slice(0, 40)) console.log(`${kib(r.bytes)} ${kib(r.gzip)}  ${r.module}`)
