// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { testServer } from './testing.ts'

const dist = mkdtempSync(join(tmpdir(), 'bc-dist-'))
mkdirSync(join(dist, 'assets'))
const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))})`
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>')
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
writeFileSync(join(dist, 'assets', 'index-abc123.js'), bigScript)

afterAll(() => rmSync(dist, { recursive: true, force: true }))

const app = await testServer({ distDir: dist })
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

describe('static app', () => {
  it('gzips hashed assets for clients that accept it and caches them for a year', async () => {
    const res = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, br' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(bigScript)
    const plain = await get('/assets/index-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(bigScript)
  })

  it('revalidates index.html and sw.js, and falls back to index.html for app routes', async () => {
    for (const path of ['/', '/sw.js', '/bookings', '/booking?b=123']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe('no-cache')
    }
    expect(await (await get('/create-booking')).text()).toContain('<title>app</title>')
    expect((await get('/assets/missing-123.js')).status).toBe(404)
    expect((await get('/api/unknown')).status).toBe(404)
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).headers.get('content-type')).toMatch(/html/)
  })

  it('answers 304 for a matching ETag and picks up a rebuilt file', async () => {
    const first = await get('/index.html')
    const etag = first.headers.get('etag')!
    expect((await get('/index.html', { 'If-None-Match': etag })).status).toBe(304)
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>rebuilt</title>')
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000))
    const again = await get('/index.html', { 'If-None-Match': etag })
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('rebuilt')
  })
})
