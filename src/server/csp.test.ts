// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, tileOrigin } from './static.ts'

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))

describe('the map tiles in the Content-Security-Policy', () => {
  it("allows OpenStreetMap's tiles for pictures by default, and nothing else from another origin", () => {
    const csp = contentSecurityPolicy('<!doctype html>', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'")
    expect(directive(csp, 'default-src')).toBe("default-src 'self'")
  })

  it('follows VITE_BC_MAP_TILES, a {s} subdomain as a wildcard', () => {
    expect(tileOrigin('https://{s}.tiles.example.com:8443/{z}/{x}/{y}.png?key=1')).toBe('https://*.tiles.example.com:8443')
    expect(tileOrigin('http://localhost:8080/{z}/{x}/{y}.png')).toBe('http://localhost:8080')
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeNull()
    expect(directive(contentSecurityPolicy('', '/tiles/{z}/{x}/{y}.png'), 'img-src')).toBe("img-src 'self' data: blob:")
  })
})
