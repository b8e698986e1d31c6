/**
 * Lighthouse (mobile, performance) on the served build, signed-in routes included.
 *
 *   npm run bench:lighthouse [-- --runs N] [-- --no-build | --dist DIR] [-- --routes /,/bookings] [-- --reports DIR]
 *
 * Builds into e2e/bench/.dist (as `npm run bench` does), serves it with the bundled API
 * (test mode, port 4393), and runs `npx -y lighthouse@12` on /, /sign-in, /cars (with
 * criteria) and /bookings (anna, 1,000 bookings), 3 runs each by default. Lighthouse is
 * not a dependency (it would break the lock file): npx fetches it on first use.
 *
 * A signed-in route gets its session the way the app keeps it (bc-user in localStorage),
 * written into a fresh Chromium profile from a page of the API, not of the app, so the
 * measured load is still a first visit: no service worker, no cache. Lighthouse then
 * runs in that profile with --disable-storage-reset.
 *
 * Writes e2e/bench/results/lighthouse.{json,md}. Exits 0 when it ran, whatever the scores.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { buildApp, prepareData, startServer, stopServer, type Fixture } from './serve.ts'

const root = resolve(import.meta.dirname, '../..')
const ownBuild = resolve(root, 'e2e/bench/.dist')
const resultsDir = resolve(root, 'e2e/bench/results')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.BC_LIGHTHOUSE_PORT ?? '4393' },
    'no-build': { type: 'boolean', default: false },
    routes: { type: 'string' },
    /** Scores this build instead (implies --no-build): to compare two builds side by side. */
    dist: { type: 'string' },
    /** Keeps each run's full Lighthouse report (JSON) in this folder, for a closer look. */
    reports: { type: 'string' },
  },
})
const RUNS = Math.max(1, Number(opts.runs) || 3)
const BASE = `http://localhost:${Number(opts.port)}`
/** The issue-15 budget: Lighthouse performance ≥ 98 on every measured route. */
const BUDGET = 98

interface Route {
  name: string
  url: (fixture: Fixture) => string
  auth?: boolean
}

const ROUTES: Route[] = [
  { name: '/', url: () => '/' },
  { name: '/sign-in', url: () => '/sign-in' },
  { name: '/cars', url: (f) => `/cars${f.carsQuery}` },
  { name: '/bookings', url: () => '/bookings', auth: true },
]

interface Run {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  speedIndex: number
  lcpElement: string | null
}

const log = (message: string) => console.log(`[lighthouse] ${message}`)

/** A fresh Chromium profile; for a signed-in route, with anna's session in localStorage. */
async function profile(route: Route, fixture: Fixture): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'volta-lh-'))
  if (!route.auth) return dir
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true })
  try {
    const page = await context.newPage()
    // An API page on the app's origin: the app (and so its worker) never loads here.
    await page.goto(`${BASE}/api/all-companies`)
    await page.evaluate((user) => localStorage.setItem('bc-user', JSON.stringify(user)), fixture.user)
  } finally {
    await context.close()
  }
  return dir
}

function lighthouse(url: string, profileDir: string): Run {
  const report = join(profileDir, 'report.json')
  const res = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12',
      url,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--disable-storage-reset',
      `--chrome-path=${CHROMIUM}`,
      `--chrome-flags=--headless=new --no-sandbox --user-data-dir=${profileDir}`,
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
    ],
    { cwd: tmpdir(), stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 },
  )
  if (res.status !== 0) throw new Error(`lighthouse failed (exit ${res.status}): ${res.stderr?.toString().trim().slice(-500)}`)
  const lhr = JSON.parse(readFileSync(report, 'utf8')) as {
    categories: { performance: { score: number } }
    audits: Record<string, { numericValue?: number; details?: { items?: { items?: { node?: { snippet?: string } }[] }[] } }>
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    lcpElement: element,
  }
}

const median = (values: number[]) => {
  const v = [...values].sort((a, b) => a - b)
  const mid = Math.floor(v.length / 2)
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2
}

async function main(): Promise<void> {
  const routes = ROUTES.filter((r) => !opts.routes || opts.routes.split(',').includes(r.name))
  const outDir = opts.dist ? resolve(opts.dist) : ownBuild
  if (!opts['no-build'] && !opts.dist) {
    log('vite build → e2e/bench/.dist')
    buildApp(outDir)
  }
  const server = await startServer(outDir, Number(opts.port))
  const results: Record<string, Run[]> = {}
  try {
    const fixture = await prepareData(BASE, log)
    for (const route of routes) {
      results[route.name] = []
      for (let i = 0; i < RUNS; i++) {
        const dir = await profile(route, fixture)
        try {
          const run = lighthouse(`${BASE}${route.url(fixture)}`, dir)
          results[route.name].push(run)
          if (opts.reports) {
            mkdirSync(opts.reports, { recursive: true })
            copyFileSync(join(dir, 'report.json'), join(opts.reports, `${route.name.replace(/\W+/g, '_') || '_'}-${i + 1}.json`))
          }
          log(
            `${route.name} run ${i + 1}: ${run.score} (LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)})`,
          )
        } finally {
          rmSync(dir, { recursive: true, force: true })
        }
      }
    }
  } finally {
    stopServer(server)
  }

  const ms = (v: number) => `${Math.round(v)} ms`
  const lines = [
    `# Lighthouse 12, mobile, performance (${RUNS} runs per route, medians)`,
    '',
    '| route | scores | median | FCP | LCP | TBT | CLS | speed index | largest paint |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const [name, runs] of Object.entries(results)) {
    const m = (k: keyof Omit<Run, 'lcpElement'>) => median(runs.map((r) => r[k]))
    const element = (runs[0]?.lcpElement ?? '').replace(/\|/g, '\\|').slice(0, 60)
    lines.push(
      `| \`${name}\` | ${runs.map((r) => r.score).join(', ')} | ${m('score')} ${m('score') >= BUDGET ? 'PASS' : 'FAIL'} | ${ms(m('fcp'))} | ${ms(m('lcp'))} | ${ms(m('tbt'))} | ${m('cls').toFixed(3)} | ${ms(m('speedIndex'))} | \`${element}\` |`,
    )
  }
  lines.push('', `Budget: performance ≥ ${BUDGET} on every route (issue 15).`)
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(join(resultsDir, 'lighthouse.json'), JSON.stringify(results, null, 2))
  writeFileSync(join(resultsDir, 'lighthouse.md'), `${lines.join('\n')}\n`)
  console.log(`\n${lines.join('\n')}`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
