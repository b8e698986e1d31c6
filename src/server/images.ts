import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import type { AppEnv } from './context.ts'
import { carWithImage, userWithAvatar } from './db/queries/cars.ts'
import type { StoredFile } from './db/repo.ts'

/** Deterministic SVG pictures for the sample data, so the CDN needs no binary files. */

const CACHE_CONTROL = 'public, max-age=86400'

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** A hue from 0 to 359 that depends only on the seed text. */
function hue(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt16BE(0) % 360
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('')
}

function carSvg(model: string, seed: string): string {
  const h = hue(seed)
  const body = `hsl(${h} 65% 45%)`
  const dark = `hsl(${h} 60% 28%)`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200" role="img" aria-label="${escapeXml(model)}">
<rect width="300" height="200" fill="#f4f4f4"/>
<ellipse cx="150" cy="146" rx="125" ry="9" fill="#d9d9d9"/>
<path d="M30 128 L34 104 Q38 92 54 90 L92 86 L122 60 Q130 54 142 54 L196 54 Q208 54 216 62 L244 88 L262 92 Q274 96 274 108 L274 128 Z" fill="${body}"/>
<path d="M104 86 L128 64 Q132 60 140 60 L164 60 L164 86 Z M172 86 L172 60 L194 60 Q202 60 208 66 L230 86 Z" fill="#cfe6f5" stroke="${dark}" stroke-width="2"/>
<rect x="30" y="118" width="244" height="10" fill="${dark}"/>
<circle cx="84" cy="132" r="20" fill="#2b2b2b"/><circle cx="84" cy="132" r="9" fill="#bdbdbd"/>
<circle cx="222" cy="132" r="20" fill="#2b2b2b"/><circle cx="222" cy="132" r="9" fill="#bdbdbd"/>
<text x="150" y="182" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="16" fill="#333">${escapeXml(model)}</text>
</svg>`
}

function logoSvg(name: string, seed: string): string {
  const h = hue(seed)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="30" viewBox="0 0 60 30" role="img" aria-label="${escapeXml(name)}">
<rect width="60" height="30" rx="5" fill="hsl(${h} 60% 40%)"/>
<text x="30" y="20" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="13" font-weight="bold" fill="#fff">${escapeXml(initials(name))}</text>
</svg>`
}

function avatarSvg(name: string, seed: string): string {
  const h = hue(seed)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">
<circle cx="48" cy="48" r="48" fill="hsl(${h} 45% 55%)"/>
<text x="48" y="59" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="32" fill="#fff">${escapeXml(initials(name))}</text>
</svg>`
}

const SVG_HEADERS = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL }

function uploadedHeaders(file: StoredFile): Record<string, string> {
  return {
    'Content-Type': file.contentType,
    'Cache-Control': CACHE_CONTROL,
    // Uploaded files are the user's bytes: never let a browser run them as a page.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
  }
}

/** GET /cars/<file> and /users/<file>: generated pictures, or pictures and avatars uploaded by suppliers and drivers. */
export function cdnRoutes(): Hono<AppEnv> {
  const cdn = new Hono<AppEnv>()

  cdn.get('/cars/:file', async (c) => {
    const repo = c.var.repo
    const file = c.req.param('file')
    // Pictures uploaded by suppliers (calls 37, 41), checked by their first bytes on upload.
    const uploaded = await repo.files.get('carImages', file)
    if (uploaded) return c.body(new Uint8Array(uploaded.bytes), 200, uploadedHeaders(uploaded))
    const car = await carWithImage(await repo.kx(), file)
    if (car) return c.body(carSvg(car.name, car._id), 200, SVG_HEADERS)
    return c.text('Not found', 404)
  })

  cdn.get('/users/:file', async (c) => {
    const repo = c.var.repo
    const file = c.req.param('file')
    const uploaded = await repo.files.get('avatars', file)
    if (uploaded) return c.body(new Uint8Array(uploaded.bytes), 200, uploadedHeaders(uploaded))
    const user = await userWithAvatar(await repo.kx(), file)
    if (!user) return c.text('Not found', 404)
    const svg = user.type === 'company' ? logoSvg(user.fullName, user._id) : avatarSvg(user.fullName, user._id)
    return c.body(svg, 200, SVG_HEADERS)
  })

  return cdn
}
