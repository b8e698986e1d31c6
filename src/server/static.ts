import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { DEFAULT_MAP_TILES } from '../lib/config-check.ts'
import type { Context, MiddlewareHandler } from 'hono'

/**
 * Serves the built app (dist/) on the API's origin. Files are read per request because tests
 * rebuild dist/ while the server runs; only gzip output is cached, keyed by path, size and mtime.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt', '.xml', '.ico'])
const MIN_GZIP_BYTES = 1024
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The origin of a map tile URL template (VITE_BC_MAP_TILES), for img-src: a `{s}` subdomain
 * becomes a wildcard. Null when the template has no http(s) origin.
 */
export function tileOrigin(template: string): string | null {
  const m = /^(https?:\/\/)([^/?#]+)/i.exec(template)
  return m ? m[1] + m[2].replace(/\{[a-z]+\}/gi, '*') : null
}

/**
 * The page's Content-Security-Policy: only this origin (which is also the API's and the
 * images'), plus the inline scripts of index.html (the first paint and the entry
 * loader) by their SHA-256, and the map tiles' origin for pictures (the places page; the
 * same VITE_BC_MAP_TILES the app was built with, OpenStreetMap's by default). Styles may be
 * inline (the first paint's CSS is inlined and components set style attributes); no plugin,
 * no frame, no other base or form target.
 */
export function contentSecurityPolicy(html: string, mapTiles: string = process.env.VITE_BC_MAP_TILES || DEFAULT_MAP_TILES): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
  )
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tileOrigin(mapTiles) ?? ''}`.trim(),
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Sent with every page and file of the app. */
const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}

interface GzipEntry {
  version: string
  bytes: Uint8Array
}

async function fileInfo(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const s = await stat(path)
    return s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : null
  } catch {
    return null
  }
}

/** The file under root that a URL path names, or null when the path tries to leave root. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const path = resolve(root, `.${normalize(`/${decoded}`)}`)
  return path === root || path.startsWith(root + sep) ? path : null
}

export function serveApp(distDir: string): MiddlewareHandler {
  const root = resolve(distDir)
  const gzipCache = new Map<string, GzipEntry>()
  const cspCache = new Map<string, string>()

  async function send(c: Context, path: string, urlPath: string): Promise<Response | null> {
    const info = await fileInfo(path)
    if (!info) return null
    const version = `${info.size}-${Math.floor(info.mtimeMs)}`
    const etag = `W/"${version}"`
    const ext = extname(path).toLowerCase()
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
      ...SECURITY_HEADERS,
    }
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
    // Buffers may be views into a shared pool: always hand Hono a copy of exactly these bytes.
    let bytes: Uint8Array
    try {
      bytes = await readFile(path)
    } catch {
      return null
    }
    if (ext === '.html') {
      let csp = cspCache.get(version)
      if (!csp) {
        csp = contentSecurityPolicy(new TextDecoder().decode(bytes))
        cspCache.clear()
        cspCache.set(version, csp)
      }
      headers['Content-Security-Policy'] = csp
    }
    const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')
    if (acceptsGzip && COMPRESSIBLE.has(ext) && bytes.length >= MIN_GZIP_BYTES) {
      let entry = gzipCache.get(path)
      if (!entry || entry.version !== version) {
        entry = { version, bytes: gzipSync(bytes) }
        gzipCache.set(path, entry)
      }
      bytes = entry.bytes
      headers['Content-Encoding'] = 'gzip'
    }
    headers['Content-Length'] = String(bytes.length)
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(new Uint8Array(bytes), 200, headers)
  }

  return async (c, next) => {
    const urlPath = c.req.path
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || /^\/(api|cdn)(\/|$)/.test(urlPath)) return next()
    const path = resolveInside(root, urlPath)
    if (path) {
      const direct = await send(c, path, urlPath)
      if (direct) return direct
    }
    // A missing hashed asset is a real 404: answering index.html would be cached as script.
    if (urlPath.startsWith('/assets/')) return next()
    const index = await send(c, join(root, 'index.html'), '/index.html')
    return index ?? c.text('The app is not built: run `npm run build` first.', 404)
  }
}
