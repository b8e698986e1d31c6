import { cleanup, render } from '@testing-library/react'
import jsQR from 'jsqr'
import { encode } from 'uqr'
import { afterEach, describe, expect, it } from 'vitest'
import { QrCode } from './QrCode'
import { qrPath } from './qr'

afterEach(cleanup)

/** Draws the path back into a matrix: each "M x y h w v1 h-w z" is a run of dark modules. */
function matrixOf(d: string, size: number): boolean[][] {
  const m = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) m[Number(y)][Number(x) + i] = true
  }
  return m
}

/** The matrix as an RGBA image, 4 pixels a module, for jsQR. */
function scan(matrix: boolean[][]): string | undefined {
  const scale = 4
  const n = matrix.length * scale
  const rgba = new Uint8ClampedArray(n * n * 4)
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const v = matrix[Math.floor(y / scale)][Math.floor(x / scale)] ? 0 : 255
      rgba.set([v, v, v, 255], (y * n + x) * 4)
    }
  }
  return jsQR(rgba, n, n)?.data
}

describe('QrCode', () => {
  const link = 'https://volta.example/booking?b=6650b0000000000000000056'

  it('qrPath draws exactly the dark modules, one rectangle per run', () => {
    expect(qrPath([[true, true, false, true]])).toBe('M0 0h2v1h-2zM3 0h1v1h-1z')
    expect(qrPath([[false], [false]])).toBe('')
    const qr = encode(link, { ecc: 'M', border: 4 })
    expect(matrixOf(qrPath(qr.data), qr.size)).toEqual(qr.data)
  })

  it('renders an SVG (no injected markup) with a name, a quiet zone, and a code that scans back to the link', () => {
    const { container } = render(<QrCode value={link} label="QR code of booking 6650b" />)
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('role')).toBe('img')
    expect(svg.getAttribute('aria-label')).toBe('QR code of booking 6650b')
    const size = Number(svg.getAttribute('viewBox')!.split(' ')[2])
    const matrix = matrixOf(svg.querySelector('path')!.getAttribute('d')!, size)
    // Four light modules on each side.
    for (const i of [0, 1, 2, 3, size - 1]) expect(matrix[i].some(Boolean) || matrix.some((row) => row[i])).toBe(false)
    expect(scan(matrix)).toBe(link)
  })
})
